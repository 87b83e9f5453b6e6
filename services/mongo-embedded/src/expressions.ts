// Aggregation expression operators where mingo's answer differs from mongod 7.0's: BSON number types
// ($type, $isNumber, and $mod/$ceil/$floor/$abs keeping int64 and double), argument checks with mongod's
// error codes ($cond, $filter, $ifNull, $mod by zero), $indexOfArray with a start, $concatArrays of one
// field path, $dateToParts' field order, and time zones mingo does not read ("UTC", "GMT", offsets).
import { Decimal128, Double, Long } from 'bson';
import { evalExpr } from 'mingo/core';
import * as expressionOps from 'mingo/operators/expression';
import type { Options } from 'mingo/types';
import { MongoError } from './errors.js';
import { noteWrappedNumbers, storedSourceOf } from './doubles.js';
import { numericKind, widerKind, withKind, type NumericKind } from './numeric-kinds.js';
import {
  checkCondShape,
  checkDateToPartsShape,
  checkDateToStringShape,
  checkFilterShape,
  checkIfNullShape,
  checkIndexOfArrayShape,
  checkInShape,
} from './expression-shapes.js';
import { checkDateFormat, defaultDateFormat, formatDate, isoWeek } from './date-format.js';
import { offsetMinutes } from './timezones.js';
import { compareValues, isPlainObject, ownField, type Doc } from './values.js';

export type ExpressionOp = (obj: unknown, expr: unknown, options: Options) => unknown;

const mingo = expressionOps as unknown as Record<string, ExpressionOp>;

export function base(name: string): ExpressionOp {
  const op = mingo[name];
  if (!op) throw new Error(`mingo has no expression operator ${name}`);
  return op;
}

interface Tagged {
  _bsontype?: string;
}

export const tagOf = (v: unknown): string | undefined =>
  typeof v === 'object' && v !== null ? (v as Tagged)._bsontype : undefined;

function isWrappedNumber(v: unknown): boolean {
  const t = tagOf(v);
  return t === 'Double' || t === 'Long' || t === 'Int32' || t === 'Decimal128';
}

/** The document field paths resolve against (mingo keeps it in the compute options). */
function rootOf(obj: unknown, options: Options): unknown {
  const local = (options as unknown as { local?: { root?: unknown } }).local;
  return local?.root ?? obj;
}

/**
 * An argument with its BSON number type: a field path read from the stored document (mingo sees a view
 * with plain numbers), a Long/Double literal as written; anything else evaluated by mingo.
 */
export function typedValue(obj: unknown, expr: unknown, options: Options): unknown {
  if (isWrappedNumber(expr)) return expr;
  const value = evalExpr(obj, expr, options);
  if (typeof value !== 'number' || typeof expr !== 'string' || !expr.startsWith('$') || expr.startsWith('$$'))
    return value;
  const root = rootOf(obj, options);
  const stored = typeof root === 'object' && root !== null ? storedSourceOf(root) : undefined;
  if (!stored) return value;
  let cur: unknown = stored;
  for (const part of expr.slice(1).split('.')) {
    if (!isPlainObject(cur)) return value;
    cur = ownField(cur, part);
  }
  // The stored field, when an earlier stage has not replaced it: same number, with its BSON type.
  return isWrappedNumber(cur) && numberValue(cur) === value ? cur : value;
}

export function typedArgs(obj: unknown, expr: unknown, options: Options, name: string, count: number): unknown[] {
  const list = Array.isArray(expr) ? expr : [expr];
  if (list.length !== count)
    throw new MongoError(
      16020,
      `Expression ${name} takes exactly ${count} arguments. ${list.length} were passed in.`,
    );
  return list.map((e) => typedValue(obj, e, options));
}

/** mongod's name of a value's BSON type ($type expression). */
export function bsonTypeName(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  const kind = numericKind(v);
  if (kind) return kind;
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  if (v instanceof RegExp) return 'regex';
  switch (tagOf(v)) {
    case 'Binary':
      return 'binData';
    case 'ObjectId':
      return 'objectId';
    case 'BSONRegExp':
      return 'regex';
    case 'Timestamp':
      return 'timestamp';
    case 'MinKey':
      return 'minKey';
    case 'MaxKey':
      return 'maxKey';
    case 'Code':
      return (v as { scope?: unknown }).scope ? 'javascriptWithScope' : 'javascript';
    case 'BSONSymbol':
      return 'symbol';
    case 'DBPointer':
      return 'dbPointer';
    case 'DBRef':
      return 'object';
    default:
      return 'object';
  }
}

export const numberValue = (v: unknown): number =>
  typeof v === 'number' ? v : tagOf(v) === 'Long' ? (v as Long).toNumber() : Number(String(v));

export const nullish = (v: unknown): boolean => v === null || v === undefined;

/** A numeric result in the given type: Long and Double wrappers keep int64 and integral doubles typed. */
export function typedResult(n: number, kind: NumericKind, typed: boolean): unknown {
  if (typed) noteWrappedNumbers();
  if (kind === 'decimal') return typed ? Decimal128.fromString(String(n)) : n;
  if (!typed) return n;
  if (kind === 'double') return Number.isInteger(n) ? new Double(n) : n;
  return withKind(n, kind);
}

function mod(typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const [a, b] = typedArgs(obj, expr, options, '$mod', 2);
    if (nullish(a) || nullish(b)) return null;
    const ka = numericKind(a);
    const kb = numericKind(b);
    // mongod: a double divisor that is an int32 value keeps the dividend's type (8 % 3.0 is an int).
    const kbActing = kb === 'double' && numericKind(numberValue(b)) === 'int' && ka !== 'decimal' ? ka : kb;
    const kind = widerKind(ka, kbActing);
    if (!kind)
      throw new MongoError(
        16611,
        `$mod only supports numeric types, not ${bsonTypeName(a)} and ${bsonTypeName(b)}`,
      );
    const divisor = numberValue(b);
    if (divisor === 0) throw new MongoError(16610, "can't $mod by zero");
    return typedResult(numberValue(a) % divisor, kind, typed);
  };
}

/** $abs, $ceil and $floor of an int64 in int64 arithmetic: 2^60 + 1 stays exact. */
function longRounding(name: string, v: Long, typed: boolean): unknown {
  if (name === '$abs' && v.equals(Long.MIN_VALUE))
    throw new MongoError(28680, "can't take $abs of long long min");
  const out = name === '$abs' && v.isNegative() ? v.negate() : v;
  if (!typed) return out.toNumber();
  noteWrappedNumbers();
  return out;
}

function rounding(name: string, f: (n: number) => number, typed: boolean): ExpressionOp {
  return (obj, expr, options) => {
    const [v] = typedArgs(obj, expr, options, name, 1);
    if (nullish(v)) return null;
    const kind = numericKind(v);
    if (!kind) throw new MongoError(28765, `${name} only supports numeric types, not ${bsonTypeName(v)}`);
    if (kind === 'decimal') return base(name)(obj, [v], options);
    if (tagOf(v) === 'Long') return longRounding(name, v as Long, typed);
    const n = numberValue(v);
    if (kind === 'long' && name === '$abs' && n === -9223372036854775808)
      throw new MongoError(28680, "can't take $abs of long long min");
    return typedResult(f(n), kind, typed);
  };
}

function $type(obj: unknown, expr: unknown, options: Options): string {
  const [v] = typedArgs(obj, expr, options, '$type', 1);
  return bsonTypeName(v);
}

function $isNumber(obj: unknown, expr: unknown, options: Options): boolean {
  const [v] = typedArgs(obj, expr, options, '$isNumber', 1);
  return numericKind(v) !== undefined;
}

function $indexOfArray(obj: unknown, expr: unknown, options: Options): unknown {
  checkIndexOfArrayShape(expr);
  const [arr, search, start, end] = evalExpr(obj, expr, options) as unknown[];
  if (nullish(arr)) return null;
  if (!Array.isArray(arr))
    throw new MongoError(
      40090,
      `$indexOfArray requires an array as a first argument, found: ${bsonTypeName(arr)}`,
    );
  const bound = (v: unknown, which: string, fallback: number): number => {
    if (v === undefined) return fallback;
    const n = numberValue(v);
    if (numericKind(v) === undefined || !Number.isInteger(n))
      throw new MongoError(
        40096,
        `$indexOfArray requires an integral ${which}, found a value of type: ${bsonTypeName(v)}, with value: ${String(v)}`,
      );
    if (n < 0) throw new MongoError(40097, `$indexOfArray requires a nonnegative ${which}, found: ${n}`);
    return n;
  };
  const from = bound(start, 'starting index', 0);
  const to = Math.min(bound(end, 'ending index', arr.length), arr.length);
  for (let i = from; i < to; i++) if (compareValues(arr[i], search) === 0) return i;
  return -1;
}

function $concatArrays(obj: unknown, expr: unknown, options: Options): unknown {
  const args = (
    Array.isArray(expr) ? evalExpr(obj, expr, options) : [evalExpr(obj, expr, options)]
  ) as unknown[];
  const out: unknown[] = [];
  for (const a of args) {
    if (nullish(a)) return null;
    if (!Array.isArray(a))
      throw new MongoError(28664, `$concatArrays only supports arrays, not ${bsonTypeName(a)}`);
    out.push(...a);
  }
  return out;
}

function $in(obj: unknown, expr: unknown, options: Options): unknown {
  checkInShape(expr);
  const [value, list] = evalExpr(obj, expr, options) as unknown[];
  if (!Array.isArray(list))
    throw new MongoError(40081, `$in requires an array as a second argument, found: ${bsonTypeName(list)}`);
  // A missing value is not null here (mongod compares missing and null as different types).
  return value !== undefined && list.some((e) => compareValues(e, value) === 0);
}

function $cond(obj: unknown, expr: unknown, options: Options): unknown {
  checkCondShape(expr);
  return base('$cond')(obj, expr, options);
}

function $filter(obj: unknown, expr: unknown, options: Options): unknown {
  checkFilterShape(expr);
  const input = evalExpr(obj, expr.input, options);
  if (nullish(input)) return null;
  if (!Array.isArray(input))
    throw new MongoError(28651, `input to $filter must be an array not ${bsonTypeName(input)}`);
  return base('$filter')(obj, { ...expr, input: { $literal: input } }, options);
}

function $ifNull(obj: unknown, expr: unknown, options: Options): unknown {
  checkIfNullShape(expr);
  return base('$ifNull')(obj, expr, options);
}

// ---------- dates and time zones ----------

/** The time zone argument, checked as mongod does before it looks at the date; null when it is null or missing. */
function zoneOf(
  obj: unknown,
  spec: Doc,
  options: Options,
  name: string,
): { zone: string | undefined } | null {
  if (!('timezone' in spec)) return { zone: undefined };
  const zone = evalExpr(obj, spec.timezone, options);
  if (nullish(zone)) return null;
  if (typeof zone !== 'string')
    throw new MongoError(40517, `${name}: timezone must evaluate to a string, found ${bsonTypeName(zone)}`);
  offsetMinutes(zone, new Date(0)); // refuses an unknown zone (40485) whatever the date
  return { zone };
}

/** The date argument as a Date (an ObjectId or a Timestamp gives its time), or null when nullish. */
function dateOf(obj: unknown, spec: Doc, options: Options): Date | null {
  const date = evalExpr(obj, spec.date, options);
  if (nullish(date)) return null;
  if (date instanceof Date) return date;
  if (tagOf(date) === 'ObjectId') return (date as { getTimestamp(): Date }).getTimestamp();
  if (tagOf(date) === 'Timestamp') return new Date((date as { high: number }).high * 1000);
  throw new MongoError(16006, `can't convert from BSON type ${bsonTypeName(date)} to Date`);
}

/** The date moved by the zone's offset: its UTC fields are the local wall-clock fields. */
const shifted = (d: Date, offset: number): Date => new Date(d.getTime() + offset * 60000);

function $dateToParts(obj: unknown, expr: unknown, options: Options): unknown {
  checkDateToPartsShape(expr);
  // mongod's order: the zone, then the iso8601 flag, then the date.
  const zone = zoneOf(obj, expr, options, '$dateToParts');
  if (!zone) return null;
  const iso = 'iso8601' in expr ? evalExpr(obj, expr.iso8601, options) : false;
  if (nullish(iso)) return null;
  if (typeof iso !== 'boolean')
    throw new MongoError(40521, `iso8601 must evaluate to a bool, found ${bsonTypeName(iso)}`);
  const date = dateOf(obj, expr, options);
  if (!date) return null;
  const at = { date, offset: zone.zone === undefined ? 0 : offsetMinutes(zone.zone, date) };
  const d = shifted(at.date, at.offset);
  const time = {
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    millisecond: d.getUTCMilliseconds(),
  };
  if (iso) {
    const week = isoWeek(d);
    return { isoWeekYear: week.year, isoWeek: week.week, isoDayOfWeek: week.day, ...time };
  }
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), ...time };
}

function $dateToString(obj: unknown, expr: unknown, options: Options): unknown {
  checkDateToStringShape(expr);
  // mongod's order: the format, the zone, then the date.
  let format = defaultDateFormat;
  if ('format' in expr) {
    const given = evalExpr(obj, expr.format, options);
    if (nullish(given)) return null;
    checkDateFormat(given);
    format = given;
  }
  const zone = zoneOf(obj, expr, options, '$dateToString');
  if (!zone) return null;
  const date = dateOf(obj, expr, options);
  if (!date) return 'onNull' in expr ? evalExpr(obj, expr.onNull, options) : null;
  return formatDate(date, zone.zone === undefined ? 0 : offsetMinutes(zone.zone, date), format);
}

/** Operators whose top-level use in a projection keeps the BSON number type of the result. */
export const typedResultOps: Record<string, string> = {
  $mod: '$_typedMod',
  $ceil: '$_typedCeil',
  $floor: '$_typedFloor',
  $abs: '$_typedAbs',
  $divide: '$_typedDivide',
  $add: '$_typedAdd',
  $subtract: '$_typedSubtract',
  $multiply: '$_typedMultiply',
};

/** Operators whose direct literal arguments keep their Long/Double wrapper for the operator to read. */
export const typedArgumentOps = new Set([
  '$type',
  '$isNumber',
  '$arrayElemAt',
  ...Object.keys(typedResultOps),
  ...Object.values(typedResultOps),
]);

export const mongodExpressionOps: Record<string, ExpressionOp> = {
  $type,
  $isNumber,
  $mod: mod(false),
  $ceil: rounding('$ceil', Math.ceil, false),
  $floor: rounding('$floor', Math.floor, false),
  $abs: rounding('$abs', Math.abs, false),
  $_typedMod: mod(true),
  $_typedCeil: rounding('$ceil', Math.ceil, true),
  $_typedFloor: rounding('$floor', Math.floor, true),
  $_typedAbs: rounding('$abs', Math.abs, true),
  $indexOfArray,
  $concatArrays,
  $in,
  $cond,
  $filter,
  $ifNull,
  $dateToParts,
  $dateToString,
};
