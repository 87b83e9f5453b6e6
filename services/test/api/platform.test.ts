import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, decodeJwt, generateKeyPair, importJWK, type JWK } from 'jose';
import { useTestStack, type TestStack } from '../support/stack.js';

type SigningKey = Parameters<SignJWT['sign']>[0];

describe('API platform (real store, real identity provider)', () => {
  let stack: TestStack;
  useTestStack({}, (started) => {
    stack = started;
  });

  it('answers /healthz and /readyz (this stack has no Redis, so not ready, naming it)', async () => {
    expect((await stack.request('GET', '/healthz')).status).toBe(200);
    const ready = await stack.request('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ mongodb: 'ok', identity: 'ok', redis: 'Redis is unreachable' });
  });

  it('serves the OpenAPI document', async () => {
    const docs = await stack.request('GET', '/api/docs');
    expect(docs.body.openapi).toBe('3.1.0');
    expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/me', '/api/functions/{name}']));
  });

  it('answers unknown routes with the one error shape', async () => {
    const res = await stack.request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { status: 'not-found', message: 'No API route matches GET /api/nope.' } });
  });

  it('refuses a missing token with 401 and a clear message', async () => {
    const res = await stack.request('GET', '/api/me');
    expect(res.status).toBe(401);
    expect(res.body.error.status).toBe('unauthenticated');
    expect(res.body.error.message).toMatch(/sign in/i);
  });

  it('refuses a forged token with 401', async () => {
    const token = await stack.tokenFor('buyer');
    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), realm_access: { roles: ['admin'] } }),
    ).toString('base64url');
    const res = await stack.request('GET', '/api/me', { token: `${header}.${forgedPayload}.${token.split('.')[2]}` });
    expect(res.status).toBe(401);
  });

  it('creates the profile on first sign-in and stamps later ones', async () => {
    const token = await stack.tokenFor('buyer');
    const first = await stack.request('POST', '/api/me/sign-in', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'buyer@forge.test', role: 'buyer', admin: false });
    expect(first.body.createdAt).toBe(first.body.lastSignInAt);
    const second = await stack.request('POST', '/api/me/sign-in', { token });
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(second.body.lastSignInAt >= first.body.lastSignInAt).toBe(true);
  });

  it('validates profile edits field by field', async () => {
    const token = await stack.tokenFor('buyer');
    const bad = await stack.request('PATCH', '/api/me', { token, body: { phone: 'call me maybe', unknown: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.status).toBe('invalid-argument');
    const good = await stack.request('PATCH', '/api/me', { token, body: { company: 'Acme Robotics' } });
    expect(good.status).toBe(200);
    expect(good.body.company).toBe('Acme Robotics');
  });

  it('gives a buyer 403 on an admin endpoint and an admin 200', async () => {
    const buyer = await stack.request('GET', '/api/admin/analytics', { token: await stack.tokenFor('buyer') });
    expect(buyer.status).toBe(403);
    expect(buyer.body.error.status).toBe('permission-denied');
    const admin = await stack.request('GET', '/api/admin/analytics', { token: await stack.tokenFor('admin') });
    expect(admin.status).toBe(200);
  });

  it('records analytics events and rejects malformed ones', async () => {
    const ok = await stack.request('POST', '/api/analytics/events', {
      body: { id: randomUUID(), environment: 'development', event: { type: 'page_view', props: { path: '/' } } },
    });
    expect(ok.status).toBe(202);
    const bad = await stack.request('POST', '/api/analytics/events', {
      body: { id: randomUUID(), environment: 'development', event: { type: 'supplier_search', props: { query: 'x' } } },
    });
    expect(bad.status).toBe(400);
  });

  it('implements the callable-function contract errors', async () => {
    const missing = await stack.request('POST', '/api/functions/doesNotExist', { body: { data: {} } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.status).toBe('not-found');
  });
  describe('token checks', () => {
    /** Re-signs the claims of a real token, with the provider's own key unless another key is given. */
    async function resign(changes: Record<string, unknown>, key?: { privateKey: SigningKey; kid: string }) {
      const real = decodeJwt(await stack.tokenFor('buyer'));
      const material = JSON.parse(await readFile(join(stack.identityDataDir, 'identity-keys.json'), 'utf8')) as {
        signingKey: JWK & { kid: string };
      };
      const signingKey = key ?? { privateKey: (await importJWK(material.signingKey, 'RS256')) as SigningKey, kid: material.signingKey.kid };
      return new SignJWT({ ...real, ...changes }).setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' }).sign(signingKey.privateKey);
    }

    it('accepts a token re-signed with the provider key and unchanged claims (the control case)', async () => {
      const res = await stack.request('GET', '/api/me', { token: await resign({}) });
      expect(res.status).toBe(200);
    });

    it('refuses an expired token with 401', async () => {
      const now = Math.floor(Date.now() / 1000);
      const res = await stack.request('GET', '/api/me', { token: await resign({ iat: now - 3600, exp: now - 60 }) });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/expired/i);
    });

    it('refuses a token for another audience with 401', async () => {
      const res = await stack.request('GET', '/api/me', { token: await resign({ aud: ['some-other-api'] }) });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/aud/);
    });

    it('refuses a token from another issuer with 401', async () => {
      const res = await stack.request('GET', '/api/me', { token: await resign({ iss: 'http://evil.example/realms/forge' }) });
      expect(res.status).toBe(401);
    });

    it('refuses a token signed with an unknown key with 401', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const res = await stack.request('GET', '/api/me', { token: await resign({}, { privateKey, kid: 'not-a-forge-key' }) });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toMatch(/unknown key/i);
    });
  });

});
