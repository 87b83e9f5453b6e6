import { expect, test } from '@jest/globals';
import { deserialize, Long, ObjectId, serialize } from 'bson';
import { MessageReader, ProtocolError, rawWithIdFirst } from './wire.js';

test('rawWithIdFirst moves _id to the front without re-encoding values', () => {
  const id = new ObjectId();
  const raw = serialize({
    a: 1,
    nested: { x: [1, 'two'] },
    _id: id,
    big: Long.fromString('9007199254740993'),
    z: 'end',
  });
  const out = rawWithIdFirst(raw, null);
  expect(out).toBeDefined();
  const doc = deserialize(out as Uint8Array, { promoteLongs: false });
  expect(Object.keys(doc)).toEqual(['_id', 'a', 'nested', 'big', 'z']);
  expect((doc._id as ObjectId).equals(id)).toBe(true);
  expect(String(doc.big)).toBe('9007199254740993');
  const first = serialize({ _id: 1, a: 2 });
  expect(rawWithIdFirst(first, null)).toBe(first);
});

test('rawWithIdFirst inserts a generated _id', () => {
  const id = new ObjectId();
  const out = rawWithIdFirst(serialize({ a: 1, b: 'x' }), id);
  const doc = deserialize(out as Uint8Array);
  expect(Object.keys(doc)).toEqual(['_id', 'a', 'b']);
  expect((doc._id as ObjectId).equals(id)).toBe(true);
  // A document that already carries an _id element cannot take a generated one.
  expect(rawWithIdFirst(serialize({ _id: null, a: 1 }), id)).toBeUndefined();
});

test('MessageReader re-assembles split messages and rejects impossible lengths', () => {
  const reader = new MessageReader(1000);
  const msg = Buffer.alloc(40);
  msg.writeInt32LE(40, 0);
  expect(reader.push(msg.subarray(0, 3))).toEqual([]);
  expect(reader.push(msg.subarray(3, 30))).toEqual([]);
  const both = Buffer.concat([msg.subarray(30), msg]);
  expect(reader.push(both).map((m) => m.length)).toEqual([40, 40]);
  const bad = Buffer.alloc(4);
  bad.writeInt32LE(5000, 0);
  expect(() => reader.push(bad)).toThrow(ProtocolError);
});
