// The shell's server: the built host, its run-time config and remote list, and the API behind /api.
import http from 'node:http';
import path from 'node:path';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createStaticApp } from '@forge/shell-sdk/serve-static';
import { loadShellConfig } from './config.mjs';
import { createRemoteRegistry } from './remotes.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createPublicPages } from './ssr/public-pages.mjs';
import { createServerRemotes } from './ssr/server-remotes.mjs';
import { loadShellRender } from './ssr/shell-render.mjs';
import { followSupplierChanges } from './ssr/supplier-changes.mjs';

const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function createShellServer(config = loadShellConfig()) {
  const registry = createRemoteRegistry({ remotes: config.remotes, cacheFile: config.cacheFile });
  const log = (entry) => console.warn(JSON.stringify({ service: 'shell', ...entry }));
  // Public routes arrive as HTML: rendered by the remotes' Node builds, loaded from the same remote list, inside the
  // shell's own Node build (the real frame and pages, hydrated by the browser).
  const shellRender = loadShellRender(config.distDir, config.nodeEnv, log);
  const serverRemotes = createServerRemotes({
    remotes: () => config.remotes,
    shared: () => shellRender?.sharedModules() ?? {},
    onChange: () => publicPages.invalidate(),
  });
  const publicPages = createPublicPages({
    serverRemotes,
    renderApp: shellRender
      ? async (pathname, { read }) =>
          shellRender.renderApp({
            pathname,
            config: config.client,
            remotes: await registry.list(),
            apiUrl: config.apiUrl,
            anonymousReader: read,
            loadRoutes: (name) => serverRemotes.routes(name),
          })
      : null,
    apiUrl: config.apiUrl,
    publicUrl: config.siteUrl,
    distDir: config.distDir,
    log,
  });
  const app = createStaticApp(config.distDir, { spaFallback: false, cors: false, routesBefore: (router) => {
    // First, so every response has them; on /api the API's own headers replace those it sets.
    router.use(
      securityHeaders({
        remoteUrls: () => Object.values(config.remotes),
        identityUrl: config.client.keycloak.url,
        publicUrl: config.publicUrl,
        distDir: config.distDir,
      }),
    );
    router.get('/config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(config.client);
    });
    router.get('/remotes.json', async (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.json(await registry.list());
    });
    // The proxy secret tells the API to trust X-Forwarded-For; a client's own copy of the header never passes.
    router.use((req, _res, next) => {
      if (config.proxySecret) req.headers['x-forge-proxy'] = config.proxySecret;
      else delete req.headers['x-forge-proxy'];
      next();
    });
    router.use(
      createProxyMiddleware({
        target: config.apiUrl,
        pathFilter: ['/api', '/sitemap.xml', '/robots.txt'],
        changeOrigin: false,
        // Keep-alive to the API: without an agent http-proxy asks the API to close every connection, and that
        // "Connection: close" reached the browser too, so each API call paid a new TCP connection twice over.
        agent: apiAgent,
        proxyTimeout: 120_000,
        // The API serves the SEO files under /api/seo; the public URLs are the conventional ones.
        pathRewrite: { '^/sitemap\\.xml$': '/api/seo/sitemap.xml', '^/robots\\.txt$': '/api/seo/robots.txt' },
        xfwd: true,
        on: {
          // Emitted when a pooled socket is assigned, possibly after the request was sent: never set headers here.
          proxyReq: (proxyReq, _req, res) => {
            // A browser that goes away mid-answer: end the API request too. http-proxy only watches 'aborted',
            // which Node no longer emits once a request has arrived, so a pooled keep-alive socket stayed busy
            // forever and, once the pool was full, every API call through the shell hung.
            if (res.destroyed) return void proxyReq.destroy();
            res.on('close', () => {
              if (!res.writableFinished) proxyReq.destroy();
            });
          },
          error: (_err, _req, res) => {
            if ('writeHead' in res && !res.headersSent) {
              res.writeHead(503, { 'Content-Type': 'application/json' });
              res.end(JSON.stringify({ error: { status: 'unavailable', message: 'The Forge API is unavailable. Try again shortly.' } }));
            }
          },
        },
      }),
    );
    // Before the static files, so `/` (index.html) is rendered too.
    router.use(publicPages.middleware);
  } });
  // Every other path is a client route: serve the app shell, always revalidated.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(config.distDir, 'index.html'));
  });
  // A company edit (on any API replica) makes the server-rendered pages fresh at once.
  const supplierChanges = config.redisUrl ? followSupplierChanges({ redisUrl: config.redisUrl, onChange: () => publicPages.invalidate() }) : null;
  app.locals.publicPages = publicPages;
  app.locals.stop = () => supplierChanges?.stop();
  return app;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  let config;
  try {
    config = loadShellConfig();
  } catch (error) {
    console.error(`Invalid shell configuration: ${error.message}`);
    process.exit(1);
  }
  const app = createShellServer(config);
  const server = app.listen(config.port, config.host, () => {
    console.log(JSON.stringify({ event: 'listening', service: 'shell', port: server.address().port }));
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => void Promise.resolve(app.locals.stop()).finally(() => process.exit(0))));
}
