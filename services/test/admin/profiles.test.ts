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

describe('certification statuses on /api/admin/gcp-profiles', () => {
  const DAY = 86_400_000;
  const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
  const REFUSAL = 'Registry checked and Document on file come from Verify certifications; set Self-declared or Expired here';
  type Cert = { slug: string; certificateNumber: string; registrar: string; expiresAt: string | null; status: string; checkedAt: string | null; source: string | null };
  const sent = (c: Cert, extra: Record<string, unknown> = {}) => ({ slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: c.expiresAt!.slice(0, 10), ...extra });

  it('refuses a checked status set by hand, and keeps a checked one (source, date, record) through other edits', async () => {
    // a company holding ISO 9001; its certificate is checked through the real flow (Verify certifications)
    const listing = await stack.request('GET', '/api/admin/companies?certification=iso-9001&pageSize=1&sort=name&dir=desc', { token: admin });
    const id = listing.body.items[0].id as string;
    const recorded = await stack.request('PUT', `/api/admin/companies/${id}/certifications/iso-9001`, {
      token: admin,
      body: { status: 'document-on-file', source: 'evidence-file', reference: 'iso-9001-certificate.pdf', certificateNumber: 'QMS-4411', expiresAt: day(300), nextCheckAt: day(200), note: 'PDF from the registrar' },
    });
    expect(recorded.status).toBe(200);
    const profile = async () => (await stack.request('GET', `/api/admin/gcp-profiles/${id}`, { token: admin })).body as { slug: string; description: string; certifications: Cert[] };
    const start = await profile();
    const iso = start.certifications.find((c) => c.slug === 'iso-9001')!;
    expect(iso).toMatchObject({ status: 'document-on-file', source: 'evidence-file', certificateNumber: 'QMS-4411', checkedAt: expect.any(String) });
    const others = start.certifications.filter((c) => c.slug !== 'iso-9001' && c.status !== 'expired').map((c) => sent(c));
    const newSlug = ['as9100', 'iso-13485', 'iatf-16949'].find((slug) => !start.certifications.some((c) => c.slug === slug))!;
    const added = { slug: newSlug, certificateNumber: 'NEW-1', registrar: 'BSI', expiresAt: day(400) };
    const patch = (body: unknown) => stack.request('PATCH', `/api/admin/gcp-profiles/${id}`, { token: admin, body });
    const refusedFields = (body: { error: { details: { fields: { field: string; message: string }[] } } }) => body.error.details.fields;

    // a new certificate sent as registry checked: 400 at its status, nothing written (not even the slug sent with it)
    const newChecked = await patch({ slug: `${start.slug}-renamed`, certifications: [sent(iso), ...others, { ...added, status: 'registry-checked' }] });
    expect(newChecked.status).toBe(400);
    expect(newChecked.body.error.status).toBe('invalid-argument');
    expect(refusedFields(newChecked.body)).toEqual([{ field: `certifications.${others.length + 1}.status`, message: REFUSAL }]);
    expect(newChecked.body.error.message).toContain(REFUSAL);
    // a checked certificate whose number changes cannot carry its status over; nor can a self-declared one be raised
    const renumbered = await patch({ certifications: [sent(iso, { certificateNumber: 'QMS-9999', status: 'document-on-file' })] });
    expect(refusedFields(renumbered.body)).toEqual([{ field: 'certifications.0.status', message: REFUSAL }]);
    const raised = await patch({ certifications: [sent(iso), { ...added, status: 'document-on-file' }] });
    expect(refusedFields(raised.body)).toEqual([{ field: 'certifications.1.status', message: REFUSAL }]);
    // the owner's edit route refuses it from an admin too; creating a profile with one is refused
    const viaSupplierRoute = await stack.request('PATCH', `/api/suppliers/${id}`, { token: admin, body: { certifications: [sent(iso), { ...added, status: 'registry-checked' }] } });
    expect(refusedFields(viaSupplierRoute.body)).toEqual([{ field: 'certifications.1.status', message: REFUSAL }]);
    const create = await stack.request('POST', '/api/admin/gcp-profiles', { token: admin, body: { name: 'Ossory Gear Cutting', employeeRange: '11-50', capabilities: ['cnc-machining'], address: { zip: '45402' }, certifications: [{ ...added, status: 'registry-checked' }] } });
    expect(create.status).toBe(400);
    expect(refusedFields(create.body)).toEqual([{ field: 'certifications.0.status', message: REFUSAL }]);
    expect(await profile()).toEqual(start);

    // an unrelated edit leaves the checked certificate as it was
    expect((await patch({ description: DESCRIPTION })).status).toBe(200);
    expect((await profile()).certifications).toEqual(start.certifications);
    // so does a certifications edit that sends it back with its status, a new expiry date and a certificate added
    // by hand (self-declared), or set expired by hand: neither of those says anybody checked it
    const kept = await patch({ certifications: [sent(iso, { status: 'document-on-file', expiresAt: day(320) }), ...others, { ...added, status: 'self-declared' }] });
    expect(kept.status).toBe(200);
    const keptIso = (kept.body.certifications as Cert[]).find((c) => c.slug === 'iso-9001');
    expect(keptIso).toEqual({ ...iso, expiresAt: `${day(320)}T00:00:00.000Z` });
    expect((kept.body.certifications as Cert[]).find((c) => c.slug === newSlug)).toMatchObject({ status: 'self-declared', checkedAt: null, source: null });
    const expired = await patch({ certifications: [sent(iso), ...others, { ...added, status: 'expired' }] });
    expect((expired.body.certifications as Cert[]).find((c) => c.slug === newSlug)).toMatchObject({ status: 'expired', checkedAt: null, source: null });
    // the verification record (reference, who, next check, note) is still the one Verify certifications wrote
    const records = await stack.request('GET', `/api/admin/companies/${id}/certifications`, { token: admin });
    expect(records.body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001')).toMatchObject({
      status: 'document-on-file', source: 'evidence-file', reference: 'iso-9001-certificate.pdf', checkedBy: 'admin@forge.test', checkedAt: iso.checkedAt, nextCheckAt: `${day(200)}T00:00:00.000Z`, note: 'PDF from the registrar',
    });
  });
});
