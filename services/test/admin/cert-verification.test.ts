/**
 * Per-certification verification records (issue 16, /admin/companies) and the scheduled expiry job: validation with
 * field messages, audit before → after, public profile and search facets, and the job on a fast-forwarded clock
 * (its processor with a given "now", and the BullMQ job scheduler shared by two workers).
 */
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { CERT_EXPIRY_SCHEDULER, expireCertifications, startCertExpiryWorker, streamAnnouncer } from '../../src/domains/suppliers/cert-expiry.js';
import { seedDemoCertVerificationsIfEmpty } from '../../src/domains/suppliers/cert-verification-seed.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { until } from '../support/until.js';

let stack: TestStack;
let admin: string;
let redis: Redis;
let company: { id: string; name: string };

const DAY = 86_400_000;
const day = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * DAY).toISOString().slice(0, 10);
const path = (slug = 'iso-9001', id = company.id) => `/api/admin/companies/${id}/certifications/${slug}`;
const put = (body: unknown, slug?: string) => stack.request('PUT', path(slug), { token: admin, body });
const fieldsOf = (body: { error: { details: { fields: { field: string; message: string }[] } } }) => body.error.details.fields.map((f) => f.field).sort();
const searchIds = async (query: string) => ((await stack.request('GET', `/api/suppliers/listing?${query}&pageSize=100`)).body.hits as { id: string }[]).map((h) => h.id);

beforeAll(async () => {
  stack = await startTestStack({ redis: true, env: { SEED_SUPPLIERS: '40' } });
  admin = await stack.tokenFor('admin');
  redis = new Redis(stack.redisUrl!);
  // a company holding ISO 9001 (any status): its certificate gets the verification records below
  const listing = await stack.request('GET', '/api/admin/companies?certification=iso-9001&pageSize=1&sort=name&dir=asc', { token: admin });
  company = listing.body.items[0];
  expect(company).toBeDefined();
});
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

describe('PUT /api/admin/companies/:id/certifications/:slug', () => {
  it('refuses incomplete or impossible records with a message per field', async () => {
    const bare = await put({ status: 'registry-checked' });
    expect(bare.status).toBe(400);
    expect(fieldsOf(bare.body)).toEqual(['certificateNumber', 'expiresAt', 'nextCheckAt', 'source']);
    expect(bare.body.error.message).toMatch(/registry checked needs the registry it was checked in/);

    const past = await put({ status: 'registry-checked', source: 'iaf-certsearch', certificateNumber: 'QMS-1', expiresAt: day(-3), nextCheckAt: day(-4) });
    expect(past.status).toBe(400);
    expect(fieldsOf(past.body)).toEqual(['expiresAt']);
    expect(past.body.error.message).toMatch(/set the status to expired/);

    const wrongRegistry = await put({ status: 'registry-checked', source: 'iaqg-oasis', certificateNumber: 'QMS-1', expiresAt: day(300), nextCheckAt: day(200) });
    expect(wrongRegistry.status).toBe(400);
    expect(wrongRegistry.body.error.details.fields).toEqual([{ field: 'source', message: 'ISO 9001 is not listed in IAQG OASIS; use IAF CertSearch or Evidence file' }]);

    const noFile = await put({ status: 'document-on-file', source: 'evidence-file', expiresAt: day(300), nextCheckAt: day(200) });
    expect(fieldsOf(noFile.body)).toEqual(['reference']);
    const lateCheck = await put({ status: 'document-on-file', source: 'evidence-file', reference: 'cert.pdf', expiresAt: day(30), nextCheckAt: day(60) });
    expect(fieldsOf(lateCheck.body)).toEqual(['nextCheckAt']);
    expect((await put({ status: 'valid' })).status).toBe(400);
    expect((await put({ status: 'self-declared' }, 'as9100-nope')).status).toBe(404);
    expect((await stack.request('PUT', path('iso-9001', 'sup-nope'), { token: admin, body: { status: 'self-declared' } })).status).toBe(404);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company.id}&action=company.certification`, { token: admin });
    expect(audit.body.total).toBe(0);
  });

  it('records a registry check (who, when, where, number, expiry, next check), audits before → after, and public pages and search show it', async () => {
    const expiresAt = day(40);
    const nextCheckAt = day(30);
    const saved = await put({ status: 'registry-checked', source: 'iaf-certsearch', certificateNumber: 'QMS-778812', expiresAt, nextCheckAt, note: 'Found on IAF CertSearch, scope matches' });
    expect(saved.status).toBe(200);
    const record = saved.body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001');
    expect(record).toMatchObject({
      status: 'registry-checked', effectiveStatus: 'registry-checked', source: 'iaf-certsearch', certificateNumber: 'QMS-778812', checkedBy: 'admin@forge.test',
      expiresAt: `${expiresAt}T00:00:00.000Z`, nextCheckAt: `${nextCheckAt}T00:00:00.000Z`, note: 'Found on IAF CertSearch, scope matches', sources: ['iaf-certsearch', 'evidence-file'],
    });
    expect(Date.now() - Date.parse(record.checkedAt)).toBeLessThan(60_000);
    expect((await stack.request('GET', `/api/admin/companies/${company.id}/certifications`, { token: admin })).body).toEqual(saved.body);

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company.id}&action=company.certification`, { token: admin });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({
      actor: { email: 'admin@forge.test' },
      note: 'ISO 9001: Registry checked — Found on IAF CertSearch, scope matches',
      after: { slug: 'iso-9001', status: 'registry-checked', source: 'iaf-certsearch', certificateNumber: 'QMS-778812', expiresAt: `${expiresAt}T00:00:00.000Z` },
    });
    expect(audit.body.items[0].before.slug).toBe('iso-9001');

    const page = await stack.request('GET', `/api/suppliers/${company.id}`);
    expect(page.body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001')).toMatchObject({ status: 'registry-checked', source: 'iaf-certsearch', checkedAt: record.checkedAt });
    expect(await searchIds('certification=iso-9001&verification=registry-checked')).toContain(company.id);
    const filtered = await stack.request('GET', '/api/admin/companies?certification=iso-9001&certificationStatus=registry-checked&pageSize=100', { token: admin });
    expect(filtered.body.items.map((c: { id: string }) => c.id)).toContain(company.id);

    // an owner's profile edit that keeps the certificate keeps its verification record
    const keep = page.body.certifications.map((c: { slug: string; certificateNumber: string; registrar: string; expiresAt: string }) => ({ slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: c.expiresAt }));
    expect((await stack.request('PATCH', `/api/suppliers/${company.id}`, { token: admin, body: { certifications: keep } })).status).toBe(200);
    const after = (await stack.request('GET', `/api/admin/companies/${company.id}/certifications`, { token: admin })).body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001');
    expect(after).toMatchObject({ status: 'registry-checked', source: 'iaf-certsearch', checkedBy: 'admin@forge.test', nextCheckAt: `${nextCheckAt}T00:00:00.000Z` });
  });

  it('marks a certificate past its expiry "expired" on a fast-forwarded clock: audited as system, announced, out of search facets, idempotent', async () => {
    const before = await stack.request('GET', '/api/suppliers/listing?certification=iso-9001&pageSize=1');
    const heldBefore: number = before.body.total;
    expect(await searchIds('certification=iso-9001')).toContain(company.id);

    const later = new Date(Date.now() + 41 * DAY);
    const run = await expireCertifications(later, streamAnnouncer(redis));
    expect(run.companies).toBeGreaterThanOrEqual(1);
    expect(run.skipped).toBe(0);
    const stored = (await stack.request('GET', `/api/admin/companies/${company.id}/certifications`, { token: admin })).body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001');
    expect(stored).toMatchObject({ status: 'expired', effectiveStatus: 'expired', certificateNumber: 'QMS-778812', source: 'iaf-certsearch' });

    const audit = await stack.request('GET', `/api/admin/audit?targetId=${company.id}&action=company.certification.expire`, { token: admin });
    expect(audit.body.items).toHaveLength(1);
    expect(audit.body.items[0]).toMatchObject({ actor: { uid: 'system', email: 'system' }, at: later.toISOString() });
    expect(audit.body.items[0].before).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'iso-9001', status: 'registry-checked' })]));
    expect(audit.body.items[0].after).toEqual(expect.arrayContaining([expect.objectContaining({ slug: 'iso-9001', status: 'expired' })]));
    const entries = await redis.xrange('forge:suppliers:changes', '-', '+');
    expect(entries.flatMap(([, fields]) => fields)).toContain(company.id);

    // the API follows the stream: the company no longer counts as holding ISO 9001
    await until(() => searchIds('certification=iso-9001'), (ids) => !ids.includes(company.id), 'the index to drop the expired certificate');
    const after = await stack.request('GET', '/api/suppliers/listing?certification=iso-9001&pageSize=1');
    expect(after.body.total).toBeLessThan(heldBefore);
    const page = await stack.request('GET', `/api/suppliers/${company.id}`);
    expect(page.body.certifications.find((c: { slug: string }) => c.slug === 'iso-9001').status).toBe('expired');

    // a second run at the same time finds nothing left to expire and writes nothing
    expect(await expireCertifications(later, streamAnnouncer(redis))).toEqual({ companies: 0, certificates: 0, skipped: 0 });
    expect((await stack.request('GET', `/api/admin/audit?targetId=${company.id}&action=company.certification.expire`, { token: admin })).body.total).toBe(1);

    // the admin may now record it as expired (past expiry allowed for that status only)
    const expired = await put({ status: 'expired', source: 'iaf-certsearch', certificateNumber: 'QMS-778812', expiresAt: day(-1) });
    expect(expired.status).toBe(200);
  });

  it('runs as a BullMQ job scheduler: two workers share one schedule, a run completes, and both close while idle', async () => {
    const later = () => new Date(Date.now() + 5 * 365 * DAY);
    const log = pino({ level: 'silent' });
    const one = await startCertExpiryWorker(stack.redisUrl!, log, { now: later, schedule: { every: 500 } });
    const two = await startCertExpiryWorker(stack.redisUrl!, log, { now: later, schedule: { every: 500 } });
    try {
      const schedulers = await one.queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toEqual([CERT_EXPIRY_SCHEDULER]);
      const completed = await until(() => one.queue.getCompleted(), (jobs) => jobs.length > 0, 'a scheduled run to complete');
      // Every 500 ms, a run can start on the other worker before this one ends (a loaded machine, thousands of
      // companies): a company the other run has just written is skipped, not written twice, and left for the next
      // run. So `skipped` may be above 0 here; the check below proves no company is lost.
      expect(completed[0]!.returnvalue).toEqual({ companies: expect.any(Number), certificates: expect.any(Number), skipped: expect.any(Number) });
      // five years on, every certificate of the directory is past its date
      await until(
        () => stack.request('GET', '/api/admin/companies?certificationStatus=registry-checked&pageSize=1', { token: admin }),
        (res) => res.body.total === 0,
        'every certificate to be expired',
      );
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('seeds demo records once: the demo company has one certificate expiring soon and one expired, audited', async () => {
    expect(await seedDemoCertVerificationsIfEmpty()).toEqual({ inserted: 6 });
    expect(await seedDemoCertVerificationsIfEmpty()).toEqual({ inserted: 0, skipped: 'present' });
    const records = (await stack.request('GET', '/api/admin/companies/sup-000001/certifications', { token: admin })).body.certifications as { slug: string; effectiveStatus: string; expiresAt: string; checkedBy: string }[];
    const soon = records.find((c) => c.slug === 'iso-13485')!;
    expect(soon).toMatchObject({ effectiveStatus: 'registry-checked', checkedBy: 'admin@forge.test' });
    expect(Date.parse(soon.expiresAt) - Date.now()).toBeLessThan(21 * DAY);
    expect(records.find((c) => c.slug === 'iso-45001')!.effectiveStatus).toBe('expired');
    const page = await stack.request('GET', '/api/suppliers/sup-000001');
    expect(page.body.certifications.map((c: { slug: string; status: string }) => [c.slug, c.status]).sort()).toEqual([['iso-13485', 'registry-checked'], ['iso-45001', 'expired']]);
    const audit = await stack.request('GET', '/api/admin/audit?targetId=sup-000001&action=company.certification', { token: admin });
    expect(audit.body.total).toBe(2);
  });
});
