import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start as startMongo } from '@forge/mongo-embedded';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import mongoose, { type Connection } from 'mongoose';
import { startIdentity, type IdentityOptions, type IdentityServer } from '../src/index.js';
import { APP } from './oidc-login.js';

export { APP, CALLBACK, authorizeUrl, exchangeCode, login } from './oidc-login.js';
/** Generated per test run, as the launcher does: the provider has no default secret. */
export const SERVICES_CLIENT_SECRET = randomBytes(32).toString('base64url');

export interface Stack {
  identity: IdentityServer;
  mongoUri: string;
  dataDir: string;
  db: Connection;
  restart(options?: Partial<IdentityOptions>): Promise<IdentityServer>;
  stop(): Promise<void>;
}

export async function startStack(options: Partial<IdentityOptions> = {}): Promise<Stack> {
  const mongo = await startMongo({ inMemory: true, port: 0 });
  const dataDir = await mkdtemp(join(tmpdir(), 'forge-identity-'));
  const base: IdentityOptions = {
    port: 0,
    mongoUri: mongo.uri,
    dataDir,
    webOrigins: [APP],
    seedDemoUsers: true,
    servicesClientSecret: SERVICES_CLIENT_SECRET,
    ...options,
  };
  const db = await mongoose.createConnection(mongo.uri).asPromise();
  const stack: Stack = {
    identity: await startIdentity(base),
    mongoUri: mongo.uri,
    dataDir,
    db,
    async restart(overrides = {}) {
      await stack.identity.stop();
      stack.identity = await startIdentity({ ...base, ...overrides });
      return stack.identity;
    },
    async stop() {
      await stack.identity.stop();
      await db.close();
      await mongo.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/** The admin client of the services (forge-services client credentials), signed in against the stack. */
export async function servicesAdmin(issuer: string): Promise<KcAdminClient> {
  const admin = new KcAdminClient({ baseUrl: issuer.replace(/\/realms\/forge$/, ''), realmName: 'forge' });
  await admin.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: SERVICES_CLIENT_SECRET });
  return admin;
}

export interface AdminSuite {
  stack: Stack;
  issuer: string;
  /** The services' admin client (servicesAdmin). */
  admin: KcAdminClient;
}

/** A stack for a whole test file with the services' admin client: started before its tests, stopped after them. */
export function adminSuite(ready: (suite: AdminSuite) => void): void {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack();
    const issuer = stack.identity.issuer;
    ready({ stack, issuer, admin: await servicesAdmin(issuer) });
  });
  afterAll(async () => {
    await stack?.stop();
  });
}
