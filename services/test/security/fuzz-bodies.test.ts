/**
 * Property-based fuzzing of every JSON endpoint's body (issue 17 part 4): for each POST/PUT/PATCH route of the
 * OpenAPI document, RUNS generated bodies (fixed seed, so a failure reproduces; 50 in the gate, 1,000 in test:deep),
 * sent by a signed-in admin so they reach validation: never a 5xx, and the API still answers afterwards.
 */
import fc from 'fast-check';
import { atDepth } from '../support/depth.js';
import { startTestStack, type TestStack } from '../support/stack.js';

const SEED = 17_2026;
const RUNS = atDepth(50, 1000);
/** Field names the product's schemas use, so generated objects often get past the first checks. */
const FIELDS = [
  'name', 'title', 'description', 'email', 'message', 'quantity', 'mapping', 'lines', 'status', 'state', 'capabilities',
  'certifications', 'requirements', 'company', 'phone', 'website', 'type', 'properties', 'id', 'clientId', 'supplierIds',
  'dueDate', 'notes', 'role', 'data', 'sheet', 'process', 'partNumber', 'leadTimeDays', 'industries', 'employeeRange',
  'address', 'bomId', 'lineIds', 'items', 'slug', 'event', 'path', 'value', '__proto__', 'constructor', '$where',
];
const value = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELDS, '$gt', '$ne'), fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);
const body = fc.oneof(
  { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const PARAMS: Record<string, string> = { id: '000000000000000000000000', token: 'a'.repeat(32), slug: 'acme-machining', name: 'no-such-function' };

describe('fuzzed JSON bodies on every body route (real API, store, identity provider, Redis)', () => {
  let stack: TestStack;
  let admin: string;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    stack = await startTestStack({ redis: true, env: { API_LIMIT_PER_IP_PER_MINUTE: '1000000' } });
    admin = await stack.tokenFor('admin');
    const paths = (await stack.request('GET', '/api/docs')).body.paths as Record<string, Record<string, unknown>>;
    routes = Object.entries(paths).flatMap(([template, item]) =>
      Object.keys(item)
        .filter((m) => ['post', 'put', 'patch'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), path: template.replace(/\{(\w+)\}/g, (_, p: string) => PARAMS[p] ?? 'x') })),
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('finds the body routes', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it(`${RUNS} bodies per route: no 5xx, no crash`, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const res = await stack.request(route.method, route.path, { token: admin, body: generated });
          if (res.status >= 500) failures.push(`${route.method} ${route.path} ${JSON.stringify(generated).slice(0, 200)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          return res.status < 500;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect((await stack.request('GET', '/healthz')).status).toBe(200);
  }, 900_000);
});
