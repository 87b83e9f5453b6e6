import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SUPPLIER_CHANGES_MAX, SUPPLIER_CHANGES_STREAM, supplierChangeFields, supplierChangeOf } from '@forge/contract';

/**
 * Keeps every API replica's in-process search index in step. Each write to a supplier appends its id to a Redis
 * stream; every replica follows the stream and re-reads that supplier from MongoDB into its index (idempotent, so a
 * replay is harmless). A replica that was cut off continues from the last entry it applied (the stream keeps the
 * missed entries); when that entry is gone (stream trimmed, or Redis restarted empty) it rebuilds from MongoDB.
 * A dedicated engine (OpenSearch, Meilisearch) would be fed by this same stream: see infra/README.md.
 */
export { SUPPLIER_CHANGES_STREAM };

export interface SupplierChangeFeedOptions {
  redisUrl: string;
  logger: Logger;
  /** Re-reads one supplier from MongoDB into the index (or drops it when it no longer exists). */
  apply: (supplierId: string) => Promise<void>;
  /** Rebuilds the whole index from MongoDB. */
  rebuild: () => Promise<void>;
  blockMs?: number;
}

/** "ms-seq" stream ids compared numerically. */
export function compareStreamIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am === bm ? Number(as - bs) : am < bm ? -1 : 1;
}

export class SupplierChangeFeed {
  private readonly writer: Redis;
  private readonly reader: Redis;
  /** Last entry applied to this process's index; null until the first sync with Redis. */
  private lastId: string | null = null;
  private stopped = false;
  private loop: Promise<void> | null = null;
  /** Tells this process's own rebuild announcements from the other replicas'. */
  private readonly origin = randomUUID();

  constructor(private readonly options: SupplierChangeFeedOptions) {
    const common = { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000, retryStrategy: (n: number) => Math.min(200 * n, 2000) };
    this.writer = new Redis(options.redisUrl, { ...common, maxRetriesPerRequest: 1 });
    // No retries: a read cut by a disconnect must fail, so the loop checks what it missed before reading on.
    this.reader = new Redis(options.redisUrl, { ...common, maxRetriesPerRequest: 0 });
    for (const client of [this.writer, this.reader]) client.on('error', () => undefined);
  }

  /** Notes where the stream stands, builds the index, then follows the stream from that point. */
  async start(): Promise<void> {
    await Promise.allSettled([this.writer.connect(), this.reader.connect()]);
    try {
      this.lastId = await this.newestId();
    } catch {
      this.lastId = null; // Redis is down: rebuild again once it is back, so nothing written meanwhile is missed
    }
    await this.options.rebuild();
    this.loop = this.follow();
  }

  /** Announces a write (after it is stored). A failure is logged: the other replicas catch up on their next rebuild. */
  async publish(supplierId: string): Promise<void> {
    try {
      await this.writer.xadd(SUPPLIER_CHANGES_STREAM, 'MAXLEN', '~', String(SUPPLIER_CHANGES_MAX), '*', ...supplierChangeFields({ kind: 'changed', supplierId }));
    } catch (error) {
      this.options.logger.warn({ err: error, supplierId }, 'supplier change not published (Redis unavailable)');
    }
  }

  /** Announces a full rebuild (after an admin reindex here): every other replica rebuilds from MongoDB too. */
  async publishRebuild(): Promise<void> {
    try {
      await this.writer.xadd(SUPPLIER_CHANGES_STREAM, 'MAXLEN', '~', String(SUPPLIER_CHANGES_MAX), '*', ...supplierChangeFields({ kind: 'rebuild', origin: this.origin }));
    } catch (error) {
      this.options.logger.warn({ err: error }, 'supplier index rebuild not published (Redis unavailable)');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader.disconnect();
    await this.loop?.catch(() => undefined);
    this.writer.disconnect();
  }

  private async newestId(): Promise<string> {
    const [newest] = await this.reader.xrevrange(SUPPLIER_CHANGES_STREAM, '+', '-', 'COUNT', 1);
    return newest?.[0] ?? '0-0';
  }

  /** After a disconnect: can we continue from lastId, or were entries lost (trimmed, or Redis restarted empty)? */
  private async resync(): Promise<void> {
    const [oldest] = await this.reader.xrange(SUPPLIER_CHANGES_STREAM, '-', '+', 'COUNT', 1);
    const newest = await this.newestId();
    const lost =
      this.lastId === null ||
      compareStreamIds(newest, this.lastId) < 0 ||
      (oldest !== undefined && this.lastId !== '0-0' && compareStreamIds(oldest[0], this.lastId) > 0);
    if (!lost) return;
    this.options.logger.info({ lastApplied: this.lastId, newest }, 'supplier changes missed: rebuilding the search index');
    this.lastId = newest;
    await this.options.rebuild();
  }

  private async follow(): Promise<void> {
    let needsResync = this.lastId === null;
    while (!this.stopped) {
      try {
        if (needsResync) {
          await this.resync();
          needsResync = false;
        }
        const batches = (await this.reader.xread('COUNT', 500, 'BLOCK', this.options.blockMs ?? 5000, 'STREAMS', SUPPLIER_CHANGES_STREAM, this.lastId ?? '$')) as [string, [string, string[]][]][] | null;
        for (const [, entries] of batches ?? []) {
          for (const [id, fields] of entries) {
            const change = supplierChangeOf(fields);
            if (change?.kind === 'rebuild') {
              if (change.origin !== this.origin) await this.options.rebuild();
            } else if (change?.kind === 'changed') {
              await this.options.apply(change.supplierId);
            }
            this.lastId = id;
          }
        }
      } catch (error) {
        if (this.stopped) break;
        needsResync = true;
        this.options.logger.debug({ err: error }, 'supplier change feed interrupted; resyncing when Redis is back');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}

let current: SupplierChangeFeed | null = null;

/** The process's feed (set by the suppliers domain at start); writes publish through it. */
export function useSupplierChangeFeed(feed: SupplierChangeFeed | null): void {
  current = feed;
}

export async function publishSupplierChange(supplierId: string): Promise<void> {
  await current?.publish(supplierId);
}

/** After a reindex on this replica: the others rebuild their index from MongoDB too. */
export async function publishSupplierRebuild(): Promise<void> {
  await current?.publishRebuild();
}
