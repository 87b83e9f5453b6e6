// BSON value helpers: canonical MongoDB ordering, hashable keys and deep cloning of documents.
import type { ObjectId } from 'bson';

export type Doc = Record<string, unknown>;

interface Tagged {
  _bsontype?: string;
}

function bsonTypeOf(v: unknown): string | undefined {
  return typeof v === 'object' && v !== null ? (v as Tagged)._bsontype : undefined;
}

// MongoDB's cross-type sort order (null and missing sort together).
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      break;
    default:
      return 5;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  switch (bsonTypeOf(v)) {
    case 'MinKey':
      return 1;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    case undefined:
      return 5;
    default:
      return 5;
  }
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  const t = bsonTypeOf(v);
  if (t === 'Long') return (v as { toNumber(): number }).toNumber();
  if (t === 'Int32' || t === 'Double') return (v as { value: number }).value;
  if (t === 'Decimal128') return Number.parseFloat(String(v));
  return Number.NaN;
}

function cmpPrim<T extends string | number | bigint | boolean>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function cmpBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return cmpPrim(a.length, b.length);
}

/** Compares two BSON values in MongoDB's canonical order. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case 2:
    case 1:
    case 13:
      return 0;
    case 3: {
      const x = toNumber(a);
      const y = toNumber(b);
      // NaN sorts before every other number in MongoDB.
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmpPrim(x, y);
    }
    case 4:
      return cmpPrim(String(a), String(b));
    case 5:
      return compareDocs(a as Doc, b as Doc);
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      const n = Math.min(xa.length, xb.length);
      for (let i = 0; i < n; i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c !== 0) return c;
      }
      return cmpPrim(xa.length, xb.length);
    }
    case 7: {
      const ba = a as { buffer: Uint8Array; sub_type: number };
      const bb = b as { buffer: Uint8Array; sub_type: number };
      if (ba.buffer.length !== bb.buffer.length) return cmpPrim(ba.buffer.length, bb.buffer.length);
      if (ba.sub_type !== bb.sub_type) return cmpPrim(ba.sub_type, bb.sub_type);
      return cmpBytes(ba.buffer, bb.buffer);
    }
    case 8: {
      // bson 7 keeps the 12 bytes as four 24-bit integers; comparing them avoids building buffers.
      const oa = a as unknown as Record<'i0' | 'i1' | 'i2' | 'i3', number | undefined>;
      const ob = b as unknown as Record<'i0' | 'i1' | 'i2' | 'i3', number | undefined>;
      if (typeof oa.i0 === 'number' && typeof ob.i0 === 'number') {
        for (const k of ['i0', 'i1', 'i2', 'i3'] as const) {
          const d = (oa[k] as number) - (ob[k] as number);
          if (d !== 0) return d < 0 ? -1 : 1;
        }
        return 0;
      }
      return cmpBytes((a as ObjectId).id, (b as ObjectId).id);
    }
    case 9:
      return cmpPrim(a as boolean, b as boolean);
    case 10:
      return cmpPrim((a as Date).getTime(), (b as Date).getTime());
    case 11: {
      const ta = a as { t: number; i: number };
      const tb = b as { t: number; i: number };
      return ta.t !== tb.t ? cmpPrim(ta.t, tb.t) : cmpPrim(ta.i, tb.i);
    }
    case 12:
      return cmpPrim(String(a), String(b));
    default:
      return 0;
  }
}

function compareDocs(a: Doc, b: Doc): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const va = a[fa];
    const vb = b[fb];
    const tr = typeRank(va) - typeRank(vb);
    if (tr !== 0) return tr < 0 ? -1 : 1;
    if (fa !== fb) return fa < fb ? -1 : 1;
    const c = compareValues(va, vb);
    if (c !== 0) return c;
  }
  return cmpPrim(ka.length, kb.length);
}

/**
 * Compact key of an ObjectId from its four 24-bit words (as bson 7 stores it): 9 characters instead of
 * a 25-character hex string, which makes the large _id maps noticeably cheaper to build.
 */
export function objectIdKey(i0: number, i1: number, i2: number, i3: number): string {
  const c = (x: number): string => String.fromCharCode(0x4000 + (x >>> 12), 0x4000 + (x & 0xfff));
  return 'o' + c(i0) + c(i1) + c(i2) + c(i3);
}

export function objectIdKeyFromBytes(b: Uint8Array, offset: number): string {
  const w = (k: number): number =>
    ((b[offset + k] as number) << 16) | ((b[offset + k + 1] as number) << 8) | (b[offset + k + 2] as number);
  return objectIdKey(w(0), w(3), w(6), w(9));
}

/** A string that is equal for two values exactly when MongoDB considers them equal (1 == 1.0 == Long(1)). */
export function keyString(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'string':
      // Quoted so that keys of arrays and documents cannot collide (["a,sb"] vs ["a", "b"]).
      return 's' + JSON.stringify(v);
    case 'number':
      return 'n' + (v === 0 ? '0' : String(v));
    case 'bigint':
      return 'n' + String(v);
    case 'boolean':
      return v ? 'T' : 'F';
    case 'object':
      break;
    default:
      return 'x' + String(v);
  }
  if (Array.isArray(v)) return '[' + v.map(keyString).join(',') + ']';
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof RegExp) return 'r' + JSON.stringify([v.source, v.flags]);
  const t = bsonTypeOf(v);
  if (t === 'ObjectId') {
    const o = v as unknown as Record<'i0' | 'i1' | 'i2' | 'i3', number | undefined>;
    if (typeof o.i0 === 'number') return objectIdKey(o.i0, o.i1 as number, o.i2 as number, o.i3 as number);
    const b = (v as ObjectId).id;
    return objectIdKeyFromBytes(b, 0);
  }
  if (t === 'Long') {
    const n = toNumber(v);
    return Number.isSafeInteger(n) ? 'n' + (n === 0 ? '0' : String(n)) : 'n' + String(v);
  }
  if (t === 'Int32' || t === 'Double' || t === 'Decimal128') return 'n' + String(toNumber(v));
  if (t === 'Binary') {
    const bin = v as { buffer: Uint8Array; sub_type: number };
    return 'b' + bin.sub_type + ':' + Buffer.from(bin.buffer).toString('base64');
  }
  if (t !== undefined) return t + ':' + JSON.stringify(v);
  const o = v as Doc;
  let s = '{';
  for (const k of Object.keys(o)) s += JSON.stringify(k) + ':' + keyString(o[k]) + ',';
  return s + '}';
}

/** Deep clone of plain objects, arrays and Dates; BSON value classes are immutable and shared. */
export function cloneValue<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map(cloneValue) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return v;
  const out: Doc = {};
  for (const k of Object.keys(v as Doc)) {
    const value = cloneValue((v as Doc)[k]);
    // A "__proto__" field from BSON is data, not a prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    else out[k] = value;
  }
  return out as T;
}

export function isPlainObject(v: unknown): v is Doc {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Values a dotted path takes in a document, expanding arrays like MongoDB's multikey indexes do.
 * A missing path yields [undefined].
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const out: unknown[] = [];
  walk(doc, parts, 0, out);
  if (out.length === 0) out.push(undefined);
  return out;
}

function walk(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(v)) {
      if (v.length === 0) out.push(undefined);
      for (const e of v) out.push(e);
      // The whole array is also indexed so that equality on an entire array can use the index.
      out.push(v);
    } else out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    const key = parts[i] as string;
    if (/^\d+$/.test(key)) {
      walk(v[Number(key)], parts, i + 1, out);
      return;
    }
    for (const e of v) if (isPlainObject(e)) walk(e, parts, i, out);
    return;
  }
  if (!isPlainObject(v)) {
    if (i > 0) out.push(undefined);
    return;
  }
  const next = ownField(v, parts[i] as string);
  if (next === undefined) {
    out.push(undefined);
    return;
  }
  walk(next, parts, i + 1, out);
}

const inheritedNames = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Names every plain object inherits (constructor, toString, …): plain property reads see members there. */
export function isInheritedName(name: string): boolean {
  return inheritedNames.has(name);
}

/**
 * A document's own field: `constructor`, `toString`, … a document does not hold are missing, not the
 * members every object inherits. (BSON values are never functions, so only those need the own check.)
 */
export function ownField(v: Doc, key: string): unknown {
  const x = v[key];
  if (typeof x === 'function' || key === '__proto__') return Object.hasOwn(v, key) ? x : undefined;
  return x;
}

/** Single value at a dotted path without array expansion (undefined if missing). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const p of path.split('.')) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = ownField(cur as Doc, p);
  }
  return cur;
}
