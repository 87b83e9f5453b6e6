// Answers the store once got silently wrong (issue 22, section 1), checked through the driver.
// Runs against a real MongoDB when MONGODB_URI is set, so each expectation is mongod's behaviour.
import { beforeAll, describe, expect, test } from '@jest/globals';
import {
  Binary,
  DBRef,
  Double,
  Int32,
  MongoServerError,
  ObjectId,
  UUID,
  type Db,
} from 'mongodb';
import { sessionPerSuite } from './helpers.js';

let db: Db;
sessionPerSuite((s) => (db = s.db));

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

describe('collated indexes', () => {
  test('a unique index with strength 2 refuses emails differing only in case', async () => {
    const users = db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
    await users.insertOne({ _id: 1, email: 'Ann@Example.com' } as never);
    const dup = await users.insertOne({ _id: 2, email: 'ann@example.COM' } as never).catch((e: unknown) => e);
    expect((dup as MongoServerError).code).toBe(11000);
    await users.insertOne({ _id: 3, email: 'bob@example.com' } as never);
    const renamed = await users
      .updateOne({ _id: 3 } as never, { $set: { email: 'ANN@example.com' } })
      .catch((e: unknown) => e);
    expect((renamed as MongoServerError).code).toBe(11000);
    const index = (await users.listIndexes().toArray()).find((i) => i.name === 'email_1');
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2 });
    const found = await users
      .find({ email: 'ANN@EXAMPLE.COM' }, { collation: { locale: 'en', strength: 2 } })
      .toArray();
    expect(found.map((d) => d._id)).toEqual([1]);
  });
});

describe('update operators', () => {
  test('$pull with an $or condition removes the matching subdocuments', async () => {
    const c = db.collection('pullOr');
    await c.insertOne({
      _id: 1,
      lines: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 2 },
        { sku: 'c', qty: 3 },
      ],
    } as never);
    const res = await c.updateOne(
      { _id: 1 } as never,
      {
        $pull: { lines: { $or: [{ sku: 'a' }, { qty: 3 }] } },
      } as never,
    );
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 } as never)).toEqual({ _id: 1, lines: [{ sku: 'b', qty: 2 }] });
    const none = await c.updateOne(
      { _id: 1 } as never,
      { $pull: { lines: { $or: [{ sku: 'zz' }] } } } as never,
    );
    expect(none.modifiedCount).toBe(0);
  });

  test('two paths through one positional operator ($, $[] and $[id]) are applied', async () => {
    const c = db.collection('positional');
    const children = [
      { _id: 1, name: 'a' },
      { _id: 2, name: 'b' },
    ];
    await c.insertOne({ _id: 1, children } as never);
    const at = new Date('2026-01-02T03:04:05Z');
    await c.updateOne(
      { _id: 1, 'children._id': 2 } as never,
      {
        $set: { 'children.$.name': 'B', 'children.$.updatedAt': at },
      } as never,
    );
    expect((await c.findOne({ _id: 1 } as never))?.children).toEqual([
      { _id: 1, name: 'a' },
      { _id: 2, name: 'B', updatedAt: at },
    ]);
    await c.updateOne(
      { _id: 1 } as never,
      { $set: { 'children.$[].seen': true, 'children.$[].n': 0 } } as never,
    );
    await c.updateOne(
      { _id: 1 } as never,
      { $set: { 'children.$[k].name': 'A', 'children.$[k].n': 1 } } as never,
      { arrayFilters: [{ 'k._id': 1 }] },
    );
    expect((await c.findOne({ _id: 1 } as never))?.children).toEqual([
      { _id: 1, name: 'A', seen: true, n: 1 },
      { _id: 2, name: 'B', updatedAt: at, seen: true, n: 0 },
    ]);
  });

  test('the same path twice is still a conflict', async () => {
    const c = db.collection('positional');
    const err = await c
      .updateOne(
        { _id: 1, 'children._id': 1 } as never,
        {
          $set: { 'children.$.name': 'x' },
          $unset: { 'children.$.name': '' },
        } as never,
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
  });

  test('$set of a __proto__ key is stored as data or refused, never dropped', async () => {
    const c = db.collection('proto');
    await c.insertOne({ _id: 1, keep: 1 } as never);
    const update = JSON.parse('{"$set": {"__proto__": {"polluted": true}}}') as never;
    const outcome = await c.updateOne({ _id: 1 } as never, update).catch((e: unknown) => e);
    const doc = (await c.findOne({ _id: 1 } as never)) as Record<string, unknown>;
    if (outcome instanceof MongoServerError) expect(Object.keys(doc)).toEqual(['_id', 'keep']);
    else expect(Object.getOwnPropertyDescriptor(doc, '__proto__')?.value).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('projections', () => {
  beforeAll(async () => {
    await db.collection('proj').insertOne({
      _id: 1,
      name: 'n',
      fans: [1, 2, 3, 4, 5],
      dates: [new Date('2026-01-01'), new Date('2026-03-01')],
      nested: { list: [1, 2, 3] },
    } as never);
  });

  test('$slice alone keeps every other field', async () => {
    const doc = await db.collection('proj').findOne({}, { projection: { fans: { $slice: [1, 2] } } });
    expect(doc).toEqual({
      _id: 1,
      name: 'n',
      fans: [2, 3],
      dates: [new Date('2026-01-01'), new Date('2026-03-01')],
      nested: { list: [1, 2, 3] },
    });
  });

  test('$slice with an exclusion, with an inclusion, negative and nested', async () => {
    const proj = db.collection('proj');
    expect(await proj.findOne({}, { projection: { fans: { $slice: -2 }, dates: 0, nested: 0 } })).toEqual({
      _id: 1,
      name: 'n',
      fans: [4, 5],
    });
    expect(await proj.findOne({}, { projection: { name: 1, fans: { $slice: 1 } } })).toEqual({
      _id: 1,
      name: 'n',
      fans: [1],
    });
    expect(
      await proj.findOne(
        {},
        { projection: { 'nested.list': { $slice: [-2, 1] }, _id: 0, fans: 0, dates: 0 } },
      ),
    ).toEqual({
      name: 'n',
      nested: { list: [2] },
    });
  });

  test('$elemMatch with a bare operator returns the first matching element', async () => {
    const proj = db.collection('proj');
    expect(await proj.findOne({}, { projection: { fans: { $elemMatch: { $in: [3, 4] } } } })).toEqual({
      _id: 1,
      fans: [3],
    });
    expect(
      await proj.findOne({}, { projection: { dates: { $elemMatch: { $gte: new Date('2026-02-01') } } } }),
    ).toEqual({ _id: 1, dates: [new Date('2026-03-01')] });
    expect(await proj.findOne({}, { projection: { fans: { $elemMatch: { $gt: 9 } } } })).toEqual({ _id: 1 });
  });

  test('$elemMatch on a DBRef $id, in a projection and in a query', async () => {
    const owner = new ObjectId();
    const other = new ObjectId();
    const c = db.collection('refs');
    await c.insertOne({
      _id: 1,
      refs: [new DBRef('users', other), new DBRef('users', owner)],
    } as never);
    const doc = await c.findOne({}, { projection: { refs: { $elemMatch: { $id: owner } } } });
    expect((doc?.refs as DBRef[]).map((r) => r.oid.toHexString())).toEqual([owner.toHexString()]);
    expect(await c.countDocuments({ refs: { $elemMatch: { $id: owner } } })).toBe(1);
    expect(await c.countDocuments({ refs: { $elemMatch: { $id: new ObjectId() } } })).toBe(0);
  });
});

describe('query operators', () => {
  test('$all on a scalar field matches like an equality', async () => {
    const c = db.collection('all');
    await c.insertMany([
      { _id: 1, tag: 'x' },
      { _id: 2, tag: ['x', 'y'] },
      { _id: 3, tag: 'y' },
    ] as never);
    const ids = async (f: object): Promise<unknown[]> =>
      (await c.find(f, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ tag: { $all: ['x'] } })).toEqual([1, 2]);
    expect(await ids({ tag: { $all: ['x', 'y'] } })).toEqual([2]);
    expect(await ids({ tag: { $all: [] } })).toEqual([]);
  });

  test('Binary values order by length, then subtype, then bytes; equality includes the subtype', async () => {
    const c = db.collection('bin');
    const bin = (bytes: number[], sub = 0): Binary => new Binary(Buffer.from(bytes), sub);
    await c.insertMany([
      { _id: 1, b: bin([9]) },
      { _id: 2, b: bin([1, 2]) },
      { _id: 3, b: bin([1, 2], 5) },
      { _id: 4, b: bin([0, 0, 0]) },
    ] as never);
    const ids = async (f: object): Promise<unknown[]> =>
      (await c.find(f, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ b: { $gt: bin([200]) } })).toEqual([2, 3, 4]);
    expect(await ids({ b: { $lt: bin([1, 2], 5) } })).toEqual([1, 2]);
    expect(await ids({ b: bin([1, 2]) })).toEqual([2]);
    expect(await ids({ b: { $in: [bin([1, 2], 5)] } })).toEqual([3]);
    expect(await ids({ b: { $ne: bin([1, 2]) } })).toEqual([1, 3, 4]);
    expect((await c.find({}, { sort: { b: 1 } }).toArray()).map((d) => d._id)).toEqual([1, 2, 3, 4]);
  });

  test('bitwise operators read a UUID as bytes and numbers as 64-bit integers', async () => {
    const c = db.collection('bits');
    const uuid = new UUID('01000000-0000-0000-0000-000000000080');
    await c.insertMany([
      { _id: 1, u: uuid },
      { _id: 2, n: 2 ** 40 + 1 },
      { _id: 3, n: -1 },
    ] as never);
    expect(await c.countDocuments({ u: { $bitsAllSet: [0, 127] } })).toBe(1);
    expect(await c.countDocuments({ u: { $bitsAllSet: [1] } })).toBe(0);
    expect(await c.countDocuments({ u: { $bitsAnySet: 1 } })).toBe(1);
    expect(await c.countDocuments({ n: { $bitsAllSet: [0, 40] } })).toBe(2);
    expect(await c.countDocuments({ n: { $bitsAllClear: [1] } })).toBe(1);
    expect(await c.countDocuments({ n: { $bitsAllSet: [70] } })).toBe(1);
  });
});

describe('number types', () => {
  test('a Double holding an integral value stays a double (queries, updates, replies)', async () => {
    const c = db.collection('doubles');
    await c.insertMany([
      { _id: 1, d: new Double(3), nested: { x: new Double(4) }, list: [new Double(1), 2] },
      { _id: 2, d: 3 },
    ] as never);
    const ids = async (f: object): Promise<unknown[]> =>
      (await c.find(f, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ d: { $type: 'double' } })).toEqual([1]);
    expect(await ids({ d: { $type: 'int' } })).toEqual([2]);
    expect(await ids({ 'nested.x': { $type: 1 } })).toEqual([1]);
    expect(await ids({ list: { $type: 'double' } })).toEqual([1]);
    expect(await ids({ d: 3 })).toEqual([1, 2]);
    expect(await ids({ d: { $gte: new Double(3) } })).toEqual([1, 2]);
    await c.updateOne({ _id: 1 } as never, { $inc: { d: 1 }, $set: { other: 1 } } as never);
    const raw = await c.findOne({ _id: 1 } as never, { promoteValues: false });
    expect(raw?.d).toBeInstanceOf(Double);
    expect((raw?.d as Double).value).toBe(4);
    expect(raw?.nested).toEqual({ x: new Double(4) });
    expect(raw?.other).toBeInstanceOf(Int32);
    await c.updateOne({ _id: 1 } as never, { $set: { d: 9 } } as never);
    expect((await c.findOne({ _id: 1 } as never, { promoteValues: false }))?.d).toBeInstanceOf(Int32);
  });
});
