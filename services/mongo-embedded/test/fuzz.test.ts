// Protocol fuzzing: hostile bytes close that connection only; the server and other connections keep working.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import net from 'node:net';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '../src/index.js';

let server: EmbeddedMongo;
let client: MongoClient;

beforeAll(async () => {
  server = await start({ inMemory: true });
  client = new MongoClient(server.uri, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  await client.db('fuzz').collection('c').insertOne({ a: 1 });
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

function header(len: number, opCode: number, requestId = 1): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(len, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

function opMsg(body: Buffer, flags = 0): Buffer {
  const len = 16 + 4 + 1 + body.length;
  const f = Buffer.alloc(5);
  f.writeUInt32LE(flags, 0);
  f[4] = 0;
  return Buffer.concat([header(len, 2013), f, body]);
}

/** Sends bytes and resolves with what came back when the server closes the socket (or after a quiet period). */
function send(bytes: Buffer, quietMs = 300): Promise<{ closed: boolean; reply: Buffer }> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ closed, reply: Buffer.concat(chunks) });
    };
    const timer = setTimeout(() => finish(false), quietMs);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.write(bytes);
  });
}

async function stillWorks(): Promise<void> {
  const ping = await client.db('admin').command({ ping: 1 });
  expect(ping.ok).toBe(1);
  expect(await client.db('fuzz').collection('c').countDocuments()).toBe(1);
}

test('valid OP_MSG over a raw socket gets an answer', async () => {
  const { reply } = await send(opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' }))));
  expect(reply.readInt32LE(0)).toBe(reply.length);
  expect(reply.readInt32LE(12)).toBe(2013);
});

test('moreToCome gets no reply', async () => {
  const { reply } = await send(opMsg(Buffer.from(serialize({ endSessions: [], $db: 'admin' })), 2), 200);
  expect(reply.length).toBe(0);
});

test.each([
  ['declared length below header size', header(8, 2013)],
  ['huge declared size', header(2_000_000_000, 2013)],
  ['negative length', header(-5, 2013)],
  ['unknown opcode', Buffer.concat([header(20, 9999), Buffer.alloc(4)])],
  ['garbage BSON body', opMsg(Buffer.from([0x30, 0, 0, 0, 0xff, 0xff, 0xff, 1, 2, 3]))],
  ['BSON size larger than message', opMsg(Buffer.from([0xff, 0xff, 0, 0, 0]))],
  ['unknown section kind', Buffer.concat([header(26, 2013), Buffer.from([0, 0, 0, 0, 7, 1, 2, 3, 4, 5])])],
  ['required unknown flag', opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })), 4)],
  ['compressed message', Buffer.concat([header(25, 2012), Buffer.alloc(9)])],
  [
    'legacy query on a collection',
    Buffer.concat([
      header(16 + 4 + 6 + 8 + 5, 2004),
      Buffer.alloc(4),
      Buffer.from('db.c\0\0'),
      Buffer.alloc(8),
      Buffer.from([5, 0, 0, 0, 0]),
    ]),
  ],
])('%s closes only that connection', async (_name, bytes) => {
  const { closed } = await send(bytes);
  expect(closed).toBe(true);
  await stillWorks();
});

test('truncated header then hang-up', async () => {
  const { closed } = await send(Buffer.from([0x20, 0, 0]), 100);
  expect(closed).toBe(false);
  await stillWorks();
});

test('message split into single-byte chunks is re-assembled', async () => {
  const msg = opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })));
  const reply = await new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => {
      let i = 0;
      const tick = (): void => {
        if (i < msg.length) {
          socket.write(msg.subarray(i, i + 1));
          i++;
          setImmediate(tick);
        }
      };
      tick();
    });
    socket.once('data', (c: Buffer) => {
      socket.destroy();
      resolve(c);
    });
    socket.on('error', reject);
  });
  expect(reply.readInt32LE(12)).toBe(2013);
});

test('unknown and malformed commands get error replies, not crashes', async () => {
  const db = client.db('fuzz');
  await expect(db.command({ thisIsNotACommand: 1 })).rejects.toMatchObject({ code: 59 });
  await expect(db.command({ find: 5 })).rejects.toMatchObject({ ok: 0 });
  await expect(db.command({ insert: 'c', documents: 'nope' })).rejects.toMatchObject({ code: 9 });
  await expect(db.command({ find: 'c', filter: { a: { $bogusOp: 1 } } })).rejects.toMatchObject({ ok: 0 });
  await expect(
    db.command({ aggregate: 'c', pipeline: [{ $bogusStage: {} }], cursor: {} }),
  ).rejects.toMatchObject({ ok: 0 });
  await expect(db.command({ getMore: 12345 as never, collection: 'c' })).rejects.toMatchObject({ ok: 0 });
  await stillWorks();
});

test('random mutations of valid messages never take the server down', async () => {
  const base = opMsg(
    Buffer.from(serialize({ find: 'c', filter: { a: { $gt: 0 } }, sort: { a: 1 }, $db: 'fuzz' })),
  );
  let seed = 12345;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const sends: Promise<unknown>[] = [];
  for (let round = 0; round < 200; round++) {
    const m = Buffer.from(base);
    const flips = 1 + rand(4);
    for (let f = 0; f < flips; f++) m[16 + rand(m.length - 16)] = rand(256);
    const cut = rand(3) === 0 ? m.subarray(0, rand(m.length)) : m;
    sends.push(send(cut, 50));
    if (sends.length >= 20) await Promise.all(sends.splice(0));
  }
  await Promise.all(sends);
  await stillWorks();
});
