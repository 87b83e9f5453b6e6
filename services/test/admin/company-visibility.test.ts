/** Hiding a company (issue 16, /admin/companies): out of search and listings on every replica, with a reason, audited. */
import { Redis } from 'ioredis';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '20' } });
  admin = await stack.tokenFor('admin');
});
afterAll(async () => stack?.stop());

const ids = (body: { hits: { id: string }[] }) => body.hits.map((h) => h.id);

describe('PUT /api/admin/companies/:id/visibility', () => {
  it('hides a company from search and listings with a reason, shows it again, and audits both', async () => {
    const [target] = (await stack.request('GET', '/api/admin/companies?sort=name&dir=asc&pageSize=1', { token: admin })).body.items as { id: string; name: string; state: string }[];
    const search = () => stack.request('GET', `/api/suppliers/search?q=${encodeURIComponent(target!.name)}&pageSize=50`);
    const listing = () => stack.request('GET', `/api/suppliers/listing?state=${target!.state}&pageSize=100`);
    expect(ids((await search()).body)).toContain(target!.id);

    const noReason = await stack.request('PUT', `/api/admin/companies/${target!.id}/visibility`, { token: admin, body: { hidden: true } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toMatch(/say why/);

    const hidden = await stack.request('PUT', `/api/admin/companies/${target!.id}/visibility`, { token: admin, body: { hidden: true, reason: 'Duplicate of another listing' } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Duplicate of another listing' });
    expect(ids((await search()).body)).not.toContain(target!.id);
    expect(ids((await listing()).body)).not.toContain(target!.id);
    const onlyHidden = await stack.request('GET', '/api/admin/companies?hidden=true', { token: admin });
    expect(onlyHidden.body.items.map((c: { id: string }) => c.id)).toEqual([target!.id]);
    expect((await stack.request('GET', '/api/admin/companies?hidden=false&pageSize=200', { token: admin })).body.total).toBe(19);

    // a later edit through the service keeps it out of the index
    await stack.request('PATCH', `/api/suppliers/${target!.id}`, { token: admin, body: { description: 'Edited while hidden.' } });
    expect(ids((await search()).body)).not.toContain(target!.id);
    // another replica re-reads the document and keeps it out too (rebuild path)
    expect((await stack.request('POST', '/api/admin/suppliers/reindex', { token: admin })).status).toBe(200);
    expect(ids((await search()).body)).not.toContain(target!.id);

    const shown = await stack.request('PUT', `/api/admin/companies/${target!.id}/visibility`, { token: admin, body: { hidden: false } });
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: '' });
    expect(ids((await search()).body)).toContain(target!.id);

    const redis = new Redis(stack.redisUrl!);
    const entries = await redis.xrange('forge:suppliers:changes', '-', '+');
    redis.disconnect();
    expect(entries.flatMap(([, fields]) => fields)).toContain(target!.id);
    const audit = await stack.request('GET', `/api/admin/audit?targetId=${target!.id}`, { token: admin });
    expect(audit.body.items.map((r: { action: string; note: string }) => [r.action, r.note])).toEqual([['company.unhide', ''], ['company.hide', 'Duplicate of another listing']]);
  });
});
