/** Admins view Forge as a user (issue 41): read-only, audited, never as another admin, over the real stack. */
import { decodeJwt } from 'jose';
import { IMPERSONATION_HEADER } from '@forge/contract';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
let adminUid: string;
let buyer: string;
let buyerUid: string;

beforeAll(async () => {
  stack = await startTestStack();
  [admin, buyer] = await Promise.all([stack.tokenFor('admin'), stack.tokenFor('buyer')]);
  adminUid = String(decodeJwt(admin).sub);
  buyerUid = String(decodeJwt(buyer).sub);
  expect((await stack.request('POST', '/api/me/sign-in', { token: buyer })).status).toBe(200);
  expect((await stack.request('PATCH', '/api/me', { token: buyer, body: { displayName: 'Bea Buyer', company: 'Bea Machining' } })).status).toBe(200);
});
afterAll(async () => stack?.stop());

const asUser = (grantId: string) => ({ [IMPERSONATION_HEADER]: grantId });

describe('viewing Forge as a user', () => {
  it("starts, reads the user's own data, refuses every write, and stops; start and stop are audited", async () => {
    const started = await stack.request('POST', `/api/admin/users/${buyerUid}/impersonation`, { token: admin });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ readOnly: true, target: { uid: buyerUid, email: 'buyer@forge.test', name: 'Bea Buyer', roles: ['buyer'] } });
    const lifetime = Date.parse(started.body.expiresAt) - Date.parse(started.body.startedAt);
    expect(lifetime).toBe(30 * 60_000);
    const grantId: string = started.body.grantId;

    const me = await stack.request('GET', '/api/me', { token: admin, headers: asUser(grantId) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ uid: buyerUid, email: 'buyer@forge.test', displayName: 'Bea Buyer', company: 'Bea Machining' });
    // The admin's own powers are not carried over: the session is the buyer's.
    expect((await stack.request('GET', '/api/admin/users', { token: admin, headers: asUser(grantId) })).status).toBe(403);

    const write = await stack.request('PATCH', '/api/me', { token: admin, headers: asUser(grantId), body: { company: 'Changed' } });
    expect(write.status).toBe(403);
    expect(write.body.error.message).toMatch(/read-only/);
    const post = await stack.request('POST', '/api/me/sign-in', { token: admin, headers: asUser(grantId) });
    expect(post.status).toBe(403);
    expect((await stack.request('GET', '/api/me', { token: buyer })).body.company).toBe('Bea Machining');

    const stopped = await stack.request('DELETE', `/api/admin/impersonation/${grantId}`, { token: admin });
    expect(stopped.body).toEqual({ stopped: true });
    const after = await stack.request('GET', '/api/me', { token: admin, headers: asUser(grantId) });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toMatch(/ended/);
    expect((await stack.request('DELETE', `/api/admin/impersonation/${grantId}`, { token: admin })).body).toEqual({ stopped: false });

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${buyerUid}`, { token: admin });
    const actions = audit.body.items.map((item: { action: string }) => item.action);
    expect(actions.slice(0, 2)).toEqual(['user.impersonate.stop', 'user.impersonate.start']);
    for (const item of audit.body.items.slice(0, 2)) {
      expect(item).toMatchObject({ actor: { uid: adminUid, email: 'admin@forge.test' }, target: { type: 'user', id: buyerUid, label: 'buyer@forge.test' } });
    }
  });

  it('refuses a non-admin starting, a grant used with a non-admin token, and an admin as the target', async () => {
    const byBuyer = await stack.request('POST', `/api/admin/users/${adminUid}/impersonation`, { token: buyer });
    expect(byBuyer.status).toBe(403);
    const ofAdmin = await stack.request('POST', `/api/admin/users/${adminUid}/impersonation`, { token: admin });
    expect(ofAdmin.status).toBe(403);
    expect(ofAdmin.body.error.message).toMatch(/Admins cannot be viewed as/);

    const started = await stack.request('POST', `/api/admin/users/${buyerUid}/impersonation`, { token: admin });
    const borrowed = await stack.request('GET', '/api/me', { token: buyer, headers: asUser(started.body.grantId) });
    expect(borrowed.status).toBe(403);
    expect((await stack.request('GET', '/api/me', { token: admin, headers: asUser('x'.repeat(43)) })).status).toBe(403);
    await stack.request('DELETE', `/api/admin/impersonation/${started.body.grantId}`, { token: admin });
  });
});
