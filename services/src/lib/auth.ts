import type { NextFunction, Request, Response } from 'express';
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { IMPERSONATION_HEADER } from '@forge/contract';
import { AppError } from './app-error.js';

/** What the services know about the caller, from a verified Keycloak access token. */
export interface Principal {
  uid: string;
  email: string;
  name: string | undefined;
  roles: string[];
  admin: boolean;
  /** The provider's `email_verified` claim (absent on tokens that carry no email: services, seeds). */
  emailVerified?: boolean;
  /** The client the token was issued to (`azp`): the web app for users, forge-services for the services. */
  client: string;
  /** Set while an admin views Forge as this user (an impersonation grant): the admin behind it; writes are refused. */
  impersonatedBy?: { uid: string; email: string };
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

interface KeycloakClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  azp?: string;
  realm_access?: { roles?: string[] };
}

export interface TokenVerifier {
  verify(token: string): Promise<Principal>;
}

/** Verifies RS256 tokens against the realm's JWKS (cached by jose, refetched on an unknown kid). */
export function createTokenVerifier(options: { issuer: string; audience: string }): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/protocol/openid-connect/certs`), {
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify<KeycloakClaims>(token, jwks, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256'],
        });
        if (!payload.sub) throw AppError.unauthenticated('The access token has no subject.');
        const roles = payload.realm_access?.roles ?? [];
        return {
          uid: payload.sub,
          email: payload.email ?? payload.preferred_username ?? '',
          name: payload.name,
          roles,
          admin: roles.includes('admin'),
          emailVerified: payload.email_verified === true,
          client: payload.azp ?? '',
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) {
          throw AppError.unauthenticated('Your session has expired: the access token is expired. Sign in again.');
        }
        if (error instanceof joseErrors.JWTClaimValidationFailed) {
          throw AppError.unauthenticated(`The access token was rejected: ${error.claim} claim is not accepted.`);
        }
        if (error instanceof joseErrors.JWKSNoMatchingKey) {
          throw AppError.unauthenticated('The access token is signed with an unknown key.');
        }
        if (error instanceof joseErrors.JOSEError) {
          throw AppError.unauthenticated('The access token is invalid (bad signature or format).');
        }
        throw AppError.unavailable('The identity provider cannot be reached to verify the token.');
      }
    },
  };
}

const DEFAULT_CLIENTS = { web: 'forge-web', service: 'forge-services' };

// One verification per request: refuseForeignTokens and the route's guard share it.
const verifications = new WeakMap<Request, Promise<Principal>>();
function verifyOnce(verifier: TokenVerifier, req: Request, token: string): Promise<Principal> {
  let verified = verifications.get(req);
  if (!verified) {
    verified = verifier.verify(token);
    verifications.set(req, verified);
  }
  return verified;
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Route guards, declared per route: `guard.optional`, `guard.signedIn`, `guard.admin`, `guard.roles([...])` take only
 * user tokens (issued to the web client); `guard.service` takes only the services' own client-credentials token.
 */
export interface GuardOptions {
  /** An account an admin disabled: its still-valid access tokens are refused (401) on the next call. */
  isDisabled?: (uid: string) => Promise<boolean>;
  /** The user an admin views as, from the grant in the impersonation header; throws when the grant is not valid. */
  resolveImpersonation?: (grantId: string, admin: Principal) => Promise<Principal>;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function impersonationGrantOf(req: Request): string | undefined {
  const value = req.headers[IMPERSONATION_HEADER];
  return typeof value === 'string' && value ? value : undefined;
}

export function createGuards(verifier: TokenVerifier, clients: { web: string; service: string } = DEFAULT_CLIENTS, options: GuardOptions = {}) {
  const identify = (required: boolean) => async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) {
      if (required) throw AppError.unauthenticated();
      return next();
    }
    const principal = await verifyOnce(verifier, req, token);
    if (principal.client !== clients.web) {
      throw AppError.forbidden(`This token was issued to "${principal.client || 'no client'}", not to the Forge web app: it cannot act as a user.`);
    }
    if (options.isDisabled && (await options.isDisabled(principal.uid))) {
      throw AppError.unauthenticated('This account is disabled: sign-in and API calls are refused. Contact Forge support.');
    }
    const grantId = impersonationGrantOf(req);
    if (grantId) {
      if (!principal.admin || !options.resolveImpersonation) throw AppError.forbidden('Only an admin can view Forge as another user.');
      req.principal = await options.resolveImpersonation(grantId, principal);
      return next();
    }
    req.principal = principal;
    next();
  };
  const service = async (req: Request, _res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw AppError.unauthenticated('This route is for Forge services: send their client-credentials token.');
    const principal = await verifyOnce(verifier, req, token);
    if (principal.client !== clients.service) throw AppError.forbidden('This route is only for Forge services.');
    req.principal = principal;
    next();
  };
  const signedIn = identify(true);
  const withRoles = (allowed: string[] | 'admin') => async (req: Request, res: Response, next: NextFunction) => {
    await signedIn(req, res, () => undefined);
    const principal = requirePrincipal(req);
    if (allowed === 'admin') {
      if (!principal.admin) throw AppError.forbidden('This action needs the admin role.');
    } else if (!allowed.some((role) => principal.roles.includes(role))) {
      throw AppError.forbidden(`This action needs one of the roles: ${allowed.join(', ')}.`);
    }
    next();
  };
  return {
    /** Identifies the caller when a token is present; never refuses. */
    optional: identify(false),
    signedIn,
    service,
    /** Mounted once on /api by the app: see refuseForeignTokens. */
    refuseForeignTokens: refuseForeignTokens(verifier, clients.web),
    admin: withRoles('admin'),
    roles: (allowed: string[]) => withRoles(allowed),
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** Routes made for the services' own client-credentials token live under this prefix; no other route takes it. */
export const SERVICE_ROUTE_PREFIX = '/api/internal/';

/**
 * Refuses a valid token of another client (the services' account) on every route but the service routes, even on
 * public routes that never look at the token: it is not a user and must not be treated as one anywhere.
 * Tokens that fail verification are left to the route's guard (a public route ignores them, as before).
 */
export function refuseForeignTokens(verifier: TokenVerifier, webClientId = DEFAULT_CLIENTS.web) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    // Viewing as a user is read-only on every route, guarded or not: only reads carry the grant.
    if (impersonationGrantOf(req) && !READ_METHODS.has(req.method)) {
      throw AppError.forbidden('You are viewing Forge as another user, read-only: this change was refused. Stop viewing as the user to act as yourself.');
    }
    const token = bearerToken(req);
    if (!token || req.path.startsWith(SERVICE_ROUTE_PREFIX)) return next();
    const principal = await verifyOnce(verifier, req, token).catch(() => null);
    if (principal && principal.client !== webClientId) {
      throw AppError.forbidden(`This token was issued to "${principal.client || 'no client'}", not to the Forge web app: it cannot act as a user.`);
    }
    next();
  };
}

export function requirePrincipal(req: Request): Principal {
  if (!req.principal) throw AppError.unauthenticated();
  return req.principal;
}
