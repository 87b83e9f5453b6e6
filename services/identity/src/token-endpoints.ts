import { timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { decodeJwt, decodeProtectedHeader, jwtVerify, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type Provider from 'oidc-provider';
import type { AccessTokenState } from './token-state.js';
import type { IdentityUser, UserModel } from './users.js';

export interface TokenEndpointDependencies {
  provider: Provider;
  issuer: string;
  publicKey: KeyObject | CryptoKey;
  users: UserModel;
  accessTokens: AccessTokenState;
  /** Confidential clients and their secrets. */
  confidentialClients: Record<string, string>;
  /** Clients without a secret (they may revoke their own tokens, never introspect). */
  publicClients: string[];
}

interface CallingClient {
  clientId: string;
  confidential: boolean;
}

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function formField(req: Request, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

type RefreshTokenEntity = {
  clientId: string;
  accountId?: string;
  grantId?: string;
  sessionUid?: string;
  scope?: string;
  iat: number;
  exp: number;
  jti: string;
  destroy(): Promise<void>;
};

/**
 * RFC 7009 revocation and RFC 7662 introspection for Keycloak-shaped tokens. oidc-provider refuses both for
 * JWT-looking values, and every token here looks like a JWT (access tokens are signed; refresh tokens are
 * unsigned JWTs because keycloak-js decodes them), so these two endpoints are served here.
 */
export function tokenEndpointsRouter(deps: TokenEndpointDependencies): Router {
  const router = express.Router();
  // Parsed only on these two routes: oidc-provider reads the body of its own endpoints itself.
  const form = express.urlencoded({ extended: false, limit: '64kb' });

  const authenticate = (req: Request): CallingClient => {
    const basic = /^Basic\s+(.+)$/i.exec(req.get('authorization') ?? '');
    let clientId: string | undefined;
    let secret: string | undefined;
    if (basic) {
      const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
      const separator = decoded.indexOf(':');
      try {
        clientId = decodeURIComponent(decoded.slice(0, separator).replaceAll('+', ' '));
        secret = decodeURIComponent(decoded.slice(separator + 1).replaceAll('+', ' '));
      } catch {
        throw new OAuthError(401, 'invalid_client', 'Malformed client credentials');
      }
    } else {
      clientId = formField(req, 'client_id');
      secret = formField(req, 'client_secret');
    }
    if (!clientId) throw new OAuthError(401, 'invalid_client', 'Client authentication required');
    const expected = deps.confidentialClients[clientId];
    if (expected !== undefined) {
      if (secret === undefined || !sameSecret(expected, secret)) {
        throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
      }
      return { clientId, confidential: true };
    }
    if (deps.publicClients.includes(clientId) && secret === undefined) return { clientId, confidential: false };
    throw new OAuthError(401, 'invalid_client', 'Invalid client or Invalid client credentials');
  };

  const isRefreshToken = (token: string): boolean => {
    try {
      return decodeProtectedHeader(token).alg === 'none' && decodeJwt(token).typ === 'Refresh';
    } catch {
      return false;
    }
  };

  const loadUser = (id: string | undefined) =>
    id ? deps.users.findById(id).lean<IdentityUser>().exec() : Promise.resolve(null);

  const grantAlive = async (grantId: string | undefined) =>
    !grantId || Boolean(await deps.provider.Grant.find(grantId));

  const findRefreshToken = async (token: string): Promise<RefreshTokenEntity | undefined> => {
    const found = (await deps.provider.RefreshToken.find(token)) as unknown as RefreshTokenEntity | undefined;
    if (!found || found.exp * 1000 <= Date.now()) return undefined;
    return found;
  };

  const verifyAccessToken = async (token: string): Promise<JWTPayload | undefined> => {
    try {
      return (await jwtVerify(token, deps.publicKey, { issuer: deps.issuer, algorithms: ['RS256'] })).payload;
    } catch {
      return undefined;
    }
  };

  const introspect = async (token: string): Promise<Record<string, unknown>> => {
    if (isRefreshToken(token)) {
      const refresh = await findRefreshToken(token);
      if (!refresh || !(await grantAlive(refresh.grantId))) return { active: false };
      const user = await loadUser(refresh.accountId);
      if (!user?.enabled) return { active: false };
      return {
        ...decodeJwt(token),
        client_id: refresh.clientId,
        username: user.username,
        token_type: 'Refresh',
        active: true,
      };
    }
    const claims = await verifyAccessToken(token);
    const row = claims?.jti ? await deps.accessTokens.find(claims.jti) : null;
    if (!claims || !row || row.revoked || !(await grantAlive(row.grantId))) return { active: false };
    let username = typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined;
    if (row.accountId) {
      const user = await loadUser(row.accountId);
      if (!user?.enabled) return { active: false };
      username = user.username;
    }
    return {
      ...claims,
      client_id: row.clientId,
      ...(username ? { username } : {}),
      token_type: 'Bearer',
      active: true,
    };
  };

  const handle =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch((error: unknown) => {
        if (error instanceof OAuthError) {
          res.status(error.status).json({ error: error.error, error_description: error.message });
        } else next(error);
      });
    };

  router.post(
    '/token/introspect',
    form,
    handle(async (req, res) => {
      const client = authenticate(req);
      if (!client.confidential) {
        throw new OAuthError(401, 'invalid_request', 'Public client is not permitted to invoke introspection endpoint');
      }
      const token = formField(req, 'token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'Token not provided.');
      res.set('Cache-Control', 'no-store').json(await introspect(token));
    }),
  );

  router.post(
    '/revoke',
    form,
    handle(async (req, res) => {
      const client = authenticate(req);
      const token = formField(req, 'token');
      if (!token) throw new OAuthError(400, 'invalid_request', 'Token not provided');
      if (isRefreshToken(token)) {
        const refresh = await findRefreshToken(token);
        if (refresh) {
          if (refresh.clientId !== client.clientId) {
            throw new OAuthError(400, 'invalid_grant', 'Token was issued to a different client');
          }
          // Like Keycloak: revoking a refresh token ends the client's session, every token of the grant with it.
          await refresh.destroy();
          if (refresh.grantId) {
            await deps.provider.RefreshToken.revokeByGrantId(refresh.grantId);
            const grant = await deps.provider.Grant.find(refresh.grantId);
            await grant?.destroy();
          }
        }
      } else {
        const claims = await verifyAccessToken(token);
        const row = claims?.jti ? await deps.accessTokens.find(claims.jti) : null;
        if (row) {
          if (row.clientId !== client.clientId) {
            throw new OAuthError(400, 'invalid_grant', 'Token was issued to a different client');
          }
          await deps.accessTokens.revoke(row._id);
        }
      }
      // RFC 7009 2.2: an unknown or already invalid token is answered like a revoked one.
      res.status(200).set('Cache-Control', 'no-store').end();
    }),
  );

  return router;
}
