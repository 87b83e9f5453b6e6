import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { openApiQueue, withRedis } from '../../lib/queue.js';

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

let api: { redis: Redis; queue: Queue<CadJobData>; logger: Logger } | null = null;

/** The API's logger for the cad domain (given when the domain opened its queue), or null outside the API. */
export const cadApiLogger = () => api?.logger ?? null;

/** The API's handle (opened by the cad domain); without it, the worker's sweep of queued files adds the jobs. */
export function openCadQueue(redisUrl: string, logger: Logger) {
  const opened = openApiQueue<CadJobData>(CAD_QUEUE, redisUrl, logger, () => {
    if (api?.queue === opened.queue) api = null;
  });
  api = { redis: opened.redis, queue: opened.queue, logger };
  return { queue: opened.queue, close: opened.close };
}

export async function enqueueModel(fileId: string): Promise<boolean> {
  if (!api) return false;
  const { redis, queue } = api;
  await withRedis(redis, () => queue.add('read', { fileId }, { ...CAD_JOB_OPTIONS, jobId: cadJobId(fileId) }));
  return true;
}
