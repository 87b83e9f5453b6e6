/**
 * The admin panels of issue 16's second half against the real stack: the profile generator (read → publish), the
 * testimonial workflow (only approved ones are public), the leads pipeline, the waitlist's bulk invite (account in
 * the identity provider + invitation in the outbox), the outbox (detail, resend, template previews), analytics and
 * the dashboard. Every write lands in the audit log.
 */
import { UserModel } from '../../src/domains/users/model.js';
import { AnalyticsEventModel } from '../../src/domains/analytics/model.js';
import { seedContentIfEmpty } from '../../src/domains/content/index.js';
import { LeadModel, WaitlistModel } from '../../src/domains/content/model.js';
import { startTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;

const STATEMENT = `Keystone Precision Machining, Inc. is an AS9100D certified machine shop located in Erie, Pennsylvania.
Founded in 1979, we employ 62 people and offer 5-axis CNC milling, Swiss-type turning and wire EDM for aerospace and medical device customers.`;

beforeAll(async () => {
  stack = await startTestStack({ redis: true });
  admin = await stack.tokenFor('admin');
  await seedContentIfEmpty();
});
afterAll(async () => stack?.stop(), 240_000);

const auditActions = async (action: string) => (await stack.request('GET', `/api/admin/audit?action=${action}`, { token: admin })).body.items as { target: { id: string } }[];

describe('profile generator', () => {
  it('reads a pasted statement with the words of each field, then publishes it as a supplier', async () => {
    const read = await stack.request('POST', '/api/admin/profile-generator/extract', { token: admin, body: { text: STATEMENT } });
    expect(read.status).toBe(200);
    expect(read.body.name.value).toBe('Keystone Precision Machining');
    expect(read.body.city.value).toBe('Erie');
    expect(read.body.state).toMatchObject({ value: 'PA', evidence: [{ text: 'Pennsylvania' }] });
    expect(read.body.capabilities.map((c: { slug: string }) => c.slug)).toEqual(expect.arrayContaining(['5-axis-machining', 'swiss-machining', 'wire-edm']));
    expect(read.body.certifications.map((c: { slug: string }) => c.slug)).toEqual(['as9100']);
    expect(read.body.yearFounded.value).toBe(1979);
    expect(read.body.suggestedZip).toMatch(/^16\d{3}$/);
    const span = read.body.capabilities[0].evidence[0];
    expect(STATEMENT.slice(span.start, span.end)).toBe(span.text);

    expect((await stack.request('POST', '/api/admin/profile-generator/extract', { token: admin, body: { text: 'too short' } })).status).toBe(400);

    const body = {
      name: read.body.name.value,
      description: 'Aerospace machining in Erie.',
      address: { city: 'Erie', state: 'PA', zip: read.body.suggestedZip },
      capabilities: read.body.capabilities.map((c: { slug: string }) => c.slug),
      industries: read.body.industries.map((c: { slug: string }) => c.slug),
      employeeRange: read.body.employeeRange.value,
      yearFounded: 1979,
    };
    const published = await stack.request('POST', '/api/admin/profile-generator/publish', { token: admin, body });
    expect(published.status).toBe(201);
    const profile = await stack.request('GET', `/api/suppliers/${published.body.id}`);
    expect(profile.body).toMatchObject({ name: 'Keystone Precision Machining', address: expect.objectContaining({ state: 'PA' }) });
    expect((await stack.request('POST', '/api/admin/profile-generator/publish', { token: admin, body })).status).toBe(409);
    expect((await auditActions('supplier.create')).map((r) => r.target.id)).toContain(published.body.id);
  });
});

describe('testimonials', () => {
  it('creates a draft, approves it (public), unpublishes it (hidden again) and reorders', async () => {
    const input = { quote: 'Forge found us a Swiss shop in a week.', name: 'Dana Ruiz', title: 'Buyer', company: 'Ruiz Medical', location: 'Austin, TX', rating: 5, photoUrl: '' };
    const created = await stack.request('POST', '/api/admin/testimonials', { token: admin, body: input });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('draft');
    const publicQuotes = async () => ((await stack.request('GET', '/api/testimonials')).body.items as { quote: string }[]).map((t) => t.quote);
    expect(await publicQuotes()).not.toContain(input.quote);
    expect((await stack.request('PUT', `/api/admin/testimonials/${created.body.id}/status`, { token: admin, body: { status: 'approved' } })).body.status).toBe('approved');
    expect(await publicQuotes()).toContain(input.quote);
    const edited = await stack.request('PUT', `/api/admin/testimonials/${created.body.id}`, { token: admin, body: { ...input, quote: 'Forge found us a Swiss shop in five days.' } });
    expect(edited.body.quote).toBe('Forge found us a Swiss shop in five days.');
    expect((await stack.request('POST', '/api/admin/testimonials/reorder', { token: admin, body: { ids: [created.body.id] } })).status).toBe(204);
    expect((await publicQuotes())[0]).toBe('Forge found us a Swiss shop in five days.');
    await stack.request('PUT', `/api/admin/testimonials/${created.body.id}/status`, { token: admin, body: { status: 'unpublished' } });
    expect(await publicQuotes()).not.toContain('Forge found us a Swiss shop in five days.');
    expect((await stack.request('POST', '/api/admin/testimonials', { token: admin, body: { ...input, photoUrl: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await auditActions('testimonial.unpublish')).length).toBe(1);
  });

  it('creates a testimonial without the optional title and location', async () => {
    const created = await stack.request('POST', '/api/admin/testimonials', { token: admin, body: { quote: 'Quotes came back within two days.', name: 'Lee Park', company: 'Park Fluidics' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: '', location: '', status: 'draft' });
  });
});

describe('leads pipeline', () => {
  it('moves a lead through the stages with owner, notes and next step; filters; exports CSV safely', async () => {
    const lead = await LeadModel.create({ kind: 'sales', name: '=cmd|x', email: 'ops@acme.test', company: 'Acme', message: 'Need 200 housings', sourcePage: '/sales' });
    const id = String(lead._id);
    const moved = await stack.request('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'qualified', owner: 'admin@forge.test', notes: 'Call Tuesday', nextStepAt: '2026-12-01' } });
    expect(moved.body).toMatchObject({ status: 'qualified', owner: 'admin@forge.test', nextStepAt: '2026-12-01' });
    expect((await stack.request('PATCH', `/api/admin/leads/${id}`, { token: admin, body: { status: 'maybe' } })).status).toBe(400);
    const qualified = await stack.request('GET', '/api/admin/leads?status=qualified&q=acme', { token: admin });
    expect(qualified.body.items.map((l: { id: string }) => l.id)).toEqual([id]);
    const csv = await (await fetch(`${stack.api.url}/api/admin/leads?format=csv`, { headers: { authorization: `Bearer ${admin}` } })).text();
    expect(csv).toContain(`'=cmd|x`);
    expect((await auditActions('lead.status')).map((r) => r.target.id)).toContain(id);
  });
});

describe('waitlist', () => {
  it('searches and bulk-invites: account created in the identity provider, invitation in the outbox', async () => {
    const entry = await WaitlistModel.create({ email: 'newshop@example.test', company: 'New Shop LLC', role: 'supplier', source: 'landing', description: 'wire EDM' });
    const found = await stack.request('GET', '/api/admin/waitlist?q=new%20shop', { token: admin });
    expect(found.body.items.map((e: { id: string }) => e.id)).toEqual([String(entry._id)]);
    const invited = await stack.request('POST', '/api/admin/waitlist/invite', { token: admin, body: { ids: [String(entry._id), '0123456789abcdef01234567'] } });
    expect(invited.status).toBe(200);
    expect(invited.body.invited).toEqual([{ id: String(entry._id), email: 'newshop@example.test', account: 'created' }]);
    expect(invited.body.failed).toEqual([expect.objectContaining({ id: '0123456789abcdef01234567' })]);
    const again = await stack.request('POST', '/api/admin/waitlist/invite', { token: admin, body: { ids: [String(entry._id)] } });
    expect(again.body.invited[0].account).toBe('existing');
    const emails = await stack.request('GET', '/api/admin/emails?template=waitlist-invitation&to=newshop%40example.test', { token: admin });
    expect(emails.body.total).toBe(2);
    expect((await stack.request('GET', '/api/admin/waitlist?status=invited', { token: admin })).body.total).toBe(1);
  });
});

describe('emails', () => {
  it('shows an email with its HTML, resends it, and renders every template from sample data', async () => {
    const list = await stack.request('GET', '/api/admin/emails?pageSize=1', { token: admin });
    const [first] = list.body.items;
    const detail = await stack.request('GET', `/api/admin/emails/${first.id}`, { token: admin });
    expect(detail.body.html).toMatch(/^<!doctype html>/);
    const resent = await stack.request('POST', `/api/admin/emails/${first.id}/resend`, { token: admin });
    expect(resent.status).toBe(201);
    expect(resent.body.id).not.toBe(first.id);
    const templates = await stack.request('GET', '/api/admin/email-templates', { token: admin });
    expect(templates.body.items.map((t: { template: string }) => t.template)).toEqual(expect.arrayContaining(['waitlist-confirmation', 'waitlist-invitation', 'lead-received', 'newsletter-confirm']));
    expect((await auditActions('email.resend')).length).toBe(1);
  });
});

describe('analytics and dashboard', () => {
  it('aggregates events per day/week, top and zero-result searches, pages and the funnel, by environment', async () => {
    const at = new Date();
    const event = (type: string, props: Record<string, unknown>, environment = 'production', uid: string | null = null) => ({ type, props, environment, at, uid, visitorId: 'v1' });
    await AnalyticsEventModel.insertMany([
      event('supplier_search', { query: 'CNC Ohio', resultCount: 12, searchType: 'text' }),
      event('supplier_search', { query: 'cnc ohio', resultCount: 10, searchType: 'text' }),
      event('supplier_search', { query: 'unobtanium forging', resultCount: 0, searchType: 'text' }),
      event('page_view', { path: '/forge' }),
      event('identify', { event: 'signup' }, 'production', 'u-funnel'),
      event('bom_upload', { fileName: 'a.csv', fileType: 'text/csv', fileSize: 10, user: 'u-funnel' }, 'production', 'u-funnel'),
      event('processing_complete', { uploadId: 'x', processingTimeMs: 5, linesProcessed: 40, suppliersFound: 3 }),
      event('supplier_search', { query: 'dev only', resultCount: 1, searchType: 'text' }, 'development'),
    ]);
    const report = await stack.request('GET', '/api/admin/analytics/report?environment=production&interval=week', { token: admin });
    expect(report.status).toBe(200);
    expect(report.body.totals.supplier_search).toBe(3);
    expect(report.body.topQueries[0]).toEqual({ label: 'cnc ohio', count: 2 });
    expect(report.body.zeroResultQueries).toEqual([{ label: 'unobtanium forging', count: 1 }]);
    expect(report.body.topPages[0]).toEqual({ label: '/forge', count: 1 });
    expect(report.body.funnel.slice(0, 2)).toEqual([{ step: 'Signed up', users: 1 }, { step: 'Uploaded a BOM', users: 1 }]);
    expect(report.body.series.reduce((sum: number, b: { counts: Record<string, number> }) => sum + b.counts.supplier_search!, 0)).toBe(3);
    expect((await stack.request('GET', '/api/admin/analytics/report?from=2026-02-01&to=2026-01-01', { token: admin })).status).toBe(400);
    // without ?environment: this deployment's own (the test stack is not production)
    expect((await stack.request('GET', '/api/admin/analytics/report', { token: admin })).body.environment).toBe('development');

    const dashboard = await stack.request('GET', '/api/admin/dashboard?environment=production', { token: admin });
    const figure = (key: string) => dashboard.body.figures.find((f: { key: string }) => f.key === key);
    expect(figure('searches')).toMatchObject({ today: 3, previous: 0, href: '/admin/analytics' });
    expect(figure('linesProcessed').today).toBe(40);
    expect(figure('leads').today).toBeGreaterThanOrEqual(1);
    expect(figure('waitlistEntries').href).toBe('/admin/waitlist');
  });

  it('counts the day’s signups from the accounts that joined, not from analytics events', async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000);
    const before = await stack.request('GET', '/api/admin/dashboard', { token: admin });
    const signups = (body: { figures: { key: string; today: number; previous: number }[] }) => body.figures.find((f) => f.key === 'signups')!;
    await UserModel.create([
      { _id: 'joined-today-1', email: 'j1@example.com', role: 'buyer', createdAt: now, lastSignInAt: now },
      { _id: 'joined-today-2', email: 'j2@example.com', role: 'supplier', createdAt: now, lastSignInAt: now },
      { _id: 'joined-yesterday', email: 'j3@example.com', role: 'buyer', createdAt: yesterday, lastSignInAt: yesterday },
    ]);
    const after = await stack.request('GET', '/api/admin/dashboard', { token: admin });
    expect(signups(after.body).today - signups(before.body).today).toBe(2);
    expect(signups(after.body).previous - signups(before.body).previous).toBe(1);
  });
});
