import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authorizeUrl, CALLBACK, login, startStack, type Stack } from './stack.js';
import { refresh } from './tokens.js';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.stop();
});

async function kids(issuer: string): Promise<string[]> {
  const { keys } = (await (await fetch(`${issuer}/protocol/openid-connect/certs`)).json()) as {
    keys: { kid: string; d?: string }[];
  };
  expect(keys.every((key) => key.d === undefined)).toBe(true);
  return keys.map((key) => key.kid);
}

describe('persistence across restarts', () => {
  it('keeps the signing key in the data dir and seeds demo users once', async () => {
    const before = await kids(stack.identity.issuer);
    const users = stack.db.collection('identity_users');
    const count = await users.countDocuments({ serviceAccountClientId: { $exists: false } });
    expect(count).toBe(4);
    const stored = await users.findOne({ email: 'admin@forge.test' });
    expect(stored).toMatchObject({
      username: 'admin@forge.test',
      enabled: true,
      emailVerified: true,
      firstName: 'Avery',
    });
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);

    const restarted = await stack.restart();
    expect(await kids(restarted.issuer)).toEqual(before);
    expect(await users.countDocuments()).toBe(count + 1); // plus the one service-account user, not duplicated
    await login(restarted.issuer, 'admin@forge.test', 'ForgeAdmin1!');
  });

  it('keeps browser sessions and refresh tokens across a restart (state in identity_oidc)', async () => {
    const { browser, tokens } = await login(stack.identity.issuer, 'buyer@forge.test', 'ForgeBuyer1!');
    const restarted = await stack.restart();
    const sso = await browser.follow(authorizeUrl(restarted.issuer).url);
    expect(sso.location.startsWith(CALLBACK)).toBe(true);
    expect((await refresh(restarted.issuer, tokens.refresh_token!)).status).toBe(200);
  });

  it('keeps the signing key in MongoDB when there is no data dir', async () => {
    const first = await stack.restart({ dataDir: undefined });
    const before = await kids(first.issuer);
    expect(await stack.db.collection('identity_keys').countDocuments()).toBe(1);
    const second = await stack.restart({ dataDir: undefined });
    expect(await kids(second.issuer)).toEqual(before);
  });
});
