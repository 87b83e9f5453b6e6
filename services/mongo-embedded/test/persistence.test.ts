// Durability in-process: state survives restarts across log rotation and compaction.
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startServer, type RunningServer } from '../src/server.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-persist-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function startAt(compactBytes: number): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    inMemory: false,
    fsync: 'interval',
    fsyncIntervalMs: 100,
    cursorTimeoutMs: 60_000,
    compactBytes,
  });
}

async function withClient<T>(server: RunningServer, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 3000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.compacted();
    await server.stop();
  }
}

test('writes, updates, deletes, drops and indexes survive restarts and compaction', async () => {
  await withClient(await startAt(64 * 1024), async (client) => {
    const db = client.db('p');
    await db.collection('users').createIndex({ email: 1 }, { unique: true });
    for (let b = 0; b < 20; b++) {
      await db.collection('users').insertMany(
        Array.from({ length: 100 }, (_, i) => ({
          email: `u${b * 100 + i}@x`,
          n: b * 100 + i,
          pad: 'x'.repeat(100),
        })),
      );
    }
    await db.collection('users').updateMany({ n: { $lt: 100 } }, { $set: { early: true } });
    await db.collection('users').deleteMany({ n: { $gte: 1900 } });
    await db.collection('tmp').insertOne({ a: 1 });
    await db.collection('tmp').drop();
    await db.collection('other').insertOne({ _id: 'k' as never, v: 1 });
  });
  for (let round = 0; round < 2; round++) {
    await withClient(await startAt(64 * 1024), async (client) => {
      const users = client.db('p').collection('users');
      expect(await users.countDocuments()).toBe(1900);
      expect(await users.countDocuments({ early: true })).toBe(100);
      await expect(users.insertOne({ email: 'u5@x' })).rejects.toMatchObject({ code: 11000 });
      const names = (await client.db('p').listCollections().toArray()).map((c) => c.name).sort();
      expect(names).toEqual(['other', 'users']);
      expect(
        await client
          .db('p')
          .collection('other')
          .findOne({ _id: 'k' as never }),
      ).toEqual({ _id: 'k', v: 1 });
    });
  }
  expect(fs.readdirSync(dir).some((f) => f === 'snapshot.fmdb')).toBe(true);
});

test('a data dir cannot be opened twice, and a failed start releases it', async () => {
  const lockedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-lock-'));
  const opts = {
    port: 0,
    host: '127.0.0.1',
    dataDir: lockedDir,
    inMemory: false,
    fsync: 'interval' as const,
    fsyncIntervalMs: 100,
    cursorTimeoutMs: 60_000,
    compactBytes: 1 << 30,
  };
  const first = await startServer(opts);
  await expect(startServer(opts)).rejects.toThrow(/in use/);
  // Port already taken: start fails and must not keep the lock.
  await expect(
    startServer({ ...opts, dataDir: path.join(lockedDir, 'other'), port: first.port }),
  ).rejects.toThrow();
  await first.stop();
  const again = await startServer({ ...opts, dataDir: path.join(lockedDir, 'other') });
  await again.stop();
  const reopened = await startServer(opts);
  await reopened.stop();
  fs.rmSync(lockedDir, { recursive: true, force: true });
});
