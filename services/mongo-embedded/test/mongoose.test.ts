// Compatibility suite through mongoose. Runs against a real MongoDB when MONGODB_URI is set.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import mongoose, { Schema, type Connection } from 'mongoose';
import { startTarget, type Target } from './helpers.js';

let target: Target;
let conn: Connection;

interface User {
  email: string;
  name: string;
  age?: number;
  tags: string[];
  org?: mongoose.Types.ObjectId;
  createdAt?: Date;
}

interface Org {
  name: string;
  slug: string;
  region: string;
}

const userSchema = new Schema<User>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    age: Number,
    tags: [String],
    org: { type: Schema.Types.ObjectId, ref: 'Org' },
  },
  { timestamps: true },
);
userSchema.index({ name: 1, age: -1 });

const orgSchema = new Schema<Org>({ name: String, slug: String, region: String });
orgSchema.index({ region: 1, slug: 1 }, { unique: true });

beforeAll(async () => {
  target = await startTarget();
  conn = await mongoose
    .createConnection(target.uri, { dbName: target.dbName, serverSelectionTimeoutMS: 5000 })
    .asPromise();
});

afterAll(async () => {
  await conn.dropDatabase();
  await conn.close();
  await target.stop();
});

test('Model.init creates the collection and indexes', async () => {
  const Users = conn.model<User>('User', userSchema);
  await Users.init();
  const indexes = await Users.collection.indexes();
  expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'email_1', 'name_1_age_-1']);
  expect(indexes.find((i) => i.name === 'email_1')?.unique).toBe(true);
  // init twice is fine (collection exists, same indexes).
  await Users.createIndexes();
});

test('create, query, update, delete', async () => {
  const Users = conn.model<User>('User');
  const [alice] = await Users.create([
    { email: 'alice@x', name: 'Alice', age: 30, tags: ['a'] },
    { email: 'bob@x', name: 'Bob', age: 25, tags: [] },
    { email: 'carol@x', name: 'Carol', age: 35, tags: ['a', 'c'] },
  ]);
  expect(alice?.createdAt).toBeInstanceOf(Date);
  const found = await Users.find({ age: { $gte: 30 } })
    .sort({ age: -1 })
    .lean();
  expect(found.map((u) => u.name)).toEqual(['Carol', 'Alice']);
  const one = await Users.findOne({ email: 'bob@x' });
  expect(one?.age).toBe(25);
  if (!one) throw new Error('bob missing');
  one.age = 26;
  one.tags.push('b');
  await one.save();
  expect((await Users.findById(one._id).lean())?.tags).toEqual(['b']);
  const updated = await Users.findOneAndUpdate(
    { email: 'alice@x' },
    { $inc: { age: 1 } },
    { returnDocument: 'after' },
  ).lean();
  expect(updated?.age).toBe(31);
  expect(await Users.countDocuments({ tags: 'a' })).toBe(2);
  expect(await Users.estimatedDocumentCount()).toBe(3);
  expect((await Users.distinct('tags')).sort()).toEqual(['a', 'b', 'c']);
  const res = await Users.updateMany({}, { $set: { name: 'X' } });
  expect(res.modifiedCount).toBe(3);
  expect((await Users.deleteOne({ email: 'carol@x' })).deletedCount).toBe(1);
  const page = await Users.find().sort({ email: 1 }).skip(1).limit(1).select({ email: 1, _id: 0 }).lean();
  expect(page).toEqual([{ email: 'bob@x' }]);
});

test('duplicate key errors look like MongoDB', async () => {
  const Users = conn.model<User>('User');
  const err = await Users.create({ email: 'bob@x', name: 'Dup' }).catch((e: unknown) => e);
  expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'bob@x' } });
  const Orgs = conn.model<Org>('Org', orgSchema);
  await Orgs.init();
  await Orgs.create({ name: 'A', slug: 'a', region: 'us' });
  await Orgs.create({ name: 'A2', slug: 'a', region: 'eu' });
  const err2 = await Orgs.create({ name: 'A3', slug: 'a', region: 'us' }).catch((e: unknown) => e);
  expect(err2).toMatchObject({ code: 11000, keyValue: { region: 'us', slug: 'a' } });
  const err3 = await Users.findOneAndUpdate({ email: 'alice@x' }, { $set: { email: 'bob@x' } }).catch(
    (e: unknown) => e,
  );
  expect(err3).toMatchObject({ code: 11000 });
});

test('populate, aggregate and bulkWrite', async () => {
  const Users = conn.model<User>('User');
  const Orgs = conn.model<Org>('Org');
  const org = await Orgs.findOne({ region: 'us' });
  await Users.updateMany({}, { $set: { org: org?._id } });
  const populated = await Users.findOne({ email: 'bob@x' }).populate<{ org: Org }>('org').lean();
  expect(populated?.org.region).toBe('us');
  const agg = await Users.aggregate<{ _id: string; n: number }>([
    { $group: { _id: '$name', n: { $sum: 1 } } },
  ]);
  expect(agg).toEqual([{ _id: 'X', n: 2 }]);
  const bulk = await Users.bulkWrite([
    { insertOne: { document: { email: 'dan@x', name: 'Dan', tags: [] } } },
    { updateOne: { filter: { email: 'dan@x' }, update: { $set: { age: 40 } } } },
    { deleteOne: { filter: { email: 'bob@x' } } },
  ]);
  expect([bulk.insertedCount, bulk.modifiedCount, bulk.deletedCount]).toEqual([1, 1, 1]);
  const many = await Users.insertMany(
    Array.from({ length: 300 }, (_, i) => ({ email: `u${i}@x`, name: `U${i}`, age: i % 50, tags: [] })),
  );
  expect(many.length).toBe(300);
  const cursorCount = await (async () => {
    let n = 0;
    for await (const _doc of Users.find({ age: { $lt: 10 } })
      .batchSize(13)
      .cursor())
      n++;
    return n;
  })();
  expect(cursorCount).toBe(60);
});
