#!/usr/bin/env node
// Serves a built remote: CORS for the shell, the manifest and entry always revalidated, hashed assets immutable.
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Cache rules: anything named with a content hash never changes; the rest must be revalidated. */
export function cacheControlFor(file) {
  // A precompressed copy (`main.1a2b3c4d5e.js.br`) is cached as the file it holds.
  const base = path.basename(file).replace(/\.(br|gz)$/, '');
  if (/\.[0-9a-f]{10}\.js(\.map)?$/.test(base) || /\.[0-9a-f]{20}\.\w+$/.test(base)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

const DEFAULT_SHELL_ORIGIN = 'http://localhost:8080';

/** cors: false, true (the default shell origin) or { origins: [...] }. */
export function createStaticApp(dir, { spaFallback = true, cors = true, routesBefore } = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression({ filter: (req, res) => !req.path.startsWith('/api/') && compression.filter(req, res) }));
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  if (cors) {
    // Only the shell's pages may read a remote's files (the manifest is fetched); other origins get no CORS header.
    const allowed = new Set(typeof cors === 'object' ? cors.origins : [DEFAULT_SHELL_ORIGIN]);
    app.use((req, res, next) => {
      res.setHeader('Vary', 'Origin');
      const origin = req.headers.origin;
      if (origin && allowed.has(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      }
      next();
    });
  }
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  if (routesBefore) {
    const router = express.Router();
    routesBefore(router);
    app.use(router);
  }
  // The build writes brotli and gzip copies of its text files (federation.mjs); they are sent as they are, so no
  // request spends CPU compressing a script. Anything without a copy is compressed on the fly (above).
  app.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: 'index.html',
      serveStatic: {
        etag: true,
        lastModified: true,
        index: 'index.html',
        setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
      },
    }),
  );
  if (spaFallback) {
    // The standalone harness is a single-page app: unknown paths get its index.html.
    app.use((req, res, next) => {
      if (req.method !== 'GET' || path.extname(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(path.join(dir, 'index.html'));
    });
  }
  return app;
}

const isMain = process.argv[1] && import.meta.filename === path.resolve(process.argv[1]);
if (isMain || process.argv[1]?.endsWith('forge-serve-static')) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  const dir = path.resolve(values.dir);
  const { readFileSync } = await import('node:fs');
  const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8'));
  const port = Number(values.port ?? process.env.PORT ?? pkg.forge?.port ?? 3000);
  // Loopback unless a host is configured (a deployment puts a CDN or proxy in front).
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  // SHELL_ORIGIN: the shell's public origin(s), comma-separated: the only pages allowed to read this remote's files.
  const origins = (process.env.SHELL_ORIGIN ?? DEFAULT_SHELL_ORIGIN).split(',').map((o) => o.trim()).filter(Boolean);
  const server = createStaticApp(dir, { cors: { origins } }).listen(port, host, () => {
    console.log(JSON.stringify({ event: 'listening', service: pkg.name, port }));
  });
  // Stop taking connections; requests in flight get a moment, then open keep-alive sockets are cut (a browser
  // tab holding one would otherwise keep a stopped remote alive, and a redeploy waiting on it).
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
  }
}
