// Compaction from files: merges the snapshot and the closed logs (generation <= coveredGen) into a new
// snapshot. Documents stay raw BSON (only their _id is decoded), so it is cheap and can run in a worker
// thread while the server keeps serving; writes go to a newer log generation meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { deserialize, serialize } from 'bson';
import {
  deserializeOptions,
  frame,
  fsyncDir,
  listLogs,
  readRecords,
  SNAP_MAGIC,
  SNAPSHOT,
  writeAll,
} from './logformat.js';
import { rawSize } from './rawdoc.js';
import { keyString, objectIdKeyFromBytes, type Doc } from './values.js';

interface RawOp {
  op: Doc;
  /** Raw documents of a {o:'pp'} op. */
  raw?: Uint8Array[];
}

interface CollState {
  opts: Doc;
  indexes: Map<string, Doc>;
  docs: Map<string, Uint8Array>;
}

function decodeRaw(payload: Buffer): RawOp[] {
  const out: RawOp[] = [];
  let p = 0;
  const take = (): Uint8Array => {
    const size = rawSize(payload, p);
    const b = payload.subarray(p, p + size);
    p += size;
    return b;
  };
  while (p < payload.length) {
    const op = deserialize(take(), deserializeOptions) as Doc;
    if (op.o === 'pp') {
      const n = Number(op.n);
      const raw: Uint8Array[] = new Array<Uint8Array>(n);
      for (let i = 0; i < n; i++) raw[i] = take();
      out.push({ op, raw });
    } else out.push({ op });
  }
  return out;
}

/** keyString of the document's _id, which the server always stores as the first element. */
export function rawIdKey(doc: Uint8Array): string {
  const type = doc[4];
  let p = 5;
  while (p < doc.length && doc[p] !== 0) p++;
  const name = Buffer.from(doc.buffer, doc.byteOffset + 5, p - 5).toString('latin1');
  p++;
  if (name === '_id' && type === 7 && p + 12 <= doc.length) {
    return objectIdKeyFromBytes(doc, p);
  }
  return keyString((deserialize(doc, deserializeOptions) as Doc)._id);
}

export function compactFiles(dir: string, coveredGen: number): void {
  const colls = new Map<string, CollState>();
  const coll = (ns: string): CollState => {
    let c = colls.get(ns);
    if (!c) {
      c = { opts: {}, indexes: new Map(), docs: new Map() };
      colls.set(ns, c);
    }
    return c;
  };
  const apply = (ops: RawOp[]): void => {
    for (const { op, raw } of ops) {
      const ns = op.ns as string;
      switch (op.o) {
        case 'pp': {
          const docs = coll(ns).docs;
          for (const d of raw ?? []) docs.set(rawIdKey(d), d);
          break;
        }
        case 'p': {
          const d = serialize(op.d as Doc, { checkKeys: false, ignoreUndefined: false });
          coll(ns).docs.set(rawIdKey(d), d);
          break;
        }
        case 'd':
          colls.get(ns)?.docs.delete(keyString(op.id));
          break;
        case 'cc':
          if (!colls.has(ns)) coll(ns).opts = (op.opts as Doc | undefined) ?? {};
          break;
        case 'dc':
          colls.delete(ns);
          break;
        case 'dd':
          for (const key of [...colls.keys()]) if (key.startsWith(`${String(op.db)}.`)) colls.delete(key);
          break;
        case 'ci': {
          const spec = op.spec as Doc;
          coll(ns).indexes.set(spec.name as string, spec);
          break;
        }
        case 'di':
          colls.get(ns)?.indexes.delete(op.name as string);
          break;
        default:
          break;
      }
    }
  };

  let snapGen = 0;
  const snapPath = path.join(dir, SNAPSHOT);
  if (fs.existsSync(snapPath)) {
    const buf = fs.readFileSync(snapPath);
    if (!buf.subarray(0, 8).equals(SNAP_MAGIC)) throw new Error(`${snapPath} is not a forge-mongo snapshot`);
    readRecords<RawOp>(
      buf,
      8,
      (ops) => {
        for (const o of ops) if (o.op.o === 'snap') snapGen = Number(o.op.gen);
        apply(ops);
      },
      decodeRaw,
    );
  }
  for (const log of listLogs(dir)) {
    if (log.gen <= snapGen || log.gen > coveredGen) continue;
    readRecords<RawOp>(fs.readFileSync(log.file), 8, apply, decodeRaw);
  }

  const tmp = path.join(dir, `${SNAPSHOT}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    const opts = { checkKeys: false, ignoreUndefined: false } as const;
    const out: Uint8Array[] = [SNAP_MAGIC];
    let pending: Uint8Array[] = [];
    const flush = (): void => {
      if (pending.length === 0) return;
      out.push(frame(Buffer.concat(pending)));
      pending = [];
      if (out.length >= 64) writeAll(fd, out.splice(0));
    };
    const add = (b: Uint8Array): void => {
      pending.push(b);
    };
    add(serialize({ o: 'snap', gen: coveredGen }, opts));
    for (const [ns, c] of colls) {
      add(serialize({ o: 'cc', ns, opts: c.opts }, opts));
      for (const spec of c.indexes.values()) add(serialize({ o: 'ci', ns, spec }, opts));
      flush();
      const docs = [...c.docs.values()];
      for (let i = 0; i < docs.length;) {
        // A batch of raw documents per record, about 1 MB each.
        let j = i;
        let bytes = 0;
        while (j < docs.length && (bytes < 1 << 20 || j === i)) bytes += (docs[j++] as Uint8Array).length;
        add(serialize({ o: 'pp', ns, n: j - i }, opts));
        for (let k = i; k < j; k++) add(docs[k] as Uint8Array);
        flush();
        i = j;
      }
    }
    add(serialize({ o: 'end' }, opts));
    flush();
    writeAll(fd, out);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, snapPath);
  fsyncDir(dir);
}

if (!isMainThread && parentPort && (workerData as { compact?: boolean } | null)?.compact) {
  const { dir, coveredGen } = workerData as { dir: string; coveredGen: number };
  try {
    compactFiles(dir, coveredGen);
    parentPort.postMessage({ ok: true });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
}
