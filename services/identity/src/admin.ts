import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { jwtVerify, type CryptoKey, type JWTPayload, type KeyObject } from 'jose';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { emailActionLink } from './action-email.js';
import type { ActionTokens } from './action-tokens.js';
import { registerGroupRoutes } from './admin-groups.js';
import { registerSessionRoutes } from './admin-sessions.js';
import { BRUTE_FORCE, type BruteForceGuard } from './brute-force.js';
import { HttpError, sendError } from './errors.js';
import type { GroupStore } from './groups.js';
import { hashPassword, passwordPolicyViolations } from './password.js';
import { redirectUriMatches } from './redirects.js';
import { clientRepresentations, realmRepresentation, userProfileConfig, type RealmClients } from './realm.js';
import { DEFAULT_ROLES, findRole, REALM_ROLES, type RoleRepresentation } from './roles.js';
import type { SessionStore } from './sessions.js';
import type { AccessTokenState } from './token-state.js';
import type { IdentityUser, UserModel } from './users.js';
import { logEvent } from './log.js';

export interface AdminDependencies {
  issuer: string;
  publicKey: KeyObject | CryptoKey;
  users: UserModel;
  connection: Connection;
  tokens: ActionTokens;
  webClientId: string;
  webRedirectUris: string[];
  sessions: SessionStore;
  groups: GroupStore;
  accessTokens: AccessTokenState;
  bruteForce: BruteForceGuard;
  clients: RealmClients;
  realmSettings: { accessTokenLifespan: number; ssoSessionIdleTimeout: number; ssoSessionMaxLifespan: number };
}

const MANAGE = 'manage-users';
const VIEW = ['view-users', 'manage-users', 'query-users'];
const SUPPORTED_ACTIONS = ['UPDATE_PASSWORD', 'VERIFY_EMAIL'];
const DEFAULT_ACTION_LIFESPAN_SECONDS = 12 * 60 * 60;

const credentialSchema = z.object({
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
const roleListSchema = z.array(z.object({ id: z.string().optional(), name: z.string().optional() }));

type ServiceClaims = JWTPayload & { resource_access?: Record<string, { roles?: string[] }> };

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function queryBoolean(req: Request, name: string): boolean | undefined {
  const value = queryString(req, name);
  return value === undefined ? undefined : value === 'true';
}

function queryInt(req: Request, name: string, fallback: number): number {
  const value = Number(queryString(req, name));
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

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

function representation(user: IdentityUser, brief: boolean) {
  return {
    id: user._id,
    username: user.username,
    ...(user.firstName !== undefined ? { firstName: user.firstName } : {}),
    ...(user.lastName !== undefined ? { lastName: user.lastName } : {}),
    ...(user.email !== undefined ? { email: user.email } : {}),
    emailVerified: user.emailVerified,
    ...(brief ? {} : { attributes: user.attributes ?? {} }),
    createdTimestamp: user.createdTimestamp,
    enabled: user.enabled,
    totp: false,
    disableableCredentialTypes: [],
    requiredActions: user.requiredActions ?? [],
    notBefore: 0,
    access: { manageGroupMembership: true, view: true, mapRoles: true, impersonate: false, manage: true },
  };
}

function mappedRoles(user: IdentityUser): RoleRepresentation[] {
  return (user.realmRoles ?? [])
    .map((name) => findRole({ name }))
    .filter((role): role is RoleRepresentation => Boolean(role));
}

export function adminRouter(deps: AdminDependencies): Router {
  const { users } = deps;
  const router = express.Router();
  const asyncRoute =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) => {
      handler(req, res).catch(next);
    };

  // Bearer token of a client with realm-management roles (the forge-services service account).
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
  router.use((req: Request, res: Response, next: NextFunction) => {
    authenticate(req, res).then(() => next(), next);
  });
  router.use(express.json({ limit: '1mb' }));

  const loadUser = async (id: string | undefined): Promise<IdentityUser> => {
    const user = id ? await users.findById(id).lean<IdentityUser>() : null;
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  };

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

  const parseBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) {
      throw new HttpError(
        400,
        'Invalid request body',
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    }
    return parsed.data;
  };

  const resolveRoles = (body: unknown): string[] =>
    parseBody(roleListSchema, body).map((reference) => {
      const role = findRole(reference);
      if (!role) throw new HttpError(404, `Could not find role: ${reference.name ?? reference.id ?? ''}`);
      return role.name;
    });

  const asyncRouteAny = asyncRoute as Parameters<typeof registerSessionRoutes>[2];
  const adminBase = deps.issuer.replace('/realms/', '/admin/realms/');

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
  registerSessionRoutes(router, { sessions: deps.sessions, loadUser }, asyncRouteAny);
  registerGroupRoutes(
    router,
    {
      groups: deps.groups,
      users,
      adminBase,
      loadUser,
      parseBody,
      resolveRoles: (body) => resolveRoles(body),
      userRepresentation: (user) => representation(user, true),
      page: (req) => ({ first: queryInt(req, 'first', 0), max: queryInt(req, 'max', 100) }),
    },
    asyncRouteAny,
  );

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

  router.put(
    '/users/:id/execute-actions-email',
    asyncRoute(async (req, res) => {
      const user = await loadUser(String(req.params.id));
      const actions = parseBody(z.array(z.string()), req.body);
      const unsupported = actions.filter((action) => !SUPPORTED_ACTIONS.includes(action));
      if (!actions.length || unsupported.length) {
        throw new HttpError(400, `Unsupported actions: ${unsupported.join(', ') || '(none given)'}`, {
          supported: SUPPORTED_ACTIONS,
        });
      }
      if (!user.email) throw new HttpError(400, 'User email missing');
      if (!user.enabled) throw new HttpError(400, 'User is disabled');
      const clientId = queryString(req, 'client_id');
      const redirectUri = queryString(req, 'redirect_uri');
      if (redirectUri !== undefined) {
        if (!clientId) throw new HttpError(400, 'Client id missing');
        if (clientId !== deps.webClientId || !redirectUriMatches(redirectUri, deps.webRedirectUris)) {
          throw new HttpError(400, 'Invalid redirect uri.');
        }
      }
      const lifespan =
        queryInt(req, 'lifespan', DEFAULT_ACTION_LIFESPAN_SECONDS) || DEFAULT_ACTION_LIFESPAN_SECONDS;
      const hours = Math.max(1, Math.round(lifespan / 3600));
      const steps = actions.map((action) =>
        action === 'UPDATE_PASSWORD' ? '- choose a new password' : '- verify your email address',
      );
      await emailActionLink(
        deps,
        { ...user, email: user.email },
        { actions, lifespanSeconds: lifespan, clientId, redirectUri },
        {
          subject: 'Action required on your Forge account',
          template: 'execute-actions',
          lines: (link) => [
            'Your Forge administrator asked you to update your account:',
            ...steps,
            '',
            `Open this link to continue (it expires in ${hours} hour${hours === 1 ? '' : 's'}):`,
            link,
            '',
            'If you did not expect this email, you can ignore it.',
          ],
        },
      );
      res.status(204).end();
    }),
  );

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
