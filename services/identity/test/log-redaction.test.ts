// Nothing secret in the provider's logs (issue 20 part 3): everything it writes during sign-in, refresh, revocation,
// a password reset by an admin, a failed login and server errors is collected and searched for the secrets used.
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { login, SERVICES_CLIENT_SECRET, servicesAdmin, startStack, type Stack } from './stack.js';
import { introspect, postForm, refresh, revoke } from './tokens.js';

let stack: Stack;
const written: string[] = [];

beforeAll(async () => {
  // Everything the provider logs goes through console (log.ts; oidc-provider's own warnings too).
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[method].bind(console);
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(args.map(String).join(' '));
      original(...args);
    });
  }
  stack = await startStack();
});

afterAll(async () => {
  jest.restoreAllMocks();
  await stack?.stop();
});

it('never writes a token, password, code or secret it handled', async () => {
  const issuer = stack.identity.issuer;
  const secrets = [SERVICES_CLIENT_SECRET, 'ForgeBuyer1!', 'NotThePassword9', 'FreshPass77'];
  const admin = await servicesAdmin(issuer);
  secrets.push(admin.accessToken!);

  const { tokens, params } = await login(issuer, 'buyer@forge.test', 'ForgeBuyer1!');
  secrets.push(tokens.access_token!, tokens.refresh_token!, tokens.id_token!, params.get('code')!);
  const renewed = await refresh(issuer, tokens.refresh_token!);
  secrets.push(String(renewed.body.access_token), String(renewed.body.refresh_token));
  await introspect(issuer, tokens.access_token!);
  await revoke(issuer, String(renewed.body.refresh_token));
  await postForm(`${issuer}/protocol/openid-connect/token`, {
    grant_type: 'password',
    client_id: 'admin-cli',
    username: 'buyer@forge.test',
    password: 'NotThePassword9',
  });
  const [buyer] = await admin.users.find({ email: 'buyer@forge.test', exact: true });
  await admin.users.resetPassword({ id: buyer!.id!, credential: { type: 'password', value: 'FreshPass77', temporary: false } });
  // A malformed body whose text carries a secret: the error path must not echo it.
  await fetch(`${issuer.replace('/realms/', '/admin/realms/')}/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
    body: `{"credentials":[{"value":"${tokens.access_token}"`,
  });

  const output = written.join('');
  expect(output).toContain('"event":"login-failed"');
  for (const secret of secrets) expect(output.includes(secret)).toBe(false);
});
