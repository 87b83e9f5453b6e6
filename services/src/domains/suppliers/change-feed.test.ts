/** The change feed against a real redis-server: catch-up after a cut connection, rebuild after Redis lost the stream. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { startRedis } from '../../../../scripts/lib/redis.mjs';
import { compareStreamIds, SupplierChangeFeed, SUPPLIER_CHANGES_STREAM } from './change-feed.js';

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 50));
};

describe('supplier change feed (real redis-server)', () => {
  let dir: string;
  const password = randomBytes(24).toString('base64url');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'forge-feed-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('orders stream ids numerically', () => {
    expect(compareStreamIds('10-0', '9-5')).toBeGreaterThan(0);
    expect(compareStreamIds('5-2', '5-10')).toBeLessThan(0);
    expect(compareStreamIds('7-1', '7-1')).toBe(0);
  });

  it('applies every change, catches up after a cut connection, and rebuilds when Redis comes back empty', async () => {
    let redis = await startRedis({ dir: join(dir, 'a'), password, appendonly: false });
    const applied: string[] = [];
    let rebuilds = 0;
    const feed = new SupplierChangeFeed({
      redisUrl: redis.url,
      logger: pino({ level: 'silent' }),
      apply: async (id) => void applied.push(id),
      rebuild: async () => void (rebuilds += 1),
      blockMs: 200,
    });
    await feed.start();
    expect(rebuilds).toBe(1);
    await feed.publish('s1');
    await until(() => applied.includes('s1'));

    // Cut every client connection; changes published meanwhile are read from the stream once it reconnects.
    const admin = new Redis(redis.url);
    await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
    for (const id of ['s2', 's3', 's4']) await admin.xadd(SUPPLIER_CHANGES_STREAM, '*', 'id', id);
    await until(() => applied.includes('s4'));
    expect(applied).toEqual(['s1', 's2', 's3', 's4']);
    expect(rebuilds).toBe(1);
    admin.disconnect();

    // Redis restarted without its data on the same port: the stream is gone, so the index is rebuilt.
    const port = redis.port;
    await redis.stop();
    redis = await startRedis({ port, dir: join(dir, 'b'), password, appendonly: false });
    await until(() => rebuilds === 2);
    await feed.publish('s5');
    await until(() => applied.includes('s5'));
    await feed.stop();
    await redis.stop();
  }, 30_000);
});
