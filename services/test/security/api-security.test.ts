/**
 * Security of the API on the real stack (issue 20): service tokens only on service routes, rate limits that a forged
 * X-Forwarded-For cannot dodge, and bad input answered with a 4xx in the error shape, never a 500.
 */
import { randomBytes } from 'node:crypto';
import { SERVICE_ROUTE_PREFIX } from '../../src/lib/auth.js';
import { startTestStack, type TestStack } from '../support/stack.js';

const PROXY_SECRET = randomBytes(32).toString('base64url');

describe('API security (real API, identity provider, store and Redis)', () => {
  let stack: TestStack;
  let serviceToken: string;
  let buyer: string;

  beforeAll(async () => {
    stack = await startTestStack({ redis: true, env: { PROXY_SECRET } });
    const response = await fetch(`${stack.identity.issuer}/protocol/openid-connect/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`forge-services:${stack.config.auth.adminClientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    expect(response.status).toBe(200);
    serviceToken = ((await response.json()) as { access_token: string }).access_token;
    buyer = await stack.tokenFor('buyer');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  async function openApiPaths(): Promise<Record<string, Record<string, unknown>>> {
    for (const path of ['/api/openapi.json', '/api/docs']) {
      const response = await stack.request('GET', path);
      if (response.status === 200 && typeof response.body === 'object' && response.body?.paths) return response.body.paths;
    }
    throw new Error('no OpenAPI document');
  }

  it('a service token is refused on every route of the OpenAPI document but the service routes', async () => {
    const paths = await openApiPaths();
    const answers: string[] = [];
    let called = 0;
    for (const [template, item] of Object.entries(paths)) {
      if (!template.startsWith('/api/') || template.startsWith(SERVICE_ROUTE_PREFIX)) continue;
      const path = template.replace(/\{[^}]+\}/g, '000000000000000000000001');
      for (const method of Object.keys(item).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))) {
        const { status } = await stack.request(method.toUpperCase(), path, {
          token: serviceToken,
          ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
        });
        called++;
        if (status !== 401 && status !== 403) answers.push(`${method.toUpperCase()} ${template}: ${status}`);
      }
    }
    expect(called).toBeGreaterThan(20);
    expect(answers).toEqual([]);
  });

  it('the same routes still serve the web app token', async () => {
    expect((await stack.request('GET', '/api/me', { token: buyer })).status).toBe(200);
    const forbidden = await stack.request('GET', '/api/me', { token: serviceToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toMatch(/not to the Forge web app/);
  });

  async function subscribeFrom(forwardedFor: string | undefined, proxy = false) {
    const headers: Record<string, string> = {};
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (proxy) headers['x-forge-proxy'] = PROXY_SECRET;
    return (await stack.request('POST', '/api/newsletter/subscribe', { body: {}, headers })).status;
  }

  it('a forged X-Forwarded-For dodges no rate limit; only the proxy secret makes it count', async () => {
    // The form limit counts per clock minute: start well inside one, so the batch never straddles two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
    const forged: number[] = [];
    for (let i = 0; i < 100; i++) forged.push(await subscribeFrom(`203.0.113.${i + 1}`));
    expect(forged.filter((s) => s === 429)).toHaveLength(90); // 10 a minute, exactly as 100 requests without the header
    expect(await subscribeFrom(undefined)).toBe(429);
    // Through the shell (which proves itself), each client address has its own budget.
    const proxied = [];
    for (let i = 0; i < 3; i++) proxied.push(await subscribeFrom(`198.51.100.${i + 1}`, true));
    expect(proxied).not.toContain(429);
    // A wrong proof is the same as none.
    const wrong = await stack.request('POST', '/api/newsletter/subscribe', {
      body: {},
      headers: { 'x-forwarded-for': '192.0.2.77', 'x-forge-proxy': 'not-the-secret-'.repeat(4) },
    });
    expect(wrong.status).toBe(429);
  });

  async function raw(method: string, path: string, init: { headers?: Record<string, string>; body?: string | Buffer } = {}) {
    const response = await fetch(`${stack.api.url}${path}`, { method, headers: init.headers, body: init.body });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as { error?: { message?: string } }) : null };
  }

  it.each([
    ['a JSON body with an unknown charset', 'PATCH', '/api/me', { 'content-type': 'application/json; charset=bogus' }, '{"displayName":"x"}', /charset/i],
    ['an unknown Content-Encoding', 'PATCH', '/api/me', { 'content-type': 'application/json', 'content-encoding': 'bogus' }, '{"displayName":"x"}', /encoding/i],
    ['a supplier id with an invalid escape', 'GET', '/api/suppliers/%ff', {}, undefined, /percent-escape/],
    ['an RFQ id with an invalid escape', 'GET', '/api/rfqs/%ff', {}, undefined, /percent-escape/],
    ['a body with a NUL character', 'PATCH', '/api/me', { 'content-type': 'application/json' }, '{"displayName":"a\\u0000b"}', /NUL/],
    ['a body with a lone surrogate', 'PATCH', '/api/me', { 'content-type': 'application/json' }, '{"displayName":"a\\ud800b"}', /surrogate/],
    ['a body that is not JSON', 'PATCH', '/api/me', { 'content-type': 'application/json' }, '{"displayName":', /not valid JSON/],
  ])('%s answers 4xx with a message', async (_name, method, path, headers, body, message) => {
    const answer = await raw(method, path, { headers: { authorization: `Bearer ${buyer}`, ...headers }, body });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body?.error?.message).toMatch(message);
  });

  it('stores free text as NFC without bidi controls', async () => {
    const name = 'Jose\u0301 \u202Efdp.exe';
    const saved = await stack.request('PATCH', '/api/me', { token: buyer, body: { displayName: name } });
    expect(saved.status).toBe(200);
    const me = await stack.request('GET', '/api/me', { token: buyer });
    expect(me.body.displayName).toBe('José fdp.exe');
  });
});
