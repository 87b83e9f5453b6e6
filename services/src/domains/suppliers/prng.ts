/** Seeded PRNG (mulberry32) so generated data is the same on every machine; never Math.random. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into a seed (for an independent stream per record). */
export function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

export class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }
  /** Up to n distinct items, in the order drawn. */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    return out;
  }
}

/** Cumulative-weight table for fast repeated weighted picks. */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly cumulative: Float64Array;
  constructor(entries: readonly (readonly [T, number])[]) {
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let total = 0;
    entries.forEach(([, w], i) => {
      total += w;
      this.cumulative[i] = total;
    });
  }
  pick(random: Random): T {
    const target = random.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
