import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/** The header by which the shell server proves it is the proxy in front of the API. */
export const PROXY_HEADER = 'x-forge-proxy';

function sameSecret(given: string, expected: Buffer): boolean {
  const candidate = Buffer.from(given);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

/**
 * Sets `req.ip` to the address rate limits and logs should use. X-Forwarded-For is believed only when the request
 * carries the proxy's secret (the shell server adds it, and appends the real client address as the last entry);
 * any other caller, even one on loopback, is known by its socket address, so a forged header changes nothing.
 */
export function clientIp(proxySecret: string | undefined): RequestHandler {
  const expected = proxySecret ? Buffer.from(proxySecret) : null;
  return (req, _res, next) => {
    const proof = req.headers[PROXY_HEADER];
    delete req.headers[PROXY_HEADER];
    let ip = req.socket.remoteAddress ?? 'unknown';
    if (expected && typeof proof === 'string' && sameSecret(proof, expected)) {
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      ip = forwarded.at(-1) ?? ip;
    }
    Object.defineProperty(req, 'ip', { value: ip, configurable: true, enumerable: true });
    next();
  };
}
