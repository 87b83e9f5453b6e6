import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { serviceTokenGuard } from './admin-auth.js';
import type { AdminDependencies, AdminRouteContext } from './admin-context.js';
import { registerGroupRoutes } from './admin-groups.js';
import { registerRealmRoutes } from './admin-realm-routes.js';
import { representation } from './admin-representation.js';
import { asyncRoute, parseBody, queryInt } from './admin-request.js';
import { registerRoleRoutes, resolveRoles } from './admin-role-routes.js';
import { registerSessionRoutes } from './admin-sessions.js';
import { registerUserActionRoutes } from './admin-user-actions.js';
import { registerUserRoutes } from './admin-user-routes.js';
import { HttpError, sendError } from './errors.js';
import { logEvent } from './log.js';
import type { IdentityUser } from './users.js';

export type { AdminDependencies } from './admin-context.js';

/**
 * The Keycloak-compatible admin REST API (`/admin/realms/forge/...`): the service-token gate, then one file per
 * resource (realm and clients, sessions, groups, users, user actions, roles), then Keycloak's error answers.
 */
export function adminRouter(deps: AdminDependencies): Router {
  const { users } = deps;
  const router = express.Router();
  router.use(serviceTokenGuard(deps));
  router.use(express.json({ limit: '1mb' }));

  const loadUser = async (id: string | undefined): Promise<IdentityUser> => {
    const user = id ? await users.findById(id).lean<IdentityUser>() : null;
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };
  const context: AdminRouteContext = { deps, loadUser };

  registerRealmRoutes(router, context);
  registerSessionRoutes(router, { sessions: deps.sessions, loadUser }, asyncRoute);
  registerGroupRoutes(
    router,
    {
      groups: deps.groups,
      users,
      adminBase: deps.issuer.replace('/realms/', '/admin/realms/'),
      loadUser,
      parseBody,
      resolveRoles,
      userRepresentation: (user) => representation(user, true),
      page: (req) => ({ first: queryInt(req, 'first', 0), max: queryInt(req, 'max', 100) }),
    },
    asyncRoute,
  );
  registerUserRoutes(router, context);
  registerUserActionRoutes(router, context);
  registerRoleRoutes(router, context);

  router.use((_req: Request, res: Response) => sendError(res, 404, 'Resource not found'));

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof HttpError) return sendError(res, error.httpStatus, error.message, error.details);
    if ((error as { type?: string }).type === 'entity.parse.failed')
      return sendError(res, 400, 'Malformed JSON body');
    if ((error as { code?: number }).code === 11000)
      return sendError(res, 409, 'User exists with same username or email');
    logEvent('error', 'admin-api-error', { message: (error as Error).message });
    sendError(res, 500, 'Internal error');
  });

  return router;
}
