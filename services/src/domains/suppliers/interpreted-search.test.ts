import { describe, expect, it } from '@jest/globals';
import { generateSuppliers } from './generator.js';
import { interpretedSearch, type InterpretedResult } from './interpreted-search.js';
import { SupplierSearchIndex } from './search-index/index.js';
import type { SupplierData } from './types.js';

const docs = generateSuppliers(3000);
const template = docs.find((d) => d.capabilities.includes('cnc-machining'))!;
const place = (city: string, state: string, zip: string, lat: number, lng: number) => ({
  address: { ...template.address, city, state, zip, county: template.address.county, countyFips: template.address.countyFips },
  lat,
  lng,
});
/** Companies whose names and towns sit one typo away from everyday words. */
const planted: SupplierData[] = [
  { ...template, _id: 'plnt-1', slug: 'baker-co', name: 'Baker Co.', description: 'Machining.', ...place('Bath', 'ME', '04530', 43.91, -69.82) },
  { ...template, _id: 'plnt-2', slug: 'lake-tool', name: 'Lake Tool', description: 'Machining.', ...place('White Lake', 'MI', '48383', 42.66, -83.5) },
  { ...template, _id: 'plnt-3', slug: 'quillon-works', name: 'Quillon Works', description: 'We run small batch orders of machined parts.', ...place('Dayton', 'OH', '45402', 39.76, -84.19) },
];
const index = SupplierSearchIndex.build([...docs, ...planted]);
const search = (q: string, pageSize = 20): InterpretedResult => interpretedSearch(index, { q, sort: 'relevance', page: 1, pageSize });
const roles = (r: InterpretedResult) => Object.fromEntries(r.interpretation!.words.map((w) => [w.word.toLowerCase(), w.role]));

describe('every word of a typed query has a role', () => {
  it('nonsense and near-misses of names and towns find nothing, not even a partial card', () => {
    for (const q of ['cake', 'bakery', 'qzxv plorf', 'fast']) {
      const result = search(q);
      expect({ q, total: result.total, hits: result.hits.length }).toEqual({ q, total: 0, hits: 0 });
    }
    expect(roles(search('bakery')).bakery).toBe('unknown');
  });

  it('an unknown word never filters: it ranks the suppliers that mention it first', () => {
    const plain = search('cnc machining');
    const batch = search('cnc machining batch');
    expect(batch.total).toBe(plain.total);
    expect(batch.interpretation!.alsoMatching.map((w) => w.word)).toEqual(['batch']);
    expect(batch.interpretation!.alsoMatching[0]!.removeQuery).toBe('cnc machining');
    expect(roles(batch)).toMatchObject({ cnc: 'facet', machining: 'facet', batch: 'unknown' });
    expect(batch.hits[0]!.id).toBe('plnt-3');
    // a typo is never read onto a company name or a town: no Bath, ME and no Baker Co. first
    expect(batch.hits.slice(0, 5).map((h) => h.city)).not.toContain('Bath');
    expect(search('cnc machining bakery').hits[0]!.name).not.toBe('Baker Co.');
    // "fast" is not "cast" nor East anything
    expect(search('cnc machining fast').hits[0]!.why.join(' ')).not.toMatch(/spelling tolerance/);
  });

  it('ordinary words are filler: they neither filter nor rank', () => {
    const plain = search('cnc machining ohio');
    const padded = search('cnc machining parts components services lab house contractor vendor ohio');
    expect(padded.total).toBe(plain.total);
    expect(padded.hits.map((h) => h.id)).toEqual(plain.hits.map((h) => h.id));
    expect(padded.interpretation!.alsoMatching).toEqual([]);
    for (const w of ['parts', 'components', 'services', 'lab', 'house', 'contractor', 'vendor']) expect(roles(padded)[w]).toBe('filler');
  });

  it('a word of a company name filters as text', () => {
    const result = search('quillon machining');
    expect(roles(result).quillon).toBe('name');
    expect(result.interpretation!.text).toBe('quillon');
    expect(result.total).toBe(1);
    expect(result.hits[0]!.id).toBe('plnt-3');
  });
});

describe('relaxing a typed query', () => {
  it('counts only full matches and widens a local place by distance under a labelled group', () => {
    const result = search('cnc machining dayton oh', 60);
    expect(result.total).toBeLessThan(60);
    const full = result.hits.slice(0, result.total);
    const partial = result.hits.slice(result.total);
    expect(full.every((h) => !h.partial && (h.distanceMiles ?? 99) <= 25)).toBe(true);
    expect(partial.length).toBeGreaterThan(0);
    for (const h of partial) {
      expect(h.partial).toBe('Beyond 25 mi of Dayton, OH, nearest first');
      expect(h.capabilities.some((c) => ['cnc-machining', 'cnc-milling', 'cnc-turning', '5-axis-machining', 'swiss-machining'].includes(c))).toBe(true);
    }
    const miles = partial.map((h) => h.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles[0]).toBeGreaterThan(25);
  });

  it('drops the least specific part first and never the process before the place', () => {
    const result = search('cnc machining nadcap dayton oh', 40);
    const groups = [...new Set(result.hits.flatMap((h) => (h.partial ? [h.partial] : [])))];
    expect(groups[0]).toBe('Without Nadcap, nearest first');
    expect(groups.every((g) => !g.startsWith('Without CNC'))).toBe(true);
    const inDayton = result.hits.filter((h) => h.partial === groups[0]);
    const miles = inDayton.map((h) => h.distanceMiles!);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.every((m) => m <= 25)).toBe(true);
  });
});

describe('minor readings', () => {
  it('"smt" does not take in through-hole-only assemblers', () => {
    const result = search('smt', 100);
    expect(result.total).toBeGreaterThan(0);
    for (const h of result.hits.slice(0, result.total)) {
      expect(h.capabilities.some((c) => c === 'surface-mount-technology-smt' || c === 'pcb-assembly')).toBe(true);
    }
  });

  it('never offers the place already searched as "did you mean"', () => {
    const result = search('cnc jefferson county ky');
    expect(result.interpretation!.chips.find((c) => c.kind === 'place')!.label).toBe('Jefferson County, KY');
    expect(result.interpretation!.alternatives.map((a) => a.instead)).not.toContain('Jefferson County, KY');
  });
});

describe('lead time and order size', () => {
  const byId = new Map([...docs, ...planted].map((d) => [d._id, d]));
  it('reads speed words and "within N days" as a lead-time filter on the profile', () => {
    for (const [q, days] of [['rush cnc machining', 10], ['quick turn cnc machining', 10], ['cnc machining within 7 days', 7], ['cnc machining 2 week lead time', 14]] as const) {
      const result = search(q, 100);
      expect(result.interpretation!.chips.find((c) => c.kind === 'leadTime')?.label).toBe(`Lead time ≤ ${days} days`);
      expect(result.total).toBeGreaterThan(0);
      expect(result.total).toBeLessThan(search('cnc machining').total);
      for (const h of result.hits.slice(0, result.total)) expect(byId.get(h.id)!.leadTimeDays.min).toBeLessThanOrEqual(days);
    }
  });

  it('reads order-size words as bounds on the minimum order, not as a company size or a tag', () => {
    const small = search('small batch cnc machining', 100);
    expect(small.interpretation!.chips.map((c) => c.kind)).toEqual(['capability', 'volume']);
    for (const h of small.hits.slice(0, small.total)) expect(byId.get(h.id)!.minimumOrder).toBeLessThanOrEqual(500);
    const high = search('high volume cnc machining', 100);
    expect(high.total).toBeGreaterThan(0);
    for (const h of high.hits.slice(0, high.total)) expect(byId.get(h.id)!.minimumOrder).toBeGreaterThanOrEqual(2500);
  });
});
