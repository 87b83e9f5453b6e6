// explain names the plan (IXSCAN with its index, or COLLSCAN), so a test can prove a query uses its
// index. Stages are searched anywhere in the reply, so the same checks hold on a real mongod (SBE shape).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { type Collection, type Db } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let session: Session;
let db: Db;
let items: Collection;

beforeAll(async () => {
  session = await openSession();
  db = session.db;
  items = db.collection('items');
  await items.insertMany([...Array(50).keys()].map((i) => ({ _id: i, cat: i % 5, seq: i })) as never);
  await items.createIndex({ cat: 1, seq: -1 });
});

afterAll(() => session.close());

/** Every {stage: …} object in an explain reply. */
function stages(v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(v)) for (const e of v) stages(e, out);
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.stage === 'string') out.push(o);
    for (const [k, e] of Object.entries(o)) if (k !== 'rejectedPlans') stages(e, out);
  }
  return out;
}

test('an indexed query explains as IXSCAN on its index', async () => {
  const plan = stages(await items.find({ cat: 2 }).sort({ seq: -1 }).explain('queryPlanner'));
  expect(plan.find((s) => s.stage === 'IXSCAN')?.indexName).toBe('cat_1_seq_-1');
  expect(plan.some((s) => s.stage === 'COLLSCAN')).toBe(false);
});

test('an unindexed query explains as COLLSCAN, and executionStats counts what it returns', async () => {
  const reply = (await items.find({ seq: { $gt: 39 } }).explain('executionStats')) as Record<string, unknown>;
  const plan = stages(reply.queryPlanner);
  expect(plan.some((s) => s.stage === 'COLLSCAN')).toBe(true);
  expect(plan.some((s) => s.stage === 'IXSCAN')).toBe(false);
  expect((reply.executionStats as { nReturned: number }).nReturned).toBe(10);
});

test('aggregate and delete explain without writing', async () => {
  const agg = stages(
    await items.aggregate([{ $match: { cat: 1 } }, { $count: 'n' }]).explain('queryPlanner'),
  );
  expect(agg.find((s) => s.stage === 'IXSCAN')?.indexName).toBe('cat_1_seq_-1');
  const del = stages(
    await db.command({ explain: { delete: 'items', deletes: [{ q: { cat: 3 }, limit: 0 }] } }),
  );
  expect(del.some((s) => s.stage === 'IXSCAN')).toBe(true);
  expect(await items.countDocuments()).toBe(50);
});

test('a sparse index serves an equality on a non-null value, and never a query that matches missing fields', async () => {
  const events = db.collection('sparse_events');
  await events.insertMany([...Array(40).keys()].map((i) => (i % 4 === 0 ? { n: i } : { n: i, eventId: `e${i}` })) as never);
  await events.createIndex({ eventId: 1 }, { unique: true, sparse: true });
  // the analytics upsert's shape: one event id
  const byId = stages(await events.find({ eventId: 'e7' }).explain('queryPlanner'));
  expect(byId.find((s) => s.stage === 'IXSCAN')?.indexName).toBe('eventId_1');
  expect(await events.find({ eventId: { $in: ['e5', 'e6'] } }).toArray()).toHaveLength(2);
  // null also matches documents without the field, which the sparse index does not hold
  const byNull = stages(await events.find({ eventId: null }).explain('queryPlanner'));
  expect(byNull.some((s) => s.stage === 'IXSCAN')).toBe(false);
  expect(await events.countDocuments({ eventId: null })).toBe(10);
  expect(await events.countDocuments({ eventId: { $in: ['e1', null] } })).toBe(11);
  await events.updateOne({ eventId: 'e9' }, { $setOnInsert: { n: -1 } }, { upsert: true });
  await events.updateOne({ eventId: 'new' }, { $setOnInsert: { n: -2 } }, { upsert: true });
  expect(await events.countDocuments()).toBe(41);
});

test('equality on a unique index finds the document without merging inserts; a regex or null still scans', async () => {
  const users = db.collection('unique_users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany([...Array(30).keys()].map((i) => ({ _id: i, email: `u${i}@x.test`, n: i })) as never);
  for (let i = 30; i < 40; i++) {
    // read-then-insert, the upsert pattern: each read is answered from the unique map
    expect(await users.findOne({ email: `u${i - 30}@x.test` })).toMatchObject({ n: i - 30 });
    await users.insertOne({ _id: i, email: `u${i}@x.test`, n: i } as never);
  }
  expect(await users.find({ email: { $in: ['u39@x.test', 'u0@x.test', 'nobody'] } }).toArray()).toHaveLength(2);
  expect(await users.countDocuments({ email: /^u3\d@/ })).toBe(10);
  await users.deleteOne({ email: 'u5@x.test' });
  expect(await users.findOne({ email: 'u5@x.test' })).toBeNull();
  await users.updateOne({ email: 'u6@x.test' }, { $set: { email: 'six@x.test' } });
  expect(await users.findOne({ email: 'u6@x.test' })).toBeNull();
  expect(await users.findOne({ email: 'six@x.test' })).toMatchObject({ n: 6 });
  expect(stages(await users.find({ email: 'u7@x.test' }).explain('queryPlanner')).find((s) => s.stage === 'IXSCAN')?.indexName).toBe('email_1');
});
