import { seedContentIfEmpty } from '../../src/domains/content/index.js';
import { startTestStack, viaShellFrom, type TestStack } from '../support/stack.js';

/** Seeded content, case-insensitive slugs, investor metrics and the guards on admin and investor reads. */
describe('content reads', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('seeds only empty collections and reports what it inserted', async () => {
    const first = await seedContentIfEmpty();
    expect(first.careers).toBeGreaterThanOrEqual(6);
    expect(first.news).toBeGreaterThanOrEqual(6);
    expect(first.testimonials).toBeGreaterThanOrEqual(6);
    expect(first.presentations).toBeGreaterThanOrEqual(3);
    expect(await seedContentIfEmpty()).toEqual({ careers: 0, news: 0, testimonials: 0, presentations: 0 });
  });

  it('lists careers, news and testimonials and opens one of each', async () => {
    const careers = await stack.request('GET', '/api/careers');
    expect(careers.body.items.length).toBeGreaterThanOrEqual(6);
    expect(careers.body.items[0].responsibilities).toBeUndefined();
    const role = await stack.request('GET', `/api/careers/${careers.body.items[0].slug}`);
    expect(role.body.requirements.length).toBeGreaterThan(0);

    const news = await stack.request('GET', '/api/news');
    const dates = news.body.items.map((a: any) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const article = await stack.request('GET', `/api/news/${news.body.items[0].slug}`);
    expect(article.body.body.length).toBeGreaterThan(0);
    expect((await stack.request('GET', '/api/news/no-such-article')).status).toBe(404);

    const testimonials = await stack.request('GET', '/api/testimonials');
    expect(testimonials.body.items[0]).toEqual(expect.objectContaining({ name: expect.any(String), company: expect.any(String), partsSourced: expect.any(Array) }));
  });

  it('serves presentations with slides; the August-CDL slug answers in any case', async () => {
    const customer = await stack.request('GET', '/api/presentations?kind=customer');
    expect(customer.body.items.length).toBeGreaterThanOrEqual(2);
    for (const deck of customer.body.items) expect(deck.slideCount).toBeGreaterThanOrEqual(6);
    const upper = await stack.request('GET', '/api/presentations/August-CDL');
    const lower = await stack.request('GET', '/api/presentations/august-cdl');
    expect(upper.status).toBe(200);
    expect(lower.body.id).toBe(upper.body.id);
    expect((await stack.request('GET', '/api/presentations/bad slug!')).status).toBe(400);
  });

  it('gives investors and admins live metrics and refuses buyers and visitors', async () => {
    await stack.request('POST', '/api/leads', {
      body: { kind: 'sales', name: 'Ivy', email: 'ivy@example.com', message: 'Hi', sourcePage: '/sales' },
      headers: viaShellFrom('192.0.2.50'),
    });
    const investor = await stack.request('GET', '/api/investor/metrics', { token: await stack.tokenFor('investor') });
    expect(investor.status).toBe(200);
    expect(investor.body).toEqual(
      expect.objectContaining({ suppliers: expect.any(Number), verifiedSuppliers: expect.any(Number), bomUploads: expect.any(Number), linesProcessed: expect.any(Number), waitlistSignups: expect.any(Number) }),
    );
    expect(investor.body.leads).toBeGreaterThanOrEqual(1);
    expect((await stack.request('GET', '/api/investor/metrics', { token: await stack.tokenFor('admin') })).status).toBe(200);
    const buyer = await stack.request('GET', '/api/investor/metrics', { token: await stack.tokenFor('buyer') });
    expect(buyer.status).toBe(403);
    expect(buyer.body.error.message).toMatch(/INVESTOR, admin/);
    expect((await stack.request('GET', '/api/investor/metrics')).status).toBe(401);
  });

  it('keeps admin reads for admins', async () => {
    const buyer = await stack.tokenFor('buyer');
    for (const path of ['/api/admin/waitlist', '/api/admin/leads', '/api/admin/emails']) {
      expect((await stack.request('GET', path, { token: buyer })).status).toBe(403);
    }
    const emails = await stack.request('GET', '/api/admin/emails?pageSize=5', { token: await stack.tokenFor('admin') });
    expect(emails.body).toEqual(expect.objectContaining({ page: 1, pageSize: 5, total: expect.any(Number) }));
    expect((await stack.request('GET', '/api/admin/waitlist?role=investor', { token: await stack.tokenFor('admin') })).status).toBe(400);
  });
});
