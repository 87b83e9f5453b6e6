import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { Browser, formAction, fragmentParams, hiddenFields } from './http.js';
import { APP, authorizeUrl, CALLBACK, login, SERVICES_CLIENT_SECRET, startStack, type Stack } from './stack.js';
import { refresh } from './tokens.js';

let stack: Stack;
let issuer: string;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  stack = await startStack();
  issuer = stack.identity.issuer;
  jwks = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
});

afterAll(async () => {
  await stack?.stop();
});

describe('discovery and keycloak-js support pages', () => {
  it('serves the Keycloak paths in the discovery document', async () => {
    expect(issuer).toBe(`http://localhost:${stack.identity.port}/realms/forge`);
    const config = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      string
    >;
    expect(config.issuer).toBe(issuer);
    expect(config.authorization_endpoint).toBe(`${issuer}/protocol/openid-connect/auth`);
    expect(config.token_endpoint).toBe(`${issuer}/protocol/openid-connect/token`);
    expect(config.end_session_endpoint).toBe(`${issuer}/protocol/openid-connect/logout`);
    expect(config.jwks_uri).toBe(`${issuer}/protocol/openid-connect/certs`);
    expect(config.userinfo_endpoint).toBe(`${issuer}/protocol/openid-connect/userinfo`);
  });

  it('serves the 3p-cookies check pages and the login status iframe', async () => {
    for (const page of ['3p-cookies/step1.html', '3p-cookies/step2.html', 'login-status-iframe.html']) {
      const response = await fetch(`${issuer}/protocol/openid-connect/${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<script>');
    }
    const step2 = await (await fetch(`${issuer}/protocol/openid-connect/3p-cookies/step2.html`)).text();
    expect(step2).toContain('postMessage("supported"');
    const init = await fetch(
      `${issuer}/protocol/openid-connect/login-status-iframe.html/init?client_id=forge-web&origin=${encodeURIComponent(APP)}`,
    );
    expect(init.status).toBe(204);
  });
});

describe('authorization code flow with PKCE', () => {
  it('logs in over HTTP and issues Keycloak-shaped tokens', async () => {
    const { params, tokens, tokenResponse, request } = await login(
      issuer,
      'admin@forge.test',
      'ForgeAdmin1!',
    );
    expect(params.get('state')).toBe(request.state);
    expect(params.get('iss')).toBe(issuer);
    expect(tokenResponse.status).toBe(200);
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(APP);
    expect(tokenResponse.headers.get('access-control-allow-credentials')).toBe('true');
    expect(tokens.token_type).toBe('Bearer');
    expect(Number(tokens.expires_in)).toBe(300);

    const { payload, protectedHeader } = await jwtVerify(tokens.access_token!, jwks, {
      issuer,
      audience: 'forge-api',
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      email: 'admin@forge.test',
      email_verified: true,
      name: 'Avery Admin',
      given_name: 'Avery',
      family_name: 'Admin',
      preferred_username: 'admin@forge.test',
      azp: 'forge-web',
      typ: 'Bearer',
    });
    expect(typeof payload.sub).toBe('string');
    expect(typeof payload.sid).toBe('string');
    expect([payload.aud].flat()).toContain('forge-api');
    const roles = (payload.realm_access as { roles: string[] }).roles;
    expect(roles).toEqual(expect.arrayContaining(['admin', 'default-roles-forge', 'offline_access']));

    const idToken = await jwtVerify(tokens.id_token!, jwks, { issuer, audience: 'forge-web' });
    expect(idToken.payload.nonce).toBe(request.nonce);
    expect(idToken.payload.email).toBe('admin@forge.test');

    const userinfo = await fetch(`${issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: payload.sub,
      email: 'admin@forge.test',
      name: 'Avery Admin',
    });
  });

  it('requires PKCE for the public client', async () => {
    const request = authorizeUrl(issuer);
    const url = new URL(request.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const response = await new Browser().follow(url.toString());
    expect(response.location.startsWith(APP)).toBe(true);
    expect(fragmentParams(response.location).get('error')).toBe('invalid_request');
  });

  it('rejects redirect URIs outside the registered wildcard', async () => {
    const request = authorizeUrl(issuer, { redirect_uri: 'http://localhost:9999/evil' });
    const response = await new Browser().follow(request.url);
    expect(response.response.status).toBe(400);
    expect(response.html).toContain('redirect_uri');
  });

  it('shows a clear error for a wrong password', async () => {
    const browser = new Browser();
    const page = await browser.follow(authorizeUrl(issuer).url);
    expect(page.html).toContain('<label for="password">Password</label>');
    expect(page.html).toContain('Forgot password?');
    const retry = await browser.follow(formAction(page.html, issuer), {
      form: { username: 'buyer@forge.test', password: 'wrong-password1' },
    });
    expect(retry.response.status).toBe(200);
    expect(retry.html).toContain('role="alert"');
    expect(retry.html).toContain('Invalid username or password.');
    expect(retry.html).toContain('value="buyer@forge.test"');
  });

  it('refreshes tokens; the refresh token parses as a JWT', async () => {
    const { tokens } = await login(issuer, 'buyer@forge.test', 'ForgeBuyer1!');
    const refreshClaims = decodeJwt(tokens.refresh_token!);
    expect(decodeProtectedHeader(tokens.refresh_token!)).toMatchObject({ alg: 'none', typ: 'JWT' });
    expect(refreshClaims).toMatchObject({ typ: 'Refresh', azp: 'forge-web', iss: issuer });
    expect(typeof refreshClaims.exp).toBe('number');

    const response = await refresh(issuer, tokens.refresh_token!);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const refreshed = response.body as Record<string, string>;
    const { payload } = await jwtVerify(refreshed.access_token!, jwks, { issuer, audience: 'forge-api' });
    expect(payload).toMatchObject({ email: 'buyer@forge.test', name: 'Blake Buyer' });
    expect((payload.realm_access as { roles: string[] }).roles).toContain('buyer');
    expect(decodeJwt(refreshed.refresh_token!).typ).toBe('Refresh');
  });

  it('logs out through the end-session endpoint and invalidates the refresh token', async () => {
    const { browser, tokens } = await login(issuer, 'supplier@forge.test', 'ForgeSupplier1!');
    expect(browser.jar.get('FORGE_IDENTITY_SESSION')).toBe(decodeJwt(tokens.access_token!).sid);
    const logoutUrl = `${issuer}/protocol/openid-connect/logout?${new URLSearchParams({
      client_id: 'forge-web',
      post_logout_redirect_uri: `${APP}/`,
      id_token_hint: tokens.id_token!,
    }).toString()}`;
    const confirmPage = await browser.follow(logoutUrl);
    expect(confirmPage.html).toContain('document.forms[0].submit()');
    const fields = hiddenFields(confirmPage.html);
    expect(fields.logout).toBe('yes');
    const done = await browser.follow(formAction(confirmPage.html, issuer), { form: fields });
    expect(done.location).toBe(`${APP}/`);
    expect(browser.jar.get('FORGE_IDENTITY_SESSION')).toBeUndefined();

    const refused = await refresh(issuer, tokens.refresh_token!);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');

    const again = await browser.follow(authorizeUrl(issuer).url);
    expect(again.html).toContain('name="password"');
  });

  it('reuses the SSO session without showing the login page again', async () => {
    const { browser } = await login(issuer, 'investor@forge.test', 'ForgeInvestor1!');
    const second = await browser.follow(authorizeUrl(issuer).url);
    expect(second.location.startsWith(CALLBACK)).toBe(true);
    expect(fragmentParams(second.location).get('code')).toBeTruthy();
  });
});

describe('client credentials', () => {
  it('issues a service token to forge-services and rejects a wrong secret', async () => {
    const basic = (secret: string) => `Basic ${Buffer.from(`forge-services:${secret}`).toString('base64')}`;
    const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: basic(SERVICES_CLIENT_SECRET),
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    const { payload } = await jwtVerify(body.access_token!, jwks, { issuer, audience: 'forge-api' });
    expect(payload).toMatchObject({ azp: 'forge-services', typ: 'Bearer' });
    expect(payload.resource_access).toEqual({
      'realm-management': { roles: ['manage-users', 'view-users', 'query-users'] },
    });
    expect(body.refresh_token).toBeUndefined();

    const wrong = await fetch(`${issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic('nope') },
      body: 'grant_type=client_credentials',
    });
    expect(wrong.status).toBe(401);
  });
});
