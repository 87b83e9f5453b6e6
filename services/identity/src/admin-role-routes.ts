import type { Router } from 'express';
import { z } from 'zod';
import type { AdminRouteContext } from './admin-context.js';
import { mappedRoles, representation } from './admin-representation.js';
import { asyncRoute, parseBody, queryInt, queryString } from './admin-request.js';
import { HttpError, sendError } from './errors.js';
import { findRole, REALM_ROLES } from './roles.js';
import type { IdentityUser } from './users.js';

const roleListSchema = z.array(z.object({ id: z.string().optional(), name: z.string().optional() }));

/** The realm role names a body of role references names (404 for an unknown one). */
export const resolveRoles = (body: unknown): string[] =>
  parseBody(roleListSchema, body).map((reference) => {
    const role = findRole(reference);
    if (!role) throw new HttpError(404, `Could not find role: ${reference.name ?? reference.id ?? ''}`);
    return role.name;
  });

/** Realm roles: a user's role mappings (read, add, remove) and the roles themselves with their users. */
export function registerRoleRoutes(router: Router, { deps, loadUser }: AdminRouteContext): void {
  const { users } = deps;
  router.get(
    '/users/:id/role-mappings',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json({ realmMappings: mappedRoles(user) });
    }),
  );

  router.get(
    '/users/:id/role-mappings/realm',
    asyncRoute(async (req, res) => {
      res.json(mappedRoles(await loadUser(String(req.params.id))));
    }),
  );

  router.get(
    '/users/:id/role-mappings/realm/available',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json(REALM_ROLES.filter((role) => !user.realmRoles.includes(role.name)));
    }),
  );

  router.get(
    '/users/:id/role-mappings/realm/composite',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      res.json(
        (await deps.groups.effectiveRealmRoles(user))
          .map((name) => findRole({ name }))
          .filter(Boolean),
      );
    }),
  );

  router.post(
    '/users/:id/role-mappings/realm',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const names = resolveRoles(req.body);
      const realmRoles = [...new Set([...(user.realmRoles ?? []), ...names])];
      await users.updateOne({ _id: user._id }, { $set: { realmRoles } });
      res.status(204).end();
    }),
  );

  router.delete(
    '/users/:id/role-mappings/realm',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const names = new Set(resolveRoles(req.body));
      const realmRoles = (user.realmRoles ?? []).filter((name) => !names.has(name));
      await users.updateOne({ _id: user._id }, { $set: { realmRoles } });
      res.status(204).end();
    }),
  );

  router.get('/roles', (req, res) => {
    const search = queryString(req, 'search')?.toLowerCase();
    res.json(search ? REALM_ROLES.filter((role) => role.name.toLowerCase().includes(search)) : REALM_ROLES);
  });

  router.get('/roles/:name', (req, res) => {
    const role = findRole({ name: String(req.params.name) });
    if (!role) return sendError(res, 404, 'Could not find role');
    res.json(role);
  });

  router.get('/roles-by-id/:id', (req, res) => {
    const role = findRole({ id: String(req.params.id) });
    if (!role) return sendError(res, 404, 'Could not find role');
    res.json(role);
  });

  router.get(
    '/roles/:name/users',
    asyncRoute(async (req, res) => {
      const role = findRole({ name: String(req.params.name) });
      if (!role) throw new HttpError(404, 'Could not find role');
      const found = await users
        .find({ realmRoles: role.name })
        .sort({ username: 1 })
        .skip(queryInt(req, 'first', 0))
        .limit(queryInt(req, 'max', 100))
        .lean<IdentityUser[]>();
      res.json(found.map((user) => representation(user, true)));
    }),
  );
}
