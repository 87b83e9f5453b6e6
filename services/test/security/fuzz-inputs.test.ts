/**
 * Hostile path parameters and headers (issue 20 part 6): fast-check sends arbitrary, often malformed, values to every
 * route of the OpenAPI document; nothing may answer 5xx or take the API down. Fixed seed: a failure reproduces.
 */
import fc from 'fast-check';
import { startTestStack, type TestStack } from '../support/stack.js';

describe('fuzzed path parameters and headers (real API, identity provider and store)', () => {
  let stack: TestStack;
  let buyer: string;
  let routes: { method: string; template: string }[];

  beforeAll(async () => {
    stack = await startTestStack({ redis: true }); // with Redis down, rate-limited forms rightly answer 503
    buyer = await stack.tokenFor('buyer');
    const paths = (await stack.request('GET', '/api/docs')).body.paths as Record<string, Record<string, unknown>>;
    routes = Object.entries(paths).flatMap(([template, item]) =>
      // Streams (server-sent progress) stay open by design; bull-board is a mounted UI, not JSON.
      template.startsWith('/api/') && !template.endsWith('/progress') && !template.includes('bull-board')
        ? Object.keys(item)
            .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
            .map((method) => ({ method: method.toUpperCase(), template }))
        : [],
    );
  });

  afterAll(async () => {
    await stack?.stop();
  });

  // Raw path segments: valid escapes, invalid ones (%ff, %zz, a lone %), dots, operators and long runs.
  const segment = fc.oneof(
    fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
    fc.constantFrom('%ff', '%zz', '%', '%c0%af', '..', '%2e%2e', '$gt', '__proto__', 'constructor', '%00', 'a'.repeat(3000)),
    fc.stringMatching(/^[A-Za-z0-9%._~-]{0,60}$/),
  );
  const header = fc.record(
    {
      'content-type': fc.oneof(fc.constantFrom('application/json; charset=bogus', 'application/json', 'text/plain', 'multipart/form-data', 'application/json; charset=utf-16'), fc.string({ maxLength: 60 })),
      'content-encoding': fc.constantFrom('bogus', 'gzip', 'br', 'deflate, gzip', 'identity'),
      accept: fc.string({ maxLength: 40 }),
      authorization: fc.oneof(fc.constant('Bearer'), fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`), fc.constant('Basic Og==')),
      'x-forwarded-for': fc.string({ maxLength: 40 }),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 200 }), fc.json({ maxDepth: 3 }));

  it('1,000 hostile requests: no 5xx, no hang, and the API still answers', async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        header,
        body,
        fc.boolean(),
        async (pick, segments, headers, payload, signedIn) => {
          const route = routes[pick % routes.length]!;
          let i = 0;
          const path = route.template.replace(/\{[^}]+\}/g, () => segments[i++ % segments.length]!);
          const safeHeaders = Object.fromEntries(
            Object.entries(headers).map(([k, v]) => [k, v.replace(/[^\t\x20-\x7e]/g, '')]),
          ) as Record<string, string>;
          if (signedIn && !('authorization' in safeHeaders)) safeHeaders.authorization = `Bearer ${buyer}`;
          const withBody = route.method !== 'GET' && route.method !== 'DELETE' && payload !== undefined;
          const response = await fetch(`${stack.api.url}${path}`, {
            method: route.method,
            headers: safeHeaders,
            body: withBody ? payload : undefined,
            signal: AbortSignal.timeout(5000),
          }).catch((error: unknown) => ({ status: 0, error }));
          // Read the body too: an answer that starts and never ends is a hang, not an answer.
          if ('text' in response) await response.text().catch(() => undefined);
          if (response.status >= 500 || response.status === 0) {
            const why = 'error' in response ? String((response.error as Error).message ?? response.error) : `HTTP ${response.status}`;
            failures.push(`${route.method} ${path.slice(0, 120)} → ${why}`);
            throw new Error(`${route.method} ${path.slice(0, 120)} with ${JSON.stringify(safeHeaders)} → ${why}`);
          }
        },
      ),
      { seed: 20261125, numRuns: 1000, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect((await stack.request('GET', '/healthz')).status).toBe(200);
  }, 240_000);
});
