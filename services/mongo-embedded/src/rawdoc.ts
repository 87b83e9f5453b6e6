// Stored documents, which may still be raw BSON. On a restart, documents are kept as the BSON bytes of the
// snapshot or log they were read from and decoded on first access: creating hundreds of thousands of JS
// objects at load (and the garbage collection that comes with them) was most of the restart time. Only
// what the load needs is read from the bytes: the _id, and the top-level fields that secondary indexes cover.
import { decodeDocument } from './doubles.js';
import { keyString, type Doc } from './values.js';

/** Length of a BSON element value of `type` starting at `p`; -1 for a type this walker does not know. */
function valueLength(b: Buffer, type: number, p: number): number {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return 8;
    case 0x02: // string
    case 0x0d: // JavaScript code
    case 0x0e: // symbol
      return 4 + b.readInt32LE(p);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return b.readInt32LE(p);
    case 0x05: // binary
      return 5 + b.readInt32LE(p);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return 0;
    case 0x07: // ObjectId
      return 12;
    case 0x08: // boolean
      return 1;
    case 0x0b: {
      // regex: two C strings
      let q = p;
      while (b[q] !== 0) q++;
      q++;
      while (b[q] !== 0) q++;
      return q + 1 - p;
    }
    case 0x0c: // DBPointer
      return 4 + b.readInt32LE(p) + 12;
    case 0x10: // int32
      return 4;
    case 0x13: // decimal128
      return 16;
    default:
      return -1;
  }
}

/** Size of the BSON document at `at`; throws when it does not fit in `b` (a record that cannot be read). */
export function rawSize(b: Buffer, at: number): number {
  if (at + 5 > b.length) throw new Error('short document');
  const size = b.readInt32LE(at);
  if (size < 5 || at + size > b.length || b[at + size - 1] !== 0) throw new Error('bad document size');
  return size;
}

function decodeAt(b: Buffer, at: number): Doc {
  return decodeDocument(b.subarray(at, at + b.readInt32LE(at)));
}

function nameIs(b: Buffer, start: number, end: number, name: Buffer): boolean {
  if (end - start !== name.length) return false;
  for (let i = 0; i < name.length; i++) if (b[start + i] !== name[i]) return false;
  return true;
}

/** Field names to read from raw documents, with their UTF-8 bytes. */
export interface FieldNames {
  readonly names: readonly string[];
  readonly bytes: readonly Buffer[];
}

export function fieldNames(names: Iterable<string>): FieldNames {
  const unique = [...new Set(names)];
  return { names: unique, bytes: unique.map((n) => Buffer.from(n, 'utf8')) };
}

const ID_FIELD = fieldNames(['_id']);
const ID_NAME = ID_FIELD.bytes[0] as Buffer;

/**
 * The named top-level fields of the BSON document at `at` (missing ones stay missing), decoded exactly as
 * the whole document would decode them. Int32, string, boolean and null values are read in place; otherwise
 * the elements are copied into a small document that is decoded.
 */
export function rawTopFields(b: Buffer, at: number, fields: FieldNames): Doc {
  const names = fields.bytes;
  const end = at + b.readInt32LE(at) - 1;
  const parts: number[] = [];
  let bytes = 5;
  let simple = true;
  let p = at + 4;
  while (p < end) {
    const start = p;
    const type = b[p++] as number;
    const nameStart = p;
    while (b[p] !== 0) p++;
    const nameEnd = p++;
    const len = valueLength(b, type, p);
    if (len < 0) return decodeAt(b, at); // let bson's decoder read (or refuse) what this walker cannot
    p += len;
    for (let j = 0; j < names.length; j++) {
      if (nameIs(b, nameStart, nameEnd, names[j] as Buffer)) {
        parts.push(start, p, j);
        bytes += p - start;
        if (type !== 0x10 && type !== 0x02 && type !== 0x08 && type !== 0x0a) simple = false;
        break;
      }
    }
  }
  if (parts.length === 0) return {};
  if (simple) return readSimple(b, parts, fields.names);
  // A fresh buffer per document: decoded Binary values keep a view of the bytes they came from.
  const mini = Buffer.allocUnsafe(bytes);
  mini.writeInt32LE(bytes, 0);
  let q = 4;
  for (let i = 0; i < parts.length; i += 3) q += b.copy(mini, q, parts[i] as number, parts[i + 1] as number);
  mini[q] = 0;
  return decodeDocument(mini);
}

/** Elements (start, end, index in `names`) of types int32, string, boolean and null, as bson decodes them. */
function readSimple(b: Buffer, parts: number[], names: readonly string[]): Doc {
  const out: Doc = {};
  for (let i = 0; i < parts.length; i += 3) {
    let p = parts[i] as number;
    const type = b[p++] as number;
    const name = names[parts[i + 2] as number] as string;
    while (b[p] !== 0) p++;
    p++;
    let v: unknown;
    if (type === 0x10) v = b.readInt32LE(p);
    else if (type === 0x02) v = b.toString('utf8', p + 4, p + 4 + b.readInt32LE(p) - 1);
    else if (type === 0x08) v = b[p] === 1;
    else v = null;
    if (name === '__proto__')
      Object.defineProperty(out, name, { value: v, enumerable: true, writable: true, configurable: true });
    else out[name] = v;
  }
  return out;
}

/** 24 bits of an ObjectId as two characters, as values.ts objectIdKey encodes them (no closure: this runs per document). */
function oidChars(b: Buffer, p: number): string {
  const x = ((b[p] as number) << 16) | ((b[p + 1] as number) << 8) | (b[p + 2] as number);
  return String.fromCharCode(0x4000 + (x >>> 12), 0x4000 + (x & 0xfff));
}

/** keyString of the _id of the BSON document at `at` (the server stores _id first; an ObjectId is read in place). */
export function rawIdKey(b: Buffer, at: number): string {
  if (b[at + 4] === 0x07 && nameIs(b, at + 5, at + 8, ID_NAME) && b[at + 8] === 0 && at + 21 <= b.length)
    return 'o' + oidChars(b, at + 9) + oidChars(b, at + 12) + oidChars(b, at + 15) + oidChars(b, at + 18);
  return keyString(rawTopFields(b, at, ID_FIELD)._id);
}

/** A document of a collection, with its record id (insertion order); raw BSON until first read. */
export class Stored {
  private decoded: Doc | undefined;
  private rawBuf: Buffer | undefined;
  private rawAt = 0;

  constructor(
    readonly rid: number,
    doc?: Doc,
  ) {
    this.decoded = doc;
  }

  static fromRaw(rid: number, b: Buffer, at: number): Stored {
    const s = new Stored(rid);
    s.rawBuf = b;
    s.rawAt = at;
    return s;
  }

  get doc(): Doc {
    let d = this.decoded;
    if (d === undefined) {
      d = decodeAt(this.rawBuf as Buffer, this.rawAt);
      this.decoded = d;
      this.rawBuf = undefined;
    }
    return d;
  }

  set doc(d: Doc) {
    this.decoded = d;
    this.rawBuf = undefined;
  }

  setRaw(b: Buffer, at: number): void {
    this.decoded = undefined;
    this.rawBuf = b;
    this.rawAt = at;
  }

  /** The buffer holding the still-undecoded document, if it is. */
  get raw(): Buffer | undefined {
    return this.rawBuf;
  }

  get rawOffset(): number {
    return this.rawAt;
  }

  /** The document, or only its named top-level fields while it is still raw (enough to compute index keys). */
  fields(names: FieldNames): Doc {
    return this.decoded ?? rawTopFields(this.rawBuf as Buffer, this.rawAt, names);
  }

  idOnly(): Doc {
    return this.fields(ID_FIELD);
  }
}
