// MongoDB wire protocol: message framing, OP_MSG / OP_QUERY parsing and OP_MSG / OP_REPLY encoding.
import { calculateObjectSize, serialize, serializeWithBufferAndIndex, type Long } from 'bson';
import { decodeDocument } from './doubles.js';
import type { Doc } from './values.js';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_BSON_SIZE = 16 * 1024 * 1024;
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MSG_CHECKSUM_PRESENT = 1;
export const MSG_MORE_TO_COME = 2;
export const MSG_EXHAUST_ALLOWED = 1 << 16;

export class ProtocolError extends Error {}

export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export type Incoming =
  | { kind: 'msg'; header: Header; flags: number; body: Doc; raw: Map<string, Buffer[]> }
  | { kind: 'query'; header: Header; collection: string; body: Doc };

/**
 * Re-assembles messages from TCP chunks. Chunks are kept in a list and only concatenated once
 * a whole message is available, so large messages cost linear time.
 */
export class MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxSize: number) {}

  /** Returns complete messages; throws ProtocolError on an impossible length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    for (;;) {
      if (this.buffered < 4) break;
      const len = this.peekLength();
      if (len < 16 || len > this.maxSize) throw new ProtocolError(`invalid message length ${len}`);
      if (this.buffered < len) break;
      out.push(this.take(len));
    }
    return out;
  }

  private peekLength(): number {
    const first = this.chunks[0] as Buffer;
    if (first.length >= 4) return first.readInt32LE(0);
    const head = Buffer.alloc(4);
    let n = 0;
    for (const c of this.chunks) {
      const k = Math.min(4 - n, c.length);
      c.copy(head, n, 0, k);
      n += k;
      if (n === 4) break;
    }
    return head.readInt32LE(0);
  }

  private take(len: number): Buffer {
    const first = this.chunks[0] as Buffer;
    if (first.length >= len) {
      const msg = first.subarray(0, len);
      if (first.length === len) this.chunks.shift();
      else this.chunks[0] = first.subarray(len);
      this.buffered -= len;
      return msg;
    }
    const msg = Buffer.allocUnsafe(len);
    let n = 0;
    while (n < len) {
      const c = this.chunks[0] as Buffer;
      const k = Math.min(len - n, c.length);
      c.copy(msg, n, 0, k);
      n += k;
      if (k === c.length) this.chunks.shift();
      else this.chunks[0] = c.subarray(k);
    }
    this.buffered -= len;
    return msg;
  }
}

function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readDoc(buf: Buffer, pos: number, end: number): [Doc, number] {
  if (pos + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(pos);
  if (size < 5 || pos + size > end) throw new ProtocolError('BSON document size out of bounds');
  const doc = decodeDocument(buf.subarray(pos, pos + size));
  return [doc, pos + size];
}

function readCString(buf: Buffer, pos: number, end: number): [string, number] {
  const z = buf.indexOf(0, pos);
  if (z < 0 || z >= end) throw new ProtocolError('unterminated cstring');
  return [buf.toString('utf8', pos, z), z + 1];
}

/** Parses one complete message. Kind-1 sequences are merged into the body under their identifier. */
export function parseMessage(buf: Buffer): Incoming {
  const header = readHeader(buf);
  if (header.length !== buf.length) throw new ProtocolError('length mismatch');
  if (header.opCode === OP_MSG) {
    if (buf.length < 21) throw new ProtocolError('OP_MSG too short');
    const flags = buf.readUInt32LE(16);
    // Unknown required flag bits (0-15) must make the server reject the message.
    if ((flags & 0xffff & ~(MSG_CHECKSUM_PRESENT | MSG_MORE_TO_COME)) !== 0)
      throw new ProtocolError('unknown required OP_MSG flag');
    const end = flags & MSG_CHECKSUM_PRESENT ? buf.length - 4 : buf.length;
    let pos = 20;
    let body: Doc | null = null;
    const sequences: [string, Doc[], Buffer[]][] = [];
    while (pos < end) {
      const kind = buf[pos];
      pos++;
      if (kind === 0) {
        if (body) throw new ProtocolError('multiple kind-0 sections');
        [body, pos] = readDoc(buf, pos, end);
      } else if (kind === 1) {
        if (pos + 4 > end) throw new ProtocolError('truncated document sequence');
        const size = buf.readInt32LE(pos);
        const seqEnd = pos + size;
        if (size < 5 || seqEnd > end) throw new ProtocolError('document sequence size out of bounds');
        const [id, afterId] = readCString(buf, pos + 4, seqEnd);
        let p = afterId;
        const docs: Doc[] = [];
        const raws: Buffer[] = [];
        while (p < seqEnd) {
          const start = p;
          let d: Doc;
          [d, p] = readDoc(buf, p, seqEnd);
          docs.push(d);
          raws.push(buf.subarray(start, p));
        }
        sequences.push([id, docs, raws]);
        pos = seqEnd;
      } else throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
    if (!body) throw new ProtocolError('OP_MSG without body');
    // Raw bytes of sequence documents let inserts log what the client sent without re-encoding.
    const raw = new Map<string, Buffer[]>();
    for (const [id, docs, raws] of sequences) {
      const existing = body[id];
      body[id] = Array.isArray(existing) ? [...(existing as Doc[]), ...docs] : docs;
      if (!Array.isArray(existing) && !raw.has(id)) raw.set(id, raws);
      else raw.delete(id);
    }
    return { kind: 'msg', header, flags, body, raw };
  }
  if (header.opCode === OP_QUERY) {
    const [collection, afterName] = readCString(buf, 20, buf.length);
    // Skip numberToSkip and numberToReturn.
    const [query] = readDoc(buf, afterName + 8, buf.length);
    // Legacy clients may wrap the command as {$query: {...}}.
    const body = query.$query && typeof query.$query === 'object' ? (query.$query as Doc) : query;
    return { kind: 'query', header, collection, body };
  }
  throw new ProtocolError(`unsupported opcode ${header.opCode}`);
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function serializeReply(doc: Doc): Buffer {
  try {
    const u = serialize(doc, { ignoreUndefined: false, checkKeys: false });
    return Buffer.from(u.buffer, u.byteOffset, u.byteLength);
  } catch (err) {
    // bson's shared serialization buffer is 17 MB; larger replies get their own buffer.
    if (!(err instanceof RangeError) && !String(err).includes('size')) throw err;
    const out = Buffer.alloc(calculateObjectSize(doc, { ignoreUndefined: false }));
    serializeWithBufferAndIndex(doc, out, { ignoreUndefined: false, checkKeys: false });
    return out;
  }
}

export function encodeMsg(requestId: number, responseTo: number, body: Doc, flags = 0): Buffer {
  const payload = serializeReply(body);
  const len = 16 + 4 + 1 + payload.length;
  const pre = Buffer.allocUnsafe(21);
  header(len, requestId, responseTo, OP_MSG).copy(pre, 0);
  pre.writeUInt32LE(flags, 16);
  pre[20] = 0;
  return Buffer.concat([pre, payload], len);
}

export function encodeReply(requestId: number, responseTo: number, body: Doc, cursorId?: Long): Buffer {
  const payload = serializeReply(body);
  const len = 16 + 20 + payload.length;
  const pre = Buffer.allocUnsafe(36);
  header(len, requestId, responseTo, OP_REPLY).copy(pre, 0);
  pre.writeInt32LE(0, 16);
  pre.writeBigInt64LE(cursorId ? cursorId.toBigInt() : 0n, 20);
  pre.writeInt32LE(0, 28);
  pre.writeInt32LE(1, 32);
  return Buffer.concat([pre, payload], len);
}

export function bsonSize(doc: unknown): number {
  return calculateObjectSize(doc as Doc, { ignoreUndefined: false });
}

/** Byte length of a BSON element value of the given type at `pos`, or -1 for types not handled here. */
function valueLength(buf: Uint8Array, type: number, pos: number): number {
  const view = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  switch (type) {
    case 1:
    case 9:
    case 17:
    case 18:
      return 8;
    case 2:
    case 13:
    case 14:
      return 4 + view.readInt32LE(pos);
    case 3:
    case 4:
    case 15:
      return view.readInt32LE(pos);
    case 5:
      return 5 + view.readInt32LE(pos);
    case 6:
    case 10:
    case 0x7f:
    case 0xff:
      return 0;
    case 7:
      return 12;
    case 8:
      return 1;
    case 16:
      return 4;
    case 19:
      return 16;
    default:
      return -1;
  }
}

/**
 * The raw document with its _id element moved (or, when the server generated the id, inserted) first,
 * matching how the document is stored. Returns undefined when the bytes cannot be handled.
 */
export function rawWithIdFirst(
  raw: Uint8Array,
  generatedId: { id: Uint8Array } | null,
): Uint8Array | undefined {
  let found: [number, number] | null = null;
  let pos = 4;
  while (pos < raw.length - 1) {
    const start = pos;
    const type = raw[pos] as number;
    let p = pos + 1;
    while (p < raw.length && raw[p] !== 0) p++;
    const isId =
      p - (pos + 1) === 3 && raw[pos + 1] === 0x5f && raw[pos + 2] === 0x69 && raw[pos + 3] === 0x64;
    p++;
    const len = valueLength(raw, type, p);
    if (len < 0 || p + len > raw.length) return undefined;
    pos = p + len;
    if (isId) {
      found = [start, pos];
      break;
    }
  }
  if (generatedId) {
    // An _id element the server did not see as a value (e.g. BSON undefined): re-encode instead.
    if (found) return undefined;
    const out = Buffer.allocUnsafe(raw.length + 17);
    out.writeInt32LE(raw.length + 17, 0);
    out[4] = 7;
    out.write('_id\0', 5, 'latin1');
    out.set(generatedId.id, 9);
    out.set(raw.subarray(4), 21);
    return out;
  }
  if (!found) return undefined;
  const [s, e] = found;
  if (s === 4) return raw;
  return Buffer.concat([raw.subarray(0, 4), raw.subarray(s, e), raw.subarray(4, s), raw.subarray(e)]);
}
