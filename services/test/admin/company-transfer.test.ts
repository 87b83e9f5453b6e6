/** Transferring a company (issue 16, /admin/companies): edit rights and the owner's "My company" follow; audited. */
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
const tokens: Record<'admin' | 'buyer' | 'supplier', string> = { admin: '', buyer: '', supplier: '' };

beforeAll(async () => {
  stack = await startTestStack({ env: { SEED_SUPPLIERS: '10' } });
  for (const user of ['admin', 'buyer', 'supplier'] as const) {
    tokens[user] = await stack.tokenFor(user);
    await stack.request('POST', '/api/me/sign-in', { token: tokens[user] });
  }
});
afterAll(async () => stack?.stop());

describe('PUT /api/admin/companies/:id/owner', () => {
  it('hands a company to a user by email, then to another; edit rights and profiles follow; audited', async () => {
    const [company] = (await stack.request('GET', '/api/admin/companies?claimed=false&pageSize=1', { token: tokens.admin })).body.items as { id: string; name: string }[];
    const transfer = (email: string) => stack.request('PUT', `/api/admin/companies/${company!.id}/owner`, { token: tokens.admin, body: { email, note: 'Owner asked by phone' } });
    const edit = () => stack.request('PATCH', `/api/suppliers/${company!.id}`, { token: tokens.supplier, body: { description: 'Edited by the new owner.' } });

    expect((await edit()).status).toBe(403);
    const unknown = await transfer('nobody@forge.test');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/sign in once/);

    const toSupplier = await transfer('SUPPLIER@forge.test');
    expect(toSupplier.status).toBe(200);
    expect(toSupplier.body.claimed).toBe(true);
    expect((await stack.request('GET', '/api/me', { token: tokens.supplier })).body.supplierCompanyId).toBe(company!.id);
    expect((await edit()).status).toBe(200);
    expect((await transfer('supplier@forge.test')).status).toBe(409);

    expect((await transfer('buyer@forge.test')).status).toBe(200);
    expect((await stack.request('GET', '/api/me', { token: tokens.supplier })).body.supplierCompanyId).toBe('');
    expect((await stack.request('GET', '/api/me', { token: tokens.buyer })).body.supplierCompanyId).toBe(company!.id);
    expect((await edit()).status).toBe(403);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company!.id}&action=company.transfer`, { token: tokens.admin });
    expect(audit.body.items).toHaveLength(2);
    expect(audit.body.items[0]).toMatchObject({ note: 'Owner asked by phone', after: { ownerEmail: 'buyer@forge.test' } });
    expect(audit.body.items[1]).toMatchObject({ before: { ownerUid: null }, after: { ownerEmail: 'supplier@forge.test' } });
  });
});
