import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';

/** The server-issued visitor cookie: unique visitors are counted from it, never from an id the client sends. */
export const VISITOR_COOKIE = 'forge_vid';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The caller's visitor id: the cookie's when it holds one we could have issued, else a new one set on the response. */
export function visitorId(req: Request, res: Response, secure: boolean): string {
  const existing = readCookie(req, VISITOR_COOKIE);
  if (existing && UUID.test(existing)) return existing;
  const id = randomUUID();
  res.append(
    'Set-Cookie',
    `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return id;
}
