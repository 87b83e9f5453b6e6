import type { Server } from 'node:http';
import mongoose from 'mongoose';
import { loadConfig, type Config } from '../config.js';
import { createGuards, createTokenVerifier } from '../lib/auth.js';
import { createLogger } from '../lib/logger.js';
import { createApp } from './app.js';
import { mountedRoutes, type MountedRoute } from './mounted-routes.js';
import { isUserDisabled } from '../domains/users/disabled.js';
import { resolveImpersonation } from '../domains/users/impersonation.js';
import { domainFactories } from './domains.js';
import type { AppContext, DomainModule } from '../domains/module.js';

export interface RunningApi {
  port: number;
  url: string;
  ctx: AppContext;
  /** Every method and path the app answers (the contract test checks each has a contract entry). */
  routes: MountedRoute[];
  stop(): Promise<void>;
}

/** Starts the API: connects to MongoDB, starts the domains, then opens the port (0 = random, for tests). */
export async function startApi(config: Config = loadConfig(), port = config.apiPort): Promise<RunningApi> {
  const logger = createLogger('forge-api', config.logLevel);
  const connection = await mongoose.connect(config.mongoUri, { serverSelectionTimeoutMS: 10_000 });
  const guards = createGuards(createTokenVerifier(config.auth), {
    web: config.auth.webClientId,
    service: config.auth.adminClientId,
  }, { isDisabled: isUserDisabled, resolveImpersonation });
  const readiness = new Map<string, () => Promise<void>>();
  readiness.set('mongodb', async () => {
    await connection.connection.db?.admin().ping();
  });
  readiness.set('identity', async () => {
    const res = await fetch(`${config.auth.issuer}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`identity provider answered ${res.status}`);
  });
  const ctx: AppContext = { config, logger, guards, readiness };
  const modules: DomainModule[] = [];
  for (const factory of domainFactories) modules.push(await factory(ctx));
  for (const mod of modules) await mod.start?.();

  const app = createApp(ctx, modules);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, config.apiHost, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  // The shell's proxy keeps connections to the API alive. With Node's 5 s default the API closed an idle one just
  // as the proxy reused it for a request (a POST then failed as 503 "API unavailable"); idle connections now last
  // a minute, and the proxy retires them a second before the time this server announces.
  server.keepAliveTimeout = 61_000;
  server.headersTimeout = 62_000;
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  logger.info({ port: boundPort }, 'API listening');
  return {
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}`,
    ctx,
    routes: mountedRoutes(app),
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const mod of [...modules].reverse()) await mod.stop?.();
      await mongoose.disconnect();
    },
  };
}
