import { perMinute } from './queue-history.js';

describe("reading BullMQ's per-minute metrics as minutes", () => {
  it('puts the open minute from count - prevCount, the list head one minute before it, and zero-filled gaps further back', () => {
    const prevTS = Date.parse('2026-11-22T10:30:20Z');
    const minute = Math.floor(prevTS / 60_000);
    const counts = perMinute({ meta: { count: 12, prevTS, prevCount: 9 }, data: [0, 0, 5, 2] });
    expect(counts.get(minute)).toBe(3);
    expect(counts.get(minute - 1)).toBe(0);
    expect(counts.get(minute - 3)).toBe(5);
    expect(counts.get(minute - 4)).toBe(2);
    expect(counts.has(minute - 5)).toBe(false);
  });
  it('is empty before any job finished', () => {
    expect(perMinute({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [] }).size).toBe(0);
  });
});
