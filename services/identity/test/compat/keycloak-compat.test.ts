// Compatibility suite (issue 23 part 4): two client libraries nobody here wrote, against the embedded provider,
// or against a real Keycloak with the realm export imported when KEYCLOAK_URL is set (npm run test:idp-compat).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import * as oidc from 'openid-client';
import { Browser, formAction, hiddenFields } from '../http.js';
import { APP } from '../stack.js';
import { compareShape, KEYCLOAK_SHAPES } from './claim-shapes.js';
import { compatTarget, type CompatTarget } from './target.js';

const REDIRECT_URI = `${APP}/compat/callback`;
let target: CompatTarget;

beforeAll(async () => {
  target = await compatTarget();
});

afterAll(async () => {
  await target?.stop();
});

const insecure = { execute: [oidc.allowInsecureRequests] };
const webClient = () => oidc.discovery(new URL(target.issuer), 'forge-web', undefined, oidc.None(), insecure);
const servicesClient = () =>
  oidc.discovery(
    new URL(target.issuer),
    'forge-services',
    target.servicesClientSecret,
    oidc.ClientSecretBasic(target.servicesClientSecret),
    insecure,
  );

/** Authorization code + PKCE through the provider's real login page (HTML form), then the code exchange. */
async function signIn(config: oidc.Configuration, username: string, password: string, browser = new Browser()) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const page = await browser.follow(url.href, {}, APP);
  expect(page.html).toContain('name="password"');
  const callback = await browser.follow(formAction(page.html, target.issuer), { form: { username, password } }, APP);
  expect(callback.location.startsWith(REDIRECT_URI)).toBe(true);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(callback.location), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  return { tokens, browser };
}

describe('operator script (@keycloak/keycloak-admin-client)', () => {
  const admin = () => new KcAdminClient({ baseUrl: target.baseUrl, realmName: 'forge' });
  let kc: KcAdminClient;
  let userId: string;
  let groupId: string;
  const username = `compat-${randomUUID().slice(0, 8)}@forge.test`;

  it('signs in with admin-cli and a password (operator holding realm-management roles)', async () => {
    kc = admin();
    await kc.auth({ grantType: 'password', clientId: 'admin-cli', ...target.operator });
    expect(kc.accessToken).toEqual(expect.any(String));
  });
  it('refuses admin-cli to a user without realm-management roles', async () => {
    await expect(
      admin().auth({ grantType: 'password', clientId: 'admin-cli', username: 'buyer@forge.test', password: 'ForgeBuyer1!' }),
    ).rejects.toThrow();
  });
  it('reads the realm representation', async () => {
    expect(await kc.realms.findOne({ realm: 'forge' })).toMatchObject({ realm: 'forge', enabled: true });
  });
  it('finds a client by clientId and gets it', async () => {
    const [web] = await kc.clients.find({ clientId: 'forge-web' });
    expect(web).toMatchObject({ clientId: 'forge-web', publicClient: true });
    expect(await kc.clients.findOne({ id: web!.id! })).toMatchObject({ clientId: 'forge-web' });
  });
  it('reads the user profile configuration', async () => {
    const profile = await kc.users.getProfile();
    expect(profile.attributes?.map((attribute) => attribute.name)).toEqual(
      expect.arrayContaining(['username', 'email', 'firstName', 'lastName']),
    );
  });
  it('creates a user', async () => {
    ({ id: userId } = await kc.users.create({
      username,
      email: username,
      firstName: 'Compat',
      lastName: 'Tester',
      enabled: true,
    }));
    expect(userId).toEqual(expect.any(String));
  });
  it('finds the user by a multi-word search across first and last name', async () => {
    const found = await kc.users.find({ search: 'Compat Tester' });
    expect(found.map((user) => user.id)).toContain(userId);
    expect(await kc.users.find({ search: 'Compat Nobody' })).toEqual([]);
  });
  it('finds by exact email and counts', async () => {
    expect((await kc.users.find({ email: username, exact: true })).map((user) => user.id)).toEqual([userId]);
    expect(await kc.users.count({ search: username })).toBe(1);
  });
  it('updates the user', async () => {
    await kc.users.update({ id: userId }, { firstName: 'Compatible' });
    expect(await kc.users.findOne({ id: userId })).toMatchObject({ firstName: 'Compatible' });
  });
  it('resets the password and lists the credential', async () => {
    await kc.users.resetPassword({ id: userId, credential: { type: 'password', value: 'CompatPass42', temporary: false } });
    const credentials = await kc.users.getCredentials({ id: userId });
    expect(credentials.map((credential) => credential.type)).toEqual(['password']);
  });
  it('maps and unmaps a realm role', async () => {
    const role = await kc.roles.findOneByName({ name: 'buyer' });
    await kc.users.addRealmRoleMappings({ id: userId, roles: [{ id: role!.id!, name: 'buyer' }] });
    expect((await kc.users.listRealmRoleMappings({ id: userId })).map((r) => r.name)).toContain('buyer');
    await kc.users.delRealmRoleMappings({ id: userId, roles: [{ id: role!.id!, name: 'buyer' }] });
    expect((await kc.users.listRealmRoleMappings({ id: userId })).map((r) => r.name)).not.toContain('buyer');
  });
  it('creates a group with a realm role and adds the user as a member', async () => {
    ({ id: groupId } = await kc.groups.create({ name: `compat-${randomUUID().slice(0, 8)}` }));
    const role = await kc.roles.findOneByName({ name: 'supplier' });
    await kc.groups.addRealmRoleMappings({ id: groupId, roles: [{ id: role!.id!, name: 'supplier' }] });
    await kc.users.addToGroup({ id: userId, groupId });
    expect((await kc.groups.listMembers({ id: groupId })).map((user) => user.id)).toEqual([userId]);
    expect((await kc.users.listGroups({ id: userId })).map((group) => group.id)).toEqual([groupId]);
    expect((await kc.groups.listRealmRoleMappings({ id: groupId })).map((r) => r.name)).toEqual(['supplier']);
    expect((await kc.users.listCompositeRealmRoleMappings({ id: userId })).map((r) => r.name)).toContain('supplier');
  });
  it('gives group roles to the member in the access token', async () => {
    const { tokens } = await signIn(await webClient(), username, 'CompatPass42');
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as {
      realm_access: { roles: string[] };
    };
    expect(claims.realm_access.roles).toContain('supplier');
  });
  it('lists the user sessions and logs the user out of all of them', async () => {
    const config = await webClient();
    const { tokens } = await signIn(config, username, 'CompatPass42');
    expect((await kc.users.listSessions({ id: userId })).length).toBeGreaterThanOrEqual(1);
    await kc.users.logout({ id: userId });
    expect(await kc.users.listSessions({ id: userId })).toEqual([]);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
  it('disables the user, and the disabled user cannot sign in', async () => {
    await kc.users.update({ id: userId }, { enabled: false });
    expect(await kc.users.findOne({ id: userId })).toMatchObject({ enabled: false });
    await expect(signIn(await webClient(), username, 'CompatPass42')).rejects.toThrow();
  });
  it('answers unknown paths and missing users with a Keycloak error body', async () => {
    const missing = await fetch(`${target.baseUrl}/admin/realms/forge/users/${randomUUID()}`, {
      headers: { authorization: `Bearer ${kc.accessToken}` },
    });
    expect(missing.status).toBe(404);
    const body = (await missing.json()) as Record<string, unknown>;
    expect(typeof (body.error ?? body.errorMessage)).toBe('string');
  });
  it('deletes the group and the user', async () => {
    await kc.groups.del({ id: groupId });
    await kc.users.del({ id: userId });
    expect(await kc.users.findOne({ id: userId })).toBeNull();
  });
});

describe('relying party (openid-client)', () => {
  let config: oidc.Configuration;
  let session: Awaited<ReturnType<typeof signIn>>;

  it('discovers the provider', async () => {
    config = await webClient();
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(target.issuer);
    expect(metadata.introspection_endpoint).toBe(`${target.issuer}/protocol/openid-connect/token/introspect`);
    expect(metadata.revocation_endpoint).toBe(`${target.issuer}/protocol/openid-connect/revoke`);
  });
  it('signs in with code + PKCE through the login page; the ID token validates', async () => {
    session = await signIn(config, 'buyer@forge.test', 'ForgeBuyer1!');
    expect(session.tokens.claims()).toMatchObject({ preferred_username: 'buyer@forge.test' });
  });
  it('refreshes', async () => {
    const refreshed = await oidc.refreshTokenGrant(config, session.tokens.refresh_token!);
    expect(refreshed.access_token).toEqual(expect.any(String));
  });
  it('reads userinfo', async () => {
    const sub = session.tokens.claims()!.sub;
    expect(await oidc.fetchUserInfo(config, session.tokens.access_token, sub)).toMatchObject({ sub, email: 'buyer@forge.test' });
  });
  it('introspects access and refresh tokens as the confidential client', async () => {
    const services = await servicesClient();
    expect(await oidc.tokenIntrospection(services, session.tokens.access_token)).toMatchObject({ active: true });
    expect(await oidc.tokenIntrospection(services, session.tokens.refresh_token!)).toMatchObject({ active: true });
  });
  it('revokes the refresh token: refused at once, reported inactive', async () => {
    const other = await signIn(config, 'buyer@forge.test', 'ForgeBuyer1!');
    await oidc.tokenRevocation(config, other.tokens.refresh_token!);
    await expect(oidc.refreshTokenGrant(config, other.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await oidc.tokenIntrospection(await servicesClient(), other.tokens.refresh_token!)).toMatchObject({ active: false });
  });
  it('signs in silently with prompt=none on the existing session', async () => {
    const verifier = oidc.randomPKCECodeVerifier();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      prompt: 'none',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await session.browser.follow(url.href, {}, APP);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(callback.location), {
      pkceCodeVerifier: verifier,
      idTokenExpected: true,
    });
    expect(tokens.claims()!.sub).toBe(session.tokens.claims()!.sub);
  });
  it('answers prompt=none without a session with login_required', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      prompt: 'none',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const callback = await new Browser().follow(url.href, {}, APP);
    expect(new URL(callback.location).searchParams.get('error')).toBe('login_required');
  });
  it('ends the session at the end-session endpoint', async () => {
    const url = oidc.buildEndSessionUrl(config, {
      id_token_hint: session.tokens.id_token!,
      post_logout_redirect_uri: `${APP}/`,
    });
    let result = await session.browser.follow(url.href, {}, APP);
    if (!result.location.startsWith(APP) && result.html.includes('<form')) {
      result = await session.browser.follow(formAction(result.html, target.issuer), { form: hiddenFields(result.html) }, APP);
    }
    expect(result.location).toBe(`${APP}/`);
    await expect(oidc.refreshTokenGrant(config, session.tokens.refresh_token!)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('token shapes beside Keycloak 26 (fixture)', () => {
  const report = (name: string, result: ReturnType<typeof compareShape>) => {
    console.log(`${target.name}: ${name} ${result.matched}/${result.total} claims match${result.mismatches.length ? `; differ: ${result.mismatches.join(', ')}` : ''}`);
    expect(result.mismatches).toEqual([]);
  };
  it('ID token and access token of a user', async () => {
    const { tokens } = await signIn(await webClient(), 'investor@forge.test', 'ForgeInvestor1!');
    report('ID token', compareShape(tokens.id_token!, KEYCLOAK_SHAPES.idToken));
    report('access token', compareShape(tokens.access_token, KEYCLOAK_SHAPES.accessToken));
  });
  it('service-account token: sub is the service-account user', async () => {
    const services = await servicesClient();
    const tokens = await oidc.clientCredentialsGrant(services);
    report('service token', compareShape(tokens.access_token, KEYCLOAK_SHAPES.serviceAccountToken));
    const kc = new KcAdminClient({ baseUrl: target.baseUrl, realmName: 'forge' });
    await kc.auth({ grantType: 'client_credentials', clientId: 'forge-services', clientSecret: target.servicesClientSecret });
    const sub = (JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const [servicesClientRep] = await kc.clients.find({ clientId: 'forge-services' });
    expect(await kc.clients.getServiceAccountUser({ id: servicesClientRep!.id! })).toMatchObject({ id: sub, username: 'service-account-forge-services' });
  });
  it('realm info carries the public key and service URLs, and the key verifies tokens', async () => {
    const info = (await (await fetch(target.issuer)).json()) as Record<string, string>;
    expect(info).toMatchObject({
      realm: 'forge',
      'token-service': `${target.issuer}/protocol/openid-connect`,
      'account-service': `${target.issuer}/account`,
      public_key: expect.any(String),
    });
  });
});
