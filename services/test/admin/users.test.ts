/** /api/admin/users against the real stack: identity provider admin API, profiles, outbox and the audit log. */
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import mongoose from 'mongoose';
import { Browser, formAction } from '../../identity/test/http.js';
import { APP, authorizeUrl, login } from '../../identity/test/stack.js';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
let adminUid: string;
let uid: string;
const EMAIL = 'role.change@forge.test';
const PASSWORD = 'RoleChange42!';

async function refresh(refreshToken: string) {
  const response = await fetch(`${stack.identity.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'forge-web', refresh_token: refreshToken }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

beforeAll(async () => {
  stack = await startTestStack();
  admin = await stack.tokenFor('admin');
  adminUid = String(decodeJwt(admin).sub);
  const kc = new KcAdminClient({ baseUrl: stack.config.auth.keycloakUrl, realmName: 'forge' });
  await kc.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: stack.config.auth.adminClientSecret });
  ({ id: uid } = await kc.users.create({ username: EMAIL, email: EMAIL, firstName: 'Rhea', lastName: 'Change', enabled: true, emailVerified: true, credentials: [{ type: 'password', value: PASSWORD, temporary: false }] }));
  const buyer = await kc.roles.findOneByName({ name: 'buyer' });
  await kc.users.addRealmRoleMappings({ id: uid, roles: [{ id: buyer!.id!, name: 'buyer' }] });
});
afterAll(async () => stack?.stop());

describe('/api/admin/users', () => {
  it('lists accounts joined with profiles; searches by email or name, filters by role, sorts', async () => {
    const all = await stack.request('GET', '/api/admin/users?sort=email&dir=asc', { token: admin });
    expect(all.status).toBe(200);
    const emails = all.body.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toEqual(expect.arrayContaining(['admin@forge.test', 'buyer@forge.test', EMAIL]));
    const admins = await stack.request('GET', '/api/admin/users?role=admin', { token: admin });
    expect(admins.body.items.map((u: { email: string }) => u.email)).toEqual(['admin@forge.test']);
    const byName = await stack.request('GET', '/api/admin/users?q=rhea', { token: admin });
    expect(byName.body.items).toEqual([expect.objectContaining({ uid, email: EMAIL, name: 'Rhea Change', roles: ['buyer'], enabled: true, lastSignInAt: null })]);
  });

  it('changes a buyer to INVESTOR: the next token (refresh) carries it and investor routes open; audited', async () => {
    const { tokens } = await login(stack.identity.issuer, EMAIL, PASSWORD);
    expect((await stack.request('GET', '/api/investor/metrics', { token: tokens.access_token })).status).toBe(403);
    const changed = await stack.request('PUT', `/api/admin/users/${uid}/role`, { token: admin, body: { role: 'INVESTOR' }, headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(changed.status).toBe(200);
    expect(changed.body.roles).toEqual(['INVESTOR']);
    const refreshed = await refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect((decodeJwt(refreshed.body.access_token!) as { realm_access: { roles: string[] } }).realm_access.roles).toContain('INVESTOR');
    expect((await stack.request('GET', '/api/investor/metrics', { token: refreshed.body.access_token })).status).toBe(200);
    const audit = await stack.request('GET', `/api/admin/audit?targetId=${uid}`, { token: admin });
    expect(audit.body.items[0]).toMatchObject({ action: 'user.role', actor: { email: 'admin@forge.test' }, before: { roles: ['buyer'] }, after: { roles: ['INVESTOR'] } });
    expect(audit.body.items[0].ip).not.toBe('');
  });

  it('refuses an admin removing their own admin role, with a message', async () => {
    const refused = await stack.request('PUT', `/api/admin/users/${adminUid}/role`, { token: admin, body: { role: 'buyer' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/own admin role/);
    const bad = await stack.request('PUT', `/api/admin/users/${uid}/role`, { token: admin, body: { role: 'owner' } });
    expect(bad.status).toBe(400);
  });

  it('disables an account: refresh refused and the still-valid access token gets 401; enabling restores it', async () => {
    const { tokens } = await login(stack.identity.issuer, EMAIL, PASSWORD);
    expect((await stack.request('GET', '/api/me', { token: tokens.access_token })).status).toBe(200);
    const disabled = await stack.request('PUT', `/api/admin/users/${uid}/enabled`, { token: admin, body: { enabled: false } });
    expect(disabled.body.enabled).toBe(false);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    const call = await stack.request('GET', '/api/me', { token: tokens.access_token });
    expect(call.status).toBe(401);
    expect(call.body.error.message).toMatch(/disabled/);
    await stack.request('PUT', `/api/admin/users/${uid}/enabled`, { token: admin, body: { enabled: true } });
    const again = await login(stack.identity.issuer, EMAIL, PASSWORD);
    expect((await stack.request('GET', '/api/me', { token: again.tokens.access_token })).status).toBe(200);
  });

  it('suspends with a reason the user reads at sign-in (only with the right password); enabling clears it; audited', async () => {
    const reason = 'Unpaid invoices <b>since</b> March';
    const suspended = await stack.request('PUT', `/api/admin/users/${uid}/enabled`, { token: admin, body: { enabled: false, reason } });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ enabled: false, suspendedReason: reason });
    const listed = await stack.request('GET', '/api/admin/users?q=rhea', { token: admin });
    expect(listed.body.items[0]).toMatchObject({ enabled: false, suspendedReason: reason });
    const signIn = async (password: string) => {
      const browser = new Browser();
      const page = await browser.follow(authorizeUrl(stack.identity.issuer).url);
      return (await browser.follow(formAction(page.html, stack.identity.issuer), { form: { username: EMAIL, password } })).html;
    };
    const shown = await signIn(PASSWORD);
    expect(shown).toContain('Your account is suspended: Unpaid invoices &lt;b&gt;since&lt;/b&gt; March.');
    expect(await signIn('Wrong-password-1')).not.toContain('Unpaid');
    const audit = (await stack.request('GET', '/api/admin/audit?action=user.disable', { token: admin })).body.items;
    expect(audit[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false, reason } });
    expect((await stack.request('PUT', `/api/admin/users/${uid}/enabled`, { token: admin, body: { enabled: false, reason: 'x'.repeat(501) } })).status).toBe(400);

    const enabled = await stack.request('PUT', `/api/admin/users/${uid}/enabled`, { token: admin, body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, suspendedReason: '' });
    const kc = new KcAdminClient({ baseUrl: stack.config.auth.keycloakUrl, realmName: 'forge' });
    await kc.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: stack.config.auth.adminClientSecret });
    const kcUser = await kc.users.findOne({ id: uid });
    expect(kcUser?.attributes ?? {}).not.toHaveProperty('suspendedReason');
  });

  it('sends a password-reset email through the outbox and shows the user with uploads, RFQs and company', async () => {
    const sent = await stack.request('POST', `/api/admin/users/${uid}/password-reset`, { token: admin });
    expect(sent.status).toBe(202);
    // The identity provider queues into the outbox of its own database (the stack gives it the store's default one).
    const identityDb = mongoose.connection.getClient().db(new URL(stack.mongo.uri).pathname.slice(1) || 'test');
    const email = await identityDb.collection('emails').findOne({ to: EMAIL, template: 'execute-actions' });
    expect(email?.text).toMatch(/choose a new password/);
    const detail = await stack.request('GET', `/api/admin/users/${uid}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ user: { uid, email: EMAIL }, uploads: [], rfqs: [], company: null });
    expect((await stack.request('GET', '/api/admin/users/no-such-user', { token: admin })).status).toBe(404);
  });
});
