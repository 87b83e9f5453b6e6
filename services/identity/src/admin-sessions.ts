import type { Request, Response, Router } from 'express';
import { HttpError } from './errors.js';
import { clientUuid } from './realm.js';
import type { SessionStore, UserSession } from './sessions.js';
import type { IdentityUser } from './users.js';

type AsyncRoute = (
  handler: (req: Request, res: Response) => Promise<void>,
) => (req: Request, res: Response, next: (error?: unknown) => void) => void;

/** Keycloak's UserSessionRepresentation. */
function sessionRepresentation(session: UserSession, user: IdentityUser) {
  return {
    id: session.id,
    username: user.username,
    userId: user._id,
    start: session.start,
    lastAccess: session.lastAccess,
    rememberMe: false,
    clients: Object.fromEntries(session.clientIds.map((clientId) => [clientUuid(clientId), clientId])),
    transientUser: false,
  };
}

/** Sessions and credentials of users: logout, list sessions, end one, list credentials. */
export function registerSessionRoutes(
  router: Router,
  deps: { sessions: SessionStore; loadUser: (id: string | undefined) => Promise<IdentityUser> },
  asyncRoute: AsyncRoute,
): void {
  const { sessions, loadUser } = deps;

  router.post(
    '/users/:id/logout',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      await sessions.endAllForUser(user._id);
      res.status(204).end();
    }),
  );

  router.get(
    '/users/:id/sessions',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json((await sessions.forUser(user._id)).map((session) => sessionRepresentation(session, user)));
    }),
  );

  router.delete(
    '/sessions/:id',
    asyncRoute(async (req, res) => {
      if (!(await sessions.end(String(req.params.id)))) throw new HttpError(404, 'Session not found');
      res.status(204).end();
    }),
  );

  router.get(
    '/users/:id/credentials',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json(
        user.passwordHash
          ? [
              {
                id: `${user._id}-password`,
                type: 'password',
                userLabel: 'My password',
                createdDate: user.createdTimestamp,
                credentialData: JSON.stringify({ algorithm: 'scrypt', additionalParameters: {} }),
              },
            ]
          : [],
      );
    }),
  );
}
