import { expect, test } from '@jest/globals';
import { Long, ObjectId, serialize } from 'bson';
import { rawIdKey } from './compactor.js';
import { keyString } from './values.js';

test('keyString equals exactly for MongoDB-equal values', () => {
  expect(keyString(1)).toBe(keyString(Long.fromNumber(1)));
  expect(keyString(1)).toBe(keyString(1.0));
  expect(keyString(['a,sb'])).not.toBe(keyString(['a', 'b']));
  expect(keyString({ a: 's,"b' })).not.toBe(keyString({ a: 's', b: 1 }));
  expect(keyString({ a: 1, b: 2 })).not.toBe(keyString({ b: 2, a: 1 }));
  expect(keyString(null)).toBe(keyString(undefined));
  const id = new ObjectId();
  expect(keyString(id)).toBe(keyString(ObjectId.createFromHexString(id.toHexString())));
  expect(keyString(id)).not.toBe(keyString(new ObjectId()));
});

test('the compactor derives the same _id keys from raw BSON', () => {
  for (const _id of [new ObjectId(), 'text', 42, { nested: [1, 2] }]) {
    expect(rawIdKey(serialize({ _id, a: 1 }))).toBe(keyString(_id));
  }
});
