// Wrong answers that mongoose's own test suite (conformance/mongoose.test.ts) found, checked through the
// driver. Runs against a real MongoDB when MONGODB_URI is set, so each expectation is mongod's behaviour.
import { expect, test } from '@jest/globals';
import { Binary, MongoServerError, type Db } from 'mongodb';
import { sessionPerSuite } from './helpers.js';

let db: Db;
sessionPerSuite((s) => (db = s.db));

test('$set of a Binary that differs only in its subtype is written (mongoose buf.subtype(0))', async () => {
  const c = db.collection('binsub');
  await c.insertOne({ _id: 1, buf: new Binary(Buffer.from('hi'), 128) } as never);
  const res = await c.updateOne({ _id: 1 } as never, { $set: { buf: new Binary(Buffer.from('hi'), 0) } });
  expect(res.modifiedCount).toBe(1);
  const doc = (await c.findOne({ _id: 1 } as never)) as { buf: Binary } | null;
  expect(doc?.buf.sub_type).toBe(0);
  // The same bytes and subtype are no change.
  const again = await c.updateOne({ _id: 1 } as never, { $set: { buf: new Binary(Buffer.from('hi'), 0) } });
  expect(again.modifiedCount).toBe(0);
});

test('a $set value holding an own "__proto__" field keeps it as data', async () => {
  const c = db.collection('protoval');
  await c.insertOne({ _id: 1, path1: {} } as never);
  const value = JSON.parse('{"__proto__": "abcd", "b": 1}') as Record<string, unknown>;
  const res = await c.findOneAndUpdate(
    { _id: 1 } as never,
    { $set: { path1: value } },
    { returnDocument: 'after' },
  );
  const path1 = (res as { path1: Record<string, unknown> } | null)?.path1 ?? {};
  expect(Object.getOwnPropertyDescriptor(path1, '__proto__')?.value).toBe('abcd');
  expect(path1.b).toBe(1);
  expect(({} as Record<string, unknown>).b).toBeUndefined();
});

test('$set of a top-level $-prefixed field stores it (mongoose schema path `$myKey`, MongoDB 5.0+)', async () => {
  const c = db.collection('dollarset');
  await c.updateOne(
    { _id: 1 } as never,
    { $setOnInsert: { __v: 0 }, $set: { $myKey: 'x', $each: { count: 42 } } } as never,
    { upsert: true },
  );
  expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, __v: 0, $myKey: 'x', $each: { count: 42 } });
  await c.updateOne({ _id: 1 } as never, { $set: { $myKey: 'y' } } as never);
  expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, __v: 0, $myKey: 'y', $each: { count: 42 } });
});

test('create with a numeric `capped` is capped: without size it is mongod error 72', async () => {
  const err = await db.createCollection('cappednum', { capped: 1024 as never }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect((err as MongoServerError).code).toBe(72);
});

test('a hinted find or aggregate without a sort returns the hinted index order', async () => {
  const c = db.collection('hinted');
  await c.createIndex({ qty: -1, name: -1 });
  await c.insertMany([
    { name: 'Andrew', qty: 4 },
    { name: 'Betty', qty: 5 },
    { name: 'Charlie', qty: 4 },
  ]);
  const names = (docs: Record<string, unknown>[]) => docs.map((d) => d.name);
  const expected = ['Betty', 'Charlie', 'Andrew'];
  expect(names(await c.find({}, { hint: { qty: -1, name: -1 } }).toArray())).toEqual(expected);
  expect(names(await c.find({}, { hint: 'qty_-1_name_-1' }).toArray())).toEqual(expected);
  expect(names(await c.aggregate([{ $match: {} }], { hint: { qty: -1, name: -1 } }).toArray())).toEqual(
    expected,
  );
  expect(names(await c.aggregate([{ $project: { name: 1 } }], { hint: 'qty_-1_name_-1' }).toArray())).toEqual(
    expected,
  );
  // An explicit sort wins over the hinted order.
  const sorted = await c.find({}, { hint: { qty: -1, name: -1 }, sort: { name: 1 } }).toArray();
  expect(names(sorted)).toEqual(['Andrew', 'Betty', 'Charlie']);
});

test('update paths through Object.prototype names (constructor, toString) are stored or refused, never lost', async () => {
  const c = db.collection('protonames');
  // What mongod stores for each; the store refuses them (115) and leaves the document as it was.
  const cases: [Record<string, unknown>, Record<string, unknown>][] = [
    [{ $rename: { hello: 'constructor.polluted' } }, { constructor: { polluted: 'world' } }],
    [{ $set: { 'constructor.x': 1 } }, { hello: 'world', constructor: { x: 1 } }],
    [{ $inc: { 'toString.y': 1 } }, { hello: 'world', toString: { y: 1 } }],
  ];
  for (const [i, [update, stored]] of cases.entries()) {
    await c.insertOne({ _id: i, hello: 'world' } as never);
    const outcome = await c.updateOne({ _id: i } as never, update as never).catch((e: unknown) => e);
    const doc = await c.findOne({ _id: i } as never);
    if (outcome instanceof MongoServerError) expect(doc).toEqual({ _id: i, hello: 'world' });
    else expect(doc).toEqual({ _id: i, ...stored });
  }
  expect((Object as unknown as Record<string, unknown>).polluted).toBeUndefined();
});
