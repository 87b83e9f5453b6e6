import type { SupplierColumns } from './columns.js';
import { CAP_INDEX, CAP_WORDS, CAPABILITY_SLUGS, CERT_SLUGS } from './facet-keys.js';

/** Counts for browsing pages (states, counties, capabilities, certifications), memoized until the index changes. */
export class ListingCounts {
  private memo = new Map<string, unknown>();

  constructor(private readonly columns: SupplierColumns) {}

  clear(): void {
    this.memo.clear();
  }

  memoize<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** Live suppliers per key; a row without a key is not counted. */
  private countLiveBy(memo: string, keyOf: (row: number) => string | undefined): Map<string, number> {
    return this.memoize(memo, () => {
      const counts = new Map<string, number>();
      const { rows, alive } = this.columns;
      for (let row = 0; row < rows.length; row++) {
        if (!alive[row]) continue;
        const key = keyOf(row);
        if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    });
  }

  byState(): Map<string, number> {
    const { stateCodes, stateIdx } = this.columns;
    return this.countLiveBy('byState', (row) => stateCodes[stateIdx[row]!]);
  }

  byCounty(): Map<string, number> {
    const { countyList, countyIdx } = this.columns;
    return this.countLiveBy('byCounty', (row) => countyList[countyIdx[row]!]?.fips);
  }

  /** Suppliers per capability, optionally inside a state or county. */
  capabilities(scope: { state?: string; countyFips?: string } = {}): Map<string, number> {
    return this.memoize(`caps:${scope.state ?? ''}:${scope.countyFips ?? ''}`, () => {
      const c = this.columns;
      const stateF = scope.state ? (c.stateIndex.get(scope.state) ?? -2) : -1;
      const countyF = scope.countyFips ? (c.countyIndexByFips.get(scope.countyFips) ?? -2) : -1;
      const counts = new Int32Array(CAPABILITY_SLUGS.length);
      for (let row = 0; row < c.rows.length; row++) {
        if (!c.alive[row]) continue;
        if (stateF !== -1 && c.stateIdx[row] !== stateF) continue;
        if (countyF !== -1 && c.countyIdx[row] !== countyF) continue;
        const caps = c.capLists[row]!;
        for (let i = 0; i < caps.length; i++) counts[caps[i]!]!++;
      }
      return new Map(CAPABILITY_SLUGS.map((s, i) => [s, counts[i]!]));
    });
  }

  /** Suppliers offering any of the given capabilities, with their distribution by state. */
  capabilityReach(slugs: string[]): { count: number; byState: Map<string, number> } {
    return this.memoize(`reach:${slugs.join(',')}`, () => {
      const c = this.columns;
      const mask = new Uint32Array(CAP_WORDS);
      for (const s of slugs) {
        const i = CAP_INDEX.get(s);
        if (i !== undefined) mask[i >> 5]! |= 1 << (i & 31);
      }
      const byState = new Map<string, number>();
      let count = 0;
      for (let row = 0; row < c.rows.length; row++) {
        if (!c.alive[row]) continue;
        let hit = false;
        for (let w = 0; w < CAP_WORDS; w++) if (c.capBits[row * CAP_WORDS + w]! & mask[w]!) hit = true;
        if (!hit) continue;
        count++;
        const code = c.stateCodes[c.stateIdx[row]!]!;
        byState.set(code, (byState.get(code) ?? 0) + 1);
      }
      return { count, byState };
    });
  }

  certifications(): Map<string, number> {
    return this.memoize('certs', () => {
      const c = this.columns;
      const counts = new Int32Array(CERT_SLUGS.length);
      for (let row = 0; row < c.rows.length; row++) {
        if (!c.alive[row]) continue;
        let bits = c.certBits[row]!;
        while (bits) {
          const b = 31 - Math.clz32(bits);
          counts[b]!++;
          bits &= ~(1 << b);
        }
      }
      return new Map(CERT_SLUGS.map((s, i) => [s, counts[i]!]));
    });
  }
}
