// Brute-force detection (issues 23 and 41): growing waits per account, per client and per network on the login page
// and for admin-cli, instead of a hard lock; time or an admin ends a wait.
import { beforeEach, expect, it } from '@jest/globals';
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

beforeEach(async () => {
  // Each test starts with no counts: they all come from the same loopback client.
  await stack.db.collection('identity_rate_limits').deleteMany({});
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('slows guesses on one account with a growing wait instead of a lock; the owner gets in after it', async () => {
  const id = await createUser('gale@forge.test', 'GalePass42');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await loginPageAttempt('gale@forge.test', 'wrong-password-1')).html).toContain('Invalid username or password');
  }
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 5, disabled: false });
  await loginPageAttempt('gale@forge.test', 'wrong-password-1');
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 6, disabled: true });

  // Even the right password waits, and is not checked or counted while waiting.
  const waiting = await loginPageAttempt('gale@forge.test', 'GalePass42');
  expect(waiting.response.status).toBe(429);
  expect(waiting.html).toContain('Too many failed sign-in attempts. Wait 2 seconds and try again.');
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 6 });

  await sleep(2100);
  await login(issuer, 'gale@forge.test', 'GalePass42');
  expect(await admin.attackDetection.findOne({ id })).toMatchObject({ numFailures: 0, disabled: false });

  // The wait doubles with each further failure, and an admin can clear it.
  const guard = bruteForceGuard(stack.db);
  for (let attempt = 0; attempt < 7; attempt += 1) await guard.recordFailure({ accountKey: id, ip: '198.51.100.9' });
  expect(await guard.waitSeconds({ accountKey: id, ip: '198.51.100.9' })).toBeGreaterThan(2);
  await admin.attackDetection.del({ id });
  await login(issuer, 'gale@forge.test', 'GalePass42');
});

it('answers an unknown login exactly like a real one, waits included', async () => {
  for (let attempt = 0; attempt < 6; attempt += 1) await loginPageAttempt('nobody-here@forge.test', 'wrong-password-1');
  const waiting = await loginPageAttempt('nobody-here@forge.test', 'wrong-password-1');
  expect(waiting.response.status).toBe(429);
  expect(waiting.html).toContain('Too many failed sign-in attempts. Wait 2 seconds and try again.');
});

it('stops one password sprayed across many accounts from one client', async () => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await loginPageAttempt(`spray-${attempt}@forge.test`, 'Summer2024!');
    expect(answer.response.status).toBe(200);
  }
  await loginPageAttempt('spray-20@forge.test', 'Summer2024!');
  const next = await loginPageAttempt('spray-21@forge.test', 'Summer2024!');
  expect(next.response.status).toBe(429);
  expect(next.html).toContain('Too many failed sign-in attempts');
});

it('counts failures per network (/24) across rotating addresses', async () => {
  const guard = bruteForceGuard(stack.db);
  for (let host = 1; host <= 100; host += 1) {
    await guard.recordFailure({ accountKey: `login:net-${host}@forge.test`, ip: `203.0.113.${host}` });
  }
  expect(await guard.waitSeconds({ accountKey: 'login:fresh@forge.test', ip: '203.0.113.200' })).toBe(0);
  await guard.recordFailure({ accountKey: 'login:net-101@forge.test', ip: '203.0.113.101' });
  expect(await guard.waitSeconds({ accountKey: 'login:fresh@forge.test', ip: '203.0.113.200' })).toBeGreaterThan(0);
  expect(await guard.waitSeconds({ accountKey: 'login:fresh@forge.test', ip: '198.51.100.7' })).toBe(0);
});

it('slows admin-cli the same way; an admin account is never locked out for long', async () => {
  await createUser('hale@forge.test', 'HalePass42', ['admin']);
  expect((await adminCli('hale@forge.test', 'HalePass42')).status).toBe(200);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    expect((await adminCli('hale@forge.test', 'wrong-password-2')).status).toBe(401);
  }
  const refused = await adminCli('hale@forge.test', 'HalePass42');
  expect(refused.status).toBe(401);
  expect(refused.body.error).toBe('invalid_grant');
  expect(refused.body.error_description).toContain('Too many failed sign-in attempts');
  await sleep(2100);
  expect((await adminCli('hale@forge.test', 'HalePass42')).status).toBe(200);
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
