/**
 * /readyz and the "processing is delayed" status (issue 17 part 3) on a real Redis with a real BOM worker:
 * not ready, naming the BOM workers, while none is connected; ready once one is; delayed again when it goes.
 */
import { pino } from 'pino';
import { startBomWorker } from '../../src/worker/bom-worker.js';
import { startTestStack, type TestStack } from '../support/stack.js';

describe('readiness: Redis and BOM workers (real Redis, real worker)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const settle = () => new Promise((r) => setTimeout(r, 1100)); // the status is cached for 1 s per replica

  it('names the missing worker, then is ready while one runs, then delayed again', async () => {
    const before = await stack.request('GET', '/readyz');
    expect(before.status).toBe(503);
    expect(before.body.checks).toMatchObject({ redis: 'ok', 'bom-workers': 'no BOM worker is alive', mongodb: 'ok' });
    const delayed = await stack.request('GET', '/api/processing/status');
    expect(delayed.body).toMatchObject({ redis: 'ok', workers: 0, delayed: true });
    expect(delayed.body.message).toMatch(/processing is delayed/);

    const worker = await startBomWorker(stack.config, pino({ level: 'silent' }), { metricsPort: 0, connectMongo: false });
    await settle();
    const ready = await stack.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toMatchObject({ redis: 'ok', 'bom-workers': 'ok' });
    expect((await stack.request('GET', '/api/processing/status')).body).toMatchObject({ workers: 1, delayed: false, message: null });

    await worker.close(5000);
    await settle();
    expect((await stack.request('GET', '/readyz')).status).toBe(503);
    expect((await stack.request('GET', '/api/processing/status')).body.delayed).toBe(true);
  });
});
