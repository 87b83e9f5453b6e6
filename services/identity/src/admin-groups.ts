import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { HttpError } from './errors.js';
import type { GroupRow, GroupStore } from './groups.js';
import { findRole, type RoleRepresentation } from './roles.js';
import type { IdentityUser, UserModel } from './users.js';

type AsyncRoute = (
  handler: (req: Request, res: Response) => Promise<void>,
) => (req: Request, res: Response, next: (error?: unknown) => void) => void;

export interface GroupRouteDependencies {
  groups: GroupStore;
  users: UserModel;
  adminBase: string;
  loadUser: (id: string | undefined) => Promise<IdentityUser>;
  parseBody: <T>(schema: z.ZodType<T>, body: unknown) => T;
  resolveRoles: (body: unknown) => string[];
  userRepresentation: (user: IdentityUser) => unknown;
  page: (req: Request) => { first: number; max: number };
}

const groupInputSchema = z.object({
  name: z.string().trim().min(1).optional(),
  attributes: z.record(z.string(), z.array(z.string())).optional(),
});

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Keycloak groups: CRUD, children, members, membership of a user, realm role mappings. */
export function registerGroupRoutes(router: Router, deps: GroupRouteDependencies, asyncRoute: AsyncRoute): void {
  const { groups, users } = deps;

  const loadGroup = async (id: string): Promise<GroupRow> => {
    const group = await groups.find(id);
    if (!group) throw new HttpError(404, 'Could not find group by id');
    return group;
  };
  const representation = async (group: GroupRow, brief = false) => {
    const subGroupCount = await groups.collection().countDocuments({ parentId: group._id });
    return {
      id: group._id,
      name: group.name,
      path: group.path,
      ...(group.parentId ? { parentId: group.parentId } : {}),
      subGroupCount,
      subGroups: [],
      ...(brief ? {} : { attributes: group.attributes, realmRoles: group.realmRoles, clientRoles: {} }),
      access: { view: true, viewMembers: true, manageMembers: true, manage: true, manageMembership: true },
    };
  };
  const mappedRoles = (group: GroupRow): RoleRepresentation[] =>
    group.realmRoles.map((name) => findRole({ name })).filter((role): role is RoleRepresentation => Boolean(role));
  const assertFreeName = async (name: string, parentId: string | undefined, exceptId?: string) => {
    const clash = await groups.collection().findOne({
      name,
      parentId: parentId ? parentId : { $exists: false },
      ...(exceptId ? { _id: { $ne: exceptId } } : {}),
    });
    if (clash) {
      throw new HttpError(409, parentId ? `Sibling group named '${name}' already exists.` : `Top level group named '${name}' already exists.`);
    }
  };
  const list = async (req: Request, res: Response, parentId?: string) => {
    const search = typeof req.query.search === 'string' && req.query.search ? req.query.search : undefined;
    const { first, max } = deps.page(req);
    const rows = await groups
      .collection()
      .find({
        ...(search ? { name: new RegExp(escapeRegex(search), 'i') } : parentId ? {} : { parentId: { $exists: false } }),
        ...(parentId ? { parentId } : {}),
      })
      .sort({ name: 1 })
      .skip(first)
      .limit(max)
      .toArray();
    res.json(await Promise.all(rows.map((row) => representation(row, req.query.briefRepresentation !== 'false'))));
  };
  const create = async (req: Request, res: Response, parentId?: string) => {
    const input = deps.parseBody(groupInputSchema, req.body);
    if (!input.name) throw new HttpError(400, 'Group name is missing');
    if (parentId) await loadGroup(parentId);
    await assertFreeName(input.name, parentId);
    const created = await groups.create({ name: input.name, ...(parentId ? { parentId } : {}), ...(input.attributes ? { attributes: input.attributes } : {}) });
    res.status(201).location(`${deps.adminBase}/groups/${created._id}`).json(await representation(created));
  };

  router.get('/groups', asyncRoute((req, res) => list(req, res)));
  router.get(
    '/groups/count',
    asyncRoute(async (req, res) => {
      const search = typeof req.query.search === 'string' && req.query.search ? req.query.search : undefined;
      const count = await groups
        .collection()
        .countDocuments(search ? { name: new RegExp(escapeRegex(search), 'i') } : { parentId: { $exists: false } });
      res.json({ count });
    }),
  );
  router.post('/groups', asyncRoute((req, res) => create(req, res)));
  router.get('/groups/:id', asyncRoute(async (req, res) => void res.json(await representation(await loadGroup(String(req.params.id))))));
  router.put(
    '/groups/:id',
    asyncRoute(async (req, res) => {
      const group = await loadGroup(String(req.params.id));
      const input = deps.parseBody(groupInputSchema, req.body);
      const update: Partial<GroupRow> = {};
      if (input.name && input.name !== group.name) {
        await assertFreeName(input.name, group.parentId, group._id);
        update.name = input.name;
        update.path = `${group.path.slice(0, group.path.length - group.name.length)}${input.name}`;
      }
      if (input.attributes) update.attributes = input.attributes;
      await groups.collection().updateOne({ _id: group._id }, { $set: update });
      res.status(204).end();
    }),
  );
  router.delete(
    '/groups/:id',
    asyncRoute(async (req, res) => {
      await groups.remove((await loadGroup(String(req.params.id)))._id);
      res.status(204).end();
    }),
  );
  router.get('/groups/:id/children', asyncRoute(async (req, res) => list(req, res, (await loadGroup(String(req.params.id)))._id)));
  router.post('/groups/:id/children', asyncRoute((req, res) => create(req, res, String(req.params.id))));
  router.get(
    '/groups/:id/members',
    asyncRoute(async (req, res) => {
      const group = await loadGroup(String(req.params.id));
      const { first, max } = deps.page(req);
      const members = await users.find({ groupIds: group._id }).sort({ username: 1 }).skip(first).limit(max).lean<IdentityUser[]>();
      res.json(members.map(deps.userRepresentation));
    }),
  );

  router.get(
    '/groups/:id/role-mappings',
    asyncRoute(async (req, res) => void res.json({ realmMappings: mappedRoles(await loadGroup(String(req.params.id))) })),
  );
  router.get(
    '/groups/:id/role-mappings/realm',
    asyncRoute(async (req, res) => void res.json(mappedRoles(await loadGroup(String(req.params.id))))),
  );
  router.post(
    '/groups/:id/role-mappings/realm',
    asyncRoute(async (req, res) => {
      const group = await loadGroup(String(req.params.id));
      await groups.collection().updateOne({ _id: group._id }, { $addToSet: { realmRoles: { $each: deps.resolveRoles(req.body) } } });
      res.status(204).end();
    }),
  );
  router.delete(
    '/groups/:id/role-mappings/realm',
    asyncRoute(async (req, res) => {
      const group = await loadGroup(String(req.params.id));
      await groups.collection().updateOne({ _id: group._id }, { $pullAll: { realmRoles: deps.resolveRoles(req.body) } });
      res.status(204).end();
    }),
  );

  router.get(
    '/users/:id/groups',
    asyncRoute(async (req, res) => {
      const user = await deps.loadUser(String(req.params.id));
      const rows = await groups.collection().find({ _id: { $in: user.groupIds ?? [] } }).sort({ name: 1 }).toArray();
      res.json(await Promise.all(rows.map((row) => representation(row, true))));
    }),
  );
  router.get(
    '/users/:id/groups/count',
    asyncRoute(async (req, res) => {
      const user = await deps.loadUser(String(req.params.id));
      res.json({ count: await groups.collection().countDocuments({ _id: { $in: user.groupIds ?? [] } }) });
    }),
  );
  // Joining and leaving a group differ only in the update: both load the user and the group, then answer 204.
  const membership = (join: boolean) =>
    asyncRoute(async (req, res) => {
      const user = await deps.loadUser(String(req.params.id));
      const group = await loadGroup(String(req.params.groupId));
      await users.updateOne({ _id: user._id }, join ? { $addToSet: { groupIds: group._id } } : { $pull: { groupIds: group._id } });
      res.status(204).end();
    });
  router.put('/users/:id/groups/:groupId', membership(true));
  router.delete('/users/:id/groups/:groupId', membership(false));
}
