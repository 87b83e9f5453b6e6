import type { Connection } from 'mongoose';
import { logEvent } from './log.js';

/** Keycloak's brute-force detection settings for the realm (also in infra/keycloak/realm-forge.json). */
export const BRUTE_FORCE = {
  failureFactor: 10,
  maxDeltaTimeSeconds: 15 * 60,
  waitIncrementSeconds: 15 * 60,
};

interface FailureRow {
  _id: string;
  failures: number[];
  lastFailure: number;
  lastIPFailure?: string;
  lockedUntil?: number;
}

/**
 * Failed logins per account, shared by the login page and admin-cli's password grant, kept in the store so
 * every provider instance sees the same count. After `failureFactor` failures within `maxDeltaTimeSeconds`
 * the account is locked for `waitIncrementSeconds`, or until an admin clears it.
 */
export function bruteForceGuard(connection: Connection, now: () => number = Date.now) {
  const collection = () => connection.db!.collection<FailureRow>('identity_login_failures');

  return {
    async isLocked(userId: string): Promise<boolean> {
      const row = await collection().findOne({ _id: userId });
      return Boolean(row?.lockedUntil && row.lockedUntil > now());
    },

    async recordFailure(userId: string, ip: string | undefined): Promise<void> {
      const at = now();
      const row = await collection().findOne({ _id: userId });
      const failures = [...(row?.failures ?? []), at].filter(
        (time) => time > at - BRUTE_FORCE.maxDeltaTimeSeconds * 1000,
      );
      const lockedUntil =
        failures.length >= BRUTE_FORCE.failureFactor ? at + BRUTE_FORCE.waitIncrementSeconds * 1000 : row?.lockedUntil;
      await collection().updateOne(
        { _id: userId },
        {
          $set: {
            failures,
            lastFailure: at,
            ...(ip ? { lastIPFailure: ip } : {}),
            ...(lockedUntil ? { lockedUntil } : {}),
          },
        },
        { upsert: true },
      );
      // Keycloak's LOGIN_ERROR event, without what was typed.
      logEvent('info', 'login-failed', {
        userId,
        ip,
        failuresInWindow: failures.length,
        lockedUntil: lockedUntil ? new Date(lockedUntil).toISOString() : undefined,
      });
    },

    async recordSuccess(userId: string): Promise<void> {
      await collection().deleteOne({ _id: userId });
    },

    /** Keycloak's attack-detection status of a user. */
    async status(userId: string) {
      const row = await collection().findOne({ _id: userId });
      return {
        numFailures: row?.failures.length ?? 0,
        disabled: Boolean(row?.lockedUntil && row.lockedUntil > now()),
        lastIPFailure: row?.lastIPFailure ?? 'n/a',
        lastFailure: row?.lastFailure ?? 0,
      };
    },

    async clear(userId?: string): Promise<void> {
      if (userId) await collection().deleteOne({ _id: userId });
      else await collection().deleteMany({});
    },
  };
}

export type BruteForceGuard = ReturnType<typeof bruteForceGuard>;
