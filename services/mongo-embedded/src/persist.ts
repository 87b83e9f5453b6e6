// Durability: an append-only operation log (length + CRC32 framed records) plus snapshots.
//
// Files in the data dir:
//   snapshot.fmdb     full state covering every log with generation <= its recorded generation
//   log-<gen>.fmlog   records appended after that snapshot
// A snapshot is written to a temp file, fsynced and renamed, so it is either complete or absent.
// Compaction rotates to a new log generation first, then merges the older files into a snapshot
// (in a worker thread when possible), then deletes the covered logs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { compactFiles } from './compactor.js';
import {
  decodeOpsRaw,
  encodeOps,
  frame,
  fsyncDir,
  listLogs,
  LOG_MAGIC,
  logPath,
  readRecords,
  SNAP_MAGIC,
  SNAPSHOT,
} from './logformat.js';
import type { Stored } from './rawdoc.js';
import type { LogOp, Store } from './store.js';

export { deserializeOptions } from './logformat.js';

export interface RecoveryStats {
  snapshotGeneration: number;
  logRecords: number;
  truncatedBytes: number;
  ms: number;
  /** CPU time of the load (user + system), which stays meaningful on a busy machine. */
  cpuMs: number;
}

export interface PersistOptions {
  dir: string;
  fsync: 'always' | 'interval';
  fsyncIntervalMs: number;
  /** Log size that triggers a snapshot and a fresh log. */
  compactBytes: number;
  /** Run compaction in a worker thread (default true); false compacts inline. */
  backgroundCompaction?: boolean;
}

/** Data dirs opened by this process (a second server on the same files would corrupt them). */
const openDirs = new Set<string>();

function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data dir's LOCK file; a lock left by a dead process (kill -9) is taken over. */
function lockDir(dir: string): void {
  const lockPath = path.join(dir, 'LOCK');
  const resolved = path.resolve(dir);
  if (openDirs.has(resolved)) throw new Error(`data dir ${dir} is already in use by this process`);
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid)) {
      throw new Error(`data dir ${dir} is in use by process ${pid}`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  openDirs.add(resolved);
}

function unlockDir(dir: string): void {
  openDirs.delete(path.resolve(dir));
  fs.rmSync(path.join(dir, 'LOCK'), { force: true });
}

/**
 * Documents still raw keep the whole file they were read from in memory. A log of many updates to few
 * documents is mostly dead records: when less than half of a file's bytes are live documents, those move to
 * a buffer of their own so that the file's buffer can be freed.
 */
function releaseDeadBytes(store: Store): void {
  const rawDocs = function* (): Generator<Stored> {
    for (const colls of store.dbs.values())
      for (const coll of colls.values()) for (const s of coll.docs.values()) if (s.raw) yield s;
  };
  // Neighbouring documents mostly come from the same file: the last one is looked up without the map.
  const live = new Map<ArrayBufferLike, { bytes: number }>();
  let lastBuffer: ArrayBufferLike | undefined;
  let count = { bytes: 0 };
  for (const s of rawDocs()) {
    const raw = s.raw as Buffer;
    if (raw.buffer !== lastBuffer) {
      lastBuffer = raw.buffer;
      const known = live.get(lastBuffer);
      if (known) count = known;
      else live.set(lastBuffer, (count = { bytes: 0 }));
    }
    count.bytes += raw.readInt32LE(s.rawOffset);
  }
  const moves = new Map<ArrayBufferLike, { own: Buffer; at: number }>();
  for (const [buffer, { bytes }] of live)
    if (bytes * 2 < buffer.byteLength) moves.set(buffer, { own: Buffer.allocUnsafeSlow(bytes), at: 0 });
  if (moves.size === 0) return;
  for (const s of rawDocs()) {
    const raw = s.raw as Buffer;
    const move = moves.get(raw.buffer);
    if (!move) continue;
    const from = s.rawOffset;
    const size = raw.readInt32LE(from);
    raw.copy(move.own, move.at, from, from + size);
    s.setRaw(move.own, move.at);
    move.at += size;
  }
}

export class Persistence {
  private fd: number | null = null;
  private generation = 0;
  private logBytes = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private worker: Worker | null = null;
  private compactionDone: Promise<void> = Promise.resolve();

  constructor(private readonly opts: PersistOptions) {}

  /** Loads snapshot and logs into the store, repairs a torn tail, opens a fresh log and compacts. */
  open(store: Store): RecoveryStats {
    fs.mkdirSync(this.opts.dir, { recursive: true });
    lockDir(this.opts.dir);
    try {
      return this.recover(store);
    } catch (err) {
      if (this.fd !== null) fs.closeSync(this.fd);
      this.fd = null;
      unlockDir(this.opts.dir);
      throw err;
    }
  }

  private recover(store: Store): RecoveryStats {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const dir = this.opts.dir;
    fs.rmSync(path.join(dir, `${SNAPSHOT}.tmp`), { force: true });
    let snapGen = 0;
    const snapPath = path.join(dir, SNAPSHOT);
    if (fs.existsSync(snapPath)) {
      const buf = fs.readFileSync(snapPath);
      if (!buf.subarray(0, 8).equals(SNAP_MAGIC))
        throw new Error(`${snapPath} is not a forge-mongo snapshot`);
      let complete = false;
      readRecords(
        buf,
        8,
        (ops) => {
          for (const op of ops) {
            if (op.o === 'snap') snapGen = Number(op.gen);
            else if (op.o === 'end') complete = true;
            else store.replay(op as unknown as LogOp);
          }
        },
        decodeOpsRaw,
      );
      if (!complete) throw new Error(`${snapPath} is incomplete; refusing to start on a damaged snapshot`);
    }
    const logs = listLogs(dir);
    let records = 0;
    let truncatedBytes = 0;
    let maxGen = snapGen;
    for (const log of logs) {
      maxGen = Math.max(maxGen, log.gen);
      if (log.gen <= snapGen) continue;
      const buf = fs.readFileSync(log.file);
      if (buf.length < 8 || !buf.subarray(0, 8).equals(LOG_MAGIC)) {
        truncatedBytes += buf.length;
        fs.truncateSync(log.file, 0);
        continue;
      }
      const r = readRecords(
        buf,
        8,
        (ops) => {
          for (const op of ops) store.replay(op as unknown as LogOp);
        },
        decodeOpsRaw,
      );
      records += r.records;
      if (r.goodEnd < buf.length) {
        truncatedBytes += buf.length - r.goodEnd;
        fs.truncateSync(log.file, r.goodEnd);
      }
    }
    store.rebuildIndexes();
    releaseDeadBytes(store);
    this.generation = maxGen;
    this.openLog(maxGen + 1);
    if (records > 0) this.compact(maxGen);
    else this.cleanupOldLogs(maxGen);
    this.startTimer();
    const cpu = process.cpuUsage(cpu0);
    return {
      snapshotGeneration: snapGen,
      logRecords: records,
      truncatedBytes,
      ms: performance.now() - t0,
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
  }

  private openLog(gen: number): void {
    if (this.fd !== null) {
      fs.fsyncSync(this.fd);
      fs.closeSync(this.fd);
      this.fd = null;
    }
    this.generation = gen;
    this.fd = fs.openSync(logPath(this.opts.dir, gen), 'a');
    const size = fs.fstatSync(this.fd).size;
    if (size === 0) fs.writeSync(this.fd, LOG_MAGIC);
    fs.fsyncSync(this.fd);
    fsyncDir(this.opts.dir);
    this.logBytes = Math.max(size, LOG_MAGIC.length);
  }

  /** Appends the ops of one command as a single record; synced per the fsync policy before the reply. */
  append(ops: readonly LogOp[]): void {
    if (ops.length === 0 || this.fd === null) return;
    const rec = frame(encodeOps(ops));
    let off = 0;
    while (off < rec.length) off += fs.writeSync(this.fd, rec, off, rec.length - off);
    this.logBytes += rec.length;
    if (this.opts.fsync === 'always') fs.fdatasyncSync(this.fd);
    else this.dirty = true;
    if (this.logBytes > this.opts.compactBytes && this.worker === null) {
      const covered = this.generation;
      this.openLog(covered + 1);
      this.compact(covered);
    }
  }

  /** Merges snapshot + logs up to `coveredGen` into a new snapshot, then drops those logs. */
  private compact(coveredGen: number): void {
    const dir = this.opts.dir;
    if (this.opts.backgroundCompaction === false) {
      compactFiles(dir, coveredGen);
      this.cleanupOldLogs(coveredGen);
      return;
    }
    const self = fileURLToPath(import.meta.url);
    const ext = path.extname(self);
    const script = path.join(path.dirname(self), `compactor${ext}`);
    const workerData = { compact: true, dir, coveredGen };
    let worker: Worker;
    try {
      // Under tsx/jest the sources are TypeScript; the worker then registers the tsx loader itself.
      worker =
        ext === '.ts'
          ? new Worker(
              `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(script).href)}); });`,
              { eval: true, workerData },
            )
          : new Worker(script, { workerData });
    } catch {
      compactFiles(dir, coveredGen);
      this.cleanupOldLogs(coveredGen);
      return;
    }
    // Never keep the process alive just for compaction; an abandoned one is redone from the kept logs.
    worker.unref();
    this.worker = worker;
    this.compactionDone = new Promise<void>((resolve) => {
      let settled = false;
      const finish = (ok: boolean): void => {
        if (settled) return;
        settled = true;
        this.worker = null;
        if (ok) this.cleanupOldLogs(coveredGen);
        resolve();
      };
      worker.once('message', (m: { ok: boolean; error?: string }) => {
        if (!m.ok) process.emitWarning(`forge-mongo: compaction failed: ${m.error ?? 'unknown error'}`);
        finish(m.ok);
      });
      worker.once('error', (err) => {
        process.emitWarning(`forge-mongo: compaction worker failed: ${err.message}`);
        finish(false);
      });
      worker.once('exit', () => finish(false));
    });
  }

  /** Resolves when a running background compaction has finished. */
  whenCompacted(): Promise<void> {
    return this.compactionDone;
  }

  private cleanupOldLogs(coveredGen: number): void {
    for (const log of listLogs(this.opts.dir)) {
      if (log.gen <= coveredGen && log.gen < this.generation) fs.rmSync(log.file, { force: true });
    }
  }

  private startTimer(): void {
    if (this.opts.fsync !== 'interval') return;
    this.timer = setInterval(() => this.sync(), this.opts.fsyncIntervalMs);
    this.timer.unref();
  }

  sync(): void {
    if (this.dirty && this.fd !== null) {
      this.dirty = false;
      fs.fdatasyncSync(this.fd);
    }
  }

  /** Syncs and closes the log; an unfinished compaction is abandoned (its input logs are kept). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.fd !== null) {
      fs.fsyncSync(this.fd);
      fs.closeSync(this.fd);
      this.fd = null;
    }
    const worker = this.worker;
    if (worker) {
      await worker.terminate();
      await this.compactionDone;
      fs.rmSync(path.join(this.opts.dir, `${SNAPSHOT}.tmp`), { force: true });
    }
    unlockDir(this.opts.dir);
  }
}
