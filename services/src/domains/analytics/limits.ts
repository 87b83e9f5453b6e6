import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/app-error.js';

/** Events one client (its IP) may send per minute; the rest are refused, so nobody can inflate the figures. */
export const EVENTS_PER_MINUTE = 120;
/** The largest event body we accept: a page view or product event is a few hundred bytes. */
export const MAX_EVENT_BYTES = 4096;

export function createEventLimiter(redis: Redis, points = EVENTS_PER_MINUTE) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'ratelimit:analytics',
    points,
    duration: 60,
    // While Redis is down each process limits on its own: analytics never breaks a page, and stays bounded.
    insuranceLimiter: new RateLimiterMemory({ points, duration: 60 }),
  });
  return async (clientKey: string): Promise<void> => {
    try {
      await limiter.consume(clientKey);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        throw new AppError('resource-exhausted', `Too many analytics events from your network: at most ${points} a minute. Try again in ${seconds} seconds.`, {
          retryAfterSeconds: seconds,
        });
      }
      throw error;
    }
  };
}
