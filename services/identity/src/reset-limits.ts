import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddress } from './client-address.js';

/** Password-reset requests: numbers in docs/security.md. */
export const RESET_LIMITS = {
  /** Reset emails one account receives per hour: enough to retry a lost email, too few to flood an inbox. */
  perAccount: { points: 3, duration: 3600 },
  /** Reset requests one client address may make per hour, for any accounts. */
  perClient: { points: 10, duration: 3600 },
};

/** Counts in the store (collection `identity_rate_limits`), so every provider replica shares them. */
export function resetLimits(connection: Connection) {
  const db = connection.db!;
  const common = { storeClient: db, dbName: db.databaseName, tableName: 'identity_rate_limits' };
  const perAccount = new RateLimiterMongo({ ...common, keyPrefix: 'reset-account', ...RESET_LIMITS.perAccount });
  const perClient = new RateLimiterMongo({ ...common, keyPrefix: 'reset-client', ...RESET_LIMITS.perClient });
  /** Seconds until the key may go again, or 0 when this request is within its limit. */
  const consume = async (limiter: RateLimiterMongo, key: string) => {
    try {
      await limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.ceil(refusal.msBeforeNext / 1000);
      throw refusal;
    }
  };
  return {
    /** Seconds the client must wait before another reset request, 0 to go ahead. */
    clientWaitSeconds: (ip: string | undefined) => consume(perClient, clientAddress(ip)),
    /** Whether the account (or the unknown login, counted alike) may be sent another reset email now. */
    accountMaySend: async (accountKey: string) => (await consume(perAccount, accountKey)) === 0,
  };
}

export type ResetLimits = ReturnType<typeof resetLimits>;
