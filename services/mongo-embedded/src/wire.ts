// MongoDB wire protocol: message framing, OP_MSG / OP_QUERY parsing and OP_MSG / OP_REPLY encoding.
import { calculateObjectSize, deserialize, serialize, serializeWithBufferAndIndex, type Long } from 'bson';
import { deserializeOptions } from './logformat.js';
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
  | { kind: 'msg'; header: Header; flags: number; body: Doc }
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
  const doc = deserialize(buf.subarray(pos, pos + size), deserializeOptions) as Doc;
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
    const sequences: [string, Doc[]][] = [];
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
        while (p < seqEnd) {
          let d: Doc;
          [d, p] = readDoc(buf, p, seqEnd);
          docs.push(d);
        }
        sequences.push([id, docs]);
        pos = seqEnd;
      } else throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
    if (!body) throw new ProtocolError('OP_MSG without body');
    for (const [id, docs] of sequences) {
      const existing = body[id];
      body[id] = Array.isArray(existing) ? [...(existing as Doc[]), ...docs] : docs;
    }
    return { kind: 'msg', header, flags, body };
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
