// A field path that resolves to missing in $project, $addFields, $set and find projections: mongod
// leaves the field out (never null), and an inclusion projection keeps _id first, then the included
// fields in the document's order, then computed fields in the projection's order.
// Runs against a real MongoDB when MONGODB_URI is set, so each expectation is mongod's behaviour.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Collection, Document } from 'mongodb';
import { openSession, type Session } from './helpers.js';

let s: Session;
let c: Collection<Document>;

beforeAll(async () => {
  s = await openSession();
  c = s.db.collection('shapes');
  await c.insertOne({ _id: 1, a: 5, b: { c: 1 }, z: 'z' } as never);
});

afterAll(async () => {
  await s.close();
});

/** The documents with their field order, which toEqual alone ignores. */
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return Object.entries(v).map(([k, x]) => [k, shape(x)]);
  return v;
}

const agg = (pipeline: Document[]) => c.aggregate(pipeline).toArray();

describe('$project', () => {
  test('a missing field path is left out, _id first', async () => {
    const out = await agg([{ $project: { v: '$missing' } }]);
    expect(shape(out)).toEqual(shape([{ _id: 1 }]));
  });

  test('included fields keep the document order, computed ones follow in projection order', async () => {
    const out = await agg([{ $project: { w: '$a', z: 1, v: '$missing', a: 1 } }]);
    expect(shape(out)).toEqual(shape([{ _id: 1, a: 5, z: 'z', w: 5 }]));
  });

  test('a missing path inside a computed sub-document gives an empty or partial sub-document', async () => {
    expect(shape(await agg([{ $project: { a: 1, v: { w: '$missing' } } }]))).toEqual(
      shape([{ _id: 1, a: 5, v: {} }]),
    );
    expect(shape(await agg([{ $project: { 'b.x': '$missing', 'b.c': 1 } }]))).toEqual(
      shape([{ _id: 1, b: { c: 1 } }]),
    );
    expect(await agg([{ $project: { _id: 0, v: { w: '$b.missing', k: '$b.c' } } }])).toEqual([
      { v: { k: 1 } },
    ]);
  });

  test('operators keep their own missing semantics and array elements become null', async () => {
    const out = await agg([
      {
        $project: {
          i: { $ifNull: ['$missing', 'd'] },
          s: { $concat: ['$missing', 'x'] },
          arr: ['$missing', 1],
        },
      },
    ]);
    expect(shape(out)).toEqual(shape([{ _id: 1, i: 'd', s: null, arr: [null, 1] }]));
  });

  test('after $group, accumulators of a missing field are null', async () => {
    const out = await agg([
      { $group: { _id: '$missing', m: { $max: '$missing' }, f: { $first: '$missing' } } },
      { $project: { m: 1, f: 1, g: '$missing' } },
    ]);
    expect(shape(out)).toEqual(shape([{ _id: null, m: null, f: null }]));
  });
});

describe('$addFields and $set', () => {
  test('a missing field path adds nothing, also inside a sub-document', async () => {
    const out = await agg([{ $addFields: { v: '$missing', n: { w: '$missing', k: 1 } } }]);
    expect(shape(out)).toEqual(shape([{ _id: 1, a: 5, b: { c: 1 }, z: 'z', n: { k: 1 } }]));
  });

  test('$set of an existing field to a missing path removes it', async () => {
    const out = await agg([{ $set: { a: '$missing', q: { r: '$nope' } } }]);
    expect(shape(out)).toEqual(shape([{ _id: 1, b: { c: 1 }, z: 'z', q: {} }]));
  });

  test('a dotted or nested field is added into the existing sub-document and into array elements', async () => {
    const v = s.db.collection('vehicles');
    await v.insertMany([
      { _id: 1, specs: { doors: 4, wheels: 4 }, parts: [{ p: 1 }, { p: 2 }] },
      { _id: 2, specs: 7 },
    ] as never);
    const dotted = await v
      .aggregate([{ $addFields: { 'specs.fuel_type': 'unleaded', 'parts.q': '$_id' } }])
      .toArray();
    expect(shape(dotted)).toEqual(
      shape([
        {
          _id: 1,
          specs: { doors: 4, wheels: 4, fuel_type: 'unleaded' },
          parts: [
            { p: 1, q: 1 },
            { p: 2, q: 1 },
          ],
        },
        { _id: 2, specs: { fuel_type: 'unleaded' }, parts: { q: 2 } },
      ]),
    );
    const nested = await v.aggregate([{ $set: { specs: { wheels: '$missing', seats: 2 } } }]).toArray();
    expect(shape(nested)).toEqual(
      shape([
        { _id: 1, specs: { doors: 4, seats: 2 }, parts: [{ p: 1 }, { p: 2 }] },
        { _id: 2, specs: { seats: 2 } },
      ]),
    );
  });

  test('an update pipeline stores no null for a missing path', async () => {
    const u = s.db.collection('shapesUpdated');
    await u.insertOne({ _id: 1, a: 5 } as never);
    await u.updateOne({ _id: 1 } as never, [{ $set: { v: '$missing', w: { k: '$missing' } } }]);
    expect(shape(await u.findOne({ _id: 1 } as never))).toEqual(shape({ _id: 1, a: 5, w: {} }));
  });
});

describe('find projections with expressions', () => {
  test('find leaves a missing field path out, in mongod order', async () => {
    const out = await c
      .find({}, { projection: { v: '$missing', z: 1, a: 1, w: { k: '$missing' } } })
      .toArray();
    expect(shape(out)).toEqual(shape([{ _id: 1, a: 5, z: 'z', w: {} }]));
  });

  test('an exclusion keeps the document order and leaves the stored document whole', async () => {
    const out = await c.find({}, { projection: { b: { c: 0 }, a: 0 } }).toArray();
    expect(shape(out)).toEqual(shape([{ _id: 1, b: {}, z: 'z' }]));
    expect(await c.find({}, { projection: { 'b.c': 0 } }).toArray()).toEqual([
      { _id: 1, a: 5, b: {}, z: 'z' },
    ]);
    expect(await c.findOne({}, { projection: { b: 1 } })).toEqual({ _id: 1, b: { c: 1 } });
  });

  test('findOne and findOneAndUpdate do the same', async () => {
    expect(shape(await c.findOne({}, { projection: { v: '$missing', b: 1 } }))).toEqual(
      shape({ _id: 1, b: { c: 1 } }),
    );
    const r = await c.findOneAndUpdate(
      { _id: 1 } as never,
      { $set: { q: 1 } },
      { projection: { v: '$missing' }, returnDocument: 'after' },
    );
    expect(shape(r)).toEqual(shape({ _id: 1 }));
  });
});
