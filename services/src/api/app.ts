import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { clientIp } from '../lib/client-ip.js';
import { errorHandler, notFoundHandler } from '../lib/http.js';
import { maskUrl } from '../lib/log-redaction.js';
import { cleanJson } from '../lib/text.js';
import { metricsHandler } from '../lib/metrics.js';
import { apiSecurityHeaders } from '../lib/security-headers.js';
import { functionsRouter } from './functions.js';
import type { AppContext, CallableFunction, DomainModule } from '../domains/module.js';
import { docsRouter } from './docs.js';
import { buildOpenApi } from './openapi.js';

/** The Express app: entry points only. Domains own their routes; data access stays inside the domains. */
export function createApp(ctx: AppContext, modules: DomainModule[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(apiSecurityHeaders(ctx.config));
  // X-Forwarded-For counts only from the shell server (it proves itself with the proxy secret): see clientIp.
  app.set('trust proxy', false);
  app.use(clientIp(ctx.config.proxySecret));
  app.use(
    pinoHttp({
      logger: ctx.logger,
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      // Query values such as ?access_token= and claim tokens in paths are masked; headers are redacted by the logger.
      serializers: {
        req: (req: { url?: string; params?: Record<string, string> }) => {
          if (typeof req.url === 'string') req.url = maskUrl(req.url);
          if (req.params?.token) req.params = { ...req.params, token: '[Redacted]' };
          return req;
        },
      },
    }),
  );
  app.use(express.json({ limit: '1mb' }));
  // Free text is stored as NFC without bidi controls; NUL and lone surrogates are refused (400).
  app.use((req, _res, next) => {
    if (req.body !== undefined && typeof req.body === 'object') req.body = cleanJson(req.body);
    next();
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/metrics', metricsHandler);
  app.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    let ready = true;
    for (const [name, check] of ctx.readiness) {
      try {
        await check();
        checks[name] = 'ok';
      } catch (error) {
        ready = false;
        checks[name] = error instanceof Error ? error.message : 'failed';
      }
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not-ready', checks });
  });

  const functions = new Map<string, CallableFunction>();
  for (const mod of modules) {
    for (const [name, fn] of Object.entries(mod.functions ?? {})) {
      if (functions.has(name)) throw new Error(`Function "${name}" is declared twice (module ${mod.name}).`);
      functions.set(name, fn);
    }
  }
  const openapi = buildOpenApi(modules, [...functions.keys()]);
  app.use('/api', ctx.guards.refuseForeignTokens);
  // After the token check, like every /api route: the docs are public, but a service's token gets 403 here too.
  app.use(docsRouter(openapi));
  for (const mod of modules) {
    if (mod.router) app.use('/api', mod.router);
  }
  // After the domains: the abuse domain's per-IP budget (mounted first) counts the functions too.
  app.use('/api', functionsRouter(functions, ctx.guards));
  app.use(notFoundHandler);
  app.use(errorHandler(ctx.logger));
  return app;
}
