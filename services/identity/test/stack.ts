import { afterAll, beforeAll } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start as startMongo } from '@forge/mongo-embedded';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import mongoose, { type Connection } from 'mongoose';
import { startIdentity, type IdentityOptions, type IdentityServer } from '../src/index.js';
import { Browser, formAction, fragmentParams, pkcePair } from './http.js';

export const APP = 'http://localhost:8080';
/** Generated per test run, as the launcher does: the provider has no default secret. */
export const SERVICES_CLIENT_SECRET = randomBytes(32).toString('base64url');
export const CALLBACK = `${APP}/rfq/overview?tab=mine`;

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

/** `app`: the web client's origin (the launcher's shell origin when the stack runs on moved ports). */
export function authorizeUrl(issuer: string, params: Record<string, string> = {}, app = APP) {
  const pkce = pkcePair();
  const state = crypto.randomUUID();
  const nonce = crypto.randomUUID();
  const query = new URLSearchParams({
    client_id: 'forge-web',
    redirect_uri: app === APP ? CALLBACK : `${app}/rfq/overview?tab=mine`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state,
    nonce,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  return { url: `${issuer}/protocol/openid-connect/auth?${query.toString()}`, pkce, state, nonce };
}

export async function exchangeCode(issuer: string, code: string, verifier: string, app = APP) {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'forge-web',
      code,
      redirect_uri: app === APP ? CALLBACK : `${app}/rfq/overview?tab=mine`,
      code_verifier: verifier,
    }).toString(),
  });
  return { response, body: (await response.json()) as Record<string, string> };
}

/** Full browser login: auth endpoint → login page → credentials → callback with code → tokens. */
export async function login(issuer: string, username: string, password: string, browser = new Browser(), app = APP) {
  const request = authorizeUrl(issuer, {}, app);
  const page = await browser.follow(request.url);
  if (!page.html.includes('name="password"'))
    throw new Error(`expected login page, got ${page.response.status}`);
  const callback = await browser.follow(formAction(page.html, issuer), { form: { username, password } });
  if (!callback.location.startsWith(app))
    throw new Error(`login did not reach the app: ${callback.html.slice(0, 500)}`);
  const params = fragmentParams(callback.location);
  const tokens = await exchangeCode(issuer, params.get('code')!, request.pkce.verifier, app);
  return { browser, request, params, tokens: tokens.body, tokenResponse: tokens.response };
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
