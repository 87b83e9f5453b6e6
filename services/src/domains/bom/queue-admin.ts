import type { Job, Queue } from 'bullmq';
import { AppError } from '../../lib/app-error.js';
import type { BomJobData } from '../../lib/queue.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function recentDurations(queue: Queue<BomJobData>, now = Date.now()) {
  const completed = (await queue.getJobs(['completed'], 0, 499, false)) as Job<BomJobData>[];
  const durations = completed
    .filter((j) => j && j.finishedOn && j.processedOn)
    .map((j) => j.finishedOn! - j.processedOn!)
    .sort((a, b) => a - b);
  const lastMinute = completed.filter((j) => j?.finishedOn && now - j.finishedOn <= 60_000).length;
  return {
    throughputPerMin: lastMinute,
    durationsMs: { p50: percentile(durations, 50), p95: percentile(durations, 95), p99: percentile(durations, 99) },
    sample: durations.length,
  };
}

/** A queue's job counts as operators read them: BullMQ keeps a paused queue's jobs in its wait list, shown as paused. */
function shownCounts(counts: Record<string, number>, paused: boolean) {
  const waiting = (counts.waiting ?? 0) + (counts.prioritized ?? 0);
  return {
    waiting: paused ? 0 : waiting,
    active: counts.active ?? 0,
    completed: counts.completed ?? 0,
    failed: counts.failed ?? 0,
    delayed: counts.delayed ?? 0,
    paused: paused ? waiting : 0,
  };
}

export async function queueStats(queue: Queue<BomJobData>) {
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized', 'waiting-children');
  const paused = await queue.isPaused();
  const { throughputPerMin, durationsMs } = await recentDurations(queue);
  const failedJobs = (await queue.getJobs(['failed'], 0, 49, false)) as Job<BomJobData>[];
  return {
    counts: shownCounts(counts, paused),
    paused,
    throughputPerMin,
    durationsMs,
    failed: failedJobs
      .filter(Boolean)
      .map((j) => ({
        id: j.id ?? '',
        uploadId: j.data?.uploadId ?? j.id ?? '',
        fileName: j.data?.fileName ?? '',
        error: j.failedReason ?? '',
        attemptsMade: j.attemptsMade,
        failedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
      })),
  };
}

const queueTarget = (queue: Queue, jobId?: string) =>
  jobId ? { type: 'queue-job', id: `${queue.name}:${jobId}`, label: `${queue.name} job ${jobId}` } : { type: 'queue', id: queue.name, label: queue.name };

export async function retryJob(actor: AuditActor, queue: Queue<BomJobData>, id: string) {
  const job = await queue.getJob(id);
  if (!job) throw AppError.notFound(`No job with id "${id}".`);
  const state = await job.getState();
  if (state !== 'failed') throw AppError.conflict(`Job "${id}" is ${state}; only failed jobs can be retried.`);
  const before = { state, attemptsMade: job.attemptsMade, error: job.failedReason ?? '' };
  await job.retry('failed');
  await recordAdminAction(actor, { action: 'queue.retry', target: queueTarget(queue, id), before, after: { state: 'waiting' } });
  return { id, state: 'waiting' as const };
}

export async function removeJob(actor: AuditActor, queue: Queue<BomJobData>, id: string) {
  const job = await queue.getJob(id);
  if (!job) throw AppError.notFound(`No job with id "${id}".`);
  const state = await job.getState();
  if (state === 'active') throw AppError.conflict(`Job "${id}" is running; wait for it to finish or fail before removing it.`);
  await job.remove();
  await recordAdminAction(actor, { action: 'queue.remove', target: queueTarget(queue, id), before: { state, fileName: job.data?.fileName ?? '' }, after: null });
  return { id, removed: true as const };
}

/** Pauses or resumes the queue; the audit entry says whether it was paused before. */
export async function setQueuePaused(actor: AuditActor, queue: Queue<BomJobData>, paused: boolean) {
  const before = await queue.isPaused();
  if (paused) await queue.pause();
  else await queue.resume();
  await recordAdminAction(actor, { action: paused ? 'queue.pause' : 'queue.resume', target: queueTarget(queue), before: { paused: before }, after: { paused } });
  return { paused };
}

const QUEUE_DESCRIPTIONS: Record<string, string> = {
  'rfq-deadlines': 'Closes RFQs at the end of their due day and reminds invitees 48 h before',
};

/** Counts, pause state and recent failures (with their attempts) of any queue, for the operators' list. */
export async function queueSummary(queue: Queue) {
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized');
  const paused = await queue.isPaused();
  const failed = (await queue.getJobs(['failed'], 0, 19, false)) as Job[];
  return {
    name: queue.name,
    description: QUEUE_DESCRIPTIONS[queue.name] ?? '',
    counts: shownCounts(counts, paused),
    paused,
    failed: failed.filter(Boolean).map((j) => ({
      id: j.id ?? '',
      name: j.name,
      error: j.failedReason ?? '',
      attemptsMade: j.attemptsMade,
      failedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
    })),
  };
}
