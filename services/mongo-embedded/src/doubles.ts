// BSON doubles with an integral value (3.0) and every int64 keep their type. bson decodes every double
// to a JS number and would encode 3 back as an int32 (and a promoted Long(5) as an int32 too), so such
// values are decoded as bson `Double` and `Long` instances instead. mingo knows neither, so it is given a
// view of each document with plain numbers.
import { deserialize, Double, Long } from 'bson';
import { cloneValue, isPlainObject, type Doc } from './values.js';

export const deserializeOptions = {
  promoteLongs: true,
  promoteValues: true,
  promoteBuffers: false,
  bsonRegExp: false,
} as const;

let doublesSeen = false;

/** Called when a Long or Double wrapper is made outside decoding (an expression's typed result). */
export function noteWrappedNumbers(): void {
  doublesSeen = true;
}

function isIntegralInt32(v: number): boolean {
  return Number.isInteger(v) && v >= -2147483648 && v <= 2147483647;
}

/**
 * Whether the BSON document at `pos` holds a value the promoted decode would change the type of: a double
 * that bson would decode to an int32-sized integer, or an int64.
 */
function hasIntegralDouble(b: Uint8Array, dv: DataView, pos: number): boolean {
  const stop = pos + dv.getInt32(pos, true) - 1;
  let p = pos + 4;
  while (p < stop) {
    const type = b[p++] as number;
    while (b[p] !== 0) p++;
    p++;
    switch (type) {
      case 0x01:
        if (isIntegralInt32(dv.getFloat64(p, true))) return true;
        p += 8;
        break;
      case 0x02:
      case 0x0d:
      case 0x0e:
        p += 4 + dv.getInt32(p, true);
        break;
      case 0x03:
      case 0x04:
        if (hasIntegralDouble(b, dv, p)) return true;
        p += dv.getInt32(p, true);
        break;
      case 0x05:
        p += 5 + dv.getInt32(p, true);
        break;
      case 0x06:
      case 0x0a:
      case 0x7f:
      case 0xff:
        break;
      case 0x07:
        p += 12;
        break;
      case 0x08:
        p += 1;
        break;
      case 0x12:
        return true;
      case 0x09:
      case 0x11:
        p += 8;
        break;
      case 0x0b:
        while (b[p] !== 0) p++;
        p++;
        while (b[p] !== 0) p++;
        p++;
        break;
      case 0x0c:
        p += 4 + dv.getInt32(p, true) + 12;
        break;
      case 0x0f:
        p += dv.getInt32(p, true);
        break;
      case 0x10:
        p += 4;
        break;
      case 0x13:
        p += 16;
        break;
      default:
        return false; // unknown type: bson's decoder reports it
    }
  }
  return false;
}

function setField(obj: Doc, k: string, v: unknown): void {
  if (k === '__proto__')
    Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
  else obj[k] = v;
}

/** Numbers of a promoteValues:false decode as the promoted decode gives them, except integral doubles and int64s. */
function promote(v: unknown): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = promote(v[i]);
    return v;
  }
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'Int32') return (v as { value: number }).value;
  if (t === 'Double') {
    const n = (v as Double).value;
    return isIntegralInt32(n) ? v : n;
  }
  if (t === 'Long') return v;
  if (isPlainObject(v)) for (const k of Object.keys(v)) setField(v, k, promote(v[k]));
  return v;
}

/** Decodes one BSON document (a command, a log record, a stored document). */
export function decodeDocument(bytes: Uint8Array): Doc {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 5 || !hasIntegralDouble(bytes, dv, 0))
    return deserialize(bytes, deserializeOptions) as Doc;
  doublesSeen = true;
  return promote(deserialize(bytes, { ...deserializeOptions, promoteValues: false })) as Doc;
}

function isDouble(v: unknown): v is Double {
  return typeof v === 'object' && v !== null && (v as { _bsontype?: string })._bsontype === 'Double';
}

function isLong(v: unknown): v is Long {
  return typeof v === 'object' && v !== null && (v as { _bsontype?: string })._bsontype === 'Long';
}

/** A Long mingo can compute with as a plain number (outside ±2^53 it stays a Long, as before). */
function isSafeLong(v: unknown): v is Long {
  return isLong(v) && Number.isSafeInteger(v.toNumber());
}

function containsDouble(v: unknown): boolean {
  if (isDouble(v) || isSafeLong(v)) return true;
  if (Array.isArray(v)) return v.some(containsDouble);
  if (isPlainObject(v)) {
    for (const k in v) if (containsDouble(v[k])) return true;
  }
  return false;
}

/** A copy with every Double (and every Long within ±2^53) as a plain number. */
export function unwrapDoubles<T>(v: T): T {
  if (isDouble(v)) return v.value as T;
  if (isSafeLong(v)) return v.toNumber() as T;
  if (Array.isArray(v)) return v.map(unwrapDoubles) as T;
  if (isPlainObject(v)) {
    const out: Doc = {};
    for (const k of Object.keys(v)) setField(out, k, unwrapDoubles(v[k]));
    return out as T;
  }
  return v;
}

const views = new WeakMap<object, Doc>();
const originals = new WeakMap<object, Doc>();

/** What mingo should see of a stored document: itself, or a cached copy with plain numbers. */
export function mingoView(doc: Doc): Doc {
  if (!doublesSeen) return doc;
  let view = views.get(doc);
  if (view === undefined) {
    view = containsDouble(doc) ? unwrapDoubles(doc) : doc;
    views.set(doc, view);
    if (view !== doc) originals.set(view, doc);
  }
  return view;
}

const sources = new WeakMap<object, Doc>();

/**
 * A deep copy of a view for a pipeline that may change its input, remembering the stored document it
 * came from (`storedSourceOf`) without making the copy stand for it in results (`originalOf`).
 */
export function copyForPipeline(view: Doc): Doc {
  const copy = cloneValue(view);
  sources.set(copy, originalOf(view));
  return copy;
}

/** The stored document a pipeline's input document was made from, if known. */
export function storedSourceOf(v: object): Doc | undefined {
  return sources.get(v) ?? originals.get(v);
}

/** The stored document a view was made from (the value itself otherwise). */
export function originalOf<T>(v: T): T {
  return typeof v === 'object' && v !== null ? ((originals.get(v) as T | undefined) ?? v) : v;
}

/**
 * A pipeline with plain numbers for mingo, except the literal arguments of the operators that read BSON
 * number types themselves (`typedOps`, e.g. `{$type: NumberLong(5)}`).
 */
export function plainPipeline<T>(v: T, typedOps: ReadonlySet<string>): T {
  if (!doublesSeen || !containsDouble(v)) return v;
  const walk = (x: unknown, keepLiteral: boolean): unknown => {
    if (keepLiteral && (isDouble(x) || isLong(x))) return x;
    if (Array.isArray(x)) return x.map((e) => walk(e, keepLiteral));
    if (isPlainObject(x)) {
      const out: Doc = {};
      for (const k of Object.keys(x))
        setField(out, k, walk(x[k], typedOps.has(k) || (keepLiteral && k === '$literal')));
      return out;
    }
    return unwrapDoubles(x);
  };
  return walk(v, false) as T;
}

/** A filter or expression with plain numbers, for mingo. */
export function plainNumbers<T>(v: T): T {
  return doublesSeen && containsDouble(v) ? unwrapDoubles(v) : v;
}

/** `after` as a value of `before`'s type when `before` was a Double or Long and `after` is integral. */
function sameNumber(before: unknown, after: unknown): boolean {
  return (
    typeof after === 'number' &&
    (isDouble(before) ? before.value : isLong(before) ? before.toNumber() : NaN) === after
  );
}

function retyped(before: unknown, after: unknown): unknown {
  if (typeof after !== 'number' || !Number.isInteger(after)) return undefined;
  if (isDouble(before)) return new Double(after);
  if (isLong(before) && Number.isSafeInteger(after)) return Long.fromNumber(after);
  return undefined;
}

/**
 * After an operator update computed on a view: fields that were Doubles in `before`, were not assigned
 * by the update and still hold an integral number become Doubles again, and Longs likewise.
 */
export function restoreDoubles(before: Doc, after: Doc, assigned: string[], unchangedOnly = false): void {
  if (!doublesSeen) return;
  const walk = (b: unknown, a: unknown, path: string): void => {
    if (path && isAssigned(path)) return;
    if (Array.isArray(b) && Array.isArray(a)) {
      for (let i = 0; i < Math.min(a.length, b.length); i++) {
        const child = path ? `${path}.${i}` : String(i);
        const restored =
          isAssigned(child) || (unchangedOnly && !sameNumber(b[i], a[i])) ? undefined : retyped(b[i], a[i]);
        if (restored !== undefined) a[i] = restored;
        else walk(b[i], a[i], child);
      }
    } else if (isPlainObject(b) && isPlainObject(a)) {
      for (const k of Object.keys(b)) {
        const child = path ? `${path}.${k}` : k;
        const restored =
          isAssigned(child) || (unchangedOnly && !sameNumber(b[k], a[k])) ? undefined : retyped(b[k], a[k]);
        if (restored !== undefined) setField(a, k, restored);
        else walk(b[k], a[k], child);
      }
    }
  };
  const isAssigned = (path: string): boolean => assigned.some((p) => p === path || path.startsWith(p + '.'));
  walk(before, after, '');
}
