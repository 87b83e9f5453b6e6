/**
 * Issue 41: a buyer waiting on a paused BOM queue is told that an operator paused processing (real Redis, real
 * worker, the admin's real pause and resume routes), not that a worker is missing.
 */
import { pino } from 'pino';
import { startBomWorker } from '../../src/worker/bom-worker.js';
import { startTestStack, type TestStack } from '../support/stack.js';

describe('processing status while the BOM queue is paused', () => {
  let stack: TestStack;
  let worker: Awaited<ReturnType<typeof startBomWorker>>;
  let admin: string;
  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
    admin = await stack.tokenFor('admin');
    worker = await startBomWorker(stack.config, pino({ level: 'silent' }), { metricsPort: 0, connectMongo: false });
  });
  afterAll(async () => {
    await worker?.close(5000);
    await stack?.stop();
  });

  const settle = () => new Promise((r) => setTimeout(r, 1100)); // the status is cached for 1 s per replica
  const status = async () => (await stack.request('GET', '/api/processing/status')).body;

  it('reports the pause with its own message while a worker runs, and clears it on resume', async () => {
    await settle();
    expect(await status()).toMatchObject({ redis: 'ok', workers: 1, paused: false, delayed: false, message: null });

    expect((await stack.request('POST', '/api/admin/queue/pause', { token: admin })).body).toEqual({ paused: true });
    await settle();
    expect(await status()).toEqual({
      redis: 'ok', workers: 1, paused: true, delayed: true,
      message: 'Processing is paused by an operator; your BOM will be processed when it resumes.',
    });
    // a pause is not a missing worker: the API stays ready
    expect((await stack.request('GET', '/readyz')).status).toBe(200);

    expect((await stack.request('POST', '/api/admin/queue/resume', { token: admin })).body).toEqual({ paused: false });
    await settle();
    expect(await status()).toMatchObject({ paused: false, delayed: false, message: null });
  });
});
