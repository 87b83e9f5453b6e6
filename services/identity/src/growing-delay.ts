import type { Connection } from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';

export interface GrowingDelaySettings {
  /** Failures counted within this window (seconds); the count starts again after it. */
  windowSeconds: number;
  /** Failures allowed in the window before any delay. */
  freeFailures: number;
  /** Delay after the first failure past the free ones; it doubles with each further failure. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** Seconds to wait after the n-th failure in the window: none for the free ones, then first, 2×first, 4×first ... max. */
export function delayAfterFailures(failures: number, settings: GrowingDelaySettings): number {
  const past = failures - settings.freeFailures;
  if (past <= 0) return 0;
  return Math.min(settings.maxDelaySeconds, settings.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
}

/**
 * A failure counter per key with a delay that grows with each failure past the free ones, kept in the store through
 * rate-limiter-flexible so every provider replica sees the same counts and waits (collection `identity_rate_limits`).
 */
type Db = NonNullable<Connection['db']>;

export function growingDelay(db: Db, name: string, settings: GrowingDelaySettings) {
  const common = { storeClient: db, dbName: db.databaseName, tableName: 'identity_rate_limits' };
  const failures = new RateLimiterMongo({
    ...common,
    keyPrefix: `${name}:failures`,
    points: Number.MAX_SAFE_INTEGER,
    duration: settings.windowSeconds,
  });
  const waits = new RateLimiterMongo({
    ...common,
    keyPrefix: `${name}:wait`,
    points: 1,
    duration: settings.maxDelaySeconds,
  });

  return {
    settings,
    /** Seconds the key must still wait before its next attempt is looked at (0: go ahead). */
    async waitSeconds(key: string): Promise<number> {
      const wait = await waits.get(key);
      return wait && wait.consumedPoints > 1 ? Math.ceil(wait.msBeforeNext / 1000) : 0;
    },
    /** Counts a failure and starts the wait it earns; returns that wait in seconds. */
    async fail(key: string): Promise<number> {
      const counted = await failures.penalty(key, 1);
      const delay = delayAfterFailures(counted.consumedPoints, settings);
      if (delay > 0) await waits.block(key, delay);
      return delay;
    },
    async failureCount(key: string): Promise<number> {
      return (await failures.get(key))?.consumedPoints ?? 0;
    },
    async clear(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}

export type GrowingDelay = ReturnType<typeof growingDelay>;
