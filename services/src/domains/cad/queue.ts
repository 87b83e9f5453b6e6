import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createApiRedis, withRedis } from '../../lib/queue.js';

/** The model-reading queue: one job per file, jobId `model-{fileId}`, so queueing twice adds nothing (BullMQ refuses a colon in it). */
export const CAD_QUEUE = 'cad-models';

export interface CadJobData {
  fileId: string;
}

export const cadJobId = (fileId: string) => `model-${fileId}`;

export const CAD_JOB_OPTIONS = {
  // a second try only for failures outside the file (the store or the reader process); bad content is final
  attempts: 2,
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 2000 },
  removeOnFail: { age: 30 * 24 * 3600, count: 5000 },
};

let api: { redis: Redis; queue: Queue<CadJobData> } | null = null;

/** The API's handle (opened by the cad domain); without it, the worker's sweep of queued files adds the jobs. */
export function openCadQueue(redisUrl: string, logger: Logger) {
  const redis = createApiRedis(redisUrl);
  const queue = new Queue<CadJobData>(CAD_QUEUE, { connection: redis });
  queue.on('error', (error) => logger.warn({ err: error }, 'cad queue error'));
  api = { redis, queue };
  return {
    queue,
    async close() {
      if (api?.queue === queue) api = null;
      await Promise.race([queue.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      redis.disconnect();
    },
  };
}

export async function enqueueModel(fileId: string): Promise<boolean> {
  if (!api) return false;
  const { redis, queue } = api;
  await withRedis(redis, () => queue.add('read', { fileId }, { ...CAD_JOB_OPTIONS, jobId: cadJobId(fileId) }));
  return true;
}
