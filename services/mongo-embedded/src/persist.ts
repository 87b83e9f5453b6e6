// Durability: an append-only operation log (length + CRC32 framed records) plus snapshots.
//
// Files in the data dir:
//   snapshot.fmdb     full state covering every log with generation <= its recorded generation
//   log-<gen>.fmlog   records appended after that snapshot
// A snapshot is written to a temp file, fsynced and renamed, so it is either complete or absent.
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import type { LogOp, Store } from './store.js';
import type { Doc } from './values.js';

const LOG_MAGIC = Buffer.from('FMLOG001');
const SNAP_MAGIC = Buffer.from('FMSNAP01');
const HEADER = 8;
const SNAPSHOT = 'snapshot.fmdb';
const MAX_RECORD = 1024 * 1024 * 1024;

export const deserializeOptions = { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false } as const;

export interface RecoveryStats {
  snapshotGeneration: number;
  logRecords: number;
  truncatedBytes: number;
  ms: number;
}

export interface PersistOptions {
  dir: string;
  fsync: 'always' | 'interval';
  fsyncIntervalMs: number;
  /** Log size that triggers a snapshot and a fresh log. */
  compactBytes: number;
}

function frame(payload: Buffer): Buffer {
  const header = Buffer.allocUnsafe(HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

function encodeOps(ops: readonly object[]): Buffer {
  return Buffer.concat(ops.map((op) => serialize(op, { checkKeys: false, ignoreUndefined: false })));
}

/** Reads framed records; stops at the first torn or corrupt one and reports where the good data ends. */
function readRecords(buf: Buffer, start: number, onOps: (ops: Doc[]) => void): { goodEnd: number; records: number } {
  let pos = start;
  let records = 0;
  while (pos + HEADER <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    if (len === 0 || len > MAX_RECORD || pos + HEADER + len > buf.length) break;
    const payload = buf.subarray(pos + HEADER, pos + HEADER + len);
    if (crc32(payload) !== sum) break;
    let ops: Doc[];
    try {
      ops = decodeOps(payload);
    } catch {
      break;
    }
    onOps(ops);
    records++;
    pos += HEADER + len;
  }
  return { goodEnd: pos, records };
}

function decodeOps(payload: Buffer): Doc[] {
  const ops: Doc[] = [];
  let p = 0;
  while (p < payload.length) {
    if (p + 5 > payload.length) throw new Error('short op');
    const size = payload.readInt32LE(p);
    if (size < 5 || p + size > payload.length) throw new Error('bad op size');
    ops.push(deserialize(payload.subarray(p, p + size), deserializeOptions));
    p += size;
  }
  return ops;
}

export class Persistence {
  private fd: number | null = null;
  private generation = 0;
  private logBytes = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: PersistOptions) {}

  /** Loads snapshot and logs into the store, repairs a torn tail, compacts, and opens a fresh log. */
  open(store: Store): RecoveryStats {
    const t0 = performance.now();
    fs.mkdirSync(this.opts.dir, { recursive: true });
    let snapGen = 0;
    const snapPath = path.join(this.opts.dir, SNAPSHOT);
    if (fs.existsSync(snapPath)) {
      const buf = fs.readFileSync(snapPath);
      if (!buf.subarray(0, 8).equals(SNAP_MAGIC)) throw new Error(`${snapPath} is not a forge-mongo snapshot`);
      let complete = false;
      readRecords(buf, 8, (ops) => {
        for (const op of ops) {
          if (op.o === 'snap') snapGen = Number(op.gen);
          else if (op.o === 'end') complete = true;
          else store.replay(op as unknown as LogOp);
        }
      });
      if (!complete) throw new Error(`${snapPath} is incomplete; refusing to start on a damaged snapshot`);
    }
    const logs = fs
      .readdirSync(this.opts.dir)
      .map((f) => /^log-(\d+)\.fmlog$/.exec(f))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ gen: Number(m[1]), file: path.join(this.opts.dir, m[0]) }))
      .sort((a, b) => a.gen - b.gen);
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
      const r = readRecords(buf, 8, (ops) => {
        for (const op of ops) store.replay(op as unknown as LogOp);
      });
      records += r.records;
      if (r.goodEnd < buf.length) {
        truncatedBytes += buf.length - r.goodEnd;
        fs.truncateSync(log.file, r.goodEnd);
      }
    }
    store.rebuildIndexes();
    this.generation = maxGen;
    if (records > 0 || logs.length > 1) this.compact(store);
    else this.openLog(this.generation + 1);
    this.cleanupOldLogs();
    this.startTimer();
    return { snapshotGeneration: snapGen, logRecords: records, truncatedBytes, ms: performance.now() - t0 };
  }

  private openLog(gen: number): void {
    if (this.fd !== null) {
      fs.fsyncSync(this.fd);
      fs.closeSync(this.fd);
    }
    this.generation = gen;
    const file = path.join(this.opts.dir, `log-${String(gen).padStart(6, '0')}.fmlog`);
    this.fd = fs.openSync(file, 'a');
    const size = fs.fstatSync(this.fd).size;
    if (size === 0) fs.writeSync(this.fd, LOG_MAGIC);
    fs.fsyncSync(this.fd);
    this.fsyncDir();
    this.logBytes = Math.max(size, LOG_MAGIC.length);
  }

  private fsyncDir(): void {
    const dfd = fs.openSync(this.opts.dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  }

  /** Appends the ops of one command as a single record; synced per the fsync policy before the reply. */
  append(ops: readonly LogOp[], store: Store): void {
    if (ops.length === 0 || this.fd === null) return;
    const rec = frame(encodeOps(ops));
    let off = 0;
    while (off < rec.length) off += fs.writeSync(this.fd, rec, off, rec.length - off);
    this.logBytes += rec.length;
    if (this.opts.fsync === 'always') fs.fdatasyncSync(this.fd);
    else this.dirty = true;
    if (this.logBytes > this.opts.compactBytes) this.compact(store);
  }

  /** Writes a snapshot of the whole store and starts a new log generation. */
  compact(store: Store): void {
    const coveredGen = this.generation;
    this.openLog(coveredGen + 1);
    const tmp = path.join(this.opts.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    try {
      const parts: Buffer[] = [SNAP_MAGIC];
      let pendingOps: object[] = [];
      let pendingBytes = 0;
      const flushOps = (): void => {
        if (pendingOps.length === 0) return;
        parts.push(frame(encodeOps(pendingOps)));
        pendingOps = [];
        pendingBytes = 0;
        if (parts.length >= 64) writeAll(fd, parts.splice(0));
      };
      const push = (op: object, approx: number): void => {
        pendingOps.push(op);
        pendingBytes += approx;
        if (pendingBytes > 1 << 20) flushOps();
      };
      push({ o: 'snap', gen: coveredGen }, 32);
      for (const [db, colls] of store.dbs) {
        for (const [name, coll] of colls) {
          const ns = `${db}.${name}`;
          push({ o: 'cc', ns, opts: coll.options }, 64);
          for (const index of coll.indexes.values()) if (index.name !== '_id_') push({ o: 'ci', ns, spec: index.spec }, 128);
          for (const { doc } of coll.docs.values()) push({ o: 'p', ns, d: doc }, 600);
        }
      }
      push({ o: 'end' }, 16);
      flushOps();
      writeAll(fd, parts);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, path.join(this.opts.dir, SNAPSHOT));
    this.fsyncDir();
    this.cleanupOldLogs();
  }

  private cleanupOldLogs(): void {
    for (const f of fs.readdirSync(this.opts.dir)) {
      const m = /^log-(\d+)\.fmlog$/.exec(f);
      if (m && Number(m[1]) < this.generation) fs.rmSync(path.join(this.opts.dir, f), { force: true });
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

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.fd !== null) {
      fs.fsyncSync(this.fd);
      fs.closeSync(this.fd);
      this.fd = null;
    }
  }
}

function writeAll(fd: number, parts: Buffer[]): void {
  for (const p of parts) {
    let off = 0;
    while (off < p.length) off += fs.writeSync(fd, p, off, p.length - off);
  }
}
