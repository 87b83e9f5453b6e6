/** Issue 16 acceptance: every admin endpoint refuses anonymous (401) and buyer, supplier, investor (403), with a message. */
import { decodeJwt } from 'jose';
import { startTestStack, type DemoUser, type TestStack } from '../support/stack.js';
import { ADMIN_ENDPOINTS, type AdminEndpoint, type AdminFixtures } from './endpoints.js';

let stack: TestStack;
let fixtures: AdminFixtures;
const tokens = {} as Record<DemoUser, string>;

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '20' } });
  for (const user of ['admin', 'buyer', 'supplier', 'investor'] as const) tokens[user] = await stack.tokenFor(user);
  const listing = await stack.request('GET', '/api/suppliers/listing?pageSize=2');
  const [first, second] = listing.body.hits as { id: string }[];
  fixtures = { supplierId: first!.id, otherSupplierId: second!.id, buyerUid: String(decodeJwt(tokens.buyer).sub) };
});
afterAll(async () => stack?.stop());

const describeCall = (e: AdminEndpoint) => `${e.method} ${typeof e.path === 'string' ? e.path : e.path({ supplierId: ':id', otherSupplierId: ':other', buyerUid: ':uid' })}`;

function call(endpoint: AdminEndpoint, token?: string) {
  const path = typeof endpoint.path === 'function' ? endpoint.path(fixtures) : endpoint.path;
  const body = typeof endpoint.body === 'function' ? (endpoint.body as (f: AdminFixtures) => unknown)(fixtures) : endpoint.body;
  return stack.request(endpoint.method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
}

describe.each(ADMIN_ENDPOINTS.map((e) => [describeCall(e), e] as const))('%s', (_name, endpoint) => {
  it('refuses anonymous with 401 and buyer, supplier and investor with 403, each with a message; admin succeeds', async () => {
    const anonymous = await call(endpoint);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toMatch(/sign in|token/i);
    for (const user of ['buyer', 'supplier', 'investor'] as const) {
      const refused = await call(endpoint, tokens[user]);
      expect({ user, status: refused.status }).toEqual({ user, status: 403 });
      expect(refused.body.error.message).toMatch(/admin/i);
    }
    const admin = await call(endpoint, tokens.admin);
    expect({ status: admin.status, body: admin.status === endpoint.adminStatus ? null : admin.body }).toEqual({ status: endpoint.adminStatus, body: null });
  });
});
