import { describe, expect, it } from '@jest/globals';
import type KcAdminClient from '@keycloak/keycloak-admin-client';
import { Browser, formAction } from './http.js';
import { adminSuite, authorizeUrl, login, type Stack } from './stack.js';

let stack: Stack;
let issuer: string;
let admin: KcAdminClient;

adminSuite((suite) => ({ stack, issuer, admin } = suite));

async function status(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { response?: { status: number } }).response?.status;
  }
}

describe('Admin REST API through @keycloak/keycloak-admin-client', () => {
  it('creates, gets, searches, counts and updates users', async () => {
    // What the admin sends comes back as it was, the username lowercased.
    const quinn = { email: 'quinn@forge.test', firstName: 'Quinn', lastName: 'Quoter', enabled: true, emailVerified: true, attributes: { company: ['Acme Machining'] } };
    const { id } = await admin.users.create({
      username: 'Quinn.Quoter',
      ...quinn,
      credentials: [{ type: 'password', value: 'QuinnPass42', temporary: false }],
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const user = await admin.users.findOne({ id });
    expect(user).toMatchObject({ id, username: 'quinn.quoter', ...quinn });
    expect(typeof user!.createdTimestamp).toBe('number');
    expect(await admin.users.findOne({ id: '00000000-0000-0000-0000-000000000000' })).toBeNull();

    const bySearch = await admin.users.find({ search: 'quin' });
    expect(bySearch.map((found) => found.id)).toEqual([id]);
    const byEmail = await admin.users.find({ email: 'quinn@forge.test', exact: true });
    expect(byEmail).toHaveLength(1);
    const byUsername = await admin.users.find({ username: 'quinn.quoter' });
    expect(byUsername[0]!.id).toBe(id);
    const all = await admin.users.find({ max: 100 });
    expect(all.map((found) => found.username)).toEqual(
      expect.arrayContaining(['admin@forge.test', 'quinn.quoter']),
    );
    const page = await admin.users.find({ first: 1, max: 2 });
    expect(page).toHaveLength(2);
    expect(page[0]!.username).toBe(all[1]!.username);
    expect(await admin.users.count()).toBe(all.length);
    expect(await admin.users.count({ search: 'quinn' })).toBe(1);

    await expect(status(admin.users.create({ username: 'quinn.quoter', enabled: true }))).resolves.toBe(409);
    await expect(
      status(
        admin.users.create({
          username: 'weak',
          email: 'weak@forge.test',
          credentials: [{ type: 'password', value: 'short' }],
        }),
      ),
    ).resolves.toBe(400);
    const breached = await fetch(`${issuer.replace('/realms/', '/admin/realms/')}/users/${id}/reset-password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'password', value: 'Password1', temporary: false }),
    });
    expect(breached.status).toBe(400);
    expect(((await breached.json()) as { errorMessage: string }).errorMessage).toMatch(/too easy to guess/);

    await admin.users.update(
      { id },
      { firstName: 'Quincy', attributes: { company: ['Acme'], picture: ['https://cdn.forge.test/q.png'] } },
    );
    expect(await admin.users.findOne({ id })).toMatchObject({
      firstName: 'Quincy',
      lastName: 'Quoter',
      attributes: { company: ['Acme'] },
    });

    const { tokens } = await login(issuer, 'quinn@forge.test', 'QuinnPass42');
    const claims = JSON.parse(
      Buffer.from(tokens.access_token!.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ name: 'Quincy Quoter', picture: 'https://cdn.forge.test/q.png' });

    await admin.users.update({ id }, { enabled: false });
    expect((await admin.users.findOne({ id }))!.enabled).toBe(false);
    const browser = new Browser();
    const loginPage = await browser.follow(authorizeUrl(issuer).url);
    const denied = await browser.follow(formAction(loginPage.html, issuer), {
      form: { username: 'quinn@forge.test', password: 'QuinnPass42' },
    });
    expect(denied.html).toContain('Account is disabled');
  });

  it('manages realm role mappings', async () => {
    const roles = await admin.roles.find();
    expect(roles.map((role) => role.name)).toEqual(
      expect.arrayContaining(['admin', 'buyer', 'supplier', 'INVESTOR']),
    );
    const { id } = await admin.users.create({ username: 'robin', email: 'robin@forge.test', enabled: true });
    expect((await admin.users.listRealmRoleMappings({ id })).map((role) => role.name)).toEqual([
      'default-roles-forge',
    ]);

    const supplier = await admin.roles.findOneByName({ name: 'supplier' });
    expect(supplier?.id).toBeTruthy();
    await admin.users.addRealmRoleMappings({ id, roles: [{ id: supplier!.id!, name: 'supplier' }] });
    expect((await admin.users.listRealmRoleMappings({ id })).map((role) => role.name)).toEqual([
      'default-roles-forge',
      'supplier',
    ]);
    expect((await admin.users.listCompositeRealmRoleMappings({ id })).map((role) => role.name)).toEqual(
      expect.arrayContaining(['supplier', 'offline_access', 'uma_authorization']),
    );
    const withRole = await admin.roles.findUsersWithRole({ name: 'supplier' });
    expect(withRole.map((user) => user.username)).toEqual(
      expect.arrayContaining(['robin', 'supplier@forge.test']),
    );

    await admin.users.delRealmRoleMappings({ id, roles: [{ id: supplier!.id!, name: 'supplier' }] });
    expect((await admin.users.listRealmRoleMappings({ id })).map((role) => role.name)).toEqual([
      'default-roles-forge',
    ]);
    await expect(
      status(admin.users.addRealmRoleMappings({ id, roles: [{ id: 'x', name: 'no-such-role' }] })),
    ).resolves.toBe(404);
  });

  it('records execute-actions-email in the outbox with a working link', async () => {
    const { id } = await admin.users.create({
      username: 'casey@forge.test',
      email: 'casey@forge.test',
      firstName: 'Casey',
      enabled: true,
    });
    await admin.users.executeActionsEmail({
      id,
      actions: ['UPDATE_PASSWORD'],
      clientId: 'forge-web',
      redirectUri: 'http://localhost:8080/',
      lifespan: 3600,
    });
    const email = await stack.db.collection('emails').findOne({ to: 'casey@forge.test' });
    expect(email).toMatchObject({
      status: 'queued',
      template: 'execute-actions',
      subject: expect.any(String),
    });
    expect(email!.createdAt).toBeInstanceOf(Date);
    const link = /(http:\/\/\S+action-token\?key=\S+)/.exec(email!.text as string)![1]!;

    const browser = new Browser();
    const form = await browser.follow(link);
    expect(form.html).toContain('New password');
    const done = await browser.follow(formAction(form.html, issuer), {
      form: {
        key: new URL(link).searchParams.get('key')!,
        'password-new': 'CaseyPass77',
        'password-confirm': 'CaseyPass77',
      },
    });
    expect(done.html).toContain('Your password has been changed');
    expect(done.html).toContain('href="http://localhost:8080/"');
    await login(issuer, 'casey@forge.test', 'CaseyPass77');

    await expect(status(admin.users.executeActionsEmail({ id, actions: ['CONFIGURE_TOTP'] }))).resolves.toBe(
      400,
    );
  });

  it('rejects callers without realm-management roles', async () => {
    const base = `http://localhost:${stack.identity.port}/admin/realms/forge/users`;
    expect((await fetch(base)).status).toBe(401);
    expect((await fetch(base, { headers: { authorization: 'Bearer not-a-jwt' } })).status).toBe(401);
    const { tokens } = await login(issuer, 'admin@forge.test', 'ForgeAdmin1!');
    const forbidden = await fetch(base, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Insufficient permissions', errorMessage: 'Insufficient permissions' });
  });
});
