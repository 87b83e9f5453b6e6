// Arithmetic, string and array expressions as mongod 7.0 answers them (issue 42, found by MongoDB's
// jstests of aggregation/expressions). Runs against a real MongoDB when MONGODB_URI is set.
import { describe, expect, test } from '@jest/globals';
import { Decimal128, Double, Int32, Long, type Db } from 'mongodb';
import { expressionProbe } from './expression-probe.js';
import { sessionPerSuite } from './helpers.js';

let db: Db;
sessionPerSuite((s) => (db = s.db));

const { evaluate, errorCode } = expressionProbe(() => db, 'arith');

interface Numbered {
  _id: number;
  [field: string]: unknown;
}

const typeTag = (v: unknown): string | undefined => (v as { _bsontype?: string })?._bsontype;

describe('$add, $subtract and $multiply promote on overflow', () => {
  test('int32 + int32 past 2^31 is an int64; int64 + int64 past 2^63 is a double', async () => {
    const ints = { a: new Int32(2e9), b: new Int32(2e9) };
    const sum = await evaluate(ints, { $add: ['$a', '$b'] });
    expect(typeTag(sum)).toBe('Long');
    expect(String(sum)).toBe('4000000000');
    const longs = { a: Long.fromString('9000000000000000000'), b: Long.fromString('9000000000000000000') };
    const big = await evaluate(longs, { $add: ['$a', '$b'] });
    expect(typeTag(big)).toBe('Double');
    expect(Number(big)).toBe(1.8e19);
  });

  test('int64 arithmetic is exact beyond 2^53', async () => {
    const doc = { a: Long.fromString('1152921504606846976'), b: new Int32(1) };
    expect(String(await evaluate(doc, { $add: ['$a', '$b'] }))).toBe('1152921504606846977');
    expect(String(await evaluate(doc, { $subtract: ['$a', '$b'] }))).toBe('1152921504606846975');
    expect(String(await evaluate(doc, { $multiply: ['$b', '$a'] }))).toBe('1152921504606846976');
  });

  test('non-numbers are refused with TypeMismatch, two dates in $add with 16612', async () => {
    expect(await errorCode({ s: 'foo' }, { $add: [3, '$s'] })).toBe(14);
    expect(await errorCode({ d: new Date() }, { $add: ['$d', '$d'] })).toBe(16612);
    expect(await errorCode({ d: new Date() }, { $multiply: ['$d', 2] })).toBe(14);
    expect(await errorCode({ d: new Date() }, { $subtract: [2, '$d'] })).toBe(14);
  });

  test('$add of nothing is 0, a null operand gives null', async () => {
    expect(await evaluate({}, { $add: [] })).toEqual(new Int32(0));
    expect(await evaluate({ a: 1 }, { $add: ['$a', null] })).toBeNull();
  });
});

describe('$divide', () => {
  test('the quotient of two int32s is a double', async () => {
    const q = await evaluate({ a: new Int32(10), b: new Int32(2) }, { $divide: ['$a', '$b'] });
    expect(typeTag(q)).toBe('Double');
    expect(Number(q)).toBe(5);
  });

  test('by zero is 16608, a non-number 16609, a null operand null', async () => {
    expect(await errorCode({ a: 1, b: 0 }, { $divide: ['$a', '$b'] })).toBe(16608);
    expect(await errorCode({ a: 1, b: 'x' }, { $divide: ['$a', '$b'] })).toBe(16609);
    expect(await evaluate({ b: 0 }, { $divide: [null, '$b'] })).toBeNull();
  });
});

describe('$sum sums doubles with compensation, $add does not', () => {
  test('1e100 + 1 - 1e100', async () => {
    const doc = { a: 1e100, b: 1.5, c: -1e100 };
    expect(Number(await evaluate(doc, { $sum: ['$a', '$b', '$c'] }))).toBe(1.5);
    expect(Number(await evaluate(doc, { $add: ['$a', '$b', '$c'] }))).toBe(0);
  });

  test('the $group accumulator too', async () => {
    const coll = db.collection('groupSum');
    await coll.insertMany([{ v: 1e100 }, { v: 1.5 }, { v: -1e100 }]);
    const [out] = await coll.aggregate([{ $group: { _id: null, total: { $sum: '$v' } } }]).toArray();
    expect(out?.total).toBe(1.5);
  });
});

describe('$arrayElemAt, $concat, $toLower, $abs and $mod', () => {
  test('$arrayElemAt checks its arguments with mongod codes; out of range is missing', async () => {
    const doc = { a: [1, 2, 3] };
    expect(await errorCode(doc, { $arrayElemAt: ['$a'] })).toBe(16020);
    expect(await errorCode(doc, { $arrayElemAt: ['x', 1] })).toBe(28689);
    expect(await errorCode(doc, { $arrayElemAt: ['$a', 'x'] })).toBe(28690);
    expect(await errorCode(doc, { $arrayElemAt: ['$a', 1.5] })).toBe(28691);
    expect(await evaluate(doc, { $arrayElemAt: ['$a', -1] })).toEqual(new Int32(3));
    expect(await evaluate(doc, { $arrayElemAt: ['$a', 3] })).toBeUndefined();
  });

  test('$concat refuses a non-string with 16702; $toLower of a missing field is ""', async () => {
    expect(await errorCode({ n: 1 }, { $concat: ['a', '$n'] })).toBe(16702);
    expect(await evaluate({}, { $concat: ['a', '$missing'] })).toBeNull();
    expect(await evaluate({}, { $concat: [{ $toLower: '$missing' }] })).toBe('');
  });

  test('$abs of an int64 beyond 2^53 stays exact', async () => {
    const v = await evaluate({ a: Long.fromString('-1152921504606846977') }, { $abs: '$a' });
    expect(typeTag(v)).toBe('Long');
    expect(String(v)).toBe('1152921504606846977');
  });

  test('$mod by a double holding an int32 value keeps the dividend type', async () => {
    const intMod = await evaluate({ a: new Int32(8), b: new Double(3) }, { $mod: ['$a', '$b'] });
    expect(typeTag(intMod)).toBe('Int32');
    const wide = await evaluate(
      { a: Long.fromNumber(500000000000), b: new Double(450000000000) },
      { $mod: ['$a', '$b'] },
    );
    expect(typeTag(wide)).toBe('Double');
  });
});

test('a {$type: <number>} query accepts the code as a double', async () => {
  const coll = db.collection<Numbered>('typeCodes');
  await coll.insertMany([
    { _id: 1, v: new Double(1.5) },
    { _id: 2, v: 'x' },
  ]);
  const found = await coll.find({ v: { $type: new Double(1) } }).toArray();
  expect(found.map((d) => d._id)).toEqual([1]);
});

describe('$sum with decimals and infinities', () => {
  test('a decimal operand makes a decimal sum; an infinity is not lost to the compensation', async () => {
    const decimal = await evaluate(
      { n: Number.NaN, d: Decimal128.fromString('1.0') },
      { $sum: ['$n', '$d'] },
    );
    expect(typeTag(decimal)).toBe('Decimal128');
    expect(String(decimal)).toBe('NaN');
    expect(await evaluate({ i: Number.POSITIVE_INFINITY }, { $sum: ['$i', 1] })).toEqual(
      new Double(Number.POSITIVE_INFINITY),
    );
  });
});

describe('variables', () => {
  test('binding CURRENT is refused by name rather than answered wrongly', async () => {
    const doc = { nested: { four: 4 } };
    expect(await errorCode(doc, { $let: { vars: { CURRENT: '$nested' }, in: '$four' } })).toBe(115);
    expect(await errorCode({ a: [{ b: 1 }] }, { $map: { input: '$a', as: 'CURRENT', in: '$b' } })).toBe(115);
  });

  test('names are checked as mongod checks them, when bound and when read', async () => {
    expect(await errorCode({}, { $let: { vars: { ROOT: 1 }, in: 1 } })).toBe(16867);
    expect(await errorCode({}, { $let: { vars: { 'a.b': 1 }, in: 1 } })).toBe(16868);
    expect(await errorCode({}, '$$_underbar')).toBe(16867);
    expect(await errorCode({}, '$$with spaces')).toBe(16868);
    expect(await errorCode({ a: [1] }, { $map: { input: '$a', as: 'v' } })).toBe(16882);
  });
});
