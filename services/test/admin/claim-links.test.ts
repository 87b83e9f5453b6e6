/** Claim links from the admin side: issuing and revoking are audited; a revoked link is refused like an expired one. */
import { useTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

useTestStack({ env: { SEED_SUPPLIERS: '5' } }, async (started) => {
  stack = started;
  admin = await stack.tokenFor('admin');
});

describe('claim links (admin)', () => {
  it('issues a link (audited), revokes it (audited, 410 for the visitor), and refuses to revoke it twice', async () => {
    const [company] = (await stack.request('GET', '/api/suppliers/listing?pageSize=1')).body.hits as { id: string }[];
    const issued = await stack.request('POST', `/api/admin/suppliers/${company!.id}/claim-tokens`, { token: admin });
    expect(issued.status).toBe(201);
    const token = issued.body.token as string;
    expect((await stack.request('GET', `/api/claims/${token}`)).status).toBe(200);

    expect((await stack.request('DELETE', `/api/admin/claims/${token}`, { token: admin })).status).toBe(204);
    const opened = await stack.request('GET', `/api/claims/${token}`);
    expect(opened.status).toBe(410);
    expect(opened.body.error.message).toMatch(/expired/);
    const again = await stack.request('DELETE', `/api/admin/claims/${token}`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already expired or been revoked/);
    expect((await stack.request('DELETE', '/api/admin/claims/nosuchtoken0000000000', { token: admin })).status).toBe(404);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company!.id}`, { token: admin });
    expect(audit.body.items.map((r: { action: string }) => r.action)).toEqual(['company.claim-link-revoke', 'company.claim-link']);
  });
});
