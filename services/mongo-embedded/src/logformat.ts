// On-disk format shared by the server and the compactor: framed records of BSON operations.
//   record = u32 payload length | u32 CRC32(payload) | payload
//   payload = BSON op documents; {o:'pp', ns, n} is followed by n raw documents to put into ns.
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { serialize } from 'bson';
import { decodeDocument } from './doubles.js';
import { rawSize } from './rawdoc.js';
import type { LogOp } from './store.js';
import type { Doc } from './values.js';

export const LOG_MAGIC = Buffer.from('FMLOG001');
export const SNAP_MAGIC = Buffer.from('FMSNAP01');
export const HEADER = 8;
export const SNAPSHOT = 'snapshot.fmdb';
export const MAX_RECORD = 1024 * 1024 * 1024;

export { deserializeOptions } from './doubles.js';

export function frame(payload: Buffer): Buffer {
  const header = Buffer.allocUnsafe(HEADER);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

const serializeOptions = { checkKeys: false, ignoreUndefined: false } as const;

/** Consecutive puts into one namespace are written as {o:'pp', ns, n} followed by the n raw documents. */
export function encodeOps(ops: readonly LogOp[]): Buffer {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < ops.length;) {
    const op = ops[i] as LogOp;
    if (op.o !== 'p') {
      parts.push(serialize(op, serializeOptions));
      i++;
      continue;
    }
    let j = i;
    while (j < ops.length && (ops[j] as LogOp).o === 'p' && (ops[j] as { ns: string }).ns === op.ns) j++;
    parts.push(serialize({ o: 'pp', ns: op.ns, n: j - i }, serializeOptions));
    for (let k = i; k < j; k++) {
      const put = ops[k] as { d: Doc; raw?: Uint8Array };
      parts.push(put.raw ?? serialize(put.d, serializeOptions));
    }
    i = j;
  }
  return Buffer.concat(parts);
}

/** Reads framed records; stops at the first torn or corrupt one and reports where the good data ends. */
export function readRecords<T = Doc>(
  buf: Buffer,
  start: number,
  onOps: (ops: T[]) => void,
  decode: (payload: Buffer) => T[] = decodeOps as unknown as (payload: Buffer) => T[],
): { goodEnd: number; records: number } {
  let pos = start;
  let records = 0;
  while (pos + HEADER <= buf.length) {
    const len = buf.readUInt32LE(pos);
    const sum = buf.readUInt32LE(pos + 4);
    if (len === 0 || len > MAX_RECORD || pos + HEADER + len > buf.length) break;
    const payload = buf.subarray(pos + HEADER, pos + HEADER + len);
    if (crc32(payload) !== sum) break;
    let ops: T[];
    try {
      ops = decode(payload);
    } catch {
      break;
    }
    onOps(ops);
    records++;
    pos += HEADER + len;
  }
  return { goodEnd: pos, records };
}

export function decodeOps(payload: Buffer): Doc[] {
  const ops: Doc[] = [];
  let p = 0;
  const next = (): Doc => {
    const size = rawSize(payload, p);
    const doc = decodeDocument(payload.subarray(p, p + size));
    p += size;
    return doc;
  };
  while (p < payload.length) {
    const op = next();
    if (op.o === 'pp') {
      const n = Number(op.n);
      const docs: Doc[] = new Array<Doc>(n);
      for (let i = 0; i < n; i++) docs[i] = next();
      op.docs = docs;
    }
    ops.push(op);
  }
  return ops;
}

/**
 * As decodeOps, but the documents of a {o:'pp'} op stay raw BSON in `payload`: it becomes
 * {o:'ppr', ns, buf: payload, at: [offset of each document]} (recovery decodes them on first read).
 */
export function decodeOpsRaw(payload: Buffer): Doc[] {
  const ops: Doc[] = [];
  let p = 0;
  while (p < payload.length) {
    const size = rawSize(payload, p);
    const op = decodeDocument(payload.subarray(p, p + size));
    p += size;
    if (op.o === 'pp') {
      const n = Number(op.n);
      const at: number[] = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        at[i] = p;
        p += rawSize(payload, p);
      }
      ops.push({ o: 'ppr', ns: op.ns, buf: payload, at });
    } else ops.push(op);
  }
  return ops;
}

export interface LogFile {
  gen: number;
  file: string;
}

export function listLogs(dir: string): LogFile[] {
  return fs
    .readdirSync(dir)
    .map((f) => /^log-(\d+)\.fmlog$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ gen: Number(m[1]), file: path.join(dir, m[0]) }))
    .sort((a, b) => a.gen - b.gen);
}

export function logPath(dir: string, gen: number): string {
  return path.join(dir, `log-${String(gen).padStart(6, '0')}.fmlog`);
}

export function fsyncDir(dir: string): void {
  const dfd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(dfd);
  } finally {
    fs.closeSync(dfd);
  }
}

export function writeAll(fd: number, parts: readonly Uint8Array[]): void {
  for (const p of parts) {
    let off = 0;
    while (off < p.length) off += fs.writeSync(fd, p, off, p.length - off);
  }
}
