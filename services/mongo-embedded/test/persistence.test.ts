// Durability in-process: state survives restarts across log rotation and compaction.
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Double, MongoClient } from 'mongodb';
import { Persistence } from '../src/persist.js';
import { startServer, type RunningServer } from '../src/server.js';
import { Store } from '../src/store.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-persist-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Options of a server that keeps its data in `dataDir` (compaction past `compactBytes`, 1 GiB: not in these tests). */
function onDisk(dataDir: string, compactBytes = 1 << 30) {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    inMemory: false,
    fsync: 'interval' as const,
    fsyncIntervalMs: 100,
    cursorTimeoutMs: 60_000,
    compactBytes,
  };
}

function startAt(compactBytes: number): Promise<RunningServer> {
  return startServer(onDisk(dir, compactBytes));
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
  const opts = onDisk(lockedDir);
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

test('after a restart documents are read from their raw BSON: indexes of every kind and the documents agree with what was written', async () => {
  const lazyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-lazy-'));
  const opts = onDisk(lazyDir);
  const expected = Array.from({ length: 300 }, (_, i) => ({
    _id: i % 3 === 0 ? `s${i}` : i,
    n: i,
    email: `User${i}@X`,
    nested: { b: i % 7, deep: { c: `c${i % 5}` } },
    tags: [`t${i % 4}`, `t${(i + 1) % 4}`],
    price: new Double(i % 10),
    at: new Date(1_700_000_000_000 + i),
    flag: i % 2 === 0,
  }));
  let server = await startServer(opts);
  let client = new MongoClient(server.uri);
  const c = client.db('p').collection('lazy');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.createIndex({ 'nested.b': 1, n: -1 });
  await c.createIndex({ tags: 1 });
  await c.createIndex({ price: 1 });
  await c.createIndex({ n: 1 }, { partialFilterExpression: { flag: true } });
  await c.insertMany(expected.map((d) => ({ ...d })) as never[]);
  // One document rewritten many times: its log is mostly dead records.
  for (let k = 0; k < 200; k++)
    await c.updateOne({ _id: 1 as never }, { $set: { k, pad: 'p'.repeat(k * 10) } });
  await client.close();
  await server.stop();

  // The load keeps the live documents only, not the whole log.
  const logBytes = fs
    .readdirSync(lazyDir)
    .filter((f) => f.endsWith('.fmlog'))
    .reduce((s, f) => s + fs.statSync(path.join(lazyDir, f)).size, 0);
  const store = new Store();
  const persistence = new Persistence({
    dir: lazyDir,
    fsync: 'interval',
    fsyncIntervalMs: 100,
    compactBytes: 1 << 30,
    backgroundCompaction: false,
  });
  persistence.open(store);
  const held = new Set<ArrayBufferLike>();
  for (const s of store.collection('p', 'lazy')?.docs.values() ?? []) if (s.raw) held.add(s.raw.buffer);
  expect(held.size).toBeGreaterThan(0);
  expect([...held].reduce((s, b) => s + b.byteLength, 0)).toBeLessThan(logBytes / 2);
  await persistence.close();

  for (let round = 0; round < 2; round++) {
    server = await startServer(opts);
    client = new MongoClient(server.uri);
    const lazy = client.db('p').collection('lazy');
    expect(await lazy.findOne({ _id: 1 as never })).toMatchObject({ n: 1, k: 199 });
    await expect(lazy.insertOne({ email: 'User5@X' })).rejects.toMatchObject({ code: 11000 });
    const byNested = await lazy.find({ 'nested.b': 3 }).sort({ n: -1 }).toArray();
    expect(byNested.map((d) => d.n)).toEqual(
      expected
        .filter((d) => d.nested.b === 3)
        .map((d) => d.n)
        .reverse(),
    );
    expect(await lazy.countDocuments({ tags: 't2' })).toBe(
      expected.filter((d) => d.tags.includes('t2')).length,
    );
    expect(await lazy.countDocuments({ price: { $type: 'double' } })).toBe(300);
    expect((await lazy.find({ price: 4 }).toArray()).map((d) => d.n)).toEqual(
      expected.filter((d) => d.n % 10 === 4).map((d) => d.n),
    );
    expect(await lazy.countDocuments({ flag: true, n: { $gte: 100 } })).toBe(100);
    const all = await lazy.find({}, { promoteValues: false }).sort({ n: 1 }).toArray();
    expect(all.map((d) => (d.price as Double)._bsontype)).toEqual(expected.map(() => 'Double'));
    const plain = await lazy.find({}).sort({ n: 1 }).toArray();
    expect(plain.map(({ k: _k, pad: _pad, ...rest }) => rest)).toEqual(
      expected.map((d) => ({ ...d, price: d.n % 10 })),
    );
    await client.close();
    await server.stop();
  }
  fs.rmSync(lazyDir, { recursive: true, force: true });
});
