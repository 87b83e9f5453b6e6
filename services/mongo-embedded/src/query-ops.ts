// Query operators where mingo's answer differs from mongod's: Binary equality and order (mongod compares
// length, then subtype, then bytes; mingo compares the bytes as text), $all on a scalar field, and the
// bitwise operators on BinData and on numbers past 32 bits.
import * as queryOps from 'mingo/operators/query';
import { ErrorCodes, MongoError, badValue } from './errors.js';
import { compareValues, isPlainObject, pathValues, typeRank } from './values.js';

type Matcher = (obj: Record<string, unknown>) => boolean;
type QueryOp = (selector: string, value: unknown, options: unknown) => Matcher;

interface BinaryLike {
  _bsontype: 'Binary';
  buffer: Uint8Array;
  sub_type: number;
  position?: number;
}

function isBinary(v: unknown): v is BinaryLike {
  return typeof v === 'object' && v !== null && (v as { _bsontype?: string })._bsontype === 'Binary';
}

function binaryBytes(b: BinaryLike): Uint8Array {
  return b.buffer.subarray(0, b.position ?? b.buffer.length);
}

const mingo = queryOps as unknown as Record<string, QueryOp>;

function delegate(name: string): QueryOp {
  const op = mingo[name];
  if (!op) throw new Error(`mingo has no query operator ${name}`);
  return op;
}

/** Every value a path takes (array elements and the array itself), as mongod's matcher sees them. */
function valuesAt(obj: Record<string, unknown>, selector: string): unknown[] {
  return pathValues(obj, selector);
}

function binaryCompare(test: (c: number) => boolean): (selector: string, value: BinaryLike) => Matcher {
  return (selector, value) => (obj) =>
    valuesAt(obj, selector).some((v) => isBinary(v) && test(compareValues(v, value)));
}

const binaryOps: Record<string, (selector: string, value: BinaryLike) => Matcher> = {
  $eq: binaryCompare((c) => c === 0),
  $gt: binaryCompare((c) => c > 0),
  $gte: binaryCompare((c) => c >= 0),
  $lt: binaryCompare((c) => c < 0),
  $lte: binaryCompare((c) => c <= 0),
};

function comparison(name: keyof typeof binaryOps): QueryOp {
  const base = delegate(name);
  const binary = binaryOps[name] as (selector: string, value: BinaryLike) => Matcher;
  return (selector, value, options) =>
    isBinary(value) ? binary(selector, value) : base(selector, value, options);
}

const $eq = comparison('$eq');

function $ne(selector: string, value: unknown, options: unknown): Matcher {
  if (!isBinary(value)) return delegate('$ne')(selector, value, options);
  const eq = $eq(selector, value, options);
  return (obj) => !eq(obj);
}

// $in with Binary members: those are compared by mongod's rules, the others by mingo's $in.
// An array member matches a field holding an equal array (whole-array equality, as {f: [1, 2]} does).
function $in(selector: string, value: unknown, options: unknown): Matcher {
  if (!Array.isArray(value)) throw badValue('$in needs an array');
  const arrays = value.filter((v) => Array.isArray(v));
  if (arrays.length > 0) {
    const others = value.filter((v) => !Array.isArray(v));
    const rest = others.length ? $in(selector, others, options) : () => false;
    const equalities = arrays.map((a) => $eq(selector, a, options));
    return (obj) => rest(obj) || equalities.some((eq) => eq(obj));
  }
  const binaries = value.filter(isBinary);
  if (binaries.length === 0) return delegate('$in')(selector, value, options);
  const others = value.filter((v) => !isBinary(v));
  const rest = others.length ? delegate('$in')(selector, others, options) : () => false;
  return (obj) =>
    rest(obj) ||
    valuesAt(obj, selector).some((v) => isBinary(v) && binaries.some((b) => compareValues(v, b) === 0));
}

function $nin(selector: string, value: unknown, options: unknown): Matcher {
  const inn = $in(selector, value, options);
  return (obj) => !inn(obj);
}

/**
 * mongod reads {f: {$all: [a, b]}} as {$and: [{f: a}, {f: b}]}, so a scalar field matches too; an
 * empty $all matches nothing.
 */
function $all(selector: string, value: unknown, options: unknown): Matcher {
  if (!Array.isArray(value)) throw badValue('$all needs an array');
  if (value.length === 0) return () => false;
  const parts = value.map((e): Matcher => {
    if (isPlainObject(e) && Object.keys(e)[0] === '$elemMatch')
      return $elemMatch(selector, e.$elemMatch, options);
    if (isPlainObject(e) && Object.keys(e).some((k) => k.startsWith('$')))
      throw badValue('no $ expressions in $all');
    if (e instanceof RegExp) return delegate('$regex')(selector, e, options);
    return $eq(selector, e, options);
  });
  return (obj) => parts.every((p) => p(obj));
}

// ---------- $elemMatch on DBRefs ----------

const dbRefFields: Record<string, string> = { $ref: 'collection', $id: 'oid', $db: 'db' };

/** A DBRef element as a document: BSON {$ref, $id, $db} (decoded to a DBRef) or a plain one. */
function dbRefView(v: unknown): Record<string, unknown> | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  if ((v as { _bsontype?: string })._bsontype === 'DBRef') {
    const ref = v as unknown as Record<string, unknown>;
    return { $ref: ref.collection, $id: ref.oid, ...(ref.db ? { $db: ref.db } : {}) };
  }
  return isPlainObject(v) && '$ref' in v ? v : undefined;
}

/**
 * {refs: {$elemMatch: {$id: x}}}: mongod reads $ref/$id/$db as DBRef field names; mingo takes them for
 * unknown operators.
 */
function $elemMatch(selector: string, value: unknown, options: unknown): Matcher {
  const keys = isPlainObject(value) ? Object.keys(value) : [];
  if (!isPlainObject(value) || !keys.some((k) => k in dbRefFields))
    return delegate('$elemMatch')(selector, value, options);
  const tests = keys.map((k): ((ref: Record<string, unknown>) => boolean) => {
    const wanted = value[k];
    if (!(k in dbRefFields)) {
      const sub = delegate('$eq')(k, wanted, options);
      return (ref) => sub(ref);
    }
    if (isPlainObject(wanted) && Object.keys(wanted).some((x) => x.startsWith('$'))) {
      const ops = Object.entries(wanted).map(([op, arg]) => {
        const f = mongodQueryOps[op] ?? mingo[op];
        if (!f) throw badValue(`unknown operator: ${op}`);
        return f('v', arg, options);
      });
      return (ref) => ops.every((f) => f({ v: ref[k] }));
    }
    return (ref) => ref[k] !== undefined && compareValues(ref[k], wanted) === 0;
  });
  return (obj) =>
    valuesAt(obj, selector).some((arr) => {
      if (!Array.isArray(arr)) return false;
      return arr.some((e) => {
        const ref = dbRefView(e);
        return ref !== undefined && tests.every((t) => t(ref));
      });
    });
}

// ---------- bitwise operators ----------

/** Bit positions a mask names: a number (its set bits), an array of positions, or BinData. */
function maskPositions(mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((p) => {
      if (typeof p !== 'number' || !Number.isInteger(p) || p < 0)
        throw badValue(`bit positions must be non-negative integers, got ${String(p)}`);
      return p;
    });
  }
  if (isBinary(mask)) {
    const out: number[] = [];
    binaryBytes(mask).forEach((byte, i) => {
      for (let b = 0; b < 8; b++) if (byte & (1 << b)) out.push(i * 8 + b);
    });
    return out;
  }
  const n = typeof mask === 'number' ? mask : typeRank(mask) === 3 ? Number(String(mask)) : Number.NaN;
  if (!Number.isInteger(n) || n < 0)
    throw new MongoError(
      ErrorCodes.BadValue,
      `bitmask must be a non-negative 32-bit signed integer, an array of positions or BinData, got ${String(mask)}`,
    );
  const out: number[] = [];
  let big = BigInt(n);
  for (let i = 0; big > 0n; i++, big >>= 1n) if (big & 1n) out.push(i);
  return out;
}

/** Reads bit `pos` of a value: BinData little-endian by byte, numbers as 64-bit two's complement. */
function bitReader(v: unknown): ((pos: number) => boolean) | undefined {
  if (isBinary(v)) {
    const bytes = binaryBytes(v);
    return (pos) => ((bytes[pos >> 3] ?? 0) & (1 << (pos & 7))) !== 0;
  }
  if (typeRank(v) !== 3) return undefined;
  const n = typeof v === 'number' ? v : Number(String(v));
  if (!Number.isInteger(n) || !Number.isSafeInteger(n)) return undefined;
  const big = BigInt.asUintN(64, BigInt(n));
  return (pos) => (pos >= 64 ? n < 0 : ((big >> BigInt(pos)) & 1n) === 1n);
}

function bitwise(test: (bits: boolean[]) => boolean): QueryOp {
  return (selector, mask) => {
    const positions = maskPositions(mask);
    return (obj) =>
      valuesAt(obj, selector).some((v) => {
        if (Array.isArray(v)) return false;
        const read = bitReader(v);
        return read !== undefined && test(positions.map(read));
      });
  };
}

export const mongodQueryOps: Record<string, QueryOp> = {
  $eq,
  $ne,
  $gt: comparison('$gt'),
  $gte: comparison('$gte'),
  $lt: comparison('$lt'),
  $lte: comparison('$lte'),
  $in,
  $nin,
  $all,
  $elemMatch,
  $bitsAllSet: bitwise((bits) => bits.every(Boolean)),
  $bitsAllClear: bitwise((bits) => bits.every((b) => !b)),
  $bitsAnySet: bitwise((bits) => bits.some(Boolean)),
  $bitsAnyClear: bitwise((bits) => bits.some((b) => !b)),
};
