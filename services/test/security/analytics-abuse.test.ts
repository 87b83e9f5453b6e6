/** Metrics that can't be inflated (issue 20 part 4): known events only, ids counted once, a per-client limit. */
import { randomUUID } from 'node:crypto';
import { EVENTS_PER_MINUTE, MAX_EVENT_BYTES } from '../../src/domains/analytics/limits.js';
import { VISITOR_COOKIE } from '../../src/domains/analytics/visitor.js';
import { atDepth } from '../support/depth.js';
import { startTestStack, type TestStack } from '../support/stack.js';

const pageView = (id = randomUUID(), extra: Record<string, unknown> = {}) => ({
  id,
  environment: 'development',
  event: { type: 'page_view', props: { path: '/states' } },
  ...extra,
});

describe('analytics events (real API, store and Redis)', () => {
  let stack: TestStack;
  let admin: string;

  beforeAll(async () => {
    // The global per-IP budget is set above the 10,000 events, so what is measured is the analytics limit alone.
    stack = await startTestStack({ redis: true, env: { API_LIMIT_PER_IP_PER_MINUTE: '1000000' } });
    admin = await stack.tokenFor('admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const summary = async () => (await stack.request('GET', '/api/admin/analytics?days=1', { token: admin })).body;

  it('refuses unknown types, bad props, a missing id and oversized bodies', async () => {
    const send = (body: unknown) => stack.request('POST', '/api/analytics/events', { body, headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect((await send({ ...pageView(), event: { type: 'made_up', props: {} } })).status).toBe(400);
    expect((await send({ ...pageView(), event: { type: 'page_view', props: { path: 5 } } })).status).toBe(400);
    const { id: _id, ...noId } = pageView();
    const missing = await send(noId);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/id/);
    const big = await send(pageView(randomUUID(), { path: 'x'.repeat(MAX_EVENT_BYTES) }));
    expect(big.status).toBe(400);
    expect(big.body.error.message).toMatch(/at most 4096 bytes/);
  });

  it('counts a repeated id once, and visitors from the server cookie, not the client id', async () => {
    const before = await summary();
    const id = randomUUID();
    const first = await stack.request('POST', '/api/analytics/events', { body: pageView(id, { anonymousId: 'a' }) });
    expect(first.status).toBe(202);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36}; .*HttpOnly`));
    const visitor = cookie.split(';')[0]!;
    for (const anonymousId of ['b', 'c', 'd']) {
      const again = await stack.request('POST', '/api/analytics/events', { body: pageView(randomUUID(), { anonymousId }), headers: { cookie: visitor } });
      expect(again.status).toBe(202);
      expect(again.headers.get('set-cookie')).toBeNull();
    }
    expect((await stack.request('POST', '/api/analytics/events', { body: pageView(id), headers: { cookie: visitor } })).status).toBe(202);
    const after = await summary();
    expect((after.counts.page_view ?? 0) - (before.counts.page_view ?? 0)).toBe(4); // 5 sends, one a repeat
    expect(after.uniqueVisitors - before.uniqueVisitors).toBe(1); // four client ids, one cookie
  });

  // 1,000 is already eight minutes' worth of the limit; test:deep sends the full 10,000.
  const total = atDepth(1_000, 10_000);
  it(`${total.toLocaleString('en-US')} events from one client move the figures by at most the limit`, async () => {
    const before = await summary();
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < total) {
          next++;
          const { status } = await stack.request('POST', '/api/analytics/events', { body: pageView() });
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    // The limit is per minute, counted from the client's first event: a slow machine that takes over a minute to
    // send them all lets the client have a second minute's worth.
    const minutes = Math.max(1, Math.ceil((Date.now() - started) / 60_000));
    const after = await summary();
    const moved = (after.counts.page_view ?? 0) - (before.counts.page_view ?? 0);
    expect(moved).toBeLessThanOrEqual(EVENTS_PER_MINUTE * minutes);
    expect(statuses.get(202) ?? 0).toBe(moved);
    expect(statuses.get(429)).toBe(total - moved);
    expect(after.uniqueVisitors - before.uniqueVisitors).toBeLessThanOrEqual(moved);
  }, 180_000); // 10,000 real HTTP requests: well over a minute on a loaded 2-core machine
});
