import { randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { importJWK, SignJWT } from 'jose';
import { accountKeyOf, tooManyFailures, type BruteForceGuard } from './brute-force.js';
import type { KeyMaterial } from './keys.js';
import { verifyPassword } from './password.js';
import { ADMIN_CLI_CLIENT_ID } from './realm.js';
import type { AccessTokenState } from './token-state.js';
import { profileClaims } from './provider.js';
import { findByLogin, type IdentityUser, type UserModel } from './users.js';

export interface AdminCliDependencies {
  issuer: string;
  keys: KeyMaterial;
  users: UserModel;
  bruteForce: BruteForceGuard;
  accessTokens: AccessTokenState;
  decoyPasswordHash: string;
  realmRolesOf: (user: IdentityUser) => Promise<string[]>;
  /** Realm role whose holders get the realm-management roles (a composite in infra/keycloak/realm-forge.json). */
  operatorRole: string;
  realmManagementRoles: string[];
  tokenTtlSeconds: number;
}

/**
 * Keycloak's `admin-cli` password grant, the way operators sign in to script the Admin REST API. Only users
 * holding realm-management roles get a token; every attempt goes through brute-force detection.
 * Registered as an oidc-provider grant type, so client checks and CORS stay the provider's.
 */
export function registerAdminCliPasswordGrant(provider: Provider, deps: AdminCliDependencies): void {
  const signingKey = importJWK(deps.keys.signingKey, 'RS256');
  const deny = (ctx: KoaContextWithOIDC, status: number, error: string, description: string) => {
    ctx.status = status;
    ctx.body = { error, error_description: description };
  };

  const handler = async (ctx: KoaContextWithOIDC) => {
    const params = ctx.oidc.params as Record<string, string | undefined>;
    if (ctx.oidc.client?.clientId !== ADMIN_CLI_CLIENT_ID) {
      return deny(ctx, 400, 'unauthorized_client', 'Client not allowed for direct access grants');
    }
    const user = params.username ? await findByLogin(deps.users, params.username) : null;
    const attempt = { accountKey: accountKeyOf(user?._id, params.username ?? ''), ip: ctx.req.socket.remoteAddress };
    const wait = await deps.bruteForce.waitSeconds(attempt);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      return deny(ctx, 401, 'invalid_grant', tooManyFailures(wait));
    }
    const passwordOk = await verifyPassword(params.password ?? '', user?.passwordHash ?? deps.decoyPasswordHash);
    if (!user || !passwordOk) {
      await deps.bruteForce.recordFailure(attempt);
      return deny(ctx, 401, 'invalid_grant', 'Invalid user credentials');
    }
    if (!user.enabled) return deny(ctx, 400, 'invalid_grant', 'Account disabled');
    await deps.bruteForce.recordSuccess(attempt.accountKey);
    const roles = await deps.realmRolesOf(user);
    if (!roles.includes(deps.operatorRole)) {
      return deny(ctx, 403, 'access_denied', 'The user holds no realm-management roles');
    }
    const jti = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const exp = now + deps.tokenTtlSeconds;
    const accessToken = await new SignJWT({
      jti,
      typ: 'Bearer',
      azp: ADMIN_CLI_CLIENT_ID,
      acr: '1',
      scope: 'profile email',
      realm_access: { roles },
      resource_access: { 'realm-management': { roles: deps.realmManagementRoles } },
      ...profileClaims(user),
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: deps.keys.signingKey.kid })
      .setIssuer(deps.issuer)
      .setSubject(user._id)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(await signingKey);
    await deps.accessTokens.record({ jti, clientId: ADMIN_CLI_CLIENT_ID, accountId: user._id, exp });
    ctx.body = {
      access_token: accessToken,
      expires_in: deps.tokenTtlSeconds,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      'not-before-policy': 0,
      scope: 'profile email',
    };
  };
  provider.registerGrantType('password', handler, ['username', 'password', 'scope']);
}
