/**
 * Featured placements for typed queries (issue 16): when the parser reads a capability or state out of what a buyer
 * typed, placements for it are marked and listed apart as `sponsored`; the ranked hits keep their order, scores and
 * "why" lines (only the featured notice is added to the featured hit). Listings answer with the same list.
 */
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const FEATURED_NOTICE = /never changes its position/;
/** Each hit's why lines without the featured notice: what ranked it. */
const ranking = (a: Answer) => a.hits.map((h) => h.why.filter((w) => !FEATURED_NOTICE.test(w)));

type Hit = { id: string; featured: boolean; why: string[]; score: number; state: string; capabilities: string[] };
type Answer = { hits: Hit[]; sponsored: { id: string; scope: string; value: string; label: string }[] };
const search = async (q: string) => (await stack.request('GET', `/api/suppliers/search?pageSize=100&q=${encodeURIComponent(q)}`)).body as Answer;

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '80' } });
  admin = await stack.tokenFor('admin');
});
afterAll(async () => stack?.stop());

describe('sponsored suppliers for typed queries', () => {
  it('lists the placement for a typed capability apart, without changing the organic order or why', async () => {
    const before = await search('cnc machining');
    expect(before.hits.length).toBeGreaterThan(3);
    expect(before.sponsored).toEqual([]);
    // a supplier well down the ranking, so a reordering would show
    const target = before.hits[before.hits.length - 1]!;
    const placed = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body: { supplierId: target.id, scope: 'capability', value: 'cnc-machining', startsAt: day(-1), endsAt: day(10), order: 1 } });
    expect(placed.status).toBe(201);

    const after = await search('cnc machining');
    expect(after.sponsored).toEqual([expect.objectContaining({ id: target.id, scope: 'capability', value: 'cnc-machining', label: 'CNC Machining' })]);
    expect(after.hits.map((h) => h.id)).toEqual(before.hits.map((h) => h.id));
    expect(after.hits.map((h) => h.score)).toEqual(before.hits.map((h) => h.score));
    expect(ranking(after)).toEqual(ranking(before));
    expect(after.hits.find((h) => h.id === target.id)?.featured).toBe(true);
    expect(after.hits.filter((h) => h.featured).map((h) => h.id)).toEqual(before.hits.filter((h) => h.featured).map((h) => h.id).concat(target.id).filter((id, i, all) => all.indexOf(id) === i));

    // the capability page's listing shows the same sponsored list
    const listing = (await stack.request('GET', '/api/suppliers/listing?capability=cnc-machining&pageSize=5')).body as Answer;
    expect(listing.sponsored.map((s) => s.id)).toEqual([target.id]);
    // a query naming another capability does not show it
    expect((await search('injection molding')).sponsored.map((s) => s.id)).not.toContain(target.id);
  });

  it('lists a state placement for a typed state, and with a capability too only if the supplier offers it', async () => {
    const rows = (await stack.request('GET', '/api/admin/companies?pageSize=100&featured=false', { token: admin })).body.items as { id: string; state: string; capabilities: string[] }[];
    const byState = new Map<string, typeof rows>();
    for (const r of rows) byState.set(r.state, [...(byState.get(r.state) ?? []), r]);
    const [code, inState] = [...byState].sort((a, b) => b[1].length - a[1].length)[0]!;
    const target = inState[0]!;
    const names: Record<string, string> = { OH: 'ohio', TX: 'texas', CA: 'california', PA: 'pennsylvania', MI: 'michigan', IL: 'illinois', IN: 'indiana', WI: 'wisconsin', NY: 'new york', NC: 'north carolina', GA: 'georgia', TN: 'tennessee', MN: 'minnesota', FL: 'florida' };
    const stateWords = names[code] ?? code;

    const before = await search(`machine shops in ${stateWords}`);
    const placed = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body: { supplierId: target.id, scope: 'state', value: code, startsAt: day(-1), endsAt: day(10), order: 3 } });
    expect(placed.status).toBe(201);
    const after = await search(`machine shops in ${stateWords}`);
    expect(after.hits.map((h) => h.id)).toEqual(before.hits.map((h) => h.id));
    expect(ranking(after)).toEqual(ranking(before));

    const stateOnly = await search(`suppliers in ${stateWords}`);
    expect(stateOnly.sponsored.map((s) => s.id)).toContain(target.id);
    expect(stateOnly.sponsored.find((s) => s.id === target.id)).toMatchObject({ scope: 'state', value: code });
    const offered = target.capabilities[0]!;
    const notOffered = ['injection-molding', 'die-casting', 'cnc-machining', 'sheet-metal-fabrication'].find((c) => !target.capabilities.includes(c))!;
    const capabilityName = (slug: string) => slug.replace(/-/g, ' ');
    expect((await search(`${capabilityName(offered)} in ${stateWords}`)).sponsored.map((s) => s.id)).toContain(target.id);
    expect((await search(`${capabilityName(notOffered)} in ${stateWords}`)).sponsored.map((s) => s.id)).not.toContain(target.id);
    // a placement that ended is not shown
    await stack.request('DELETE', `/api/admin/featured-suppliers/${placed.body.id}`, { token: admin });
    expect((await search(`suppliers in ${stateWords}`)).sponsored.map((s) => s.id)).not.toContain(target.id);
  });
});
