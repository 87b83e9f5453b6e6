/** Typed queries on the real API: recognised words become filters (chips), the rest is matched as text. Real stack. */
import { useTestStack, type TestStack } from '../support/stack.js';
import { searchSuppliers } from '../support/suppliers.js';

const CNC = ['cnc-machining', 'cnc-milling', 'cnc-turning', '5-axis-machining', 'swiss-machining'];
let stack: TestStack;

useTestStack({ env: { SEED_SUPPLIERS: '3000' } }, (started) => {
  stack = started;
});

const search = (query: string) => searchSuppliers(stack, query);

describe('typed supplier search', () => {
  it('"cnc machining ohio" returns only Ohio CNC shops, with two chips; removing the Ohio chip widens to other states', async () => {
    const body = await search('q=cnc%20machining%20ohio&pageSize=50');
    expect(body.interpretation.chips.map((c: { label: string }) => c.label)).toEqual(['CNC machining', 'Ohio']);
    expect(body.interpretation.placeInferred).toBe(true);
    expect(body.interpretation.allOfUsQuery).toBe('cnc machining');
    expect(body.total).toBeGreaterThan(5);
    for (const hit of body.hits) {
      expect(hit.state).toBe('OH');
      expect(hit.capabilities.some((c: string) => CNC.includes(c))).toBe(true);
    }
    const ohio = body.interpretation.chips.find((c: { kind: string }) => c.kind === 'place');
    const wider = await search(`q=${encodeURIComponent(ohio.removeQuery)}&pageSize=50`);
    expect(wider.interpretation.chips.map((c: { label: string }) => c.label)).toEqual(['CNC machining']);
    expect(wider.total).toBeGreaterThan(body.total);
    expect(new Set(wider.hits.map((h: { state: string }) => h.state)).size).toBeGreaterThan(3);
  });

  it('combines the chips\' filters with text matching of the leftover words', async () => {
    const body = await search('q=machine%20shop%20in%20ohio%20precision&pageSize=50');
    expect(body.interpretation.text).toBe('precision');
    expect(body.total).toBeGreaterThan(0);
    for (const hit of body.hits.slice(0, body.total)) {
      expect(hit.state).toBe('OH');
      expect(hit.capabilities.some((c: string) => CNC.includes(c))).toBe(true);
      expect(hit.why.some((w: string) => w.startsWith('"precision"'))).toBe(true);
    }
  });

  it('ranks every full match above partial matches, which say what they lack', async () => {
    const body = await search('q=powder%20coating%20alaska&pageSize=30');
    const full = body.total as number;
    expect(body.partialTotal).toBeGreaterThan(0);
    body.hits.forEach((hit: { state: string; why: string[] }, i: number) => {
      if (i < full) expect(hit.state).toBe('AK');
      else expect(hit.why[0]).toBe('Lacks Alaska (matches your other words)');
    });
  });

  it('a place filter set by the request wins over a place word, which then only ranks', async () => {
    const body = await search('q=welding%20ohio&state=MI&pageSize=20');
    expect(body.interpretation.chips.map((c: { label: string }) => c.label)).toEqual(['Welding']);
    expect(body.interpretation.text).toBe('');
    expect(body.interpretation.alsoMatching.map((w: { word: string }) => w.word)).toEqual(['ohio']);
    expect(body.total).toBeGreaterThan(0);
    for (const hit of body.hits) expect(hit.state).toBe('MI');
  });

  it('filters by lead time and order size, and refuses bad values with a message', async () => {
    const all = await search('q=welding&pageSize=5');
    const quick = await search('q=welding&leadDays=7&volume=prototype&pageSize=50');
    expect(quick.total).toBeGreaterThan(0);
    expect(quick.total).toBeLessThan(all.total);
    for (const hit of quick.hits.slice(0, quick.total)) {
      expect(hit.why.some((w: string) => /^Lead time from \d+ days \(you asked for 7 or fewer\)$/.test(w))).toBe(true);
    }
    const res = await stack.request('GET', '/api/suppliers/search?q=welding&volume=huge');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('must be prototype, low, production or high');
  });

  it('offers the other reading of an ambiguous place word', async () => {
    const body = await search('q=indiana');
    expect(body.interpretation.chips[0].label).toBe('Indiana');
    expect(body.interpretation.alternatives).toEqual(
      expect.arrayContaining([expect.objectContaining({ instead: 'Indiana County, PA', filters: { county: 'PA:indiana' } })]),
    );
  });

  it('finds materials as a filter and a facet', async () => {
    const body = await search('q=titanium&pageSize=20');
    expect(body.interpretation.chips[0]).toMatchObject({ kind: 'material', label: 'Titanium' });
    expect(body.total).toBe(body.facets.material.titanium);
    const profile = await stack.request('GET', `/api/suppliers/${body.hits[0].id}`);
    expect(profile.body.materials).toContain('titanium');
  });
});
