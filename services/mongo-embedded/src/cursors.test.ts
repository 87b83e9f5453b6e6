import { expect, test } from '@jest/globals';
import { Long } from 'bson';
import { CursorManager } from './cursors.js';

const docs = Array.from({ length: 250 }, (_, i) => ({ _id: i }));

test('batches by count, int64 ids, exhaustion closes the cursor', () => {
  const cursors = new CursorManager(60_000);
  const first = cursors.first({ ns: 'db.c', docs }, 100) as { cursor: { id: Long; firstBatch: unknown[] } };
  expect(first.cursor.id).toBeInstanceOf(Long);
  expect(first.cursor.firstBatch.length).toBe(100);
  const id = first.cursor.id.toBigInt();
  expect(cursors.more(id, 100)?.batch.length).toBe(100);
  const last = cursors.more(id, 100);
  expect(last?.batch.length).toBe(50);
  expect(last?.id).toBe(0n);
  expect(cursors.more(id, 100)).toBeNull();
  cursors.close();
});

test('batches are capped by size', () => {
  const cursors = new CursorManager(60_000);
  const big = Array.from({ length: 10 }, (_, i) => ({ _id: i, s: 'x'.repeat(4 * 1024 * 1024) }));
  const first = cursors.first({ ns: 'db.c', docs: big }, 1000) as {
    cursor: { id: Long; firstBatch: unknown[] };
  };
  expect(first.cursor.firstBatch.length).toBe(3);
  cursors.close();
});

test('idle cursors time out', async () => {
  const cursors = new CursorManager(20);
  const first = cursors.first({ ns: 'db.c', docs }, 10) as { cursor: { id: Long } };
  expect(cursors.size).toBe(1);
  while (cursors.size > 0) await new Promise((r) => setTimeout(r, 10));
  expect(cursors.more(first.cursor.id.toBigInt(), 10)).toBeNull();
  cursors.close();
});
