/**
 * /api/admin/gcp-profiles: completeness (every replica keeps each profile's row next to its search index),
 * field-by-field edits and creation through the suppliers service. Every write is audited, searchable at once on this
 * replica, and announced on the change stream every other replica follows.
 */
import { Redis } from 'ioredis';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

const DESCRIPTION = 'Family-owned contract machine shop making precision aerospace and medical parts on five-axis mills since 1979.';

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '30' } });
  admin = await stack.tokenFor('admin');
});
afterAll(async () => stack?.stop());

async function streamIds(): Promise<string[]> {
  const redis = new Redis(stack.redisUrl!);
  try {
    const entries = await redis.xrange('forge:suppliers:changes', '-', '+');
    return entries.flatMap(([, fields]) => fields.filter((_, i) => i % 2 === 1));
  } finally {
    redis.disconnect();
  }
}

type Row = { id: string; name: string; completeness: { score: number; missing: string[] } };

describe('/api/admin/gcp-profiles', () => {
  it('lists every profile with its completeness, least complete first, and filters by a missing part', async () => {
    const all = await stack.request('GET', '/api/admin/gcp-profiles?pageSize=200&sort=completeness&dir=asc', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(30);
    const scores = (all.body.items as Row[]).map((r) => r.completeness.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    for (const row of all.body.items as Row[]) expect(row.completeness.score).toBe(100 - 20 * row.completeness.missing.length);
    // seeded suppliers have no photos yet
    expect((all.body.items as Row[]).every((r) => r.completeness.missing.includes('photos'))).toBe(true);

    const noCerts = await stack.request('GET', '/api/admin/gcp-profiles?missing=certifications&pageSize=200', { token: admin });
    const expected = (all.body.items as Row[]).filter((r) => r.completeness.missing.includes('certifications')).map((r) => r.id).sort();
    expect((noCerts.body.items as Row[]).map((r) => r.id).sort()).toEqual(expected);
    expect((await stack.request('GET', '/api/admin/gcp-profiles?completeness=complete', { token: admin })).body.total).toBe(0);

    const csv = await fetch(`${stack.api.url}/api/admin/gcp-profiles?format=csv&sort=name&dir=asc`, { headers: { authorization: `Bearer ${admin}` } });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,City,State,Completeness,Missing,Verified,Claimed,Updated');
    expect(lines).toHaveLength(31);
    expect((await stack.request('GET', '/api/admin/gcp-profiles?sort=secret', { token: admin })).body.error.message).toMatch(/cannot be sorted/);
    expect((await stack.request('GET', '/api/admin/gcp-profiles?missing=logo', { token: admin })).status).toBe(400);
  });

  it('edits fields one by one: the profile completes, search and the public page see it, the audit keeps before → after', async () => {
    const [target] = (await stack.request('GET', '/api/admin/gcp-profiles?sort=name&dir=asc&pageSize=1', { token: admin })).body.items as Row[];
    const before = (await stack.request('GET', `/api/admin/gcp-profiles/${target!.id}`, { token: admin })).body;
    expect(before.id).toBe(target!.id);

    const bad = await stack.request('PATCH', `/api/admin/gcp-profiles/${target!.id}`, { token: admin, body: { capabilities: ['levitation'], photos: [{ url: 'javascript:alert(1)' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/photo/i);
    const unknownSlug = await stack.request('PATCH', `/api/admin/gcp-profiles/${target!.id}`, { token: admin, body: { capabilities: ['levitation'] } });
    expect(unknownSlug.status).toBe(400);
    expect(unknownSlug.body.error.message).toMatch(/unknown capability "levitation"/);

    const changes = {
      name: 'Zephyr Keystone Precision',
      description: DESCRIPTION,
      photos: [{ url: 'https://images.example.com/shop-floor.jpg', caption: 'Shop floor' }],
      contact: { email: 'sales@zephyr-keystone.example', phone: '' },
      certifications: [{ slug: 'as9100', certificateNumber: 'AS-12345', registrar: 'NSF-ISR', expiresAt: '2028-06-30' }],
    };
    const edited = await stack.request('PATCH', `/api/admin/gcp-profiles/${target!.id}`, { token: admin, body: changes });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: changes.name, description: DESCRIPTION, photos: changes.photos, completeness: { score: 100, missing: [] } });
    expect((await stack.request('GET', '/api/admin/gcp-profiles?completeness=complete', { token: admin })).body.items.map((r: Row) => r.id)).toEqual([target!.id]);

    const publicPage = await stack.request('GET', `/api/suppliers/${target!.id}`);
    expect(publicPage.body).toMatchObject({ name: changes.name, photos: changes.photos });
    const search = await stack.request('GET', `/api/suppliers/search?q=${encodeURIComponent('Zephyr Keystone')}`);
    expect(search.body.hits.map((h: { id: string }) => h.id)).toContain(target!.id);
    expect(await streamIds()).toContain(target!.id);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${target!.id}&action=profile.update`, { token: admin });
    expect(audit.body.items[0]).toMatchObject({ action: 'profile.update', before: { name: before.name, photos: [] }, after: { name: changes.name, photos: changes.photos } });
    // an edit that changes nothing writes no record
    await stack.request('PATCH', `/api/admin/gcp-profiles/${target!.id}`, { token: admin, body: { name: changes.name } });
    expect((await stack.request('GET', `/api/admin/audit?targetId=${target!.id}&action=profile.update`, { token: admin })).body.total).toBe(1);
  });

  it('creates a profile without an id: placed by ZIP, searchable, announced and audited', async () => {
    const missingZip = await stack.request('POST', '/api/admin/gcp-profiles', { token: admin, body: { name: 'Quillon Forge Works', employeeRange: '11-50', capabilities: ['cnc-machining'] } });
    expect(missingZip.status).toBe(400);
    const body = { name: 'Quillon Forge Works', employeeRange: '11-50', capabilities: ['cnc-machining'], address: { zip: '45402' }, photos: [{ url: 'https://images.example.com/press.jpg', caption: '' }], minimumOrder: 500 };
    const created = await stack.request('POST', '/api/admin/gcp-profiles', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Quillon Forge Works', address: { state: 'OH', zip: '45402' }, minimumOrder: 500, photos: body.photos, completeness: { missing: ['description', 'certifications', 'contact'] } });
    const id = created.body.id as string;
    expect((await stack.request('GET', '/api/suppliers/search?q=quillon')).body.hits.map((h: { id: string }) => h.id)).toContain(id);
    expect(await streamIds()).toContain(id);
    const again = await stack.request('POST', '/api/admin/gcp-profiles', { token: admin, body });
    expect(again.status).toBe(409);
    const audit = await stack.request('GET', `/api/admin/audit?targetId=${id}`, { token: admin });
    expect(audit.body.items.map((r: { action: string }) => r.action)).toContain('profile.create');
    expect((await stack.request('GET', '/api/admin/gcp-profiles/no-such-company', { token: admin })).status).toBe(404);
  });
});
