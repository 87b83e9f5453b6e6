import { expect, test } from '@jest/globals';
import { ObjectId } from 'bson';
import { Collection, sortKey } from './collection.js';
import { findDocs } from './commands.js';
import { compareValues, keyString } from './values.js';
import type { Doc } from './values.js';

// Deterministic pseudo-random values of mixed BSON types.
function rng(seed: number): (n: number) => number {
  let s = seed;
  return (n) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % n;
  };
}

function value(r: (n: number) => number, arrays: boolean): unknown {
  switch (r(arrays ? 7 : 5)) {
    case 0:
      return r(20);
    case 1:
      return r(20) + 0.5;
    case 2:
      return `s${r(10)}`;
    case 3:
      return new Date(1_700_000_000_000 + r(10) * 1000);
    case 4:
      return null;
    case 5:
      return [r(5), r(5)];
    default:
      return undefined;
  }
}

function ids(docs: Doc[]): string[] {
  return docs.map((d) => String(d._id));
}

test.each([true, false])('index plans return what a collection scan returns (arrays: %s)', (arrays) => {
  const r = rng(7);
  const indexed = new Collection('t', 'indexed');
  const plain = new Collection('t', 'plain');
  indexed.createIndex({ key: { a: 1 }, name: 'a_1' });
  indexed.createIndex({ key: { b: 1, c: -1 }, name: 'b_1_c_-1' });
  for (let i = 0; i < 400; i++) {
    const doc: Doc = { _id: i, a: value(r, arrays), b: r(4), c: value(r, arrays) };
    if (doc.a === undefined) delete doc.a;
    indexed.insert({ ...doc });
    plain.insert({ ...doc });
  }
  // Churn: updates and deletes must keep the indexes consistent.
  for (let i = 0; i < 150; i++) {
    const id = r(400);
    if (r(3) === 0) {
      indexed.remove(`n${id}`);
      plain.remove(`n${id}`);
    } else if (indexed.getById(id)) {
      const next: Doc = { _id: id, a: value(r, arrays), b: r(4), c: value(r, arrays) };
      indexed.replace(`n${id}`, { ...next });
      plain.replace(`n${id}`, { ...next });
    }
  }
  const filters: Doc[] = [
    { a: 5 },
    { a: { $in: [1, 's3', 7.5] } },
    { a: { $gt: 10 } },
    { a: { $gte: 's2', $lt: 's7' } },
    { a: { $lte: new Date(1_700_000_004_000) } },
    { b: 2, c: { $gt: 3 } },
    { b: { $in: [1, 3] } },
    { $and: [{ b: 0 }, { c: 's1' }] },
    { a: 3, b: 1 },
  ];
  const sorts: (Doc | undefined)[] = [undefined, { a: 1 }, { a: -1 }, { b: 1, c: -1 }, { c: 1 }, { _id: -1 }];
  for (const filter of filters) {
    for (const sort of sorts) {
      // Without a sort the order (and so a limited subset) is unspecified, as in MongoDB.
      for (const limit of sort ? [undefined, 3] : [undefined]) {
        const wantDocs = findDocs(plain, { filter, sort, limit });
        const gotDocs = findDocs(indexed, { filter, sort, limit });
        // Ties may come back in any order, as in MongoDB: compare the sort keys, and the sets when unlimited.
        const keys = (docs: Doc[]): string[] =>
          docs.map((d) =>
            Object.entries(sort ?? {})
              .map(([f, dir]) => keyString(sortKey(d, f, Number(dir))))
              .join('|'),
          );
        expect({ filter, sort, limit, keys: keys(gotDocs) }).toEqual({
          filter,
          sort,
          limit,
          keys: keys(wantDocs),
        });
        if (limit === undefined) expect(ids(gotDocs).sort()).toEqual(ids(wantDocs).sort());
      }
    }
  }
});

test('canonical BSON order across types', () => {
  const oid1 = ObjectId.createFromTime(1);
  const oid2 = ObjectId.createFromTime(2);
  const sorted = [
    null,
    -1,
    2.5,
    3,
    'a',
    'b',
    { a: 1 },
    [1],
    oid1,
    oid2,
    false,
    true,
    new Date(0),
    new Date(1),
  ];
  const shuffled = [...sorted].reverse();
  expect(shuffled.sort(compareValues)).toEqual(sorted);
});
