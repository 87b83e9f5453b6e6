/**
 * The real stack for integration tests: embedded MongoDB (in memory), the identity provider, a project-owned
 * redis-server (optional) and the API on port 0. Nothing is mocked; tokens come from a real login.
 * With FORGE_TEST_STACK=shared the store is shared by the files of a jest run and a redis-server by the files of a
 * jest worker (shared-stack/): each file still gets its own databases, its own identity provider (cloned from a seeded
 * template), a flushed redis and its own API with its own config, so files cannot see each other's data.
 * Otherwise, or with `private: true` (files that kill or restart parts of the stack), everything starts for the file.
 */
import { contractProblems } from '@forge/contract';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmbeddedMongo } from '@forge/mongo-embedded';
import type { IdentityServer } from '../../identity/src/index.js';
import { login } from '../../identity/test/oidc-login.js';
import { loadConfig, type Config } from '../../src/config.js';
import { startApi, type RunningApi } from '../../src/api/server.js';
import { acquireSharedFileStack } from './shared-stack/client.js';

export const DEMO = {
  admin: { email: 'admin@forge.test', password: 'ForgeAdmin1!' },
  buyer: { email: 'buyer@forge.test', password: 'ForgeBuyer1!' },
  supplier: { email: 'supplier@forge.test', password: 'ForgeSupplier1!' },
  investor: { email: 'investor@forge.test', password: 'ForgeInvestor1!' },
} as const;

export type DemoUser = keyof typeof DEMO;

/** The stack's shell-to-API proxy secret: requests carrying it have their X-Forwarded-For believed, as from the shell. */
export const TEST_PROXY_SECRET = randomBytes(32).toString('base64url');

/** Headers of a request the shell proxied for a client at `ip` (tests give each case its own address). */
export function viaShellFrom(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip, 'x-forge-proxy': TEST_PROXY_SECRET };
}

/** A stack boots in ~10-15 s, but far slower on a loaded machine: its hooks get longer than a test's 60 s. */
export const STACK_HOOK_TIMEOUT_MS = 180_000;

export interface TestStack {
  api: RunningApi;
  config: Config;
  /** The store; the default database of `mongo.uri` is the identity provider's. */
  mongo: EmbeddedMongo;
  identity: IdentityServer;
  redisUrl: string | null;
  /** The identity provider's data directory (its signing key lives in identity-keys.json). */
  identityDataDir: string;
  /** A real access token for a demo user, from the authorization-code + PKCE flow. */
  tokenFor(user: DemoUser): Promise<string>;
  /** fetch against the API with JSON and an optional bearer token. */
  request(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  stop(): Promise<void>;
}

export interface TestStackOptions {
  redis?: boolean;
  env?: Record<string, string>;
  /** Start a store, identity provider and redis-server for this file alone instead of sharing the worker's. */
  private?: boolean;
}

/** What the API and identity provider of one file run on: shared per worker or private. */
interface StackBase {
  mongo: EmbeddedMongo;
  apiMongoUri: string;
  identity: IdentityServer;
  identityDataDir: string;
  redisUrl: string | null;
  servicesSecret: string;
  stop(): Promise<void>;
}

async function sharedBase(redis: boolean): Promise<StackBase> {
  const share = await acquireSharedFileStack({ redis });
  return {
    mongo: { port: Number(new URL(share.mongoUri).port), uri: `${share.mongoUri}/${share.identityDb}`, stop: async () => undefined },
    apiMongoUri: `${share.mongoUri}/${share.apiDb}`,
    identity: { port: share.identityPort, issuer: share.issuer, stop: async () => undefined },
    identityDataDir: share.identityDataDir,
    redisUrl: redis ? share.redisUrl : null,
    servicesSecret: share.servicesSecret,
    stop: share.release,
  };
}

async function privateBase(withRedis: boolean): Promise<StackBase> {
  const [{ start: startMongo }, { startIdentity }, { startRedis }] = await Promise.all([
    import('@forge/mongo-embedded'),
    import('../../identity/src/index.js'),
    import('../../../scripts/lib/redis.mjs'),
  ]);
  const servicesSecret = randomBytes(32).toString('base64url');
  const mongo = await startMongo({ inMemory: true, port: 0 });
  const dataDir = await mkdtemp(join(tmpdir(), 'forge-stack-'));
  const identity = await startIdentity({ port: 0, mongoUri: mongo.uri, dataDir, seedDemoUsers: true, webOrigins: ['http://localhost:8080'], servicesClientSecret: servicesSecret });
  // Redis with an ACL password, as the launcher runs it.
  const redis = withRedis ? await startRedis({ dir: join(dataDir, 'redis'), password: randomBytes(24).toString('base64url') }) : null;
  return {
    mongo,
    apiMongoUri: `${mongo.uri}/forge`,
    identity,
    identityDataDir: dataDir,
    redisUrl: redis?.url ?? null,
    servicesSecret,
    async stop() {
      await identity.stop();
      await redis?.stop();
      await mongo.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  // Shared only on request until the whole suite has been seen passing on it under the gate (FORGE_TEST_STACK=shared).
  const shared = !options.private && process.env.FORGE_TEST_STACK === 'shared';
  const base = shared ? await sharedBase(Boolean(options.redis)) : await privateBase(Boolean(options.redis));
  const { mongo, identity } = base;
  const config = loadConfig({
    NODE_ENV: 'test',
    MONGODB_URI: base.apiMongoUri,
    REDIS_URL: base.redisUrl ?? 'redis://127.0.0.1:1',
    KEYCLOAK_URL: identity.issuer.replace(/\/realms\/forge$/, ''),
    KEYCLOAK_ADMIN_CLIENT_SECRET: base.servicesSecret,
    PROXY_SECRET: TEST_PROXY_SECRET,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  let api: RunningApi;
  try {
    api = await startApi(config, 0);
  } catch (error) {
    await base.stop();
    throw error;
  }
  const tokens = new Map<DemoUser, string>();
  const stack: TestStack = {
    api,
    config,
    mongo,
    identity,
    redisUrl: base.redisUrl,
    identityDataDir: base.identityDataDir,
    async tokenFor(user) {
      const cached = tokens.get(user);
      if (cached) return cached;
      const { tokens: body } = await login(identity.issuer, DEMO[user].email, DEMO[user].password);
      const token = body.access_token;
      if (!token) throw new Error(`login for ${user} returned no access token`);
      tokens.set(user, token);
      return token;
    },
    async request(method, path, { token, body, headers = {} } = {}) {
      const response = await fetch(`${api.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      // The contract test: every answer a test sees must match its contract schema, so drift fails npm test.
      const problems = contractProblems(method, path, response.status, parsed);
      if (problems.length > 0) throw new Error(`The API answer breaks the contract:\n${problems.join('\n')}`);
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async stop() {
      await api.stop();
      await base.stop();
    },
  };
  return stack;
}

type JestHooks = Record<'beforeAll' | 'afterAll', (hook: () => Promise<void>, timeoutMs: number) => void>;

/**
 * One stack for the tests of this file (or describe block): started before them, then `ready` runs with it (assign it,
 * fetch tokens, write fixtures); stopped after them.
 */
export function useTestStack(options: TestStackOptions, ready: (stack: TestStack) => Promise<void> | void): void {
  // jest's injected hooks, not an import of @jest/globals: that import throws outside jest, and the benchmarks
  // (bench/bom.ts, bench/rfq.ts) start stacks from this module.
  const { beforeAll, afterAll } = globalThis as unknown as JestHooks;
  let starting: Promise<TestStack> | undefined;
  beforeAll(async () => {
    starting = startTestStack(options);
    await ready(await starting);
  }, STACK_HOOK_TIMEOUT_MS);
  // Waits for a start the hook gave up on, then stops it: a stack left starting would keep jest from exiting.
  afterAll(async () => {
    const started = await starting?.catch(() => undefined);
    await started?.stop();
  }, STACK_HOOK_TIMEOUT_MS);
}
