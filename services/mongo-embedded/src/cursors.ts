// Server-side cursors: materialized results handed out in batches capped by count and by size.
import { randomBytes } from 'node:crypto';
import { Long } from 'bson';
import { bsonSize, MAX_BSON_SIZE } from './wire.js';
import type { Doc } from './values.js';

/** Room left in a 16 MB reply for the envelope around a batch. */
const BATCH_BYTES = MAX_BSON_SIZE - 64 * 1024;
export const DEFAULT_FIRST_BATCH = 101;

export interface CursorSource {
  ns: string;
  docs: Doc[];
  /** Applied per batch so large results are only projected when read. */
  project?: (batch: Doc[]) => Doc[];
}

interface OpenCursor extends CursorSource {
  id: bigint;
  pos: number;
  lastUsed: number;
}

export class CursorManager {
  private readonly open = new Map<bigint, OpenCursor>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs: number) {
    this.timer = setInterval(() => this.reap(), Math.min(60_000, Math.max(50, idleTimeoutMs / 2)));
    this.timer.unref();
  }

  private reap(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [id, c] of this.open) if (c.lastUsed < cutoff) this.open.delete(id);
  }

  get size(): number {
    return this.open.size;
  }

  /** Builds the first batch; keeps a cursor only if more documents remain. */
  first(source: CursorSource, batchSize: number | undefined, singleBatch = false): Doc {
    const c: OpenCursor = { ...source, id: 0n, pos: 0, lastUsed: Date.now() };
    const batch = batchSize === 0 ? [] : this.batch(c, batchSize ?? DEFAULT_FIRST_BATCH);
    if (c.pos < c.docs.length && !singleBatch) {
      c.id = newCursorId();
      this.open.set(c.id, c);
    }
    return { cursor: { firstBatch: batch, id: Long.fromBigInt(c.id), ns: c.ns }, ok: 1 };
  }

  /** Returns the next batch or null if the cursor does not exist. */
  more(id: bigint, batchSize: number | undefined): { batch: Doc[]; ns: string; id: bigint } | null {
    const c = this.open.get(id);
    if (!c) return null;
    c.lastUsed = Date.now();
    const batch = this.batch(c, batchSize ?? Number.MAX_SAFE_INTEGER);
    if (c.pos >= c.docs.length) {
      this.open.delete(id);
      return { batch, ns: c.ns, id: 0n };
    }
    return { batch, ns: c.ns, id };
  }

  ns(id: bigint): string | undefined {
    return this.open.get(id)?.ns;
  }

  kill(id: bigint): boolean {
    return this.open.delete(id);
  }

  close(): void {
    clearInterval(this.timer);
    this.open.clear();
  }

  private batch(c: OpenCursor, batchSize: number): Doc[] {
    const max = batchSize <= 0 ? DEFAULT_FIRST_BATCH : batchSize;
    const end = Math.min(c.docs.length, c.pos + max);
    const raw = c.docs.slice(c.pos, end);
    let docs = c.project ? c.project(raw) : raw;
    // Cap by size: always at least one document.
    let bytes = 0;
    let n = 0;
    for (; n < docs.length; n++) {
      bytes += bsonSize(docs[n]) + 16;
      if (bytes > BATCH_BYTES && n > 0) break;
    }
    if (n < docs.length) docs = docs.slice(0, n);
    c.pos += n;
    return docs;
  }
}

function newCursorId(): bigint {
  // Positive, non-zero int64.
  const id = randomBytes(8).readBigInt64LE(0) & 0x7fffffffffffffffn;
  return id === 0n ? 1n : id;
}
