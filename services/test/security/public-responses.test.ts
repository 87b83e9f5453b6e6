/**
 * Public responses show only public fields (issue 20 part 8): every GET route of the OpenAPI document that answers
 * an anonymous caller is scanned for user ids, user emails and internal fields.
 */
import { startTestStack, type TestStack } from '../support/stack.js';

const INTERNAL_KEYS = new Set(['ownerUid', 'uid', 'buyerUid', 'createdBy', 'passwordHash', 'anonymousId', 'visitorId', '__v', 'eventId']);

function scan(value: unknown, path: string, found: string[], needles: string[]): void {
  if (typeof value === 'string') {
    for (const needle of needles) if (value.includes(needle)) found.push(`${path} holds "${needle}"`);
    if (/seed-owner-\d+/.test(value)) found.push(`${path} holds a seeded owner id`);
    return;
  }
  if (Array.isArray(value)) return value.slice(0, 50).forEach((item, i) => scan(item, `${path}[${i}]`, found, needles));
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (INTERNAL_KEYS.has(key)) found.push(`${path}.${key} is an internal field`);
      scan(item, `${path}.${key}`, found, needles);
    }
  }
}

describe('public responses (real API, identity provider and store)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SEED_SUPPLIERS: '400' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('name no user id, no user email and no internal field', async () => {
    // A company with a real owner, so an owner id would be there to leak.
    const supplierToken = await stack.tokenFor('supplier');
    const me = (await stack.request('GET', '/api/me', { token: supplierToken })).body as { uid: string; email: string };
    const admin = await stack.tokenFor('admin');
    const listing = (await stack.request('GET', '/api/suppliers/listing?pageSize=5')).body;
    const target = listing.hits.find((h: { claimed: boolean }) => !h.claimed) as { id: string; slug: string };
    const issued = await stack.request('POST', `/api/admin/suppliers/${target.id}/claim-tokens`, { token: admin });
    expect((await stack.request('POST', `/api/claims/${issued.body.token}`, { token: supplierToken })).status).toBe(200);
    const claimedSeed = (await stack.request('GET', '/api/suppliers/listing?pageSize=50&claimed=true')).body.hits?.[0] as { id: string } | undefined;

    const values: Record<string, string> = {
      id: target.id,
      slug: target.slug,
      code: 'pa',
      countySlug: 'allegheny',
      token: issued.body.token as string,
    };
    const paths = (await stack.request('GET', '/api/docs')).body.paths as Record<string, Record<string, unknown>>;
    const needles = [me.uid, me.email, 'admin@forge.test', 'buyer@forge.test', 'investor@forge.test'];
    const found: string[] = [];
    let scanned = 0;
    const urls = new Set<string>();
    for (const [template, item] of Object.entries(paths)) {
      if (!template.startsWith('/api/') || !('get' in item)) continue;
      // The API's own description names fields (uid, ownerUid…) but holds no one's data.
      if (template === '/api/openapi.json' || template.startsWith('/api/docs')) continue;
      const params = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      if (params.some((p) => !(p in values))) continue;
      urls.add(template.replace(/\{([^}]+)\}/g, (_m, p: string) => values[p]!));
    }
    if (claimedSeed) urls.add(`/api/suppliers/${claimedSeed.id}`);
    urls.add(`/api/suppliers/by-slug/${target.slug}`);
    urls.add('/api/suppliers/search?q=machining');
    for (const url of urls) {
      const response = await stack.request('GET', url);
      if (response.status !== 200 || typeof response.body !== 'object') continue;
      scanned++;
      scan(response.body, url, found, needles);
    }
    expect(scanned).toBeGreaterThan(15);
    expect(found).toEqual([]);
  });
});
