import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error.js';

export interface AbuseLimitOptions {
  redis: Redis;
  /** Redis key prefix: one counter family per limit. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The counted key (a user id, an IP); undefined skips the limit for that request. */
  keyOf: (req: Parameters<RequestHandler>[0]) => string | undefined;
  /** The 429 message, shown as is by the UI (its toast/error shows the API's message). */
  message: (retryAfterSeconds: number) => string;
}

/**
 * A limit counted in Redis (shared by every replica), answering 429 with Retry-After and a message people can act on.
 * While Redis is down, each process counts on its own (the insurance limiter), so the limit holds, per process.
 */
export function abuseLimit({ redis, name, points, durationSeconds, keyOf, message }: AbuseLimitOptions): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `ratelimit:${name}`,
    points,
    duration: durationSeconds,
    insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
  });
  return (req, res, next) => {
    const key = keyOf(req);
    if (!key) return next();
    limiter.consume(key).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof RateLimiterRes)) return next(error);
        const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        res.setHeader('Retry-After', String(seconds));
        next(new AppError('resource-exhausted', message(seconds), { limit: points, windowSeconds: durationSeconds, retryAfterSeconds: seconds }));
      },
    );
  };
}
