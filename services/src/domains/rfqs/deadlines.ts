import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { openApiQueue, startQueueWorker, withRedis } from '../../lib/queue.js';
import { notify } from '../notifications/service.js';
import { RfqModel, type RfqDoc } from './model.js';
import { quietly, supplierOwners } from './notify.js';
import { QuoteModel } from './quote-model.js';

/**
 * Deadlines of an open RFQ as BullMQ delayed jobs (never a timer in the API): quoting closes at the end of the due
 * day (UTC), and invitees who have not answered are reminded 48 h before. Job ids name the RFQ and the due date, so
 * scheduling twice adds nothing, and a job whose due date is no longer the RFQ's (it was extended) does nothing.
 */
export const RFQ_DEADLINE_QUEUE = 'rfq-deadlines';
export const REMINDER_HOURS = 48;
const DAY_MS = 86_400_000;

export type DeadlineKind = 'close' | 'remind';
export interface DeadlineJobData {
  kind: DeadlineKind;
  rfqId: string;
  /** The due date (YYYY-MM-DD) the job was scheduled for. */
  dueDate: string;
}

export const day = (d: Date) => d.toISOString().slice(0, 10);
export const closesAt = (dueDate: Date) => new Date(dueDate.getTime() + DAY_MS);
export const remindsAt = (dueDate: Date) => new Date(closesAt(dueDate).getTime() - REMINDER_HOURS * 3_600_000);
export const deadlineJobId = (kind: DeadlineKind, rfqId: string, dueDate: Date | string) => `${kind}:${rfqId}:${typeof dueDate === 'string' ? dueDate : day(dueDate)}`;

const JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential' as const, delay: 5000 }, removeOnComplete: { age: 30 * 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } };

/** The API's handle on the deadline queue (set by the rfq-deadlines domain); without it, deadlines are scheduled when the worker sweeps. */
let api: { redis: Redis; queue: Queue<DeadlineJobData> } | null = null;

/** The API's queue handle, or null outside the API (then the worker's sweep schedules). */
export const deadlineQueue = () => api;

export function openDeadlineQueue(redisUrl: string, logger: Logger) {
  const opened = openApiQueue<DeadlineJobData>(RFQ_DEADLINE_QUEUE, redisUrl, logger, () => {
    if (api?.queue === opened.queue) api = null;
  });
  api = { redis: opened.redis, queue: opened.queue };
  return { queue: opened.queue, close: opened.close };
}

/** Adds the close job and, while it is still ahead, the reminder; the delay comes from `now` so tests can move the clock. */
export async function scheduleOn(queue: Queue<DeadlineJobData>, doc: Pick<RfqDoc, '_id' | 'dueDate'>, now = new Date()): Promise<void> {
  const rfqId = String(doc._id);
  const dueDate = day(doc.dueDate);
  await queue.add('close', { kind: 'close', rfqId, dueDate }, { ...JOB_OPTIONS, jobId: deadlineJobId('close', rfqId, dueDate), delay: Math.max(0, closesAt(doc.dueDate).getTime() - now.getTime()) });
  const remind = remindsAt(doc.dueDate).getTime() - now.getTime();
  if (remind > 0) await queue.add('remind', { kind: 'remind', rfqId, dueDate }, { ...JOB_OPTIONS, jobId: deadlineJobId('remind', rfqId, dueDate), delay: remind });
}

/** Called when an RFQ is sent or reopened. */
export async function scheduleDeadlines(doc: Pick<RfqDoc, '_id' | 'dueDate'>, now = new Date()): Promise<void> {
  if (!api) return;
  const { redis, queue } = api;
  await withRedis(redis, () => scheduleOn(queue, doc, now));
}

/** Fires one deadline job: closes quoting (and tells everyone) or reminds invitees who have not answered. */
export async function runDeadlineJob(data: DeadlineJobData, now = new Date()): Promise<'done' | 'stale'> {
  const doc = await RfqModel.findById(data.rfqId).lean<RfqDoc>();
  if (!doc || doc.status !== 'open' || day(doc.dueDate) !== data.dueDate) return 'stale';
  const link = `/rfq/${data.rfqId}`;
  if (data.kind === 'close') {
    const closed = await RfqModel.updateOne({ _id: doc._id, status: 'open', dueDate: doc.dueDate, quotingClosedAt: null }, { $set: { quotingClosedAt: now, updatedAt: now } });
    if (closed.modifiedCount === 0) return 'stale';
    const owners = await supplierOwners(doc.suppliers.map((s) => s.id));
    await quietly('due date passed', () =>
      notify([
        { uid: doc.uid, kind: 'due-date-passed', title: `Quoting closed for "${doc.title}"`, body: 'The due date has passed: compare the quotes and award.', link, subject: data.rfqId },
        ...[...owners.values()].map((uid) => ({ uid, kind: 'due-date-passed' as const, title: `Quoting closed for "${doc.title}"`, body: `Quotes were due on ${data.dueDate}; the buyer is now comparing.`, link, subject: data.rfqId })),
      ]),
    );
    return 'done';
  }
  const answered = new Set(await QuoteModel.distinct('supplierId', { rfqId: data.rfqId }));
  const silent = doc.suppliers.filter((s) => !answered.has(s.id)).map((s) => s.id);
  const owners = await supplierOwners(silent);
  await quietly('reminder', () =>
    notify([...owners.values()].map((uid) => ({ uid, kind: 'reminder' as const, title: `Quotes for "${doc.title}" are due ${data.dueDate}`, body: 'Quoting closes at the end of the due date (UTC). Send a quote or decline.', link, subject: data.rfqId }))),
  );
  return 'done';
}

/**
 * The worker side: processes deadline jobs and, on start, schedules every open RFQ's jobs again (ids make it
 * idempotent), so an RFQ sent while Redis was down still closes on time.
 */
export async function startDeadlineWorker(redisUrl: string, logger: Logger, now: () => Date = () => new Date()) {
  const running = await startQueueWorker<DeadlineJobData, 'done' | 'stale'>(redisUrl, RFQ_DEADLINE_QUEUE, (job) => runDeadlineJob(job.data, now()), {
    concurrency: 4,
    logger,
    failure: 'rfq deadline job failed',
  });
  const open = await RfqModel.find({ status: 'open', quotingClosedAt: null }, { _id: 1, dueDate: 1 }).lean<Pick<RfqDoc, '_id' | 'dueDate'>[]>();
  for (const doc of open) await scheduleOn(running.queue, doc, now());
  return running;
}

