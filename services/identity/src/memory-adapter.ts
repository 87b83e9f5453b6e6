import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number | undefined;
}

/**
 * oidc-provider state (sessions, interactions, grants, codes, refresh tokens) kept in process memory:
 * a restart signs browsers out, which is acceptable for the embedded development provider.
 * Users and signing keys are persistent (MongoDB / data dir), so access tokens stay verifiable.
 */
export function createMemoryAdapterFactory(): (name: string) => Adapter {
  const store = new Map<string, Entry>();
  let writesSinceSweep = 0;

  function sweep(now: number): void {
    for (const [key, entry] of store) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) store.delete(key);
    }
  }

  function read(key: string): AdapterPayload | undefined {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry.payload;
  }

  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
        store.set(key(id), { payload: structuredClone(payload), expiresAt });
        if (payload.grantId) {
          const grantKey = `grant:${payload.grantId}`;
          const members = (store.get(grantKey)?.payload.members as string[] | undefined) ?? [];
          members.push(key(id));
          store.set(grantKey, { payload: { members }, expiresAt });
        }
        if (payload.userCode) store.set(`userCode:${payload.userCode}`, { payload: { id }, expiresAt });
        if (payload.uid) store.set(`${name}:uid:${payload.uid}`, { payload: { id }, expiresAt });
        writesSinceSweep += 1;
        if (writesSinceSweep >= 500) {
          writesSinceSweep = 0;
          sweep(Date.now());
        }
      },
      async find(id) {
        const payload = read(key(id));
        return payload ? structuredClone(payload) : undefined;
      },
      async findByUserCode(userCode) {
        const pointer = read(`userCode:${userCode}`);
        return pointer ? this.find(pointer.id as string) : undefined;
      },
      async findByUid(uid) {
        const pointer = read(`${name}:uid:${uid}`);
        return pointer ? this.find(pointer.id as string) : undefined;
      },
      async consume(id) {
        const entry = store.get(key(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        const grantKey = `grant:${grantId}`;
        const members = (store.get(grantKey)?.payload.members as string[] | undefined) ?? [];
        for (const member of members) store.delete(member);
        store.delete(grantKey);
      },
    };
  };
}
