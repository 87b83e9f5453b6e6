import type { Connection } from 'mongoose';

/** One issued access token (JWT): what introspection and revocation need to judge it later. */
interface AccessTokenRow {
  _id: string;
  clientId: string;
  accountId?: string;
  grantId?: string;
  sessionUid?: string;
  expiresAt: Date;
  revoked?: boolean;
}

export interface AccessTokenRecord {
  jti: string;
  clientId: string;
  accountId?: string | undefined;
  grantId?: string | undefined;
  sessionUid?: string | undefined;
  exp: number;
}

/**
 * Access tokens are self-contained JWTs, so revocation needs shared state: a row per token (jti) in
 * `identity_access_tokens`, in the store every provider instance reads, so revocation holds across replicas.
 */
export function accessTokenState(connection: Connection) {
  const collection = () => connection.db!.collection<AccessTokenRow>('identity_access_tokens');
  let indexed: Promise<unknown> | undefined;
  const ensureIndexes = () =>
    (indexed ??= Promise.all([
      collection().createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      collection().createIndex({ accountId: 1 }),
    ]));

  return {
    async record(token: AccessTokenRecord): Promise<void> {
      await ensureIndexes();
      await collection().insertOne({
        _id: token.jti,
        clientId: token.clientId,
        ...(token.accountId ? { accountId: token.accountId } : {}),
        ...(token.grantId ? { grantId: token.grantId } : {}),
        ...(token.sessionUid ? { sessionUid: token.sessionUid } : {}),
        expiresAt: new Date(token.exp * 1000),
      });
    },
    async find(jti: string): Promise<AccessTokenRow | null> {
      const row = await collection().findOne({ _id: jti });
      return row && row.expiresAt.getTime() > Date.now() ? row : null;
    },
    async revoke(jti: string): Promise<void> {
      await collection().updateOne({ _id: jti }, { $set: { revoked: true } });
    },
    async revokeForSession(sessionUid: string): Promise<void> {
      await collection().updateMany({ sessionUid }, { $set: { revoked: true } });
    },
    async revokeForAccount(accountId: string): Promise<void> {
      await collection().updateMany({ accountId }, { $set: { revoked: true } });
    },
  };
}

export type AccessTokenState = ReturnType<typeof accessTokenState>;
