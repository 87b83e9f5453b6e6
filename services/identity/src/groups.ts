import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { effectiveRoles } from './roles.js';
import type { IdentityUser, UserModel } from './users.js';

export interface GroupRow {
  _id: string;
  name: string;
  path: string;
  parentId?: string;
  attributes: Record<string, string[]>;
  realmRoles: string[];
}

/** Keycloak groups in `identity_groups`; members hold the group ids (`identity_users.groupIds`). */
export function groupStore(connection: Connection, users: UserModel) {
  const collection = () => connection.db!.collection<GroupRow>('identity_groups');

  const withAncestors = async (ids: string[]): Promise<GroupRow[]> => {
    const found = new Map<string, GroupRow>();
    let pending = ids;
    while (pending.length) {
      const rows = await collection().find({ _id: { $in: pending } }).toArray();
      rows.forEach((row) => found.set(row._id, row));
      pending = rows.map((row) => row.parentId).filter((id): id is string => Boolean(id) && !found.has(id!));
    }
    return [...found.values()];
  };

  return {
    collection,
    async create(input: { name: string; parentId?: string; attributes?: Record<string, string[]> }) {
      const parent = input.parentId ? await collection().findOne({ _id: input.parentId }) : null;
      const row: GroupRow = {
        _id: randomUUID(),
        name: input.name,
        path: `${parent?.path ?? ''}/${input.name}`,
        ...(parent ? { parentId: parent._id } : {}),
        attributes: input.attributes ?? {},
        realmRoles: [],
      };
      await collection().insertOne(row);
      return row;
    },
    find: (id: string) => collection().findOne({ _id: id }),
    async remove(id: string): Promise<void> {
      const children = await collection().find({ parentId: id }).toArray();
      for (const child of children) await this.remove(child._id);
      await collection().deleteOne({ _id: id });
      await users.updateMany({ groupIds: id }, { $pull: { groupIds: id } });
    },
    /** Realm roles of the user: direct, from their groups and the groups' parents, composites expanded. */
    async effectiveRealmRoles(user: Pick<IdentityUser, 'realmRoles' | 'groupIds'>): Promise<string[]> {
      const groups = user.groupIds?.length ? await withAncestors(user.groupIds) : [];
      return effectiveRoles([...(user.realmRoles ?? []), ...groups.flatMap((group) => group.realmRoles)]);
    },
  };
}

export type GroupStore = ReturnType<typeof groupStore>;
