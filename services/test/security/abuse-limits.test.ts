/**
 * Abuse limits (issue 17 part 5) on the real API with a real Redis: a global budget per client IP and BOM uploads
 * per user, counted in Redis (shared by replicas), each answering 429 with Retry-After and a message to show.
 */
import { Redis } from 'ioredis';
import { startTestStack, viaShellFrom, type TestStack } from '../support/stack.js';

describe('abuse limits (real API, real Redis)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ redis: true, env: { API_LIMIT_PER_IP_PER_MINUTE: '20', BOM_UPLOADS_PER_USER_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('a client IP gets 20 requests a minute, then 429 with a message; another IP is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await stack.request('GET', '/api/catalogue/processes', { headers: viaShellFrom('198.51.100.7') })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await stack.request('GET', '/api/catalogue/processes', { headers: viaShellFrom('198.51.100.7') });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many requests from your network: at most 20 a minute\. Try again in \d+ seconds\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stack.request('GET', '/api/catalogue/processes', { headers: viaShellFrom('198.51.100.8') })).status).toBe(200);
  });

  it('the per-IP budget covers the callable functions too (POST /api/functions/{name})', async () => {
    const call = () => stack.request('POST', '/api/functions/doesNotExist', { body: { data: {} }, headers: viaShellFrom('198.51.100.9') });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await call()).status);
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Too many requests from your network/);
  });

  it('a user may upload 2 BOM files an hour, then 429 with a message; another user is not affected', async () => {
    const upload = async (user: 'buyer' | 'supplier', ip: string) => {
      const form = new FormData();
      form.append('file', new Blob(['Part Number,Description,Quantity\nAB-1,Bracket,2\n'], { type: 'text/csv' }), 'limit.csv');
      const response = await fetch(`${stack.api.url}/api/bom/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await stack.tokenFor(user)}`, ...viaShellFrom(ip) },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { error?: { message: string } } };
    };
    expect((await upload('buyer', '203.0.113.1')).status).toBe(201);
    expect((await upload('buyer', '203.0.113.2')).status).toBe(201);
    const third = await upload('buyer', '203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.body.error?.message).toMatch(/uploaded 2 BOM files in the last hour/);
    expect((await upload('supplier', '203.0.113.4')).status).toBe(201);
  });

  it('the counters live in Redis, where every replica reads them', async () => {
    const redis = new Redis(stack.redisUrl!);
    const keys = [...(await redis.keys('ratelimit:api-ip:*')), ...(await redis.keys('ratelimit:bom-uploads:*'))];
    redis.disconnect();
    expect(keys.some((k) => k.includes('198.51.100.7'))).toBe(true);
    expect(keys.some((k) => k.startsWith('ratelimit:bom-uploads:'))).toBe(true);
  });
});
