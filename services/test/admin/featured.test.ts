/**
 * /api/admin/featured-suppliers: a supplier featured for a capability or state, between two dates, is marked
 * "Featured" in the results that name that capability or state, and the results keep exactly their order. Audited;
 * the change stream carries it to every replica.
 */
import { Redis } from 'ioredis';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '60' } });
  admin = await stack.tokenFor('admin');
});
afterAll(async () => stack?.stop());

type Hit = { id: string; featured: boolean; why: string[]; score: number };
const search = async (query: string) => (await stack.request('GET', `/api/suppliers/search?pageSize=100&${query}`)).body.hits as Hit[];

describe('/api/admin/featured-suppliers', () => {
  it('marks the supplier featured where its capability is searched, without moving any result; removing it unmarks', async () => {
    const companies = (await stack.request('GET', '/api/admin/companies?pageSize=200&featured=false', { token: admin })).body.items as { id: string; name: string; state: string; capabilities: string[] }[];
    const target = companies[0]!;
    const capability = target.capabilities[0]!;
    const before = await search(`capability=${capability}`);
    expect(before.length).toBeGreaterThan(1);
    expect(before.find((h) => h.id === target.id)?.featured).toBe(false);

    const refused = [
      { supplierId: target.id, scope: 'capability', value: 'levitation', startsAt: day(-1), endsAt: day(30) },
      { supplierId: target.id, scope: 'capability', value: capability, startsAt: day(5), endsAt: day(1) },
      { supplierId: target.id, scope: 'state', value: target.state === 'TX' ? 'OH' : 'TX', startsAt: day(-1), endsAt: day(30) },
    ];
    for (const body of refused) {
      const response = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.error.message).toMatch(/capability|end date|can be featured only in its own state/);
    }

    const created = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body: { supplierId: target.id, scope: 'capability', value: capability, startsAt: day(-1), endsAt: day(30), order: 2 } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ supplierId: target.id, supplierName: target.name, scope: 'capability', value: capability, order: 2, status: 'active' });

    const after = await search(`capability=${capability}`);
    expect(after.map((h) => h.id)).toEqual(before.map((h) => h.id));
    expect(after.map((h) => h.score)).toEqual(before.map((h) => h.score));
    const marked = after.find((h) => h.id === target.id)!;
    expect(marked.featured).toBe(true);
    expect(marked.why.join(' ')).toContain('never changes its position');
    // a search that names neither this capability nor a featured state leaves it unmarked
    const other = (await search(`state=${target.state}`)).find((h) => h.id === target.id);
    expect(other?.featured).toBe(false);
    const listing = (await stack.request('GET', `/api/suppliers/listing?pageSize=100&capability=${capability}`)).body.hits as Hit[];
    expect(listing.find((h) => h.id === target.id)?.featured).toBe(true);

    const publicList = await stack.request('GET', `/api/suppliers/featured?capability=${capability}`);
    expect(publicList.body.suppliers.map((s: { id: string }) => s.id)).toEqual([target.id]);
    expect((await stack.request('GET', '/api/suppliers/featured')).status).toBe(400);

    const redis = new Redis(stack.redisUrl!);
    const entries = await redis.xrange('forge:suppliers:changes', '-', '+');
    redis.disconnect();
    expect(entries.flatMap(([, fields]) => fields)).toContain(target.id);

    const scheduled = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body: { supplierId: target.id, scope: 'state', value: target.state.toLowerCase(), startsAt: day(3), endsAt: day(10) } });
    expect(scheduled.body).toMatchObject({ status: 'scheduled', value: target.state, order: 1 });
    expect((await search(`state=${target.state}`)).find((h) => h.id === target.id)?.featured).toBe(false);
    const active = await stack.request('GET', '/api/admin/featured-suppliers?status=active', { token: admin });
    expect(active.body.items.map((p: { id: string }) => p.id)).toEqual([created.body.id]);

    expect((await stack.request('DELETE', `/api/admin/featured-suppliers/${created.body.id}`, { token: admin })).status).toBe(204);
    expect((await search(`capability=${capability}`)).find((h) => h.id === target.id)?.featured).toBe(false);
    expect((await stack.request('DELETE', `/api/admin/featured-suppliers/${created.body.id}`, { token: admin })).status).toBe(404);
    const audit = await stack.request('GET', `/api/admin/audit?targetId=${target.id}`, { token: admin });
    expect(audit.body.items.map((r: { action: string }) => r.action)).toEqual(['feature.remove', 'feature.create', 'feature.create']);
  });
});
