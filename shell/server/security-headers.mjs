// The shell's browser policy: a CSP allowing exactly what the product loads, plus the usual hardening headers.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The social widget frame's inline script (SOCIAL_WIDGET_FRAME_SCRIPT in src/frame/footer/SocialWidget.tsx). */
export const SOCIAL_WIDGET_SCRIPT_HASH = "'sha256-X3oQJ6VkdYxW4nZmOLyiy6B6bdIMMup7deG42XUQ6YI='";
/** The third-party widget: its script, and the frames it opens inside our sandboxed frame. */
const SOCIAL_WIDGET_ORIGIN = 'https://platform.twitter.com';
/** Pages the identity provider's adapter frames from our own origin (keycloak-js silent check-sso). */
const FRAMEABLE_PAGES = new Set(['/silent-check-sso.html']);

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'fullscreen=(self)',
].join(', ');

/** 'sha256-…' of every inline <script> (one without src) in the built HTML pages: allowed by hash, not by 'unsafe-inline'. */
export function inlineScriptHashes(distDir) {
  if (!existsSync(distDir)) return [];
  const hashes = new Set();
  for (const file of readdirSync(distDir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(path.join(distDir, file), 'utf8');
    for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs) || !body.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

const originOf = (url) => new URL(url).origin;

/**
 * The Content-Security-Policy for the given remote base URLs (read from the run-time list on each request, so a
 * moved remote keeps working without a rebuild). No 'unsafe-eval'; scripts run only from these origins or by hash.
 * Styles allow 'unsafe-inline': Chakra (emotion) writes its style rules into <style> elements at run time.
 */
export function contentSecurityPolicy({ remoteUrls, identityUrl, scriptHashes, https, frameAncestors = "'none'" }) {
  const remotes = [...new Set(remoteUrls.map(originOf))];
  const identity = originOf(identityUrl);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, SOCIAL_WIDGET_ORIGIN, SOCIAL_WIDGET_SCRIPT_HASH, ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes, identity],
    'frame-src': ["'self'", identity, SOCIAL_WIDGET_ORIGIN],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", identity],
    'frame-ancestors': [frameAncestors],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Express middleware for the shell's own responses (the API sets its own headers on /api). */
export function securityHeaders({ remoteUrls, identityUrl, publicUrl, distDir }) {
  const https = Boolean(publicUrl?.startsWith('https:'));
  const scriptHashes = inlineScriptHashes(distDir);
  return (req, res, next) => {
    const frameable = FRAMEABLE_PAGES.has(req.path);
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({ remoteUrls: remoteUrls(), identityUrl, scriptHashes, https, frameAncestors: frameable ? "'self'" : "'none'" }),
    );
    res.setHeader('X-Frame-Options', frameable ? 'SAMEORIGIN' : 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
