// TTL indexes expire documents (identity's token state relies on one), rather than being stored and ignored.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '../src/index.js';

let server: EmbeddedMongo;
let client: MongoClient;

beforeAll(async () => {
  server = await start({ inMemory: true, ttlIntervalMs: 20 });
  client = new MongoClient(server.uri);
  await client.connect();
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

test('documents past expireAfterSeconds are deleted, others kept', async () => {
  const tokens = client.db('ttl').collection('tokens');
  await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await tokens.createIndex(
    { createdAt: 1 },
    { expireAfterSeconds: 3600, partialFilterExpression: { kind: 'a' } },
  );
  const past = new Date(Date.now() - 60_000);
  const future = new Date(Date.now() + 3_600_000);
  await tokens.insertMany([
    { _id: 1, expiresAt: past },
    { _id: 2, expiresAt: future },
    { _id: 3, expiresAt: 'not a date' },
    { _id: 4, expiresAt: [future, past] },
    { _id: 5, createdAt: new Date(Date.now() - 7_200_000), kind: 'a' },
    { _id: 6, createdAt: new Date(Date.now() - 7_200_000), kind: 'b' },
  ] as never);
  const deadline = Date.now() + 10_000;
  while ((await tokens.countDocuments()) > 3 && Date.now() < deadline)
    await new Promise((r) => setImmediate(r));
  const left = await tokens.find({}, { sort: { _id: 1 } }).toArray();
  expect(left.map((d) => d._id)).toEqual([2, 3, 6]);
});
