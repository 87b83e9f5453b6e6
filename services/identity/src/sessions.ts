import type { Connection } from 'mongoose';
import type { AccessTokenState } from './token-state.js';

interface StateRow {
  _id: string;
  payload: string;
  accountId?: string;
  grantId?: string;
  updatedAt?: Date;
  expiresAt?: Date;
}

interface SessionPayload {
  uid: string;
  accountId?: string;
  loginTs?: number;
  authorizations?: Record<string, { grantId?: string }>;
}

export interface UserSession {
  /** The session's `sid`, as carried by the tokens issued in it. */
  id: string;
  userId: string;
  start: number;
  lastAccess: number;
  clientIds: string[];
}

/** Browser sessions of the provider (rows of `identity_oidc`), listed and ended by the admin API. */
export function sessionStore(connection: Connection, accessTokens: AccessTokenState) {
  const collection = () => connection.db!.collection<StateRow>('identity_oidc');
  const live = { $or: [{ expiresAt: { $exists: false } }, { expiresAt: { $gt: new Date() } }] };

  const toSession = (row: StateRow): UserSession => {
    const payload = JSON.parse(row.payload) as SessionPayload;
    return {
      id: payload.uid,
      userId: payload.accountId ?? '',
      start: (payload.loginTs ?? 0) * 1000,
      lastAccess: row.updatedAt?.getTime() ?? (payload.loginTs ?? 0) * 1000,
      clientIds: Object.keys(payload.authorizations ?? {}),
    };
  };

  return {
    async forUser(accountId: string): Promise<UserSession[]> {
      const rows = await collection()
        .find({ _id: { $regex: /^Session:/ }, accountId, ...live })
        .toArray();
      return rows.map(toSession).filter((session) => session.start > 0);
    },

    async find(uid: string): Promise<UserSession | undefined> {
      const row = await collection().findOne({ uid: `Session:${uid}`, ...live });
      return row ? toSession(row) : undefined;
    },

    /** Ends one session: its grants, refresh tokens and codes go with it; its access tokens turn inactive. */
    async end(uid: string): Promise<boolean> {
      const row = await collection().findOne({ uid: `Session:${uid}` });
      if (!row) return false;
      const payload = JSON.parse(row.payload) as SessionPayload;
      const grantIds = Object.values(payload.authorizations ?? {})
        .map((authorization) => authorization.grantId)
        .filter((id): id is string => Boolean(id));
      await collection().deleteMany({
        $or: [{ grantId: { $in: grantIds } }, { _id: { $in: grantIds.map((id) => `Grant:${id}`) } }],
      });
      await collection().deleteOne({ _id: row._id });
      await accessTokens.revokeForSession(uid);
      return true;
    },

    /** Ends every session of the user (Keycloak's POST /users/{id}/logout). */
    async endAllForUser(accountId: string): Promise<void> {
      await collection().deleteMany({ accountId });
      await accessTokens.revokeForAccount(accountId);
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
