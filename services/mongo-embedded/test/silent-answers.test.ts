// Answers the store once got silently wrong (issue 22, section 1), checked through the driver.
// Runs against a real MongoDB when MONGODB_URI is set, so each expectation is mongod's behaviour.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import { startTarget, type Target } from './helpers.js';

let target: Target;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  target = await startTarget();
  client = new MongoClient(target.uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  db = client.db(target.dbName);
});

afterAll(async () => {
  await db.dropDatabase();
  await client.close();
  await target.stop();
});

describe('$out and $merge', () => {
  test('a database-level $documents followed by $merge writes the documents', async () => {
    await db
      .aggregate([
        {
          $documents: [
            { _id: 1, a: 1 },
            { _id: 2, a: 2 },
          ],
        },
        { $merge: { into: 'merged' } },
      ])
      .toArray();
    expect(
      await db
        .collection('merged')
        .find({}, { sort: { _id: 1 } })
        .toArray(),
    ).toEqual([
      { _id: 1, a: 1 },
      { _id: 2, a: 2 },
    ]);
  });

  test('$documents followed by $out replaces the target', async () => {
    await db.collection('outTarget').insertOne({ _id: 9, old: true } as never);
    await db.aggregate([{ $documents: [{ _id: 1 }] }, { $out: 'outTarget' }]).toArray();
    expect(await db.collection('outTarget').find().toArray()).toEqual([{ _id: 1 }]);
  });

  test('$merge whenMatched merge / keepExisting / fail and whenNotMatched discard', async () => {
    const src = db.collection('mergeSrc');
    const dst = db.collection('mergeDst');
    await src.insertMany([
      { _id: 1, x: 'new' },
      { _id: 2, x: 'new' },
    ] as never);
    await dst.insertOne({ _id: 1, x: 'old', y: 1 } as never);
    await src
      .aggregate([{ $merge: { into: 'mergeDst', whenMatched: 'keepExisting', whenNotMatched: 'discard' } }])
      .toArray();
    expect(await dst.find({}, { sort: { _id: 1 } }).toArray()).toEqual([{ _id: 1, x: 'old', y: 1 }]);
    await src.aggregate([{ $merge: { into: 'mergeDst' } }]).toArray();
    expect(await dst.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, x: 'new', y: 1 },
      { _id: 2, x: 'new' },
    ]);
    const failing = src.aggregate([{ $merge: { into: 'mergeDst', whenMatched: 'fail' } }]).toArray();
    await expect(failing).rejects.toMatchObject({ code: 11000 });
  });

  test('$out anywhere but last is refused', async () => {
    const err = await db
      .collection('mergeSrc')
      .aggregate([{ $out: 'x' }, { $match: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(40601);
  });
});

describe('collation', () => {
  const strength2 = { locale: 'en', strength: 2 } as const;

  beforeAll(async () => {
    await db.collection('people').insertMany([
      { _id: 1, name: 'Émile' },
      { _id: 2, name: 'emile' },
      { _id: 3, name: 'EMILE' },
      { _id: 4, name: 'zoe' },
      { _id: 5, name: 'Adam' },
    ] as never);
  });

  test('find, count and distinct compare strings with the collation', async () => {
    const people = db.collection('people');
    const found = await people.find({ name: 'emile' }, { collation: strength2, sort: { _id: 1 } }).toArray();
    expect(found.map((d) => d._id)).toEqual([2, 3]);
    expect(await people.countDocuments({ name: 'emile' }, { collation: { locale: 'en', strength: 1 } })).toBe(
      3,
    );
    expect(
      await people.distinct('name', { _id: { $in: [2, 3] } } as never, { collation: strength2 }),
    ).toHaveLength(1);
  });

  test('sort orders strings by the locale', async () => {
    const sorted = await db
      .collection('people')
      .find({}, { collation: { locale: 'en' }, sort: { name: 1 } })
      .toArray();
    expect(sorted.map((d) => d.name)).toEqual(['Adam', 'emile', 'EMILE', 'Émile', 'zoe']);
  });

  test('update and delete select documents with the collation', async () => {
    const people = db.collection('people');
    const res = await people.updateMany(
      { name: 'EMILE' },
      { $set: { seen: true } },
      { collation: strength2 },
    );
    expect(res.modifiedCount).toBe(2);
    const del = await people.deleteOne({ name: 'ZOE' }, { collation: strength2 });
    expect(del.deletedCount).toBe(1);
  });
});
