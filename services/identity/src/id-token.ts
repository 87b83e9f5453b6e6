import { createHash, randomUUID } from 'node:crypto';
import { decodeJwt, importJWK, SignJWT, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { KeyMaterial } from './keys.js';

interface TokenSource {
  authTime?: number;
  acr?: string;
  sessionUid?: string;
}

/** OIDC at_hash: left half of the SHA-256 of the access token, base64url. */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

/**
 * Gives token-endpoint ID tokens Keycloak's shape (`typ: "ID"`, `azp`, `sid`, `auth_time`, `at_hash`, `acr`).
 * oidc-provider adds some of these only on request, so the ID token is re-signed with the realm key once complete.
 */
export function keycloakIdTokenShaper(keys: KeyMaterial) {
  let signingKey: Promise<KeyObject | CryptoKey | Uint8Array> | undefined;
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    const body = ctx.body as Record<string, unknown> | undefined;
    if (!body || typeof body.id_token !== 'string' || typeof body.access_token !== 'string') return;
    const entities = ctx.oidc.entities;
    const source = (entities.AuthorizationCode ?? entities.RefreshToken) as TokenSource | undefined;
    const accessToken = entities.AccessToken as TokenSource | undefined;
    const original = decodeJwt(body.id_token);
    const authTime = original.auth_time ?? source?.authTime;
    const sid = accessToken?.sessionUid ?? source?.sessionUid;
    const payload: JWTPayload = {
      ...original,
      jti: original.jti ?? randomUUID(),
      typ: 'ID',
      azp: ctx.oidc.client?.clientId,
      ...(authTime ? { auth_time: authTime } : {}),
      ...(sid ? { sid } : {}),
      at_hash: accessTokenHash(body.access_token),
      acr: typeof original.acr === 'string' ? original.acr : (source?.acr ?? '1'),
    };
    signingKey ??= importJWK(keys.signingKey, 'RS256');
    body.id_token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: keys.signingKey.kid })
      .sign(await signingKey);
  };
}
