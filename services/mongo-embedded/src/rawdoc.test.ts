import { describe, expect, it } from '@jest/globals';
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  serialize,
  Timestamp,
  UUID,
} from 'bson';
import { decodeDocument } from './doubles.js';
import { fieldNames, rawIdKey, rawSize, rawTopFields, Stored } from './rawdoc.js';
import { keyString, type Doc } from './values.js';

const opts = { checkKeys: false, ignoreUndefined: false } as const;

/** The document's BSON placed at an offset inside a larger buffer, as in a log record. */
function placed(doc: Doc): { b: Buffer; at: number } {
  const bytes = serialize(doc, opts);
  const b = Buffer.concat([Buffer.from([9, 9, 9]), bytes, Buffer.from([7, 7])]);
  return { b, at: 3 };
}

const every: Doc = {
  _id: new ObjectId(),
  i: 42,
  neg: -7,
  s: 'héllo ✓ 😀',
  empty: '',
  t: true,
  f: false,
  n: null,
  d: 2.5,
  whole: new Double(3),
  big: Long.fromString('9007199254740993'),
  small: Long.fromNumber(5),
  at: new Date(1_700_000_000_000),
  sub: { a: 1, b: [1, 'x', { c: null }] },
  arr: [3, 2, 1],
  bin: new Binary(Buffer.from([1, 2, 3]), 0),
  uuid: new UUID(),
  re: new BSONRegExp('a+b', 'i'),
  dec: Decimal128.fromString('1.10'),
  ts: new Timestamp({ t: 5, i: 6 }),
  min: new MinKey(),
  max: new MaxKey(),
  i32: new Int32(9),
};

describe('raw BSON documents', () => {
  it('reads each top-level field as decoding the whole document does', () => {
    const { b, at } = placed(every);
    const whole = decodeDocument(serialize(every, opts));
    for (const name of Object.keys(every)) {
      expect(rawTopFields(b, at, fieldNames([name]))).toEqual({ [name]: whole[name] });
    }
    const some = rawTopFields(b, at, fieldNames(['i', 's', 't', 'n']));
    expect(some).toEqual({ i: 42, s: 'héllo ✓ 😀', t: true, n: null });
    const mixed = rawTopFields(b, at, fieldNames(['i', 'whole', 'bin', 'missing']));
    expect(mixed).toEqual({ i: 42, whole: whole.whole, bin: whole.bin });
    expect((mixed.whole as { _bsontype?: string })._bsontype).toBe('Double');
    expect(rawTopFields(b, at, fieldNames(['missing']))).toEqual({});
  });

  it('keeps a __proto__ field as a field', () => {
    const doc = JSON.parse('{"_id": 1, "__proto__": 5}') as Doc;
    const { b, at } = placed(doc);
    const got = rawTopFields(b, at, fieldNames(['__proto__']));
    expect(Object.keys(got)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(got, '__proto__')?.value).toBe(5);
  });

  it('keys the _id as keyString does, whatever its type', () => {
    for (const id of [
      new ObjectId(),
      new ObjectId('000000000000000000000000'),
      new ObjectId('ffffffffffffffffffffffff'),
      'abc',
      7,
      2.5,
      { a: 1 },
      new UUID(),
      null,
    ]) {
      const { b, at } = placed({ _id: id, x: 1 });
      expect(rawIdKey(b, at)).toBe(keyString(id));
    }
    // _id not first: still found
    const { b, at } = placed({ x: 1, _id: 'late' });
    expect(rawIdKey(b, at)).toBe(keyString('late'));
  });

  it('refuses a document that does not fit in its record', () => {
    const { b, at } = placed({ _id: 1 });
    expect(rawSize(b, at)).toBe(b.readInt32LE(at));
    expect(() => rawSize(b.subarray(0, b.length - 4), at)).toThrow('bad document size');
    expect(() => rawSize(b, b.length - 2)).toThrow('short document');
  });

  it('decodes a stored document on first read, once, and forgets the bytes', () => {
    const { b, at } = placed(every);
    const s = Stored.fromRaw(1, b, at);
    expect(s.raw).toBe(b);
    expect(s.idOnly()).toEqual({ _id: every._id });
    const doc = s.doc;
    expect(doc).toEqual(decodeDocument(serialize(every, opts)));
    expect(s.doc).toBe(doc);
    expect(s.raw).toBeUndefined();
    expect(s.fields(fieldNames(['i']))).toBe(doc);
    const other = placed({ _id: every._id, i: 1 });
    s.setRaw(other.b, other.at);
    expect(s.doc).toEqual({ _id: every._id, i: 1 });
    s.doc = { _id: 2 };
    expect(s.doc).toEqual({ _id: 2 });
  });
});
