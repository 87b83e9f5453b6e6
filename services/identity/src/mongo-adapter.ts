import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Connection } from 'mongoose';

interface StoredState {
  _id: string;
  /** JSON text: payload keys (client ids, resource URLs) may contain characters MongoDB field names cannot. */
  payload: string;
  grantId?: string;
  userCode?: string;
  uid?: string;
  /** The user the state belongs to (sessions, grants, codes, refresh tokens): admin logout ends them all. */
  accountId?: string;
  updatedAt?: Date;
  expiresAt?: Date;
  /** Set atomically by consume(); merged into the payload on read. */
  consumed?: number;
}

/**
 * oidc-provider state (sessions, interactions, grants, codes, refresh tokens) in the `identity_oidc` collection,
 * so browser sessions survive a restart of the provider. Expiry is checked on read; expired rows are pruned lazily.
 */
export function createMongoAdapterFactory(connection: Connection): (name: string) => Adapter {
  const collection = () => connection.db!.collection<StoredState>('identity_oidc');
  let writesSincePrune = 0;

  const live = (row: StoredState | null): AdapterPayload | undefined => {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed ? { ...payload, consumed: row.consumed } : payload;
  };

  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const row: Omit<StoredState, '_id'> = {
          payload: JSON.stringify(payload),
          ...(payload.grantId ? { grantId: payload.grantId } : {}),
          ...(payload.userCode ? { userCode: payload.userCode } : {}),
          ...(payload.uid ? { uid: `${name}:${payload.uid}` } : {}),
          ...(payload.accountId ? { accountId: payload.accountId } : {}),
          updatedAt: new Date(),
          ...(expiresIn ? { expiresAt: new Date(Date.now() + expiresIn * 1000) } : {}),
          ...(payload.consumed ? { consumed: Number(payload.consumed) } : {}),
        };
        await collection().replaceOne({ _id: key(id) }, row, { upsert: true });
        writesSincePrune += 1;
        if (writesSincePrune >= 200) {
          writesSincePrune = 0;
          await collection().deleteMany({ expiresAt: { $lte: new Date() } });
        }
      },
      async find(id) {
        return live(await collection().findOne({ _id: key(id) }));
      },
      async findByUserCode(userCode) {
        return live(await collection().findOne({ userCode }));
      },
      async findByUid(uid) {
        return live(await collection().findOne({ uid: `${name}:${uid}` }));
      },
      async consume(id) {
        // Keycloak's default (revokeRefreshToken off): a rotated refresh token stays valid until it expires,
        // so two tabs refreshing the same session never log each other out.
        if (name === 'RefreshToken') return;
        await collection().updateOne({ _id: key(id) }, { $set: { consumed: Math.floor(Date.now() / 1000) } });
      },
      async destroy(id) {
        await collection().deleteOne({ _id: key(id) });
      },
      async revokeByGrantId(grantId) {
        await collection().deleteMany({ grantId });
      },
    };
  };
}
