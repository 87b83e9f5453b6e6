import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { importJWK, jwtVerify, type JWTPayload, type KeyObject } from 'jose';
import mongoose from 'mongoose';
import { actionTokens } from './action-tokens.js';
import { registerAdminCliPasswordGrant } from './admin-cli.js';
import { adminRouter } from './admin.js';
import { bruteForceGuard } from './brute-force.js';
import { groupStore } from './groups.js';
import { sendError } from './errors.js';
import { loadKeyMaterial, publicJwk } from './keys.js';
import { loginActionsRouter } from './login-actions.js';
import { createMongoAdapterFactory } from './mongo-adapter.js';
import { hashPassword } from './password.js';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ADMIN_CLI_CLIENT_ID,
  API_AUDIENCE,
  createProvider,
  profileClaims,
  REALM_MANAGEMENT_ROLES,
  SERVICES_CLIENT_ID,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_STATUS_COOKIE,
  SESSION_TTL_SECONDS,
  WEB_CLIENT_ID,
} from './provider.js';
import { resetLimits } from './reset-limits.js';
import { REALM } from './roles.js';
import { sessionStore } from './sessions.js';
import { tokenEndpointsRouter } from './token-endpoints.js';
import { accessTokenState } from './token-state.js';
import { ensureServiceAccountUser, seedDemoUsers, userModel, type IdentityUser } from './users.js';
import { loginStatusIframe, thirdPartyCookiesStep1, thirdPartyCookiesStep2 } from './views.js';
import { logEvent } from './log.js';

export interface IdentityOptions {
  /** 0 picks a random free port. Default 8180. */
  port?: number;
  /** Default 127.0.0.1: the provider is reached through loopback unless a host is configured. */
  host?: string;
  /** Default http://localhost:PORT */
  publicUrl?: string;
  mongoUri: string;
  /** Signing keys live in <dataDir>/identity-keys.json; without it they live in the `identity_keys` collection. */
  dataDir?: string;
  /** Browser origins of the apps, e.g. http://localhost:8080. Default [http://localhost:8080]. */
  webOrigins?: string[];
  seedDemoUsers?: boolean;
  /** Secret of the confidential client forge-services. No default: the launcher generates one per data directory. */
  servicesClientSecret: string;
}

export interface IdentityServer {
  port: number;
  /** <publicUrl>/realms/forge */
  issuer: string;
  stop(): Promise<void>;
}

export { API_AUDIENCE, SERVICES_CLIENT_ID, WEB_CLIENT_ID } from './provider.js';
export { DEMO_USERS } from './users.js';

const DEFAULT_PORT = 8180;

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startIdentity(options: IdentityOptions): Promise<IdentityServer> {
  if (!options.servicesClientSecret || options.servicesClientSecret.length < 32) {
    throw new Error('servicesClientSecret must be at least 32 characters (generate one; there is no default)');
  }
  const connection = await mongoose.createConnection(options.mongoUri).asPromise();
  const server = createServer();
  try {
    const users = userModel(connection);
    await users.init();
    const keys = await loadKeyMaterial(options.dataDir, connection);
    if (options.seedDemoUsers) await seedDemoUsers(users);
    const servicesAccountUserId = await ensureServiceAccountUser(users, SERVICES_CLIENT_ID);
    const accessTokens = accessTokenState(connection);
    const sessions = sessionStore(connection, accessTokens);
    const groups = groupStore(connection, users);
    const bruteForce = bruteForceGuard(connection);
    const realmRolesOf = (user: IdentityUser) => groups.effectiveRealmRoles(user);
    const decoyPasswordHash = await hashPassword('decoy-password-never-matches-1');

    const port = await listen(server, options.port ?? DEFAULT_PORT, options.host ?? '127.0.0.1');
    const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
    const issuer = `${publicUrl}/realms/${REALM}`;
    const realmPath = new URL(issuer).pathname;
    const webOrigins = (options.webOrigins?.length ? options.webOrigins : ['http://localhost:8080']).map(
      (origin) => origin.replace(/\/+$/, ''),
    );
    const webRedirectUris = webOrigins.map((origin) => `${origin}/*`);
    const publicKey = (await importJWK(publicJwk(keys), 'RS256')) as KeyObject;
    const tokens = actionTokens(connection);
    // Keycloak's realm info carries the realm key as base64 DER (SubjectPublicKeyInfo), without PEM armour.
    const publicKeyPem = createPublicKey({ key: publicJwk(keys) as JsonWebKey, format: 'jwk' })
      .export({ type: 'spki', format: 'der' })
      .toString('base64');

    const provider = createProvider({
      issuer,
      keys,
      users,
      webOrigins,
      servicesClientSecret: options.servicesClientSecret,
      interactionBase: `${realmPath}/login-actions/interaction`,
      adapter: createMongoAdapterFactory(connection),
      accessTokens,
      servicesAccountUserId,
      realmRolesOf,
    });
    if (options.publicUrl) provider.proxy = true;
    provider.on('server_error', (_ctx: unknown, error: Error) => {
      logEvent('error', 'oidc-server-error', { message: error.message });
    });
    registerAdminCliPasswordGrant(provider, {
      issuer,
      keys,
      users,
      bruteForce,
      accessTokens,
      decoyPasswordHash,
      realmRolesOf,
      operatorRole: 'admin',
      realmManagementRoles: REALM_MANAGEMENT_ROLES,
      tokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    });

    const app = express();
    app.disable('x-powered-by');

    // keycloak-js calls the token and userinfo endpoints with credentials: 'include'.
    app.use(realmPath, (req: Request, res: Response, next: NextFunction) => {
      const origin = req.get('origin');
      if (origin && webOrigins.includes(origin)) {
        res.vary('Origin');
        res.set('Access-Control-Allow-Origin', origin);
        res.set('Access-Control-Allow-Credentials', 'true');
        if (req.method === 'OPTIONS') {
          res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
          res.set(
            'Access-Control-Allow-Headers',
            req.get('access-control-request-headers') ?? 'Authorization, Content-Type',
          );
          res.set('Access-Control-Max-Age', '3600');
          return void res.status(204).end();
        }
      }
      next();
    });

    const oidcPath = `${realmPath}/protocol/openid-connect`;
    const htmlPage = (body: string) => (_req: Request, res: Response) =>
      res.type('html').set('Cache-Control', 'no-store').send(body);
    app.get(`${oidcPath}/3p-cookies/step1.html`, htmlPage(thirdPartyCookiesStep1()));
    app.get(`${oidcPath}/3p-cookies/step2.html`, htmlPage(thirdPartyCookiesStep2()));
    app.get(
      `${oidcPath}/login-status-iframe.html`,
      htmlPage(loginStatusIframe(webOrigins, SESSION_STATUS_COOKIE)),
    );
    app.get(`${oidcPath}/login-status-iframe.html/init`, (req, res) => {
      const origin = typeof req.query.origin === 'string' ? req.query.origin : '';
      res.status(req.query.client_id === WEB_CLIENT_ID && webOrigins.includes(origin) ? 204 : 403).end();
    });

    const userinfo = async (req: Request, res: Response) => {
      const match = /^Bearer\s+(.+)$/i.exec(req.get('authorization') ?? '');
      const unauthorized = (description: string) => {
        res.set(
          'WWW-Authenticate',
          `Bearer realm="${REALM}", error="invalid_token", error_description="${description}"`,
        );
        sendError(res, 401, description);
      };
      if (!match) return unauthorized('Missing bearer token');
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(match[1]!, publicKey, {
          issuer,
          audience: API_AUDIENCE,
          algorithms: ['RS256'],
        }));
      } catch {
        return unauthorized('Token verification failed');
      }
      const user = claims.sub ? await users.findById(claims.sub).lean<IdentityUser>() : null;
      if (!user || !user.enabled) return unauthorized('User not found or disabled');
      res.set('Cache-Control', 'no-store').json({ sub: user._id, ...profileClaims(user) });
    };
    app.use(
      oidcPath,
      tokenEndpointsRouter({
        provider,
        issuer,
        publicKey,
        users,
        accessTokens,
        confidentialClients: { [SERVICES_CLIENT_ID]: options.servicesClientSecret },
        publicClients: [WEB_CLIENT_ID, ADMIN_CLI_CLIENT_ID],
      }),
    );
    app.get(`${oidcPath}/userinfo`, (req, res, next) => void userinfo(req, res).catch(next));
    app.post(`${oidcPath}/userinfo`, (req, res, next) => void userinfo(req, res).catch(next));

    app.use(
      `${realmPath}/login-actions`,
      loginActionsRouter({
        provider,
        issuer,
        users,
        connection,
        tokens,
        webClientId: WEB_CLIENT_ID,
        webRedirectUris,
        decoyPasswordHash,
        bruteForce,
        resetLimits: resetLimits(connection),
      }),
    );
    app.use(
      `/admin/realms/${REALM}`,
      adminRouter({
        issuer,
        publicKey,
        users,
        connection,
        tokens,
        sessions,
        groups,
        accessTokens,
        bruteForce,
        webClientId: WEB_CLIENT_ID,
        webRedirectUris,
        clients: {
          webClientId: WEB_CLIENT_ID,
          servicesClientId: SERVICES_CLIENT_ID,
          webOrigins,
          servicesAccountUserId,
        },
        realmSettings: {
          accessTokenLifespan: ACCESS_TOKEN_TTL_SECONDS,
          ssoSessionIdleTimeout: REFRESH_TOKEN_TTL_SECONDS,
          ssoSessionMaxLifespan: SESSION_TTL_SECONDS,
        },
      }),
    );

    // Keycloak's realm info document (GET /realms/forge), used by some adapters.
    app.get(realmPath, (_req, res) => {
      res.json({
        realm: REALM,
        public_key: publicKeyPem,
        'token-service': `${issuer}/protocol/openid-connect`,
        'account-service': `${issuer}/account`,
        'tokens-not-before': 0,
      });
    });
    app.get('/health', (_req, res) => void res.json({ status: 'ok' }));

    app.use(realmPath, provider.callback());

    app.use((_req: Request, res: Response) => sendError(res, 404, 'Not found'));
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      logEvent('error', 'identity-error', { message: (error as Error).message });
      if (!res.headersSent) sendError(res, 500, 'Internal error');
    });

    server.on('request', app);

    return {
      port,
      issuer,
      async stop() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await connection.close();
      },
    };
  } catch (error) {
    server.close();
    await connection.close();
    throw error;
  }
}
