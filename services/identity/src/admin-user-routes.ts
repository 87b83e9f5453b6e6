import type { Request, Router } from 'express';
import { z } from 'zod';
import type { AdminRouteContext } from './admin-context.js';
import { representation } from './admin-representation.js';
import { asyncRoute, escapeRegex, parseBody, queryBoolean, queryInt, queryString } from './admin-request.js';
import { HttpError } from './errors.js';
import { hashPassword, passwordPolicyViolations } from './password.js';
import { DEFAULT_ROLES } from './roles.js';
import type { IdentityUser } from './users.js';

export const credentialSchema = z.object({
  type: z.string().optional(),
  value: z.string().optional(),
  temporary: z.boolean().optional(),
});
const attributesSchema = z.record(
  z.string(),
  z.union([z.array(z.string()), z.string()]).transform((v) => (Array.isArray(v) ? v : [v])),
);
const userInputSchema = z.object({
  username: z.string().trim().min(1).optional(),
  email: z.string().trim().email().or(z.literal('')).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  enabled: z.boolean().optional(),
  emailVerified: z.boolean().optional(),
  attributes: attributesSchema.optional(),
  requiredActions: z.array(z.string()).optional(),
  credentials: z.array(credentialSchema).optional(),
});

/** Keycloak's `search`: prefix by default, `*` wildcards, `"..."` exact; matched on username, email, first and last name. */
function searchPattern(search: string): RegExp {
  const trimmed = search.trim();
  if (trimmed.length > 1 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return new RegExp(`^${escapeRegex(trimmed.slice(1, -1))}$`, 'i');
  }
  const body = trimmed.split('*').map(escapeRegex).join('.*');
  return new RegExp(`^${body}`, 'i');
}

function userFilter(req: Request): Record<string, unknown> {
  // Like Keycloak, service-account users are left out of user searches and counts.
  const filter: Record<string, unknown>[] = [{ serviceAccountClientId: { $exists: false } }];
  const exact = queryBoolean(req, 'exact') === true;
  const search = queryString(req, 'search');
  if (search !== undefined && search !== '*') {
    // Keycloak matches each word of a multi-word search against any of the four fields.
    const words = /^".*"$/.test(search.trim()) ? [search] : search.trim().split(/\s+/);
    for (const word of words) {
      const pattern = searchPattern(word);
      filter.push({
        $or: [{ username: pattern }, { email: pattern }, { firstName: pattern }, { lastName: pattern }],
      });
    }
  }
  for (const field of ['username', 'email', 'firstName', 'lastName'] as const) {
    const value = queryString(req, field);
    if (value === undefined) continue;
    filter.push({
      [field]: exact ? new RegExp(`^${escapeRegex(value)}$`, 'i') : new RegExp(escapeRegex(value), 'i'),
    });
  }
  const enabled = queryBoolean(req, 'enabled');
  if (enabled !== undefined) filter.push({ enabled });
  const emailVerified = queryBoolean(req, 'emailVerified');
  if (emailVerified !== undefined) filter.push({ emailVerified });
  const q = queryString(req, 'q');
  if (q) {
    // q=key1:value1 key2:value2 matches user attributes.
    for (const pair of q.split(' ').filter(Boolean)) {
      const [key, ...rest] = pair.split(':');
      if (key) filter.push({ [`attributes.${key}`]: rest.join(':') });
    }
  }
  return filter.length ? { $and: filter } : {};
}

/** Users of the admin API: count, search, create, read, update, delete and set a password. */
export function registerUserRoutes(router: Router, { deps, loadUser }: AdminRouteContext): void {
  const { users } = deps;
  const assertUnique = async (
    fields: { username?: string | undefined; email?: string | undefined },
    exceptId?: string,
  ) => {
    const except = exceptId ? { _id: { $ne: exceptId } } : {};
    if (fields.username && (await users.exists({ ...except, username: fields.username.toLowerCase() }))) {
      throw new HttpError(409, 'User exists with same username');
    }
    if (fields.email && (await users.exists({ ...except, email: fields.email.toLowerCase() }))) {
      throw new HttpError(409, 'User exists with same email');
    }
  };

  const passwordFromCredentials = async (
    credentials: z.infer<typeof credentialSchema>[] | undefined,
    user: { email?: string | undefined; username?: string | undefined },
  ) => {
    const credential = credentials?.find(
      (item) => (item.type ?? 'password') === 'password' && item.value !== undefined,
    );
    if (!credential?.value) return undefined;
    const violations = passwordPolicyViolations(credential.value, user.email, user.username);
    if (violations.length) throw new HttpError(400, violations.join(' '), { field: 'password', violations });
    return { passwordHash: await hashPassword(credential.value), temporary: credential.temporary === true };
  };

  router.get(
    '/users/count',
    asyncRoute(async (req, res) => {
      res.json(await users.countDocuments(userFilter(req)));
    }),
  );

  router.get(
    '/users',
    asyncRoute(async (req, res) => {
      const first = queryInt(req, 'first', 0);
      const max = queryInt(req, 'max', 100);
      const brief = queryBoolean(req, 'briefRepresentation') === true;
      const found = await users
        .find(userFilter(req))
        .sort({ username: 1 })
        .skip(first)
        .limit(max)
        .lean<IdentityUser[]>();
      res.json(found.map((user) => representation(user, brief)));
    }),
  );

  router.post(
    '/users',
    asyncRoute(async (req, res) => {
      const input = parseBody(userInputSchema, req.body);
      const email = input.email || undefined;
      const username = (input.username ?? email)?.toLowerCase();
      if (!username) throw new HttpError(400, 'User name is missing');
      await assertUnique({ username, email });
      const password = await passwordFromCredentials(input.credentials, { email, username });
      const requiredActions = new Set(input.requiredActions ?? []);
      if (password?.temporary) requiredActions.add('UPDATE_PASSWORD');
      // Like Keycloak, realmRoles in the create payload are ignored: use role-mappings.
      const created = await users.create({
        username,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        enabled: input.enabled ?? false,
        emailVerified: input.emailVerified ?? false,
        attributes: input.attributes ?? {},
        requiredActions: [...requiredActions],
        realmRoles: [DEFAULT_ROLES],
        passwordHash: password?.passwordHash,
      });
      res
        .status(201)
        .location(`${deps.issuer.replace('/realms/', '/admin/realms/')}/users/${created._id}`)
        .end();
    }),
  );

  router.get(
    '/users/:id',
    asyncRoute(async (req, res) => {
      res.json(representation(await loadUser(String(req.params.id)), false));
    }),
  );

  router.put(
    '/users/:id',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const input = parseBody(userInputSchema, req.body);
      const email = input.email === undefined ? undefined : input.email || null;
      const username = input.username?.toLowerCase();
      await assertUnique(
        { username: username !== user.username ? username : undefined, email: email ?? undefined },
        user._id,
      );
      const update: Record<string, unknown> = {};
      const unset: Record<string, 1> = {};
      if (username !== undefined) update.username = username;
      if (email === null) unset.email = 1;
      else if (email !== undefined) {
        update.email = email;
        if (email !== user.email && input.emailVerified === undefined) update.emailVerified = false;
      }
      for (const field of [
        'firstName',
        'lastName',
        'enabled',
        'emailVerified',
        'attributes',
        'requiredActions',
      ] as const) {
        if (input[field] !== undefined) update[field] = input[field];
      }
      const password = await passwordFromCredentials(input.credentials, {
        email: email ?? user.email,
        username: username ?? user.username,
      });
      if (password) update.passwordHash = password.passwordHash;
      await users.updateOne(
        { _id: user._id },
        { $set: update, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
      );
      res.status(204).end();
    }),
  );

  router.delete(
    '/users/:id',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      await deps.sessions.endAllForUser(user._id);
      await users.deleteOne({ _id: user._id });
      res.status(204).end();
    }),
  );

  router.put(
    '/users/:id/reset-password',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const credential = parseBody(credentialSchema, req.body);
      if (!credential.value) throw new HttpError(400, 'Password is missing');
      const password = await passwordFromCredentials([credential], user);
      const requiredActions = new Set(user.requiredActions ?? []);
      if (password!.temporary) requiredActions.add('UPDATE_PASSWORD');
      else requiredActions.delete('UPDATE_PASSWORD');
      await users.updateOne(
        { _id: user._id },
        { $set: { passwordHash: password!.passwordHash, requiredActions: [...requiredActions] } },
      );
      res.status(204).end();
    }),
  );
}
