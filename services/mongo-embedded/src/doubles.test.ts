import { describe, expect, test } from '@jest/globals';
import { Double, Long, serialize } from 'bson';
import { decodeDocument, mingoView, originalOf } from './doubles.js';
import { decodeOps, encodeOps } from './logformat.js';

describe('integral doubles', () => {
  test('decode as Double; other numbers as the promoted decode gives them', () => {
    const bytes = serialize({
      a: new Double(3),
      b: 2,
      c: 2.5,
      l: Long.fromString('9007199254740993'),
      s: { x: [new Double(-1)] },
    });
    const doc = decodeDocument(bytes);
    expect(doc.a).toBeInstanceOf(Double);
    expect(doc.b).toBe(2);
    expect(doc.c).toBe(2.5);
    expect(doc.l).toBeInstanceOf(Long);
    expect((doc.s as { x: unknown[] }).x[0]).toEqual(new Double(-1));
  });

  test('survive the log format (restart) and show mingo plain numbers', () => {
    const [op] = decodeOps(encodeOps([{ o: 'p', ns: 'db.c', d: { _id: 1, a: new Double(3) } }]));
    const stored = (op?.docs as Record<string, unknown>[])[0] as Record<string, unknown>;
    expect(stored.a).toBeInstanceOf(Double);
    const view = mingoView(stored);
    expect(view.a).toBe(3);
    expect(originalOf(view)).toBe(stored);
  });
});
