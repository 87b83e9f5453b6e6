// Compatibility suite through the raw mongodb driver. Runs against a real MongoDB when MONGODB_URI is set.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import {
  Double,
  GridFSBucket,
  Int32,
  Long,
  MongoServerError,
  ObjectId,
  type Db,
  type Sort,
} from 'mongodb';
import { sessionPerSuite } from './helpers.js';

let db: Db;
const session = sessionPerSuite((s) => (db = s.db));

describe('CRUD', () => {
  test('insert, find, update, replace, delete', async () => {
    const c = db.collection('crud');
    const ins = await c.insertMany([
      { name: 'a', n: 1 },
      { name: 'b', n: 2 },
      { name: 'c', n: 3 },
    ]);
    expect(ins.insertedCount).toBe(3);
    const one = await c.insertOne({ _id: 'custom' as unknown as ObjectId, name: 'd', n: 4 });
    expect(one.insertedId).toBe('custom');
    expect(await c.countDocuments()).toBe(4);
    expect((await c.findOne({ name: 'b' }))?.n).toBe(2);
    const docs = await c
      .find({ n: { $gte: 2 } }, { projection: { _id: 0, name: 1 } })
      .sort({ n: -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(docs).toEqual([{ name: 'c' }, { name: 'b' }]);
    const upd = await c.updateMany({ n: { $lt: 3 } }, { $set: { small: true } });
    expect([upd.matchedCount, upd.modifiedCount]).toEqual([2, 2]);
    const again = await c.updateOne({ name: 'a' }, { $set: { small: true } });
    expect([again.matchedCount, again.modifiedCount]).toEqual([1, 0]);
    const rep = await c.replaceOne({ name: 'c' }, { name: 'c2', n: 30 });
    expect(rep.modifiedCount).toBe(1);
    const c2 = await c.findOne({ name: 'c2' }, { projection: { _id: 0 } });
    expect(c2).toEqual({ name: 'c2', n: 30 });
    const fam = await c.findOneAndUpdate(
      { name: 'a' },
      { $inc: { n: 10 } },
      { returnDocument: 'after', projection: { _id: 0, n: 1 } },
    );
    expect(fam).toEqual({ n: 11 });
    const before = await c.findOneAndUpdate({ name: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'before' });
    expect(before?.n).toBe(11);
    const famReplace = await c.findOneAndReplace({ name: 'd' }, { name: 'd2' }, { returnDocument: 'after' });
    expect(famReplace?.name).toBe('d2');
    expect(famReplace?._id).toBe('custom');
    const gone = await c.findOneAndDelete({ name: 'd2' });
    expect(gone?._id).toBe('custom');
    expect((await c.deleteMany({ small: true })).deletedCount).toBe(2);
    expect((await c.deleteOne({ nothing: 1 })).deletedCount).toBe(0);
    expect(await c.countDocuments()).toBe(1);
  });

  test('stored _id comes first and cannot be changed', async () => {
    const c = db.collection('idfirst');
    await c.insertOne({ a: 1, _id: 7 as unknown as ObjectId });
    const raw = await c.findOne({});
    expect(Object.keys(raw ?? {})).toEqual(['_id', 'a']);
    await expect(c.updateOne({ _id: 7 as unknown as ObjectId }, { $set: { _id: 8 } })).rejects.toMatchObject({
      code: 66,
    });
    const same = await c.updateOne({ _id: 7 as unknown as ObjectId }, { $set: { _id: 7, a: 2 } });
    expect(same.modifiedCount).toBe(1);
  });

  test('query operators', async () => {
    const c = db.collection('queryops');
    await c.insertMany([
      { k: 1, tags: ['x', 'y'], sub: { v: 1 }, s: 'apple' },
      { k: 2, tags: ['y'], sub: { v: 2 }, s: 'banana' },
      { k: 3, tags: [], s: 'cherry', nul: null },
    ]);
    const ks = async (filter: object): Promise<number[]> =>
      (await c.find(filter).sort({ k: 1 }).toArray()).map((d) => d.k as number);
    expect(await ks({ tags: 'y' })).toEqual([1, 2]);
    expect(await ks({ tags: { $all: ['x', 'y'] } })).toEqual([1]);
    expect(await ks({ tags: { $size: 0 } })).toEqual([3]);
    expect(await ks({ 'sub.v': { $in: [2, 5] } })).toEqual([2]);
    expect(await ks({ sub: { $exists: false } })).toEqual([3]);
    expect(await ks({ nul: null })).toEqual([1, 2, 3]);
    expect(await ks({ s: /an/ })).toEqual([2]);
    expect(await ks({ $or: [{ k: 1 }, { s: 'cherry' }] })).toEqual([1, 3]);
    expect(await ks({ k: { $not: { $gt: 1 } } })).toEqual([1]);
    expect(await ks({ k: { $type: 'number' } })).toEqual([1, 2, 3]);
    expect(await ks({ k: { $type: 'int' } })).toEqual([1, 2, 3]);
    expect(await ks({ k: { $type: 'double' } })).toEqual([]);
    expect(await ks({ tags: { $type: 'string' } })).toEqual([1, 2]);
    await expect(ks({ k: { $type: 'nonsense' } })).rejects.toMatchObject({ code: 2 });
    expect(await ks({ s: { $type: 'string' }, k: { $ne: 2 } })).toEqual([1, 3]);
    expect(await ks({ $expr: { $gt: ['$k', 2] } })).toEqual([3]);
    expect(await ks({ k: 2, $comment: 'annotated' })).toEqual([2]);
  });
});

describe('projections', () => {
  test('inclusion, exclusion, $slice, $elemMatch and positional', async () => {
    const c = db.collection('proj');
    await c.insertOne({
      _id: 1 as unknown as ObjectId,
      a: 1,
      b: { c: 2, d: 3 },
      arr: [{ k: 1 }, { k: 2 }, { k: 3 }],
    });
    const one = async (filter: object, projection: object): Promise<unknown> =>
      (await c.find(filter, { projection }).toArray())[0];
    const incl = (await one({}, { a: 1 })) as object;
    expect(Object.keys(incl)).toEqual(['_id', 'a']);
    expect(await one({}, { 'b.c': 1, _id: 0 })).toEqual({ b: { c: 2 } });
    expect(await one({}, { b: 0, arr: 0 })).toEqual({ _id: 1, a: 1 });
    expect(await one({}, { arr: { $slice: -1 }, a: 1 })).toEqual({ _id: 1, a: 1, arr: [{ k: 3 }] });
    expect(await one({}, { arr: { $elemMatch: { k: { $gt: 1 } } } })).toEqual({ _id: 1, arr: [{ k: 2 }] });
    expect(await one({ 'arr.k': 3 }, { 'arr.$': 1 })).toEqual({ _id: 1, arr: [{ k: 3 }] });
  });
});

describe('update operators', () => {
  test('each supported operator', async () => {
    const c = db.collection('updops');
    const { insertedId: id } = await c.insertOne({
      a: 1,
      b: 2,
      c: 5,
      d: 10,
      e: 'x',
      arr: [3, 1, 2],
      set: ['a'],
      bits: 5,
      nested: { x: 1 },
      items: [
        { k: 1, v: 0 },
        { k: 2, v: 0 },
      ],
    });
    const apply = async (u: object, opts: object = {}): Promise<Record<string, unknown>> => {
      await c.updateOne({ _id: id }, u, opts);
      return (await c.findOne({ _id: id })) as Record<string, unknown>;
    };
    expect((await apply({ $set: { 'nested.y': 2 } })).nested).toEqual({ x: 1, y: 2 });
    expect((await apply({ $unset: { e: '' } })).e).toBeUndefined();
    expect((await apply({ $inc: { a: 2 } })).a).toBe(3);
    expect((await apply({ $mul: { b: 3 } })).b).toBe(6);
    expect((await apply({ $min: { c: 1 } })).c).toBe(1);
    expect((await apply({ $max: { d: 20 } })).d).toBe(20);
    const renamed = await apply({ $rename: { d: 'dd' } });
    expect([renamed.d, renamed.dd]).toEqual([undefined, 20]);
    expect((await apply({ $push: { arr: { $each: [9, 0], $sort: 1, $slice: 4 } } })).arr).toEqual([
      0, 1, 2, 3,
    ]);
    expect((await apply({ $pull: { arr: { $gt: 2 } } })).arr).toEqual([0, 1, 2]);
    expect((await apply({ $pullAll: { arr: [0] } })).arr).toEqual([1, 2]);
    expect((await apply({ $pop: { arr: 1 } })).arr).toEqual([1]);
    expect((await apply({ $addToSet: { set: { $each: ['a', 'b'] } } })).set).toEqual(['a', 'b']);
    expect((await apply({ $currentDate: { when: true } })).when).toBeInstanceOf(Date);
    expect((await apply({ $bit: { bits: { and: 4 } } })).bits).toBe(4);
    expect((await apply({ $set: { 'items.$[el].v': 7 } }, { arrayFilters: [{ 'el.k': 2 }] })).items).toEqual([
      { k: 1, v: 0 },
      { k: 2, v: 7 },
    ]);
    await c.updateOne({ _id: id, 'items.k': 1 }, { $set: { 'items.$.v': 5 } });
    expect((await c.findOne({ _id: id }))?.items).toEqual([
      { k: 1, v: 5 },
      { k: 2, v: 7 },
    ]);
    expect(
      (await apply({ $setOnInsert: { never: 1 }, $set: { z: 1 } }, { upsert: true })).never,
    ).toBeUndefined();
  });

  test('pipeline update', async () => {
    const c = db.collection('pipeupd');
    await c.insertOne({ _id: 1 as unknown as ObjectId, a: 2, b: 3 });
    await c.updateOne({ _id: 1 as unknown as ObjectId }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect((await c.findOne({ _id: 1 as unknown as ObjectId }))?.sum).toBe(5);
  });

  test('unknown update operator is BadValue-like error', async () => {
    const c = db.collection('updops');
    await expect(c.updateOne({}, { $frobnicate: { a: 1 } } as object)).rejects.toBeInstanceOf(
      MongoServerError,
    );
  });
});

describe('upserts', () => {
  test('seeds from the filter and applies $setOnInsert only on insert', async () => {
    const c = db.collection('upserts');
    const r1 = await c.updateOne(
      { email: 'a@x', 'profile.kind': 'p', age: { $gt: 3 } },
      { $set: { seen: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r1.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r1.upsertedId as ObjectId }, { projection: { _id: 0 } });
    expect(doc).toEqual({ email: 'a@x', profile: { kind: 'p' }, seen: 1, created: true });
    const r2 = await c.updateOne(
      { email: 'a@x' },
      { $set: { seen: 2 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect([r2.matchedCount, r2.upsertedCount]).toEqual([1, 0]);
    expect((await c.findOne({ email: 'a@x' }))?.created).toBe(true);
    const r3 = await c.replaceOne({ _id: 'fixed' as unknown as ObjectId }, { v: 1 }, { upsert: true });
    expect(r3.upsertedId).toBe('fixed');
    const fam = await c.findOneAndUpdate(
      { key: 'k' },
      { $inc: { hits: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(fam).toMatchObject({ key: 'k', hits: 1 });
  });

  test('bulkWrite mixes operations', async () => {
    const c = db.collection('bulk');
    const res = await c.bulkWrite([
      { insertOne: { document: { _id: 1 as unknown as ObjectId, v: 1 } } },
      { insertOne: { document: { _id: 2 as unknown as ObjectId, v: 2 } } },
      { updateOne: { filter: { _id: 1 as unknown as ObjectId }, update: { $set: { v: 10 } } } },
      { updateOne: { filter: { _id: 3 as unknown as ObjectId }, update: { $set: { v: 3 } }, upsert: true } },
      { deleteOne: { filter: { _id: 2 as unknown as ObjectId } } },
      { replaceOne: { filter: { _id: 1 as unknown as ObjectId }, replacement: { v: 11 } } },
    ]);
    expect([
      res.insertedCount,
      res.matchedCount,
      res.modifiedCount,
      res.upsertedCount,
      res.deletedCount,
    ]).toEqual([2, 2, 2, 1, 1]);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, v: 11 },
      { _id: 3, v: 3 },
    ]);
  });
});

describe('indexes', () => {
  test('unique index reports keyPattern and keyValue', async () => {
    const c = db.collection('uniq');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ email: 'a@x' });
    const err = await c.insertOne({ email: 'a@x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x' } });
    expect((err as Error).message).toContain('E11000 duplicate key error');
    // Maintenance under update and delete: the freed key becomes available.
    await c.updateOne({ email: 'a@x' }, { $set: { email: 'b@x' } });
    await c.insertOne({ email: 'a@x' });
    await expect(c.updateOne({ email: 'a@x' }, { $set: { email: 'b@x' } })).rejects.toMatchObject({
      code: 11000,
    });
    expect(await c.countDocuments({ email: 'a@x' })).toBe(1);
    await c.deleteOne({ email: 'b@x' });
    await c.insertOne({ email: 'b@x' });
    const many = await c
      .insertMany([{ email: 'c@x' }, { email: 'c@x' }, { email: 'd@x' }], { ordered: false })
      .catch((e: unknown) => e);
    expect(many).toMatchObject({ code: 11000 });
    expect(await c.countDocuments()).toBe(4);
  });

  test('compound, sparse and partial unique indexes', async () => {
    const c = db.collection('compound');
    await c.createIndex({ org: 1, slug: 1 }, { unique: true });
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.createIndex({ ext: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { org: 1, slug: 'a', ext: 'e', active: false },
      { org: 1, slug: 'b', ext: 'e', active: true },
      { org: 2, slug: 'a' },
    ]);
    const err = await c.insertOne({ org: 1, slug: 'a' }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: 11000,
      keyPattern: { org: 1, slug: 1 },
      keyValue: { org: 1, slug: 'a' },
    });
    await c.insertOne({ org: 3, slug: 'x', code: 'C1' });
    await expect(c.insertOne({ org: 3, slug: 'y', code: 'C1' })).rejects.toMatchObject({ code: 11000 });
    await expect(c.insertOne({ org: 3, slug: 'z', ext: 'e', active: true })).rejects.toMatchObject({
      code: 11000,
    });
    await c.insertOne({ org: 3, slug: 'z', ext: 'e', active: false });
    const names = (await c.indexes()).map((i) => i.name).sort();
    expect(names).toEqual(['_id_', 'code_1', 'ext_1', 'org_1_slug_1']);
    await c.dropIndex('code_1');
    await c.insertOne({ org: 3, slug: 'w', code: 'C1' });
    await expect(c.createIndex({ code: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  });

  test('indexed queries agree with the unindexed answer', async () => {
    const c = db.collection('idxq');
    const docs = Array.from({ length: 500 }, (_, i) => ({
      i,
      g: i % 7,
      t: i % 3 === 0 ? `s${i % 11}` : i % 13,
      d: new Date(1_700_000_000_000 + (i % 17) * 1000),
    }));
    await c.insertMany(docs);
    const queries: [object, object][] = [
      [{ g: 3 }, { i: -1 }],
      [{ g: { $in: [1, 5] } }, { i: 1 }],
      [{ g: { $gte: 2, $lt: 4 } }, { g: 1, i: 1 }],
      [{ t: { $gt: 5 } }, { i: 1 }],
      [{ t: { $lt: 's5' } }, { i: 1 }],
      [{ d: { $gte: new Date(1_700_000_010_000) } }, { d: -1, i: 1 }],
      [{ g: 2, i: { $gt: 100 } }, { i: -1 }],
    ];
    const run = async (): Promise<number[][]> =>
      Promise.all(
        queries.map(async ([f, s]) =>
          (
            await c
              .find(f)
              .sort(s as Sort)
              .limit(20)
              .toArray()
          ).map((d) => d.i as number),
        ),
      );
    const unindexed = await run();
    await c.createIndex({ g: 1, i: -1 });
    await c.createIndex({ t: 1 });
    await c.createIndex({ d: -1 });
    expect(await run()).toEqual(unindexed);
    expect(unindexed[0]).toEqual(
      docs
        .filter((d) => d.g === 3)
        .map((d) => d.i)
        .reverse()
        .slice(0, 20),
    );
  });

  test('index errors', async () => {
    const c = db.collection('idxerr');
    await c.createIndex({ a: 1 }, { name: 'my' });
    await expect(c.createIndex({ b: 1 }, { name: 'my' })).rejects.toMatchObject({ code: 86 });
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    await expect(db.collection('missing_coll').indexes()).rejects.toMatchObject({ code: 26 });
  });
});

describe('cursors', () => {
  test('many batches, sorted, with getMore and early close', async () => {
    const c = db.collection('cursors');
    await c.insertMany(Array.from({ length: 2500 }, (_, i) => ({ i, pad: 'x'.repeat(50) })));
    const seen: number[] = [];
    for await (const d of c.find({}, { batchSize: 97 }).sort({ i: -1 })) seen.push(d.i as number);
    expect(seen.length).toBe(2500);
    expect(seen[0]).toBe(2499);
    expect(seen.every((v, idx) => v === 2499 - idx)).toBe(true);
    const cur = c.find({}).batchSize(10);
    await cur.next();
    await cur.close();
    const agg = await c.aggregate([{ $match: { i: { $lt: 1000 } } }], { batchSize: 50 }).toArray();
    expect(agg.length).toBe(1000);
  });

  test('large documents are split across batches by size', async () => {
    const c = db.collection('bigdocs');
    const big = 'z'.repeat(3 * 1024 * 1024);
    await c.insertMany(Array.from({ length: 8 }, (_, i) => ({ i, big })));
    const all = await c.find({}).toArray();
    expect(all.map((d) => d.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('aggregation', () => {
  beforeAll(async () => {
    await db.collection('orders').insertMany([
      { _id: 1 as unknown as ObjectId, cust: 'a', items: ['x', 'y'], total: 10 },
      { _id: 2 as unknown as ObjectId, cust: 'b', items: ['x'], total: 20 },
      { _id: 3 as unknown as ObjectId, cust: 'a', items: [], total: 5 },
    ]);
    await db.collection('customers').insertMany([
      { _id: 'a' as unknown as ObjectId, name: 'Alice' },
      { _id: 'b' as unknown as ObjectId, name: 'Bob' },
    ]);
  });

  test('match, group, sort, limit, skip, project', async () => {
    const res = await db
      .collection('orders')
      .aggregate([
        { $match: { total: { $gte: 5 } } },
        { $group: { _id: '$cust', sum: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { sum: -1 } },
        { $skip: 0 },
        { $limit: 5 },
        { $project: { _id: 0, cust: '$_id', sum: 1, n: 1 } },
      ])
      .toArray();
    expect(res).toEqual([
      { sum: 20, n: 1, cust: 'b' },
      { sum: 15, n: 2, cust: 'a' },
    ]);
  });

  test('lookup, unwind, facet, count', async () => {
    const joined = await db
      .collection('orders')
      .aggregate([
        { $sort: { _id: 1 } },
        { $lookup: { from: 'customers', localField: 'cust', foreignField: '_id', as: 'c' } },
        { $unwind: '$c' },
        { $project: { name: '$c.name', _id: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { _id: 1, name: 'Alice' },
      { _id: 2, name: 'Bob' },
      { _id: 3, name: 'Alice' },
    ]);
    const unwound = await db
      .collection('orders')
      .aggregate([{ $unwind: '$items' }, { $count: 'n' }])
      .toArray();
    expect(unwound).toEqual([{ n: 3 }]);
    const facet = await db
      .collection('orders')
      .aggregate([
        {
          $facet: {
            big: [{ $match: { total: { $gt: 8 } } }, { $count: 'n' }],
            top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 1 } }],
          },
        },
      ])
      .toArray();
    expect(facet).toEqual([{ big: [{ n: 2 }], top: [{ _id: 2 }] }]);
    // Stored documents must not be changed by pipeline stages.
    await db
      .collection('orders')
      .aggregate([{ $addFields: { total: 0 } }])
      .toArray();
    await db
      .collection('orders')
      .aggregate([{ $unwind: { path: '$items', preserveNullAndEmptyArrays: true } }])
      .toArray();
    await db
      .collection('orders')
      .aggregate([
        { $lookup: { from: 'customers', localField: 'cust', foreignField: '_id', as: 'c' } },
        { $unwind: '$c' },
        { $set: { 'c.name': 'changed' } },
      ])
      .toArray();
    expect(await db.collection('orders').findOne({ _id: 3 as unknown as ObjectId })).toEqual({
      _id: 3,
      cust: 'a',
      items: [],
      total: 5,
    });
    expect((await db.collection('orders').findOne({ _id: 1 as unknown as ObjectId }))?.total).toBe(10);
    expect((await db.collection('customers').findOne({ _id: 'a' as unknown as ObjectId }))?.name).toBe(
      'Alice',
    );
  });

  test('count, distinct, estimatedDocumentCount', async () => {
    const orders = db.collection('orders');
    expect(await orders.countDocuments({ cust: 'a' })).toBe(2);
    expect(await orders.estimatedDocumentCount()).toBe(3);
    expect((await orders.distinct('items')).sort()).toEqual(['x', 'y']);
    expect(await orders.distinct('cust', { total: { $gt: 6 } })).toEqual(['a', 'b']);
  });
});

describe('GridFS', () => {
  test('5 MB upload and download', async () => {
    const bucket = new GridFSBucket(db, { bucketName: 'files' });
    const data = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < data.length; i += 4) data.writeUInt32LE((i * 2654435761) >>> 0, i);
    const upload = bucket.openUploadStream('big.bin', { metadata: { kind: 'test' } });
    await pipeline(Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]), upload);
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    const back = Buffer.concat(chunks);
    expect(back.length).toBe(data.length);
    expect(createHash('sha256').update(back).digest('hex')).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
    const files = await bucket.find({ filename: 'big.bin' }).toArray();
    expect(files[0]?.length).toBe(data.length);
    await bucket.delete(upload.id);
    expect(await db.collection('files.chunks').countDocuments()).toBe(0);
  });
});

describe('types and ordering', () => {
  test('int32, int64 and double sort numerically, also through an index', async () => {
    const c = db.collection('numbers');
    await c.insertMany([
      { v: new Int32(5) },
      { v: Long.fromNumber(3) },
      { v: new Double(4.5) },
      { v: Long.fromString('9000000000') },
      { v: -1.25 },
      { v: new Int32(-7) },
    ]);
    const expected = [-7, -1.25, 3, 4.5, 5, 9000000000];
    const read = async (): Promise<number[]> =>
      (await c.find({}, { sort: { v: 1 } }).toArray()).map((d) => Number(d.v));
    expect(await read()).toEqual(expected);
    await c.createIndex({ v: 1 });
    expect(await read()).toEqual(expected);
    expect(
      (
        await c
          .find({ v: { $gt: 4 } })
          .sort({ v: -1 })
          .toArray()
      ).map((d) => Number(d.v)),
    ).toEqual([9000000000, 5, 4.5]);
    expect(await c.countDocuments({ v: 5 })).toBe(1);
    expect(await c.countDocuments({ v: Long.fromNumber(5) })).toBe(1);
  });

  test('mixed types follow the BSON comparison order', async () => {
    const c = db.collection('mixed');
    const oid = new ObjectId();
    await c.insertMany([
      { k: 'date', v: new Date(0) },
      { k: 'oid', v: oid },
      { k: 'str', v: 'text' },
      { k: 'num', v: 1 },
      { k: 'null', v: null },
      { k: 'bool', v: true },
      { k: 'obj', v: { a: 1 } },
    ]);
    const order = (await c.find({}, { sort: { v: 1 } }).toArray()).map((d) => d.k);
    expect(order).toEqual(['null', 'num', 'str', 'obj', 'oid', 'bool', 'date']);
  });

  test('Dates and ObjectIds order by time', async () => {
    const c = db.collection('times');
    const ids = [0, 1, 2, 3].map((s) => ObjectId.createFromTime(1_700_000_000 + s));
    await c.insertMany([
      { _id: ids[2], at: new Date('2024-03-01') },
      { _id: ids[0], at: new Date('2023-01-01') },
      { _id: ids[3], at: new Date('2025-01-01') },
      { _id: ids[1], at: new Date('2023-06-01') },
    ]);
    const byId = (await c.find({}, { sort: { _id: 1 } }).toArray()).map((d) =>
      (d._id as ObjectId).toHexString(),
    );
    expect(byId).toEqual(ids.map((i) => i?.toHexString()));
    const byDate = (
      await c.find({ at: { $gt: new Date('2023-03-01') } }, { sort: { at: -1 } }).toArray()
    ).map((d) => (d.at as Date).getUTCFullYear());
    expect(byDate).toEqual([2025, 2024, 2023]);
    expect(await c.countDocuments({ _id: { $gt: ids[1] } })).toBe(2);
  });
});

describe('errors', () => {
  test('real codes and names', async () => {
    await db.createCollection('exists');
    await expect(db.createCollection('exists')).rejects.toMatchObject({
      code: 48,
      codeName: 'NamespaceExists',
    });
    await expect(db.command({ definitelyNotACommand: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
    });
    await expect(db.command({ listIndexes: 'no_such_collection' })).rejects.toMatchObject({
      code: 26,
      codeName: 'NamespaceNotFound',
    });
    await expect(
      db
        .collection('exists')
        .find({ $text: { $search: 'x' } })
        .toArray(),
    ).rejects.toBeInstanceOf(MongoServerError);
    const ping = await db.command({ ping: 1 });
    expect(ping.ok).toBe(1);
  });

  test('listCollections, listDatabases, drop', async () => {
    await db.collection('todrop').insertOne({ a: 1 });
    const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('todrop');
    const dbs = await session().client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(session().target.dbName);
    expect(await db.collection('todrop').drop()).toBe(true);
    expect((await db.listCollections({ name: 'todrop' }).toArray()).length).toBe(0);
  });
});
