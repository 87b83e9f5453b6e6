// Sessions that really end (issue 23 part 1): revocation, introspection, admin logout and session listing.
import { describe, expect, it } from '@jest/globals';
import type KcAdminClient from '@keycloak/keycloak-admin-client';
import { adminSuite, login } from './stack.js';
import { introspect, postForm, refresh, revoke } from './tokens.js';

let issuer: string;
let admin: KcAdminClient;

adminSuite((suite) => ({ issuer, admin } = suite));

describe('revocation and introspection', () => {
  it('refuses a revoked refresh token at once and reports its tokens inactive', async () => {
    const { tokens } = await login(issuer, 'buyer@forge.test', 'ForgeBuyer1!');
    const active = await introspect(issuer, tokens.refresh_token!);
    expect(active.body).toMatchObject({ active: true, typ: 'Refresh', client_id: 'forge-web', username: 'buyer@forge.test' });
    expect((await introspect(issuer, tokens.access_token!)).body).toMatchObject({
      active: true,
      token_type: 'Bearer',
      client_id: 'forge-web',
      username: 'buyer@forge.test',
      azp: 'forge-web',
    });

    expect((await revoke(issuer, tokens.refresh_token!, 'refresh_token')).status).toBe(200);
    const refused = await refresh(issuer, tokens.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    expect((await introspect(issuer, tokens.refresh_token!)).body).toEqual({ active: false });
    expect((await introspect(issuer, tokens.access_token!)).body).toEqual({ active: false });
  });

  it('revokes an access token alone: inactive on introspection, the session keeps refreshing', async () => {
    const { tokens } = await login(issuer, 'supplier@forge.test', 'ForgeSupplier1!');
    expect((await revoke(issuer, tokens.access_token!)).status).toBe(200);
    expect((await introspect(issuer, tokens.access_token!)).body).toEqual({ active: false });
    const renewed = await refresh(issuer, tokens.refresh_token!);
    expect(renewed.status).toBe(200);
    expect((await introspect(issuer, String(renewed.body.access_token))).body.active).toBe(true);
  });

  it('answers unknown tokens inactive, and introspection only to confidential clients', async () => {
    expect((await introspect(issuer, 'not-a-token')).body).toEqual({ active: false });
    expect((await revoke(issuer, 'not-a-token')).status).toBe(200);
    const { tokens } = await login(issuer, 'investor@forge.test', 'ForgeInvestor1!');
    const asPublic = await postForm(`${issuer}/protocol/openid-connect/token/introspect`, {
      token: tokens.access_token!,
      client_id: 'forge-web',
    });
    expect(asPublic.status).toBe(401);
    const wrongSecret = await postForm(
      `${issuer}/protocol/openid-connect/token/introspect`,
      { token: tokens.access_token! },
      { authorization: `Basic ${Buffer.from('forge-services:wrong').toString('base64')}` },
    );
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
  });

  it('keeps a rotated refresh token valid, as Keycloak does by default (two tabs stay signed in)', async () => {
    const { tokens } = await login(issuer, 'buyer@forge.test', 'ForgeBuyer1!');
    const tabOne = await refresh(issuer, tokens.refresh_token!);
    const tabTwo = await refresh(issuer, tokens.refresh_token!);
    expect(tabOne.status).toBe(200);
    expect(tabTwo.status).toBe(200);
    expect((await refresh(issuer, String(tabOne.body.refresh_token))).status).toBe(200);
    expect((await refresh(issuer, String(tabTwo.body.refresh_token))).status).toBe(200);
  });
});

describe('admin session management', () => {
  it('lists sessions, ends one, and logs the user out of all of them', async () => {
    const { id } = await admin.users.create({ username: 'erin@forge.test', email: 'erin@forge.test', enabled: true });
    await admin.users.resetPassword({ id, credential: { type: 'password', value: 'ErinPass42', temporary: false } });
    const first = await login(issuer, 'erin@forge.test', 'ErinPass42');
    const second = await login(issuer, 'erin@forge.test', 'ErinPass42');
    const third = await login(issuer, 'erin@forge.test', 'ErinPass42');

    const sessions = await admin.users.listSessions({ id });
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ userId: id, username: 'erin@forge.test', clients: expect.any(Object) });
    expect(Object.values(sessions[0]!.clients!)).toEqual(['forge-web']);
    const firstSid = (JSON.parse(Buffer.from(first.tokens.access_token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    expect(sessions.map((session) => session.id)).toContain(firstSid);

    await admin.realms.deleteSession({ realm: 'forge', session: firstSid, isOffline: false });
    expect((await refresh(issuer, first.tokens.refresh_token!)).status).toBe(400);
    expect((await refresh(issuer, second.tokens.refresh_token!)).status).toBe(200);
    expect(await admin.users.listSessions({ id })).toHaveLength(2);

    await admin.users.logout({ id });
    for (const { tokens } of [second, third]) {
      const refused = await refresh(issuer, tokens.refresh_token!);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('invalid_grant');
      expect((await introspect(issuer, tokens.access_token!)).body).toEqual({ active: false });
    }
    expect(await admin.users.listSessions({ id })).toEqual([]);
  });
});
