import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * The operators' 24-hour view of a queue (issue 41), all from Redis so every API replica and worker agrees:
 * completed and failed per minute are BullMQ's own metrics (the worker runs with `metrics: QUEUE_METRICS`), waiting
 * per minute is sampled by each worker into one hash per queue (a replica sampling the same minute writes the same
 * field, so nothing is double counted).
 */
export const HISTORY_MINUTES = 24 * 60;
export const QUEUE_METRICS = { maxDataPoints: HISTORY_MINUTES };
const MINUTE_MS = 60_000;
const waitingKey = (queue: string) => `forge:queue-history:${queue}:waiting`;

export interface HistoryPoint {
  /** The minute's start (ISO). */
  at: string;
  completed: number;
  /** Jobs that failed for good that minute (an attempt that will be retried is not counted: see retriedJobs). */
  failed: number;
  /** Jobs waiting when the minute was sampled; null when no worker sampled it. */
  waiting: number | null;
}

/** Stores this minute's waiting count (and forgets samples older than 24 h). */
export async function sampleWaiting(queue: Queue, redis: Redis, now = Date.now()): Promise<void> {
  // a paused queue keeps its jobs in the wait list: they are counted as waiting here
  const counts = await queue.getJobCounts('waiting', 'prioritized');
  const minute = Math.floor(now / MINUTE_MS);
  const key = waitingKey(queue.name);
  await redis.hset(key, String(minute), String((counts.waiting ?? 0) + (counts.prioritized ?? 0)));
  const stale = (await redis.hkeys(key)).filter((field) => Number(field) <= minute - HISTORY_MINUTES);
  if (stale.length) await redis.hdel(key, ...stale);
}

/** Samples every minute until stopped (the worker's job, one sampler per worker process). */
export function startWaitingSampler(queue: Queue, redis: Redis, onError: (error: unknown) => void): () => void {
  const sample = () => void sampleWaiting(queue, redis).catch(onError);
  sample();
  const timer = setInterval(sample, MINUTE_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * BullMQ's per-minute counts as minutes: the list's head is the minute before the last recorded event's minute,
 * and that minute's own count so far is `count - prevCount` (see bullmq's collectMetrics.lua).
 */
export function perMinute(metrics: { meta: { count: number; prevTS: number; prevCount: number }; data: number[] }): Map<number, number> {
  const out = new Map<number, number>();
  if (!metrics.meta.prevTS) return out;
  const last = Math.floor(metrics.meta.prevTS / MINUTE_MS);
  out.set(last, Math.max(0, metrics.meta.count - metrics.meta.prevCount));
  metrics.data.forEach((value, i) => out.set(last - 1 - i, value));
  return out;
}

/** The last 24 h, one point a minute, oldest first. */
export async function queueHistory(queue: Queue, redis: Redis, now = Date.now()): Promise<HistoryPoint[]> {
  const [completed, failed, waiting] = await Promise.all([
    queue.getMetrics('completed', 0, HISTORY_MINUTES - 1),
    queue.getMetrics('failed', 0, HISTORY_MINUTES - 1),
    redis.hgetall(waitingKey(queue.name)),
  ]);
  const done = perMinute(completed);
  const failures = perMinute(failed);
  const current = Math.floor(now / MINUTE_MS);
  const points: HistoryPoint[] = [];
  for (let minute = current - HISTORY_MINUTES + 1; minute <= current; minute++) {
    const sampled = waiting[String(minute)];
    points.push({ at: new Date(minute * MINUTE_MS).toISOString(), completed: done.get(minute) ?? 0, failed: failures.get(minute) ?? 0, waiting: sampled === undefined ? null : Number(sampled) });
  }
  return points;
}

export interface RetriedJob {
  id: string;
  fileName: string;
  state: string;
  /** Times the job was run again after its first attempt. */
  retries: number;
  error: string;
}

/** The most recent jobs that needed more than one attempt, with how many (newest first, at most `limit`). */
export async function retriedJobs(queue: Queue, limit = 20): Promise<RetriedJob[]> {
  const jobs = (await queue.getJobs(['active', 'wait', 'delayed', 'completed', 'failed'], 0, 199, false)) as (Job | undefined)[];
  const retried: (RetriedJob & { at: number })[] = [];
  for (const job of jobs) {
    if (!job) continue;
    const retries = Math.max(0, (job.attemptsStarted ?? job.attemptsMade) - 1);
    if (retries === 0) continue;
    retried.push({
      id: job.id ?? '',
      fileName: (job.data as { fileName?: string } | undefined)?.fileName ?? job.name,
      state: await job.getState(),
      retries,
      error: job.failedReason ?? job.stacktrace?.at(-1)?.split('\n')[0] ?? '',
      at: job.finishedOn ?? job.processedOn ?? job.timestamp,
    });
  }
  return retried.sort((a, b) => b.at - a.at).slice(0, limit).map(({ at: _at, ...job }) => job);
}
