import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Paths that serve an HTML page of their own (the queue dashboard): helmet's default page policy, not the JSON one. */
const HTML_PAGES = ['/api/admin/bull-board'];

/**
 * Browser policy for a JSON API: nothing in a response may run, load or be framed; no MIME sniffing; HSTS only when
 * the public URL is https. CORS answers only the configured origins (the shell's, by default): any other Origin gets
 * no Access-Control-Allow-Origin, so a foreign page cannot read a response.
 */
export function apiSecurityHeaders({ publicUrl, corsOrigins }: { publicUrl: string; corsOrigins: string[] }): RequestHandler[] {
  const hsts = publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  const json = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity: hsts,
    xFrameOptions: { action: 'deny' },
  });
  const page = helmet({ strictTransportSecurity: hsts, xFrameOptions: { action: 'deny' } });
  const allowed = new Set(corsOrigins);
  return [
    (req, res, next) => (HTML_PAGES.some((p) => req.path.startsWith(p)) ? page : json)(req, res, next),
    cors({
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      maxAge: 600,
    }),
  ];
}
