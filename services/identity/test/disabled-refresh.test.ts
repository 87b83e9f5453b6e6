// A disabled user's session ends at once: the next refresh is refused (issue 20 part 2).
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { login, SERVICES_CLIENT_SECRET, startStack, type Stack } from './stack.js';
import { refresh } from './tokens.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

it('refuses the refresh of a user an admin disabled', async () => {
  const issuer = stack.identity.issuer;
  const admin = new KcAdminClient({ baseUrl: issuer.replace(/\/realms\/forge$/, ''), realmName: 'forge' });
  await admin.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: SERVICES_CLIENT_SECRET });
  const { id } = await admin.users.create({ username: 'dana@forge.test', email: 'dana@forge.test', enabled: true });
  await admin.users.resetPassword({ id, credential: { type: 'password', value: 'DanaPass42', temporary: false } });

  const { tokens } = await login(issuer, 'dana@forge.test', 'DanaPass42');
  const first = await refresh(issuer, tokens.refresh_token!);
  expect(first.status).toBe(200);

  await admin.users.update({ id }, { enabled: false });
  const refused = await refresh(issuer, (first.body.refresh_token as string | undefined) ?? tokens.refresh_token!);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('invalid_grant');
});
