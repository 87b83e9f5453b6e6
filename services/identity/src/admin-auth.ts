import type { NextFunction, Request, Response } from 'express';
import { jwtVerify, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import { HttpError } from './errors.js';
import type { AccessTokenState } from './token-state.js';
import type { IdentityUser, UserModel } from './users.js';

const MANAGE = 'manage-users';
const VIEW = ['view-users', 'manage-users', 'query-users'];

type ServiceClaims = JWTPayload & { resource_access?: Record<string, { roles?: string[] }> };

/**
 * The admin API's gate: a bearer token of a client with realm-management roles (the forge-services service account),
 * still issued and not revoked, whose operator is still enabled; GET needs a view role, anything else manage-users.
 */
export function serviceTokenGuard(deps: { issuer: string; publicKey: KeyObject | CryptoKey; accessTokens: AccessTokenState; users: UserModel }) {
  const { users } = deps;
  const authenticate = async (req: Request, res: Response) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new HttpError(401, 'Bearer token required');
    let claims: ServiceClaims;
    try {
      ({ payload: claims } = await jwtVerify<ServiceClaims>(match[1]!, deps.publicKey, {
        issuer: deps.issuer,
        algorithms: ['RS256'],
      }));
    } catch {
      throw new HttpError(401, 'Invalid or expired token');
    }
    // Revoked tokens, and operators logged out or disabled since, lose the admin API at once.
    const issued = claims.jti ? await deps.accessTokens.find(claims.jti) : null;
    if (!issued || issued.revoked) throw new HttpError(401, 'Invalid or expired token');
    if (issued.accountId) {
      const operator = await users.findById(issued.accountId).lean<IdentityUser>();
      if (!operator?.enabled) throw new HttpError(401, 'Invalid or expired token');
    }
    const roles = claims.resource_access?.['realm-management']?.roles ?? [];
    const needed = req.method === 'GET' ? VIEW : [MANAGE];
    if (!roles.some((role) => needed.includes(role))) throw new HttpError(403, 'Insufficient permissions');
    res.locals.caller = claims;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    authenticate(req, res).then(() => next(), next);
  };
}
