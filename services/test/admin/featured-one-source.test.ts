/**
 * Issue 41: "239 companies flagged featured while the featured-suppliers panel lists none". Featured has one source,
 * the placements the panel lists: the old flag on supplier documents (set at random by the seed) counts nowhere.
 */
import mongoose from 'mongoose';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '600' } });
  admin = await stack.tokenFor('admin');
});
afterAll(async () => stack?.stop());

const companies = async (query: string) => (await stack.request('GET', `/api/admin/companies?pageSize=200&${query}`, { token: admin })).body as { total: number; items: { id: string; name: string; state: string; capabilities: string[]; featured: boolean }[] };
const activePlacements = async () => (await stack.request('GET', '/api/admin/featured-suppliers?status=active&pageSize=200', { token: admin })).body as { total: number; items: { supplierId: string }[] };

describe('featured: one source of truth', () => {
  it('lists as featured exactly the suppliers with an active placement, whatever the old flag says', async () => {
    const flagged = (await mongoose.connection.db!.collection('suppliers').find({ featured: true }, { projection: { _id: 1 } }).toArray()).map((d) => String(d._id));
    expect(flagged.length).toBeGreaterThan(0); // the seed's old flag is there: it must not count
    expect((await activePlacements()).total).toBe(0);
    expect((await companies('featured=true')).total).toBe(0);
    const oneFlagged = (await stack.request('GET', `/api/suppliers/${flagged[0]}`)).body;
    expect(oneFlagged.featured).toBe(false);
    const hits = (await stack.request('GET', `/api/suppliers/search?pageSize=100&capability=${oneFlagged.capabilities[0]}`)).body.hits as { id: string; featured: boolean; why: string[] }[];
    expect(hits.find((h) => h.id === oneFlagged.id)).toMatchObject({ featured: false, why: expect.not.arrayContaining([expect.stringMatching(/^Featured/)]) });

    const target = (await companies('featured=false')).items[0]!;
    const created = await stack.request('POST', '/api/admin/featured-suppliers', { token: admin, body: { supplierId: target.id, scope: 'state', value: target.state, startsAt: day(-1), endsAt: day(30), order: 1 } });
    expect(created.status).toBe(201);
    expect((await activePlacements()).items.map((p) => p.supplierId)).toEqual([target.id]);
    const featured = await companies('featured=true');
    expect(featured.items.map((c) => c.id)).toEqual([target.id]);
    expect(featured.items[0]!.featured).toBe(true);
    expect((await stack.request('GET', `/api/suppliers/${target.id}`)).body.featured).toBe(true);
    expect((await companies('featured=false')).items.map((c) => c.id)).not.toContain(target.id);

    // the flag cannot be written any more: featuring is a placement
    const patched = await stack.request('PATCH', `/api/suppliers/${flagged[0]}`, { token: admin, body: { featured: true } });
    expect(patched.status).toBe(400);
    expect(patched.body.error.message).toMatch(/placement/);
  });
});
