import type { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Guards, Principal } from '../lib/auth.js';

/** What every domain module receives: configuration, logging, route guards and shared clients. */
export interface AppContext {
  config: Config;
  logger: Logger;
  guards: Guards;
  /** Checks of external dependencies for /readyz, keyed by name. */
  readiness: Map<string, () => Promise<void>>;
}

/** A callable function of product-spec §7: POST /api/functions/{name} with {data}. */
export interface CallableFunction {
  /** Who may call it: anyone, any signed-in user, or admins only. */
  access: 'public' | 'signed-in' | 'admin';
  handler: (data: unknown, caller: Principal | undefined) => Promise<unknown>;
}

export interface OpenApiPathItem {
  [method: string]: { summary: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> };
}

/** A domain plugs into the API by declaring its routes, functions and OpenAPI paths. */
export interface DomainModule {
  name: string;
  router?: Router;
  functions?: Record<string, CallableFunction>;
  openapi?: Record<string, OpenApiPathItem>;
  /** Work after the database is connected and before the port opens (e.g. building a search index). */
  start?: () => Promise<void>;
  stop?: () => Promise<void>;
}

export type DomainFactory = (ctx: AppContext) => DomainModule | Promise<DomainModule>;
