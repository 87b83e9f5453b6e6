import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { AppError } from '../../lib/app-error.js';
import { BOM_JOB_OPTIONS, BOM_QUEUE, createApiRedis, requireRedis, withRedis, type BomJobData } from '../../lib/queue.js';

const BUSY_MESSAGE = 'This BOM is being processed right now; wait for it to finish before processing it again.';

/**
 * The API's handle on the BOM processing queue: a lazily connected Redis client that answers 503 while Redis
 * is down. Each domain that queues BOM work (bom itself, the waitlist review) holds one.
 */
export function createBomQueue(redisUrl: string, logger: Logger) {
  const redis = createApiRedis(redisUrl);
  let queue: Queue<BomJobData> | null = null;

  async function get(): Promise<Queue<BomJobData>> {
    await requireRedis(redis);
    if (!queue) {
      queue = new Queue<BomJobData>(BOM_QUEUE, { connection: redis });
      queue.on('error', (error) => logger.warn({ err: error }, 'bom queue error'));
    }
    return queue;
  }

  return {
    redis,
    get,
    /** The job id is the upload id, so a finished job must go before the upload is queued again; an active one is a 409. */
    async clearFinishedJob(uploadId: string): Promise<void> {
      const q = await get();
      const existing = await withRedis(redis, () => q.getJob(uploadId));
      if (!existing) return;
      const state = await withRedis(redis, () => existing.getState());
      if (state === 'active') throw AppError.conflict(BUSY_MESSAGE);
      try {
        await withRedis(redis, () => existing.remove());
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The worker locked it between our two reads.
        throw AppError.conflict(BUSY_MESSAGE);
      }
    },
    async add(data: BomJobData): Promise<void> {
      const q = await get();
      await withRedis(redis, () => q.add('process', data, { ...BOM_JOB_OPTIONS, jobId: data.uploadId }));
    },
    async close(): Promise<void> {
      if (queue) await queue.close().catch(() => undefined);
      redis.disconnect();
    },
  };
}

export type BomQueue = ReturnType<typeof createBomQueue>;
