import { Router } from 'express';
import type { DomainFactory } from '../module.js';
import { withRedis } from '../../lib/queue.js';
import { createBomQueue } from '../bom/queueing.js';

export const NO_WORKER_MESSAGE = 'No BOM worker is running: uploads wait in the queue and processing is delayed until one is back.';
export const QUEUE_PAUSED_MESSAGE = 'Processing is paused by an operator; your BOM will be processed when it resumes.';
export const REDIS_DOWN_STATUS = 'The processing queue (Redis) is unavailable: BOM processing is delayed until it is back.';

export interface ProcessingStatus {
  redis: 'ok' | 'down';
  /** BOM workers connected to the queue (BullMQ's worker list). */
  workers: number;
  /** An operator paused the BOM queue (BullMQ's pause flag): uploads wait until it is resumed. */
  paused: boolean;
  delayed: boolean;
  message: string | null;
}

/**
 * Is BOM processing running? Redis answers, the queue is not paused by an operator, and at least one worker is connected (BullMQ's worker list: a killed
 * worker's connection closes, so it drops out at once). Feeds /readyz and the pages' "processing is delayed" notice.
 */
export const processingDomain: DomainFactory = ({ config, logger, readiness }) => {
  const bomQueue = createBomQueue(config.redisUrl, logger);
  let cached: { at: number; status: Promise<ProcessingStatus> } | null = null;

  async function readStatus(): Promise<ProcessingStatus> {
    try {
      const queue = await bomQueue.get();
      const [workerList, paused] = await withRedis(bomQueue.redis, () => Promise.all([queue.getWorkers(), queue.isPaused()]), 2000);
      const workers = workerList.length;
      // a pause is an operator's decision: say so first, even when no worker runs either
      const message = paused ? QUEUE_PAUSED_MESSAGE : workers === 0 ? NO_WORKER_MESSAGE : null;
      return { redis: 'ok', workers, paused, delayed: paused || workers === 0, message };
    } catch {
      return { redis: 'down', workers: 0, paused: false, delayed: true, message: REDIS_DOWN_STATUS };
    }
  }

  /** At most one worker-list read per second per replica, however many pages ask. */
  function status(): Promise<ProcessingStatus> {
    if (!cached || Date.now() - cached.at > 1000) cached = { at: Date.now(), status: readStatus() };
    return cached.status;
  }

  readiness.set('redis', async () => {
    if ((await status()).redis === 'down') throw new Error('Redis is unreachable');
  });
  readiness.set('bom-workers', async () => {
    const s = await status();
    if (s.redis === 'ok' && s.workers === 0) throw new Error('no BOM worker is alive');
  });

  const router = Router();
  router.get('/processing/status', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await status());
  });

  return {
    name: 'processing',
    router,
    async stop() {
      // close(), not get(): getting the queue connects a client that was never used, and with Redis down that client
      // kept reconnecting after stop, so a test process never exited.
      await bomQueue.close();
    },
  };
};
