// Answers issue 42 found different from mongod 7.0 (MongoDB's own jstests, confirmed through the driver).
// Runs against a real MongoDB when MONGODB_URI is set, so each expectation is mongod's behaviour.
import { describe, expect, test } from '@jest/globals';
import { Decimal128, Double, Int32, Long, MongoServerError, type Db, type Document } from 'mongodb';
import { expressionProbe } from './expression-probe.js';
import { sessionPerSuite } from './helpers.js';

let db: Db;
sessionPerSuite((s) => (db = s.db));

interface Numbered {
  _id: number;
  [field: string]: unknown;
}

const collection = (name: string) => db.collection<Numbered>(name);

const { evaluate, errorCode } = expressionProbe(() => db, 'expr');

const typeTag = (v: unknown): string | undefined => (v as { _bsontype?: string })?._bsontype;

describe('$in with an array member', () => {
  test('matches a field holding that whole array, in find and in $match', async () => {
    const coll = collection('inArrays');
    await coll.insertMany([
      { _id: 1, e: [1, 2] },
      { _id: 2, e: [2, 1] },
      { _id: 3, e: 1 },
    ]);
    expect(await coll.find({ e: { $in: [[1, 2]] } }).toArray()).toEqual([{ _id: 1, e: [1, 2] }]);
    const matched = await coll.aggregate([{ $match: { e: { $in: [[2, 1], 7] } } }]).toArray();
    expect(matched).toEqual([{ _id: 2, e: [2, 1] }]);
    // A scalar member still matches array elements.
    expect((await coll.find({ e: { $in: [1] } }, { sort: { _id: 1 } }).toArray()).map((d) => d._id)).toEqual([
      1, 2, 3,
    ]);
  });
});

describe('BSON number types end to end', () => {
  test('a stored int64 comes back as int64 and matches {$type: "long"}', async () => {
    const coll = collection('longs');
    await coll.insertOne({ _id: 1, l: Long.fromNumber(5), d: new Double(5), i: 5 });
    const [raw] = await coll.find({}, { promoteLongs: false, promoteValues: false }).toArray();
    expect(typeTag(raw?.l)).toBe('Long');
    expect(typeTag(raw?.d)).toBe('Double');
    expect(typeTag(raw?.i)).toBe('Int32');
    expect(await coll.countDocuments({ l: { $type: 'long' } })).toBe(1);
    expect(await coll.countDocuments({ l: { $type: 'int' } })).toBe(0);
    expect(await coll.countDocuments({ d: { $type: 'double' } })).toBe(1);
    expect(await coll.countDocuments({ l: 5 })).toBe(1);
  });

  test('fields a $project, $addFields or $sort passes through keep their int64 and double types', async () => {
    const coll = collection('passThrough');
    await coll.insertOne({ _id: 1, l: Long.fromNumber(5), d: new Double(3), n: 1 });
    const [projected] = await coll
      .aggregate([{ $project: { l: 1, d: 1, m: { $add: ['$n', 1] } } }, { $sort: { l: 1 } }], {
        promoteLongs: false,
        promoteValues: false,
      })
      .toArray();
    expect(typeTag(projected?.l)).toBe('Long');
    expect(typeTag(projected?.d)).toBe('Double');
    const [added] = await coll
      .aggregate([{ $addFields: { d: 7.5, x: 1 } }], { promoteLongs: false, promoteValues: false })
      .toArray();
    expect(typeTag(added?.l)).toBe('Long');
    expect(Number(added?.d)).toBe(7.5);
    // A later stage still computes on the number.
    expect(await coll.countDocuments({ l: 5 })).toBe(1);
    const matched = await coll.aggregate([{ $project: { l: 1 } }, { $match: { l: 5 } }]).toArray();
    expect(matched).toHaveLength(1);
  });

  test('$inc and $mul promote as mongod: int + long is long, long * double is double', async () => {
    const coll = collection('promotion');
    await coll.insertOne({ _id: 1, i: 1, l: Long.fromNumber(5), big: 2147483647 });
    await coll.updateOne({ _id: 1 }, {
      $inc: { i: Long.fromNumber(1), l: 1, big: 1, fresh: Long.fromNumber(3) },
    } as Document);
    let [raw] = await coll.find({}, { promoteLongs: false, promoteValues: false }).toArray();
    expect(typeTag(raw?.i)).toBe('Long');
    expect(typeTag(raw?.l)).toBe('Long');
    expect(String(raw?.l)).toBe('6');
    expect(typeTag(raw?.big)).toBe('Long');
    expect(typeTag(raw?.fresh)).toBe('Long');
    await coll.updateOne({ _id: 1 }, { $mul: { l: new Double(2) } } as Document);
    [raw] = await coll.find({}, { promoteLongs: false, promoteValues: false }).toArray();
    expect(typeTag(raw?.l)).toBe('Double');
    expect(Number(raw?.l)).toBe(12);
  });

  test('$type and $isNumber name each number type', async () => {
    const doc = { l: Long.fromNumber(5), d: new Double(5), i: new Int32(5), m: Decimal128.fromString('5') };
    expect(
      await evaluate(doc, { l: { $type: '$l' }, d: { $type: '$d' }, i: { $type: '$i' }, m: { $type: '$m' } }),
    ).toEqual({
      l: 'long',
      d: 'double',
      i: 'int',
      m: 'decimal',
    });
    expect(await evaluate(doc, { $type: { $literal: Long.fromNumber(1) } })).toBe('long');
    expect(await evaluate(doc, { $type: '$missing' })).toBe('missing');
    expect(await evaluate(doc, { $isNumber: '$m' })).toBe(true);
    expect(await evaluate(doc, { $isNumber: 'five' })).toBe(false);
  });

  test('$mod, $ceil and $floor keep int64; $floor of a double stays a double', async () => {
    const doc = { l: Long.fromNumber(7), x: 5.5 };
    const mod = await evaluate(doc, { $mod: ['$l', 3] });
    expect(typeTag(mod)).toBe('Long');
    expect(String(mod)).toBe('1');
    expect(typeTag(await evaluate(doc, { $ceil: '$l' }))).toBe('Long');
    expect(typeTag(await evaluate(doc, { $floor: '$l' }))).toBe('Long');
    const floor = await evaluate(doc, { $floor: '$x' });
    expect(typeTag(floor)).toBe('Double');
    expect(Number(floor)).toBe(5);
    // Inside another expression the value is the same number.
    expect(await evaluate(doc, { $add: [{ $floor: '$x' }, 1] })).toEqual(new Int32(6));
  });
});

describe('expression answers and argument checks', () => {
  test('$indexOfArray searches from its start index', async () => {
    expect(await evaluate({}, { $indexOfArray: [[1, 2, 3], 2, 3] })).toEqual(new Int32(-1));
    expect(await evaluate({}, { $indexOfArray: [[1, 2, 3, 2], 2, 2] })).toEqual(new Int32(3));
  });

  test('malformed expressions are refused on an empty collection too', async () => {
    const empty = collection('emptyForShapes');
    const code = async (expr: unknown): Promise<number | undefined> => {
      try {
        await empty.aggregate([{ $project: { r: expr } }]).toArray();
        return undefined;
      } catch (err) {
        return err instanceof MongoServerError ? Number(err.code) : -1;
      }
    };
    expect(await code({ $cond: { if: true, then: 1 } })).toBe(17082);
    expect(await code({ $filter: { input: [1] } })).toBe(28650);
    expect(await code({ $ifNull: ['$a'] })).toBe(1257300);
    expect(await code({ $in: [1] })).toBe(16020);
    expect(await code({ $literal: { $in: [1] } })).toBeUndefined();
    // A query $in inside a projection's $elemMatch takes any number of values.
    expect(
      await empty.aggregate([{ $project: { a: { $elemMatch: { x: { $in: [1, 2, 3] } } } } }]).toArray(),
    ).toEqual([]);
  });

  test('$mod by zero is error 16610', async () => {
    expect(await errorCode({}, { $mod: [5, 0] })).toBe(16610);
  });

  test('$concatArrays of a single field path', async () => {
    expect(await evaluate({ e: [1, 2] }, { $concatArrays: '$e' })).toEqual([new Int32(1), new Int32(2)]);
    expect(await errorCode({ s: 'x' }, { $concatArrays: ['$s'] })).toBe(28664);
  });

  test('the $in expression checks its arguments; a missing value is not null', async () => {
    expect(await errorCode({}, { $in: [1, 2, 3] })).toBe(16020);
    expect(await errorCode({}, { $in: [1, '$notAField'] })).toBe(40081);
    expect(await evaluate({ e: [1, 2] }, { $in: ['$e', { $literal: [[1, 2]] }] })).toBe(true);
    expect(await evaluate({}, { $in: ['$missing', [null]] })).toBe(false);
  });

  test('malformed $cond, $filter and $ifNull are refused with mongod codes', async () => {
    expect(await errorCode({}, { $cond: { if: true, then: 1 } })).toBe(17082);
    expect(await errorCode({}, { $cond: { if: true, then: 1, else: 2, other: 3 } })).toBe(17083);
    expect(await errorCode({}, { $cond: [true, 1] })).toBe(16020);
    expect(await errorCode({}, { $filter: { input: [1] } })).toBe(28650);
    expect(await errorCode({}, { $filter: { cond: true } })).toBe(28648);
    expect(await errorCode({}, { $filter: { input: 'x', cond: true } })).toBe(28651);
    expect(await errorCode({}, { $ifNull: ['$x'] })).toBe(1257300);
    expect(await errorCode({}, { $filter: { input: [1], as: '$x', cond: true } })).toBe(16867);
    expect(await errorCode({}, { $filter: { input: [1], cond: { $eq: ['$$nobody', 1] } } })).toBe(17276);
  });
});

describe('dates and time zones', () => {
  const dt = new Date('2020-03-04T05:06:07.089Z');

  test('$dateToParts returns its fields in mongod order', async () => {
    const parts = (await evaluate({ dt }, { $dateToParts: { date: '$dt' } })) as Document;
    expect(Object.keys(parts)).toEqual(['year', 'month', 'day', 'hour', 'minute', 'second', 'millisecond']);
    const iso = (await evaluate({ dt }, { $dateToParts: { date: '$dt', iso8601: true } })) as Document;
    expect(Object.keys(iso)).toEqual([
      'isoWeekYear',
      'isoWeek',
      'isoDayOfWeek',
      'hour',
      'minute',
      'second',
      'millisecond',
    ]);
    expect(Number(iso.isoWeek)).toBe(10);
  });

  test('"UTC", "GMT", IANA names and offsets are accepted where dates are formatted or split', async () => {
    for (const zone of ['UTC', 'GMT', 'Etc/UTC'])
      expect(await evaluate({ dt }, { $dateToString: { date: '$dt', timezone: zone } })).toBe(
        '2020-03-04T05:06:07.089Z',
      );
    expect(
      await evaluate({ dt }, { $dateToString: { date: '$dt', timezone: '+05:30', format: '%H:%M %z' } }),
    ).toBe('10:36 +0530');
    const ny = (await evaluate(
      { dt },
      { $dateToParts: { date: '$dt', timezone: 'America/New_York' } },
    )) as Document;
    expect(Number(ny.hour)).toBe(0);
    expect(
      Number(await evaluate({ dt }, { $hour: { date: '$dt', timezone: 'America/Argentina/Buenos_Aires' } })),
    ).toBe(2);
    expect(await errorCode({ dt }, { $dateToString: { date: '$dt', timezone: 'Mars/Olympus' } })).toBe(40485);
    // The zone and the iso8601 flag are checked before a missing date gives null.
    expect(await errorCode({}, { $dateToParts: { date: '$none', timezone: 'Mars/Olympus' } })).toBe(40485);
    expect(await errorCode({}, { $dateToParts: { date: '$none', timezone: 5 } })).toBe(40517);
    expect(await errorCode({}, { $dateToParts: { date: '$none', iso8601: 5 } })).toBe(40521);
    expect(await evaluate({}, { $dateToParts: { date: '$none', timezone: 'UTC' } })).toBeNull();
  });
});

describe('command options', () => {
  test('batchSize and a delete limit sent as doubles are accepted', async () => {
    const coll = collection('doubleOptions');
    await coll.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    const found = await db.command({ find: 'doubleOptions', batchSize: new Double(2) });
    expect(found.cursor.firstBatch).toHaveLength(2);
    const deleted = await db.command({ delete: 'doubleOptions', deletes: [{ q: {}, limit: new Double(1) }] });
    expect(deleted.n).toBe(1);
  });

  test('returnKey answers the key of the index used, {} for a collection scan', async () => {
    const coll = collection('returnKey');
    await coll.createIndex({ a: 1 });
    await coll.insertMany([
      { _id: 1, a: 3, b: 'x' },
      { _id: 2, a: 1, b: 'y' },
    ]);
    expect(await coll.find({ a: { $gte: 0 } }, { returnKey: true, sort: { a: 1 } }).toArray()).toEqual([
      { a: 1 },
      { a: 3 },
    ]);
    expect(await coll.find({ b: 'x' }, { returnKey: true }).toArray()).toEqual([{}]);
  });

  test('a snapshot read concern is refused on a standalone', async () => {
    await expect(db.command({ find: 'returnKey', readConcern: { level: 'snapshot' } })).rejects.toMatchObject(
      {
        code: 123,
      },
    );
  });

  test('apiStrict refuses distinct (not in API version 1) and allows find', async () => {
    await expect(
      db.command({ distinct: 'returnKey', key: 'a', apiVersion: '1', apiStrict: true }),
    ).rejects.toMatchObject({ code: 323 });
    const ok = await db.command({ find: 'returnKey', apiVersion: '1', apiStrict: true });
    expect(ok.ok).toBe(1);
  });
});
