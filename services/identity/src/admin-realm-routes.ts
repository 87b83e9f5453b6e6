import type { Router } from 'express';
import type { AdminRouteContext } from './admin-context.js';
import { representation } from './admin-representation.js';
import { asyncRoute, queryString } from './admin-request.js';
import { BRUTE_FORCE } from './brute-force.js';
import { HttpError, sendError } from './errors.js';
import { clientRepresentations, realmRepresentation, userProfileConfig } from './realm.js';

/** The realm itself: its settings, the user profile, clients and their service account, and brute-force detection. */
export function registerRealmRoutes(router: Router, { deps, loadUser }: AdminRouteContext): void {
  router.get('/', (_req, res) => void res.json(realmRepresentation({ ...deps.realmSettings, bruteForce: BRUTE_FORCE })));
  router.get('/users/profile', (_req, res) => void res.json(userProfileConfig()));
  // Keycloak's UserProfileMetadata: the same attributes as seen by a form.
  router.get('/users/profile/metadata', (_req, res) => {
    const config = userProfileConfig();
    res.json({
      attributes: config.attributes.map((attribute) => ({
        name: attribute.name,
        displayName: attribute.displayName,
        required: attribute.name === 'username' || attribute.name === 'email',
        readOnly: false,
        validators: attribute.validations,
        multivalued: false,
      })),
      groups: config.groups,
    });
  });
  router.get('/clients', (req, res) => {
    const clientId = queryString(req, 'clientId');
    const all = clientRepresentations(deps.clients);
    res.json(clientId ? all.filter((client) => client.clientId === clientId) : all);
  });
  router.get('/clients/:id', (req, res) => {
    const client = clientRepresentations(deps.clients).find((candidate) => candidate.id === req.params.id);
    if (!client) return sendError(res, 404, 'Could not find client');
    res.json(client);
  });
  router.get(
    '/clients/:id/service-account-user',
    asyncRoute(async (req, res) => {
      const client = clientRepresentations(deps.clients).find((candidate) => candidate.id === req.params.id);
      if (!client?.serviceAccountsEnabled) throw new HttpError(400, 'Service account not enabled for the client');
      const user = await loadUser(deps.clients.servicesAccountUserId);
      res.json({ ...representation(user, false), serviceAccountClientLink: client.id });
    }),
  );
  router.get(
    '/attack-detection/brute-force/users/:id',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json(await deps.bruteForce.status(user._id));
    }),
  );
  router.delete(
    '/attack-detection/brute-force/users/:id',
    asyncRoute(async (req, res) => {
      await deps.bruteForce.clear(String(req.params.id));
      res.status(204).end();
    }),
  );
  router.delete(
    '/attack-detection/brute-force/users',
    asyncRoute(async (_req, res) => {
      await deps.bruteForce.clear();
      res.status(204).end();
    }),
  );
}
