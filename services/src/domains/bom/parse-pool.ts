/**
 * A small pool of worker threads that read BOM files (parse-thread.ts runs analyse.ts). Reading an XLSX with
 * exceljs or classifying 20,000 lines is seconds of synchronous CPU; on a thread, the event loop keeps serving
 * requests, /metrics, BullMQ lock renewals and shutdown signals. Each thread has a heap cap and each task a time
 * limit: a hostile file that hits either fails with a clear 400-style error and only its thread is replaced.
 */
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode } from '../../lib/app-error.js';
import type { ClassifiedLine, ClassifyInput, ClassifyOutcome, InspectInput, TableInspection } from './analyse.js';

export type ThreadTask = { kind: 'inspect'; input: InspectInput } | { kind: 'classify'; input: ClassifyInput };

export interface ThreadRequest {
  id: number;
  task: ThreadTask;
}

export type ThreadReply =
  | { id: number; type: 'chunk'; lines: ClassifiedLine[]; offset: number; total: number }
  | { id: number; type: 'result'; value: unknown }
  | { id: number; type: 'error'; error: { app: boolean; code: ErrorCode | null; message: string; details: unknown } };

export interface ParsePoolOptions {
  /** Threads at most; they start on demand and stop after idleMs without work. */
  threads: number;
  /** Heap (old generation) cap per thread. */
  maxHeapMb: number;
  /** Time limit per task, measured from the moment a thread takes it. */
  timeoutMs: number;
  idleMs?: number;
}

/** The reading thread failed for a reason other than the file's content (retrying may help). */
export class ParseThreadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParseThreadError';
  }
}

type ChunkHandler = (lines: ClassifiedLine[], offset: number, total: number) => Promise<void> | void;

interface Task {
  id: number;
  request: ThreadTask;
  fileName: string;
  onChunk?: ChunkHandler;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled: boolean;
  /** Chunk handlers run one after another, in file order; the result waits for the last one. */
  chain: Promise<void>;
  timer?: NodeJS.Timeout;
}

interface Slot {
  thread: Worker;
  task: Task | null;
  idleTimer?: NodeJS.Timeout;
}

// From TypeScript sources (tsx, jest) the thread registers tsx before loading its entry; built code needs nothing.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const TSX_BOOT = "const { workerData } = require('node:worker_threads'); import(workerData.tsx).then((tsx) => { tsx.register(); return import(workerData.entry); });";

function startThread(maxHeapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  if (!FROM_SOURCE) return new Worker(new URL('./parse-thread.js', import.meta.url), { resourceLimits });
  return new Worker(TSX_BOOT, {
    eval: true,
    resourceLimits,
    workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: new URL('./parse-thread.ts', import.meta.url).href },
  });
}

function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

export class ParsePool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: ParsePoolOptions) {}

  /** Tasks a thread is working on right now. */
  get active(): number {
    let n = 0;
    for (const slot of this.slots) if (slot.task) n++;
    return n;
  }

  /** Reads a file for the mapping step: sheets, header row, detected columns, preview, line count. */
  inspect(input: InspectInput): Promise<TableInspection> {
    return this.run({ kind: 'inspect', input }, input.fileName) as Promise<TableInspection>;
  }

  /** Reads and classifies every line; chunks reach `onChunk` in order while the thread goes on. */
  classify(input: ClassifyInput, onChunk: ChunkHandler): Promise<ClassifyOutcome> {
    return this.run({ kind: 'classify', input }, input.fileName, onChunk) as Promise<ClassifyOutcome>;
  }

  /** Stops every thread; tasks in hand or waiting fail with a ParseThreadError. A closed pool takes no work. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new ParseThreadError('The BOM file reader was shut down before it finished.');
    for (const task of this.waiting.splice(0)) this.fail(task, error);
    const stopping: Promise<number>[] = [];
    for (const slot of [...this.slots]) {
      const task = slot.task;
      stopping.push(this.retire(slot));
      if (task) this.fail(task, error);
    }
    await Promise.all(stopping);
  }

  private run(request: ThreadTask, fileName: string, onChunk?: ChunkHandler): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new ParseThreadError('The BOM file reader is shut down.'));
      this.waiting.push({ id: this.nextId++, request, fileName, onChunk, resolve, reject, settled: false, chain: Promise.resolve() });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && !this.closed) {
      let slot = [...this.slots].find((s) => !s.task);
      if (!slot) {
        if (this.slots.size >= this.options.threads) return;
        slot = this.spawn();
      }
      this.start(slot, this.waiting.shift()!);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { thread: startThread(this.options.maxHeapMb), task: null };
    this.slots.add(slot);
    slot.thread.on('message', (reply: ThreadReply) => this.onReply(slot, reply));
    slot.thread.on('error', (error) => this.onStopped(slot, error));
    slot.thread.on('exit', (code) => this.onStopped(slot, null, code));
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.thread.ref();
    task.timer = setTimeout(() => {
      void this.retire(slot);
      this.fail(
        task,
        AppError.badRequest(`"${task.fileName}" took longer than ${duration(this.options.timeoutMs)} to read, so reading it was stopped; a file this complex is refused. Save it as CSV or split it.`),
      );
      this.dispatch();
    }, this.options.timeoutMs);
    slot.thread.postMessage({ id: task.id, task: task.request } satisfies ThreadRequest);
  }

  private onReply(slot: Slot, reply: ThreadReply): void {
    const task = slot.task;
    if (!task || reply.id !== task.id) return;
    if (reply.type === 'chunk') {
      const { lines, offset, total } = reply;
      task.chain = task.chain.then(() => task.onChunk?.(lines, offset, total));
      task.chain.catch((error: unknown) => {
        // Storing failed: stop reading (the thread may still be busy with this task) and report the store's error.
        if (slot.task === task) {
          void this.retire(slot);
          this.dispatch();
        }
        this.fail(task, error);
      });
      return;
    }
    this.release(slot);
    if (reply.type === 'result') {
      task.chain.then(() => this.succeed(task, reply.value), (error: unknown) => this.fail(task, error));
    } else {
      const e = reply.error;
      const error = e.app && e.code ? new AppError(e.code, e.message, e.details) : new ParseThreadError(`Reading "${task.fileName}" failed: ${e.message}`);
      task.chain.then(() => this.fail(task, error), () => this.fail(task, error));
    }
  }

  /** A thread ended on its own: out of memory, an uncaught error, or an exit. Its task fails; the pool goes on. */
  private onStopped(slot: Slot, error: Error | null, code?: number): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    const task = slot.task;
    slot.task = null;
    if (task) {
      if ((error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        this.fail(
          task,
          AppError.badRequest(
            `"${task.fileName}" needs more than ${this.options.maxHeapMb} MB of memory to read, so reading it was stopped; a file this large or complex is refused. Save it as CSV or split it.`,
            { limitMb: this.options.maxHeapMb },
          ),
        );
      } else {
        this.fail(task, new ParseThreadError(`Reading "${task.fileName}" failed: the reading thread stopped unexpectedly (${error ? error.message : `exit code ${code}`}).`));
      }
    }
    this.dispatch();
  }

  private release(slot: Slot): void {
    clearTimeout(slot.task?.timer);
    slot.task = null;
    slot.thread.unref();
    slot.idleTimer = setTimeout(() => void this.retire(slot), this.options.idleMs ?? 30_000);
    slot.idleTimer.unref();
    this.dispatch();
  }

  private retire(slot: Slot): Promise<number> {
    if (!this.slots.delete(slot)) return Promise.resolve(0);
    clearTimeout(slot.idleTimer);
    clearTimeout(slot.task?.timer);
    slot.task = null;
    return slot.thread.terminate();
  }

  private succeed(task: Task, value: unknown): void {
    if (task.settled) return;
    task.settled = true;
    clearTimeout(task.timer);
    task.resolve(value);
  }

  private fail(task: Task, error: unknown): void {
    if (task.settled) return;
    task.settled = true;
    clearTimeout(task.timer);
    task.reject(error);
  }
}

/** Used when nothing configured the API's pool (settings come from config.ts through configureSharedParsePool). */
const FALLBACK_OPTIONS: ParsePoolOptions = { threads: 1, maxHeapMb: 1024, timeoutMs: 120_000 };
let sharedOptions = FALLBACK_OPTIONS;
let shared: ParsePool | null = null;

/** The API process reads uploads (from any domain) through one pool. */
export function configureSharedParsePool(options: ParsePoolOptions): void {
  sharedOptions = options;
}

export function sharedParsePool(): ParsePool {
  shared ??= new ParsePool(sharedOptions);
  return shared;
}

/** Stops the shared pool's threads; a later read starts a fresh pool. */
export async function closeSharedParsePool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
