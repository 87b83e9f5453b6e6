/**
 * Runs model reading in a child process, one file at a time per process. OpenCascade's WebAssembly heap is outside
 * V8's heap limits and never shrinks, so a thread cannot bound it: a process can. Its resident memory is sampled
 * (/proc) and the process is killed past `maxRssMb`; a read past `timeoutMs` is killed too. Either way only that
 * file fails, with a sentence naming the limit, and the next file gets a fresh process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { ModelFacts } from '@forge/contract';
import { ModelReadError } from './errors.js';
import type { ModelFormat } from './read-model.js';

export interface ReaderRequest {
  id: number;
  format: ModelFormat;
  path: string;
  fileName: string;
}

export type ReaderReply =
  | { id: number; type: 'progress'; percent: number }
  | { id: number; type: 'result'; facts: ModelFacts }
  | { id: number; type: 'error'; code: string | null; message: string };

export interface ReaderPoolOptions {
  /** Processes at most (one file each at a time). */
  processes: number;
  /** Resident memory at which a reading process is killed. */
  maxRssMb: number;
  timeoutMs: number;
  /** A process above this after a read is replaced (the wasm heap never shrinks). */
  recycleRssMb?: number;
  idleMs?: number;
}

export interface ReadOutcome {
  facts: ModelFacts;
  /** Highest resident memory seen while reading (MB). */
  peakRssMb: number;
}

interface Task {
  id: number;
  request: ReaderRequest;
  onProgress: (percent: number) => void;
  resolve(value: ReadOutcome): void;
  reject(error: unknown): void;
  peakRssMb: number;
}

interface Slot {
  child: ChildProcess;
  task: Task | null;
  timer?: NodeJS.Timeout;
  sampler?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** Why the process was killed, when this pool killed it. */
  killedFor?: ModelReadError;
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');

function startChild(): ChildProcess {
  const entry = new URL(FROM_SOURCE ? './reader-process.ts' : './reader-process.js', import.meta.url);
  // from TypeScript sources (tsx, jest) the child loads tsx first; built code needs nothing
  const execArgv = FROM_SOURCE ? ['--import', import.meta.resolve('tsx/esm')] : [];
  return fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' });
}

/** Resident memory of a process, from /proc (Linux); null where that is not available. */
async function rssMb(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    return (Number(statm.split(' ')[1]) * 4096) / 1024 / 1024;
  } catch {
    return null;
  }
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

export class ReaderPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly options: ReaderPoolOptions) {}

  read(format: ModelFormat, path: string, fileName: string, onProgress: (percent: number) => void = () => undefined): Promise<ReadOutcome> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('The model reader is shut down.'));
      const id = this.nextId++;
      this.waiting.push({ id, request: { id, format, path, fileName }, onProgress, resolve, reject, peakRssMb: 0 });
      this.dispatch();
    });
  }

  /** Starts one process ahead of the first file (it compiles OpenCascade while idle). */
  prewarm(): void {
    if (this.closed || this.slots.size > 0) return;
    this.idle(this.spawn());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) task.reject(new Error('The model reader was shut down before it started this file.'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new Error('The model reader was shut down before it finished.'))));
  }

  private dispatch(): void {
    while (!this.closed && this.waiting.length > 0) {
      let slot = [...this.slots].find((s) => !s.task);
      if (!slot) {
        if (this.slots.size >= this.options.processes) return;
        slot = this.spawn();
      }
      this.start(slot, this.waiting.shift()!);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { child: startChild(), task: null };
    let stderr = '';
    slot.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    slot.child.on('message', (reply: ReaderReply) => this.onReply(slot, reply));
    slot.child.on('exit', (code, signal) => this.onExit(slot, code, signal, stderr));
    slot.child.on('error', () => undefined); // 'exit' follows and reports
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, task: Task): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.child.ref();
    slot.child.channel?.ref();
    const { fileName } = task.request;
    slot.timer = setTimeout(() => {
      slot.killedFor = new ModelReadError('timeout', `Reading "${fileName}" took longer than ${seconds(this.options.timeoutMs)}, the limit per model, so it was stopped. Simplify or split the model (or send a STEP of the single part).`);
      slot.child.kill('SIGKILL');
    }, this.options.timeoutMs);
    slot.sampler = setInterval(() => {
      const pid = slot.child.pid;
      if (!pid) return;
      void rssMb(pid).then((mb) => {
        if (mb === null || slot.task !== task) return;
        task.peakRssMb = Math.max(task.peakRssMb, mb);
        if (mb > this.options.maxRssMb && !slot.killedFor) {
          slot.killedFor = new ModelReadError('memory', `Reading "${fileName}" needed more than ${this.options.maxRssMb} MB of memory, the limit per model, so it was stopped. Simplify or split the model.`);
          slot.child.kill('SIGKILL');
        }
      });
    }, 100);
    slot.child.send(task.request);
  }

  private onReply(slot: Slot, reply: ReaderReply): void {
    const task = slot.task;
    if (!task || reply.id !== task.id) return;
    if (reply.type === 'progress') {
      task.onProgress(reply.percent);
      return;
    }
    this.finish(slot);
    if (reply.type === 'result') task.resolve({ facts: reply.facts, peakRssMb: Math.round(task.peakRssMb) });
    else task.reject(reply.code ? new ModelReadError(reply.code, reply.message) : new Error(reply.message));
    void this.afterTask(slot);
  }

  /** Replaces a process whose memory stayed high after a read; otherwise keeps it warm for a while. */
  private async afterTask(slot: Slot): Promise<void> {
    const mb = slot.child.pid ? await rssMb(slot.child.pid) : null;
    if (mb !== null && mb > (this.options.recycleRssMb ?? this.options.maxRssMb / 2)) {
      await this.retire(slot);
    } else if (this.slots.has(slot) && !slot.task) {
      this.idle(slot);
    }
    this.dispatch();
  }

  private idle(slot: Slot): void {
    // an idle reader keeps no process alive on its own (its IPC channel included)
    slot.child.unref();
    slot.child.channel?.unref();
    slot.idleTimer = setTimeout(() => void this.retire(slot), this.options.idleMs ?? 30_000);
    slot.idleTimer.unref();
  }

  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    clearInterval(slot.sampler);
    slot.task = null;
  }

  private onExit(slot: Slot, code: number | null, signal: NodeJS.Signals | null, stderr: string): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    const task = slot.task;
    this.finish(slot);
    if (task) {
      const why = slot.killedFor ?? new Error(`The model reader stopped unexpectedly (${signal ?? `exit code ${code}`}): ${stderr.trim().split('\n').pop() ?? ''}`);
      task.reject(why);
    }
    this.dispatch();
  }

  private retire(slot: Slot, error?: Error): Promise<void> {
    if (!this.slots.has(slot)) return Promise.resolve();
    const task = slot.task;
    this.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    this.finish(slot);
    if (task) task.reject(error ?? new Error('The model reader was stopped.'));
    return new Promise((resolve) => {
      if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
      slot.child.once('exit', () => resolve());
      slot.child.kill('SIGKILL');
    });
  }
}
