// What mongod 7.0 refuses must be refused here too (issue 22, section 3), with mongod's code; and
// unsupported features are refused (115) rather than accepted and ignored. Runs against a real
// MongoDB when MONGODB_URI is set (then the 115 checks are skipped).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MongoServerError, type Db } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let session: Session;
let db: Db;

beforeAll(async () => {
  session = await openSession();
  db = session.db;
  await db.collection('docs').insertOne({ _id: 1, n: 5, comments: [{ body: 'x' }], tags: ['a'] } as never);
});

afterAll(() => session.close());

async function codeOf(p: Promise<unknown>): Promise<number | undefined> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (err === undefined) return undefined;
  expect(err).toBeInstanceOf(MongoServerError);
  return (err as MongoServerError).code as number;
}

const docs = (): ReturnType<Db['collection']> => db.collection('docs');

describe('refused as mongod refuses', () => {
  test('an update whose result exceeds 16 MiB', async () => {
    const nine = 'x'.repeat(9 * 1024 * 1024);
    await db.collection('big').insertOne({ _id: 1, a: nine } as never);
    expect(await codeOf(db.collection('big').updateOne({ _id: 1 } as never, { $set: { b: nine } }))).toBe(
      17419,
    );
    const stored = await db.collection('big').findOne({ _id: 1 } as never);
    expect(stored?.b).toBeUndefined();
  });

  test('$push onto a non-array and $set through an array', async () => {
    expect(await codeOf(docs().updateOne({ _id: 1 } as never, { $push: { n: 1 } } as never))).toBe(2);
    expect(await codeOf(docs().updateOne({ _id: 1 } as never, { $set: { 'comments.body': 'y' } }))).toBe(28);
    expect(await codeOf(docs().updateOne({ _id: 1 } as never, { $set: { 'n.x': 1 } }))).toBe(28);
    expect(await codeOf(docs().updateOne({ _id: 1 } as never, { $inc: { tags: 1 } } as never))).toBe(14);
    expect(await docs().findOne({ _id: 1 } as never)).toEqual({
      _id: 1,
      n: 5,
      comments: [{ body: 'x' }],
      tags: ['a'],
    });
  });

  test('an unknown query operator, even on a missing collection', async () => {
    expect(
      await codeOf(
        db
          .collection('missing')
          .find({ a: { $foo: 1 } })
          .toArray(),
      ),
    ).toBe(2);
    expect(
      await codeOf(
        db
          .collection('missing')
          .find({ $foo: 1 } as never)
          .toArray(),
      ),
    ).toBe(2);
  });

  test('unknown fields in find and update commands', async () => {
    expect(await codeOf(db.command({ find: 'docs', filter: {}, bogus: 1 }))).toBe(40415);
    expect(
      await codeOf(db.command({ update: 'docs', updates: [{ q: {}, u: { $set: { a: 1 } } }], bogus: 1 })),
    ).toBe(40415);
    expect(
      await codeOf(db.command({ update: 'docs', updates: [{ q: {}, u: { $set: { a: 1 } }, bogus: 1 }] })),
    ).toBe(40415);
  });

  test('a hint that names no index', async () => {
    expect(await codeOf(docs().find({}, { hint: 'nope_1' }).toArray())).toBe(2);
    expect(
      await codeOf(
        docs()
          .find({}, { hint: { nope: 1 } })
          .toArray(),
      ),
    ).toBe(2);
    expect(await codeOf(docs().updateOne({}, { $set: { q: 1 } }, { hint: 'nope_1' }))).toBe(2);
    expect(await codeOf(docs().countDocuments({}, { hint: 'nope_1' }))).toBe(2);
    expect(await docs().find({}, { hint: '_id_' }).toArray()).toHaveLength(1);
  });

  test('an unknown pipeline stage', async () => {
    const err = await docs()
      .aggregate([{ $foo: 1 }])
      .toArray()
      .catch((e: unknown) => e);
    expect((err as MongoServerError).code).toBe(40324);
    expect((err as MongoServerError).message).toContain('Unrecognized pipeline stage name');
  });

  test('create with capped and no size, and an _id with a $-prefixed field', async () => {
    expect(await codeOf(db.createCollection('cappedNoSize', { capped: true } as never))).toBe(72);
    expect(await codeOf(docs().insertOne({ _id: { $a: 1 } } as never))).toBe(52);
  });
});

describe('unsupported features are refused, never ignored', () => {
  test('validators, capped collections, views, text indexes and $where (115)', async () => {
    if (!session.target.embedded) return;
    expect(await codeOf(db.createCollection('v', { validator: { a: { $type: 'int' } } }))).toBe(115);
    expect(await codeOf(db.createCollection('c', { capped: true, size: 4096 }))).toBe(115);
    expect(await codeOf(db.createCollection('view', { viewOn: 'docs', pipeline: [] }))).toBe(115);
    expect(await codeOf(docs().createIndex({ t: 'text' }))).toBe(115);
    expect(await codeOf(docs().find({ $where: 'true' }).toArray())).toBe(115);
  });
});
