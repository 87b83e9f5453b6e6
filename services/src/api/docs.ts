// The API reference: /api/openapi.json is the document, /api/docs the Swagger UI viewer served from the
// swagger-ui-dist package (no CDN). /api/docs answers JSON to clients that do not ask for HTML, as it used to.
import { createRequire } from 'node:module';
import express, { Router } from 'express';

const require = createRequire(import.meta.url);
const ASSETS = (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();

// Swagger UI styles itself with inline style attributes; everything else comes from this origin.
const DOCS_POLICY = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Forge API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

export function docsRouter(openapi: object): Router {
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  router.get('/api/docs', (req, res) => {
    if (!req.accepts(['json', 'html']) || req.accepts(['json', 'html']) === 'json') {
      res.json(openapi);
      return;
    }
    res.setHeader('Content-Security-Policy', DOCS_POLICY);
    res.type('html').send(PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  router.use(
    '/api/docs/assets',
    (_req, res, next) => {
      res.setHeader('Content-Security-Policy', DOCS_POLICY);
      next();
    },
    express.static(ASSETS, { index: false, maxAge: '1d' }),
  );
  return router;
}
