import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { BOM_QUEUE, createWorkerRedis } from '../../lib/queue.js';
import type { BomUploadDoc } from './model.js';
import { readProgress } from './service.js';

/** What the progress stream sends: the upload's counts and state. */
export interface ProgressView {
  processed: number;
  total: number;
  state: BomUploadDoc['state'];
  error?: string;
}

type QueueSignal = { kind: 'progress'; processed: number; total: number } | { kind: 'active' } | { kind: 'finished' };
type Listener = (signal: QueueSignal) => void;

/** A terminal read may race the worker's last write (a final failure is stored after BullMQ reports it). */
const SETTLE_RETRY_MS = 200;
const SETTLE_TRIES = 25;
/** Catches a terminal event missed while Redis reconnected; the live updates come from the queue events. */
const SAFETY_CHECK_MS = 5_000;

const isTerminal = (state: string) => state === 'completed' || state === 'failed';

/**
 * One BullMQ QueueEvents reader per API process (job id = upload id), fanned out to the open progress streams.
 * Every API replica reads the same Redis stream, so a stream opened on any replica follows a job wherever it runs.
 */
export function createProgressFeed(redisUrl: string, logger: Logger) {
  const listeners = new Map<string, Set<Listener>>();
  let connection: Redis | null = null;
  let events: QueueEvents | null = null;
  /** QueueEvents reads on its own copy of `connection`; close() must cut it too, or it reconnects forever. */
  let copies: Redis[] = [];

  const emit = (jobId: string, signal: QueueSignal) => {
    for (const listener of listeners.get(jobId) ?? []) listener(signal);
  };

  function start() {
    if (events) return;
    connection = createWorkerRedis(redisUrl);
    const duplicate = connection.duplicate.bind(connection);
    connection.duplicate = (...args: Parameters<Redis['duplicate']>) => {
      const copy = duplicate(...args);
      copies.push(copy);
      return copy;
    };
    events = new QueueEvents(BOM_QUEUE, { connection });
    events.on('error', (error) => logger.debug({ err: error }, 'bom progress events error'));
    events.on('progress', ({ jobId, data }) => {
      const counts = data as { processed?: unknown; total?: unknown };
      if (typeof counts === 'object' && counts && typeof counts.processed === 'number' && typeof counts.total === 'number') {
        emit(jobId, { kind: 'progress', processed: counts.processed, total: counts.total });
      }
    });
    events.on('active', ({ jobId }) => emit(jobId, { kind: 'active' }));
    events.on('completed', ({ jobId }) => emit(jobId, { kind: 'finished' }));
    events.on('failed', ({ jobId }) => emit(jobId, { kind: 'finished' }));
  }

  return {
    /** Begins reading the queue's events (without waiting for Redis), so the first stream opened misses nothing. */
    start,
    /** Listens to one upload's job; returns the function that stops listening. */
    watch(uploadId: string, listener: Listener): () => void {
      start();
      const set = listeners.get(uploadId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(uploadId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(uploadId);
      };
    },
    async close(): Promise<void> {
      listeners.clear();
      // QueueEvents.close() waits for Redis, which may never come back: give it a moment, then cut the connection.
      const closing = events?.close().catch(() => undefined);
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      connection?.disconnect();
      for (const copy of copies) copy.disconnect();
      copies = [];
      events = null;
      connection = null;
    },
  };
}

export type ProgressFeed = ReturnType<typeof createProgressFeed>;

/**
 * Follows an upload (already checked to be the caller's) until it completes or fails: counts from the worker's
 * job progress events, states from the upload once the job starts or finishes. `send` gets each change once;
 * `end` is called once at the terminal state. Returns the function that stops following (client went away).
 */
export function followProgress(
  feed: ProgressFeed,
  upload: Pick<BomUploadDoc, '_id' | 'processed' | 'total' | 'state' | 'error'>,
  send: (progress: ProgressView) => void,
  end: () => void,
): () => void {
  let current: ProgressView = { processed: upload.processed ?? 0, total: upload.total ?? 0, state: upload.state, ...(upload.error ? { error: upload.error } : {}) };
  let last = '';
  let stopped = false;
  let settleTimer: NodeJS.Timeout | undefined;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    unwatch();
    clearInterval(safety);
    clearTimeout(settleTimer);
  };
  const show = (next: ProgressView) => {
    if (stopped) return;
    current = next;
    const payload = JSON.stringify(next);
    if (payload !== last) {
      last = payload;
      send(next);
    }
    if (isTerminal(next.state)) {
      stop();
      end();
    }
  };
  const reread = async (tries: number) => {
    try {
      const stored = await readProgress(upload._id);
      if (stopped) return;
      if (!stored) {
        stop();
        end();
        return;
      }
      show({ processed: stored.processed ?? 0, total: stored.total ?? 0, state: stored.state, ...(stored.error ? { error: stored.error } : {}) });
    } catch {
      /* the store hiccupped: the safety check reads again */
    }
    if (!stopped && tries > 1) settleTimer = setTimeout(() => void reread(tries - 1), SETTLE_RETRY_MS);
  };

  const unwatch = feed.watch(String(upload._id), (signal) => {
    if (signal.kind === 'progress') show({ ...current, processed: signal.processed, total: signal.total, state: 'processing' });
    else if (signal.kind === 'active') void reread(1);
    else void reread(SETTLE_TRIES);
  });
  const safety = setInterval(() => void reread(1), SAFETY_CHECK_MS);
  show(current);
  // The upload was read before the watch began: one more read closes that gap.
  if (!stopped) void reread(1);
  return stop;
}
