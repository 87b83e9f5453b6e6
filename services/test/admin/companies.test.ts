/** /api/admin/companies: filters, search, CSV and verification through the suppliers service (audited). */
import { useTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

useTestStack({ env: { SEED_SUPPLIERS: '40' } }, async (started) => {
  stack = started;
  admin = await stack.tokenFor('admin');
});

describe('/api/admin/companies', () => {
  it('filters by state and verification, searches, sorts; verifying goes to the public profile and the audit log', async () => {
    const all = await stack.request('GET', '/api/admin/companies?pageSize=200&sort=name&dir=asc', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(40);
    const names = all.body.items.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const first = all.body.items[0];
    const inState = await stack.request('GET', `/api/admin/companies?state=${first.state}&pageSize=200`, { token: admin });
    expect(inState.body.items.every((c: { state: string }) => c.state === first.state)).toBe(true);
    const searched = await stack.request('GET', `/api/admin/companies?q=${encodeURIComponent(first.name)}`, { token: admin });
    expect(searched.body.items.map((c: { id: string }) => c.id)).toContain(first.id);

    const target = all.body.items.find((c: { verified: boolean }) => !c.verified);
    const noNote = await stack.request('PUT', `/api/admin/companies/${target.id}/verification`, { token: admin, body: { verified: true, note: '' } });
    expect(noNote.status).toBe(400);
    const verified = await stack.request('PUT', `/api/admin/companies/${target.id}/verification`, { token: admin, body: { verified: true, note: 'Business registration checked' } });
    expect(verified.body.verified).toBe(true);
    expect((await stack.request('GET', `/api/suppliers/${target.id}`)).body.verified).toBe(true);
    const onlyVerified = await stack.request('GET', '/api/admin/companies?verified=true&pageSize=200', { token: admin });
    expect(onlyVerified.body.items.map((c: { id: string }) => c.id)).toContain(target.id);
    const audit = await stack.request('GET', `/api/admin/audit?targetId=${target.id}`, { token: admin });
    expect(audit.body.items[0]).toMatchObject({ action: 'company.verify', note: 'Business registration checked', before: { verified: false }, after: { verified: true } });
  });
});
