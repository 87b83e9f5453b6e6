import { Queue, Worker, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { AppError } from './app-error.js';

// The BOM queue's name and job payload are the contract's: the API adds jobs, the worker takes them.
export { BOM_QUEUE, type BomJobData } from '@forge/contract';

export const BOM_JOB_OPTIONS = {
  attempts: 4,
  backoff: { type: 'exponential' as const, delay: 1000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 2000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 5000 },
};

/**
 * A client for request paths: fails fast while Redis is down (no offline queue, one retry) so the API can
 * answer 503 instead of hanging, and reconnects in the background.
 */
export function createApiRedis(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(200 * times, 2000),
    ...options,
  });
  client.on('error', () => undefined);
  return client;
}

/**
 * A queue the API adds jobs to, on its own request-path connection. `onClose` runs first on close (the caller drops
 * its handle); a queue whose Redis never answered would wait for it forever on close, so that wait is cut at 2 s.
 */
export function openApiQueue<Data>(name: string, redisUrl: string, logger: Logger, onClose: () => void = () => undefined) {
  const redis = createApiRedis(redisUrl);
  const queue = new Queue<Data>(name, { connection: redis });
  queue.on('error', (error) => logger.warn({ err: error }, `${name} queue error`));
  return {
    redis,
    queue,
    async close() {
      onClose();
      await Promise.race([queue.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      redis.disconnect();
    },
  };
}

/** A client for the worker (BullMQ needs maxRetriesPerRequest: null for blocking commands). */
export function createWorkerRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(200 * times, 2000) });
  client.on('error', () => undefined);
  return client;
}

/**
 * A queue and the worker that runs its jobs, each on its own worker connection; a failed job is logged as `failure`.
 * `prepare` runs on the queue before the worker starts (a job scheduler is upserted there). `close()` lets a running
 * job finish, then disconnects both.
 */
export async function startQueueWorker<Data, Result>(
  redisUrl: string,
  name: string,
  run: (job: Job<Data, Result>) => Promise<Result>,
  options: { concurrency: number; logger: Logger; failure: string; prepare?: (queue: Queue<Data, Result>) => Promise<unknown> },
) {
  const connection = createWorkerRedis(redisUrl);
  const queueConnection = createWorkerRedis(redisUrl);
  const queue = new Queue<Data, Result>(name, { connection: queueConnection });
  await options.prepare?.(queue);
  const worker = new Worker<Data, Result>(name, run, { connection, concurrency: options.concurrency });
  worker.on('failed', (job, error) => options.logger.warn({ err: error, jobId: job?.id }, options.failure));
  return {
    queue,
    worker,
    async close() {
      await worker.close();
      await queue.close();
      connection.disconnect();
      queueConnection.disconnect();
    },
  };
}

export const REDIS_DOWN_MESSAGE = 'The processing queue (Redis) is unavailable right now; BOM processing and queue operations will resume when it is back. Try again shortly.';

/** Throws a 503 unless the client is connected; starts connecting if it was never used. */
export async function requireRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') return;
  if (client.status === 'wait') {
    try {
      await Promise.race([client.connect(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2500).unref())]);
    } catch {
      /* fall through */
    }
    if ((client.status as string) === 'ready') return;
  }
  throw AppError.unavailable(REDIS_DOWN_MESSAGE);
}

/** Runs a queue operation; connection failures become a clear 503. */
export async function withRedis<T>(client: Redis, op: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  await requireRedis(client);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      op(),
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(AppError.unavailable(REDIS_DOWN_MESSAGE)), timeoutMs);
      }),
    ]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = (error as Error).message ?? '';
    if (/connection|ECONNREFUSED|ETIMEDOUT|closed|max retries|Stream isn't writeable|reconnect/i.test(message) || client.status !== 'ready') {
      throw AppError.unavailable(REDIS_DOWN_MESSAGE);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
