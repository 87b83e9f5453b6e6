/* eslint-disable @typescript-eslint/no-explicit-any -- unified-format documents are untyped JSON */
// Matching rules of the unified test format (mongodb/specifications, unified-test-format.md):
// extra fields are allowed in documents (as the Node driver's own runner does), arrays match element
// by element with equal length, numbers of any BSON numeric type compare by value, and the `$$`
// operators below are understood.
import { Binary, type Int32, type Long, ObjectId } from 'bson';

export class MatchError extends Error {}

type Entities = Map<string, unknown>;

function fail(path: string, message: string): never {
  throw new MatchError(`${path || '<root>'}: ${message}`);
}

function bsonType(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null
    ? (value as { _bsontype?: string })._bsontype
    : undefined;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  // The driver may carry its own copy of bson, so BSON wrappers are recognised by _bsontype.
  const tag = bsonType(value);
  if (tag === 'Int32' || tag === 'Double') return (value as Int32).valueOf();
  if (tag === 'Long') return (value as Long).toNumber();
  if (tag === 'Decimal128') return Number(String(value));
  return null;
}

const TYPE_CHECKS: Record<string, (v: unknown) => boolean> = {
  double: (v) => asNumber(v) !== null && bsonType(v) !== 'Long',
  string: (v) => typeof v === 'string',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && v.constructor === Object,
  array: (v) => Array.isArray(v),
  binData: (v) => bsonType(v) === 'Binary',
  objectId: (v) => bsonType(v) === 'ObjectId',
  bool: (v) => typeof v === 'boolean',
  date: (v) => v instanceof Date,
  null: (v) => v === null,
  int: (v) => Number.isInteger(asNumber(v)),
  long: (v) => Number.isInteger(asNumber(v)),
  timestamp: (v) => bsonType(v) === 'Timestamp',
  decimal: (v) => bsonType(v) === 'Decimal128',
  number: (v) => asNumber(v) !== null,
};

function isSpecial(expected: any): boolean {
  if (!expected || typeof expected !== 'object' || Array.isArray(expected)) return false;
  const keys = Object.keys(expected);
  return keys.length === 1 && keys[0]!.startsWith('$$');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && asNumber(value) === null;
}

/** Throws a MatchError naming the first path where `actual` does not match `expected`. */
export function matches(actual: any, expected: any, entities: Entities, path = ''): void {
  if (isSpecial(expected)) return special(actual, expected, entities, path);
  const expectedNumber = asNumber(expected);
  if (expectedNumber !== null) {
    const actualNumber = asNumber(actual);
    if (
      actualNumber === null ||
      !(actualNumber === expectedNumber || (Number.isNaN(actualNumber) && Number.isNaN(expectedNumber)))
    ) {
      fail(path, `expected ${expectedNumber}, got ${show(actual)}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) fail(path, `expected an array, got ${show(actual)}`);
    if (actual.length !== expected.length)
      fail(path, `expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`);
    expected.forEach((e, i) => matches(actual[i], e, entities, `${path}[${i}]`));
    return;
  }
  if (expected instanceof ObjectId) {
    if (bsonType(actual) !== 'ObjectId' || (actual as ObjectId).toHexString() !== expected.toHexString())
      fail(path, `expected ${expected.toHexString()}, got ${show(actual)}`);
    return;
  }
  if (expected instanceof Binary) {
    if (
      bsonType(actual) !== 'Binary' ||
      actual.sub_type !== expected.sub_type ||
      !Buffer.from(actual.buffer).equals(Buffer.from(expected.buffer))
    ) {
      fail(path, `expected ${show(expected)}, got ${show(actual)}`);
    }
    return;
  }
  if (expected instanceof Date) {
    if (!(actual instanceof Date) || actual.getTime() !== expected.getTime())
      fail(path, `expected ${expected.toISOString()}, got ${show(actual)}`);
    return;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual) && !(actual instanceof Map))
      fail(path, `expected a document, got ${show(actual)}`);
    const get = (k: string) =>
      actual instanceof Map ? (actual.get(k) ?? actual.get(Number(k))) : (actual as any)[k];
    for (const [key, value] of Object.entries(expected)) {
      const sub = `${path}.${key}`;
      if (isSpecial(value) && '$$exists' in (value as object)) {
        const present =
          actual instanceof Map
            ? actual.has(key)
            : Object.prototype.hasOwnProperty.call(actual, key) && (actual as any)[key] !== undefined;
        if (present !== (value as any).$$exists) fail(sub, present ? 'should not exist' : 'should exist');
        continue;
      }
      if (isSpecial(value) && '$$unsetOrMatches' in (value as object) && get(key) === undefined) continue;
      matches(get(key), value, entities, sub);
    }
    return;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      fail(path, `expected ${show(expected)}, got ${show(actual)}`);
    return;
  }
  if (actual !== expected) fail(path, `expected ${show(expected)}, got ${show(actual)}`);
}

function special(actual: any, expected: any, entities: Entities, path: string): void {
  const [op, arg] = Object.entries(expected)[0]!;
  switch (op) {
    case '$$exists':
      if ((actual !== undefined) !== arg) fail(path, arg ? 'should exist' : 'should not exist');
      return;
    case '$$type': {
      const types = Array.isArray(arg) ? (arg as string[]) : [arg as string];
      if (!types.some((t) => TYPE_CHECKS[t]?.(actual)))
        fail(path, `expected type ${types.join('|')}, got ${show(actual)}`);
      return;
    }
    case '$$unsetOrMatches':
      if (actual === undefined) return;
      return matches(actual, arg, entities, path);
    case '$$matchesEntity':
      return matches(actual, entities.get(arg as string), entities, path);
    case '$$matchAsDocument':
      return matches(typeof actual === 'string' ? JSON.parse(actual) : actual, arg, entities, path);
    case '$$matchAsRoot':
      return matches(actual, arg, entities, path);
    case '$$lte': {
      const n = asNumber(actual);
      if (n === null || n > (asNumber(arg) ?? Number.NaN))
        fail(path, `expected ≤ ${show(arg)}, got ${show(actual)}`);
      return;
    }
    case '$$sessionLsid': {
      const session = entities.get(arg as string) as { id?: unknown } | undefined;
      return matches(actual, session?.id, entities, path);
    }
    default:
      fail(path, `unsupported special operator ${op}`);
  }
}

export function show(value: unknown): string {
  try {
    return (
      JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))?.slice(0, 400) ??
      String(value)
    );
  } catch {
    return String(value);
  }
}
