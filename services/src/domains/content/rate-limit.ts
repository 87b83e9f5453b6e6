import type { NextFunction, Request, Response } from 'express';
import { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.js';

/** Fixed-window rate limits per IP and form, counted in Redis so every API process shares them. */
export interface RateLimiter {
  /** Express middleware: 429 when the IP used up its budget for `form`, 503 when Redis cannot be reached. */
  forForm(form: string, label: string): (req: Request, res: Response, next: NextFunction) => Promise<void>;
  close(): Promise<void>;
}

export const FORM_LIMIT_PER_WINDOW = 10;
export const FORM_WINDOW_SECONDS = 60;

export function createRateLimiter(redisUrl: string, limit = FORM_LIMIT_PER_WINDOW, windowSeconds = FORM_WINDOW_SECONDS): RateLimiter {
  // No offline queue and one attempt: a form answers 503 at once instead of hanging while Redis is down.
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => undefined); // reported per request as 503
  let connecting: Promise<void> | null = null;
  const ensureConnected = async () => {
    if (redis.status === 'ready') return;
    if (redis.status === 'wait' || redis.status === 'end') {
      connecting ??= redis.connect().finally(() => {
        connecting = null;
      });
    }
    if (connecting) await connecting;
    if ((redis.status as string) !== 'ready') throw new Error(`redis is ${redis.status}`);
  };

  return {
    forForm(form, label) {
      return async (req, res, next) => {
        const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
        const window = Math.floor(Date.now() / 1000 / windowSeconds);
        const key = `ratelimit:${form}:${ip}:${window}`;
        let count: number;
        try {
          await ensureConnected();
          const results = await redis.multi().incr(key).expire(key, windowSeconds + 1).exec();
          count = Number(results?.[0]?.[1] ?? 0);
        } catch {
          throw AppError.unavailable(`The ${label} form is temporarily unavailable (our rate limiter cannot be reached). Try again in a minute.`);
        }
        res.setHeader('RateLimit-Limit', String(limit));
        res.setHeader('RateLimit-Remaining', String(Math.max(0, limit - count)));
        if (count > limit) {
          const retryAfter = windowSeconds - (Math.floor(Date.now() / 1000) % windowSeconds);
          res.setHeader('Retry-After', String(retryAfter));
          throw new AppError(
            'resource-exhausted',
            `Too many ${label} submissions from your network: at most ${limit} per minute. Try again in ${retryAfter} seconds.`,
            { limit, windowSeconds, retryAfterSeconds: retryAfter },
          );
        }
        next();
      };
    },
    async close() {
      if (redis.status === 'end') return;
      redis.disconnect();
    },
  };
}
