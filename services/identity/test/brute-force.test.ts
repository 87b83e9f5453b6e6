// Brute-force lockout (issue 23 part 3): 10 failures within 15 minutes lock the account on the login page and for
// admin-cli; time or an admin unlocks it.
import { expect, it } from '@jest/globals';
import type KcAdminClient from '@keycloak/keycloak-admin-client';
import { bruteForceGuard } from '../src/brute-force.js';
import { Browser, formAction } from './http.js';
import { authorizeUrl, login, adminSuite, type Stack } from './stack.js';
import { postForm } from './tokens.js';

let stack: Stack;
let issuer: string;
let admin: KcAdminClient;

adminSuite((suite) => ({ stack, issuer, admin } = suite));

async function createUser(username: string, password: string, roles: string[] = []) {
  const { id } = await admin.users.create({ username, email: username, enabled: true });
  await admin.users.resetPassword({ id, credential: { type: 'password', value: password, temporary: false } });
  for (const name of roles) {
    const role = await admin.roles.findOneByName({ name });
    await admin.users.addRealmRoleMappings({ id, roles: [{ id: role!.id!, name }] });
  }
  return id;
}

async function loginPageAttempt(username: string, password: string) {
  const browser = new Browser();
  const page = await browser.follow(authorizeUrl(issuer).url);
  return browser.follow(formAction(page.html, issuer), { form: { username, password } });
}

const adminCli = (username: string, password: string) =>
  postForm(`${issuer}/protocol/openid-connect/token`, { grant_type: 'password', client_id: 'admin-cli', username, password });

it('locks the login page after 10 failures, answering like a wrong password; an admin unlocks it', async () => {
  const id = await createUser('gale@forge.test', 'GalePass42');
  for (let attempt = 0; attempt < 9; attempt += 1) {
    expect((await loginPageAttempt('gale@forge.test', 'wrong-password-1')).html).toContain('Invalid username or password');
  }
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 9, disabled: false });
  await loginPageAttempt('gale@forge.test', 'wrong-password-1');
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 10, disabled: true });

  const locked = await loginPageAttempt('gale@forge.test', 'GalePass42');
  expect(locked.html).toContain('Invalid username or password');

  await admin.attackDetection.del({ id });
  await login(issuer, 'gale@forge.test', 'GalePass42');
});

it('locks admin-cli the same way, and the lock ends with time', async () => {
  const id = await createUser('hale@forge.test', 'HalePass42', ['admin']);
  expect((await adminCli('hale@forge.test', 'HalePass42')).status).toBe(200);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    expect((await adminCli('hale@forge.test', 'wrong-password-2')).status).toBe(401);
  }
  const refused = await adminCli('hale@forge.test', 'HalePass42');
  expect(refused.status).toBe(401);
  expect(refused.body.error).toBe('invalid_grant');

  // The same rows, read with a clock 15 minutes ahead: the lock has expired.
  const later = bruteForceGuard(stack.db, () => Date.now() + 15 * 60 * 1000 + 1000);
  expect(await later.isLocked(id)).toBe(false);
  expect(await bruteForceGuard(stack.db).isLocked(id)).toBe(true);
});

it('gives operators a token only with realm-management roles, and takes the admin API back at logout', async () => {
  const refused = await adminCli('buyer@forge.test', 'ForgeBuyer1!');
  expect(refused.status).toBe(403);
  const web = await postForm(`${issuer}/protocol/openid-connect/token`, {
    grant_type: 'password',
    client_id: 'forge-web',
    username: 'admin@forge.test',
    password: 'ForgeAdmin1!',
  });
  expect(web.status).toBe(400);

  const operator = await adminCli('admin@forge.test', 'ForgeAdmin1!');
  expect(operator.status).toBe(200);
  const usersUrl = `${issuer.replace('/realms/', '/admin/realms/')}/users?max=1`;
  const headers = { authorization: `Bearer ${String(operator.body.access_token)}` };
  expect((await fetch(usersUrl, { headers })).status).toBe(200);
  const [operatorUser] = await admin.users.find({ email: 'admin@forge.test', exact: true });
  await admin.users.logout({ id: operatorUser!.id! });
  expect((await fetch(usersUrl, { headers })).status).toBe(401);
});

it('answers admin errors in Keycloak shape; users/profile is a profile, unknown paths 404', async () => {
  const base = `${issuer.replace('/realms/', '/admin/realms/')}`;
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const unknown = await fetch(`${base}/no-such-resource`, { headers });
  expect(unknown.status).toBe(404);
  const body = (await unknown.json()) as Record<string, unknown>;
  expect(typeof body.error).toBe('string');
  expect(typeof body.errorMessage).toBe('string');
  const profile = await fetch(`${base}/users/profile`, { headers });
  expect(profile.status).toBe(200);
  expect(JSON.stringify(await profile.json())).not.toContain('User not found');
  const missing = await fetch(`${base}/users/00000000-0000-4000-8000-000000000000`, { headers });
  expect(await missing.json()).toEqual({ error: 'User not found', errorMessage: 'User not found' });
});
