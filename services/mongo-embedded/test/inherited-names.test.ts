// Documents with their own fields named like Object.prototype members (constructor, toString,
// hasOwnProperty, valueOf): filters, projections, sorts, indexes and updates treat them as data, and a
// document without them as missing them. Runs against a real MongoDB when MONGODB_URI is set.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import type { Collection, Document } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let s: Session;
let c: Collection<Document>;

const docs: Document[] = [
  { _id: 1, constructor: 'x', toString: 'b', n: 1 },
  { _id: 2, constructor: 'y', hasOwnProperty: 3, valueOf: { k: 1 }, n: 2 },
  { _id: 3, n: 3, sub: { constructor: 'z' } },
];

beforeAll(async () => {
  s = await openSession();
  c = s.db.collection('inherited');
});

beforeEach(async () => {
  await c.deleteMany({});
  await c.insertMany(docs as never);
});

afterAll(async () => {
  await s.close();
});

const ids = (out: Document[]) => out.map((d) => d._id as number);

describe('find', () => {
  test('filters on inherited names', async () => {
    expect(ids(await c.find({ constructor: 'x' }).toArray())).toEqual([1]);
    expect(ids(await c.find({ constructor: { $exists: false } }).toArray())).toEqual([3]);
    expect(ids(await c.find({ constructor: null }).toArray())).toEqual([3]);
    expect(ids(await c.find({ toString: { $exists: true } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ 'valueOf.k': 1 }).toArray())).toEqual([2]);
    expect(ids(await c.find({ 'sub.constructor': 'z' }).toArray())).toEqual([3]);
  });

  test('inclusion projections of inherited names', async () => {
    expect(await c.find({}, { projection: { constructor: 1 } }).toArray()).toEqual([
      { _id: 1, constructor: 'x' },
      { _id: 2, constructor: 'y' },
      { _id: 3 },
    ]);
    expect(await c.find({}, { projection: { _id: 0, toString: 1, valueOf: 1, n: 1 } }).toArray()).toEqual([
      { toString: 'b', n: 1 },
      { valueOf: { k: 1 }, n: 2 },
      { n: 3 },
    ]);
    expect(
      await c.find({ _id: 3 } as never, { projection: { 'sub.n': 1, 'sub.constructor': 1 } }).toArray(),
    ).toEqual([{ _id: 3, sub: { constructor: 'z' } }]);
    expect(
      await c.find({ _id: 1 } as never, { projection: { constructor: 0, toString: 0 } }).toArray(),
    ).toEqual([{ _id: 1, n: 1 }]);
  });

  test('$project of inherited names in a pipeline', async () => {
    expect(await c.aggregate([{ $project: { constructor: 1, c2: '$constructor' } }]).toArray()).toEqual([
      { _id: 1, constructor: 'x', c2: 'x' },
      { _id: 2, constructor: 'y', c2: 'y' },
      { _id: 3 },
    ]);
  });

  test('a document without the field sorts as missing', async () => {
    expect(ids(await c.find({}, { sort: { constructor: 1 } as never }).toArray())).toEqual([3, 1, 2]);
    expect(ids(await c.find({}, { sort: { constructor: -1 } as never }).toArray())).toEqual([2, 1, 3]);
    expect(ids(await c.aggregate([{ $sort: { constructor: -1 } }]).toArray())).toEqual([2, 1, 3]);
  });

  test('an index on an inherited name holds missing for documents without it', async () => {
    await c.createIndex({ constructor: 1 });
    expect(ids(await c.find({ constructor: null }).toArray())).toEqual([3]);
    expect(ids(await c.find({}, { sort: { constructor: -1 } as never }).toArray())).toEqual([2, 1, 3]);
    await c.dropIndexes();
  });
});

describe('updates', () => {
  const after = async (id: number) => c.findOne({ _id: id } as never);

  test('operators create an inherited name the document lacks', async () => {
    const r = await c.updateOne(
      { _id: 3 } as never,
      {
        $set: { constructor: 'new', 'sub.valueOf': 1 },
        $inc: { hasOwnProperty: 2 },
        $push: { toString: 'p' },
        $max: { valueOf: 7 },
      } as never,
    );
    expect(r.modifiedCount).toBe(1);
    expect(await after(3)).toEqual({
      _id: 3,
      n: 3,
      sub: { constructor: 'z', valueOf: 1 },
      constructor: 'new',
      hasOwnProperty: 2,
      toString: ['p'],
      valueOf: 7,
    });
    expect(ids(await c.find({ constructor: 'new' }).toArray())).toEqual([3]);
  });

  test('nested $set and $rename into an inherited name', async () => {
    await c.updateOne({ _id: 3 } as never, { $set: { 'constructor.a': 1 }, $rename: { n: 'toString' } });
    expect(await after(3)).toEqual({ _id: 3, sub: { constructor: 'z' }, constructor: { a: 1 }, toString: 3 });
  });

  test('operators on the own field, and no-ops on an absent one', async () => {
    const r1 = await c.updateOne({ _id: 2 } as never, {
      $inc: { hasOwnProperty: 1 },
      $unset: { constructor: '' },
    });
    expect(r1.modifiedCount).toBe(1);
    expect(await after(2)).toEqual({ _id: 2, hasOwnProperty: 4, valueOf: { k: 1 }, n: 2 });
    const r2 = await c.updateOne(
      { _id: 3 } as never,
      {
        $unset: { constructor: '' },
        $pull: { toString: 1 },
      } as never,
    );
    expect(r2.modifiedCount).toBe(0);
    expect(await after(3)).toEqual(docs[2]);
  });

  test('an upsert on an inherited name', async () => {
    const r = await c.updateOne({ constructor: 'up' }, { $set: { q: 1 } }, { upsert: true });
    expect(await c.findOne({ _id: r.upsertedId } as never, { projection: { _id: 0 } })).toEqual({
      constructor: 'up',
      q: 1,
    });
  });
});
