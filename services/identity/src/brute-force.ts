import type { Connection } from 'mongoose';
import { clientAddress, networkOf } from './client-address.js';
import { growingDelay, type GrowingDelaySettings } from './growing-delay.js';
import { logEvent } from './log.js';

/**
 * Failed sign-in limits (login page and admin-cli). No hard lock: each key earns a wait that doubles with every
 * failure past its free ones, so a guesser is slowed to a crawl while the owner waits seconds, at most minutes.
 */
export const LOGIN_LIMITS = {
  /** One account (or, for an unknown login, that login): the owner mistypes a few times, a guesser never stops. */
  account: { windowSeconds: 12 * 3600, freeFailures: 5, firstDelaySeconds: 2, maxDelaySeconds: 5 * 60 },
  /** One client address: one password tried across many accounts (spraying) is stopped here. */
  client: { windowSeconds: 3600, freeFailures: 20, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
  /** One network (/24 for IPv4, /64 for IPv6): a guesser rotating addresses within a network. */
  network: { windowSeconds: 3600, freeFailures: 100, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
} satisfies Record<string, GrowingDelaySettings>;

/** The account limit in Keycloak's brute-force detection terms (realm representation, infra/keycloak/realm-forge.json). */
export const BRUTE_FORCE = {
  failureFactor: LOGIN_LIMITS.account.freeFailures,
  waitIncrementSeconds: LOGIN_LIMITS.account.firstDelaySeconds,
  maxFailureWaitSeconds: LOGIN_LIMITS.account.maxDelaySeconds,
  maxDeltaTimeSeconds: LOGIN_LIMITS.account.windowSeconds,
};

export interface LoginAttempt {
  /** The user's id, or `login:<what was typed>` when no account matches, so a wait reveals nothing. */
  accountKey: string;
  /** The socket address of the caller. */
  ip: string | undefined;
}

interface LastFailureRow {
  _id: string;
  lastFailure: number;
  lastIPFailure?: string;
}

/** What a caller who must wait is told (the same for every account, known or not). */
export const tooManyFailures = (waitSeconds: number) =>
  `Too many failed sign-in attempts. Wait ${waitSeconds < 90 ? `${waitSeconds} seconds` : `${Math.ceil(waitSeconds / 60)} minutes`} and try again.`;

/** The key an attempt is counted under: unknown logins are limited exactly like real accounts. */
export const accountKeyOf = (userId: string | undefined, login: string) =>
  userId ?? `login:${login.trim().toLowerCase()}`;

/** Brute-force detection shared by every provider replica (counts and waits live in the store). */
export function bruteForceGuard(connection: Connection) {
  const db = connection.db!;
  const account = growingDelay(db, 'login-account', LOGIN_LIMITS.account);
  const client = growingDelay(db, 'login-client', LOGIN_LIMITS.client);
  const network = growingDelay(db, 'login-network', LOGIN_LIMITS.network);
  const lastFailures = () => db.collection<LastFailureRow>('identity_login_failures');
  const keysOf = (attempt: LoginAttempt) => {
    const ip = clientAddress(attempt.ip);
    return { ip, network: networkOf(ip) };
  };

  return {
    /** Seconds before this attempt may be checked at all; 0 when it may go ahead. */
    async waitSeconds(attempt: LoginAttempt): Promise<number> {
      const keys = keysOf(attempt);
      const waits = await Promise.all([
        account.waitSeconds(attempt.accountKey),
        client.waitSeconds(keys.ip),
        network.waitSeconds(keys.network),
      ]);
      return Math.max(...waits);
    },

    async recordFailure(attempt: LoginAttempt): Promise<void> {
      const keys = keysOf(attempt);
      const [accountWait, clientWait, networkWait] = await Promise.all([
        account.fail(attempt.accountKey),
        client.fail(keys.ip),
        network.fail(keys.network),
      ]);
      await lastFailures().updateOne(
        { _id: attempt.accountKey },
        { $set: { lastFailure: Date.now(), lastIPFailure: keys.ip } },
        { upsert: true },
      );
      // Keycloak's LOGIN_ERROR event, without what was typed.
      logEvent('info', 'login-failed', {
        userId: attempt.accountKey.startsWith('login:') ? undefined : attempt.accountKey,
        ip: keys.ip,
        failuresInWindow: await account.failureCount(attempt.accountKey),
        waitSeconds: Math.max(accountWait, clientWait, networkWait),
      });
    },

    /** A right password ends the account's count; the client's and network's counts stay (a guesser may own one account). */
    async recordSuccess(accountKey: string): Promise<void> {
      await account.clear(accountKey);
      await lastFailures().deleteOne({ _id: accountKey });
    },

    /** Keycloak's attack-detection status of a user: `disabled` while the user must wait. */
    async status(userId: string) {
      const row = await lastFailures().findOne({ _id: userId });
      return {
        numFailures: await account.failureCount(userId),
        disabled: (await account.waitSeconds(userId)) > 0,
        lastIPFailure: row?.lastIPFailure ?? 'n/a',
        lastFailure: row?.lastFailure ?? 0,
      };
    },

    async clear(userId?: string): Promise<void> {
      if (userId) {
        await account.clear(userId);
        await lastFailures().deleteOne({ _id: userId });
        return;
      }
      await db.collection('identity_rate_limits').deleteMany({ key: { $regex: '^login-account:' } });
      await lastFailures().deleteMany({});
    },
  };
}

export type BruteForceGuard = ReturnType<typeof bruteForceGuard>;
