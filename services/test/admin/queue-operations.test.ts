/** Issue 41: every queue is listed, every queue write is audited, and bull-board opens with a one-time code (no token in a URL). */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_METRICS, sampleWaiting } from '../../src/domains/bom/queue-history.js';
import { BOM_QUEUE } from '../../src/lib/queue.js';
import { useTestStack, type TestStack } from '../support/stack.js';

let stack: TestStack;
let admin: string;
let buyer: string;
let connection: Redis;

useTestStack({ redis: true }, async (started) => {
  stack = started;
  [admin, buyer] = await Promise.all([stack.tokenFor('admin'), stack.tokenFor('buyer')]);
  connection = new Redis(stack.redisUrl!, { maxRetriesPerRequest: null });
});
afterAll(() => connection?.disconnect());

const audit = async (action: string) => (await stack.request('GET', `/api/admin/audit?action=${action}`, { token: admin })).body.items as { actor: { email: string }; target: { id: string }; before: unknown; after: unknown }[];

it('lists the rfq-deadlines queue beside the BOM queue', async () => {
  const overview = await stack.request('GET', '/api/admin/queue', { token: admin });
  expect(overview.status).toBe(200);
  expect(overview.body.otherQueues).toEqual([
    expect.objectContaining({ name: 'rfq-deadlines', paused: false, counts: expect.objectContaining({ delayed: expect.any(Number), failed: expect.any(Number) }) }),
  ]);
});

it('writes pause, resume, retry and remove to the audit log with before and after', async () => {
  expect((await stack.request('POST', '/api/admin/queue/pause', { token: admin })).body).toEqual({ paused: true });
  expect((await stack.request('POST', '/api/admin/queue/resume', { token: admin })).body).toEqual({ paused: false });
  expect(await audit('queue.pause')).toEqual([expect.objectContaining({ actor: expect.objectContaining({ email: 'admin@forge.test' }), target: expect.objectContaining({ id: BOM_QUEUE }), before: { paused: false }, after: { paused: true } })]);
  expect(await audit('queue.resume')).toHaveLength(1);

  // A job that fails for real, through a worker on the same Redis.
  const queue = new Queue(BOM_QUEUE, { connection });
  const job = await queue.add('process', { uploadId: 'audit-job', fileName: 'audit.csv' }, { jobId: 'audit-job', attempts: 1 });
  const worker = new Worker(BOM_QUEUE, async () => { throw new Error('boom'); }, { connection: connection.duplicate() });
  await new Promise<void>((resolve) => worker.on('failed', () => resolve()));
  await worker.close();

  expect((await stack.request('POST', `/api/admin/queue/jobs/${job.id}/retry`, { token: admin })).status).toBe(200);
  expect(await audit('queue.retry')).toEqual([expect.objectContaining({ target: expect.objectContaining({ id: `${BOM_QUEUE}:audit-job` }), before: expect.objectContaining({ state: 'failed', error: 'boom' }) })]);
  expect((await stack.request('DELETE', `/api/admin/queue/jobs/${job.id}`, { token: admin })).status).toBe(200);
  expect(await audit('queue.remove')).toHaveLength(1);
  await queue.close();
});

it('opens bull-board with a one-time code that becomes an HttpOnly cookie; a token in the URL opens nothing', async () => {
  expect((await stack.request('POST', '/api/admin/queue/board-code', { token: buyer })).status).toBe(403);
  expect((await fetch(`${stack.api.url}/api/admin/bull-board?access_token=${admin}`, { redirect: 'manual' })).status).toBe(401);

  const issued = await stack.request('POST', '/api/admin/queue/board-code', { token: admin });
  expect(issued.status).toBe(200);
  expect(issued.body.url).toMatch(/^\/api\/admin\/bull-board\?code=[\w-]{32}$/);
  const opened = await fetch(`${stack.api.url}${issued.body.url}`, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe('/api/admin/bull-board');
  const cookie = opened.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/Path=\/api\/admin\/bull-board/);
  expect(cookie).not.toContain(admin);
  expect((await fetch(`${stack.api.url}${issued.body.url}`, { redirect: 'manual' })).status).toBe(401);

  const session = cookie.split(';')[0]!;
  const board = await fetch(`${stack.api.url}/api/admin/bull-board`, { headers: { cookie: session } });
  expect(board.status).toBe(200);
  const queues = await fetch(`${stack.api.url}/api/admin/bull-board/api/queues`, { headers: { cookie: session } });
  expect(queues.status).toBe(200);
  const names = ((await queues.json()) as { queues: { name: string }[] }).queues.map((q) => q.name);
  expect(names).toEqual(expect.arrayContaining([BOM_QUEUE, 'rfq-deadlines']));
  expect((await fetch(`${stack.api.url}/api/admin/bull-board`, { headers: { cookie: 'forge_bull_board=forged' } })).status).toBe(401);
});

it('charts 24 h per minute from Redis (completed, failed, waiting) and counts each job\'s retries', async () => {
  expect((await stack.request('GET', '/api/admin/queue/history', { token: buyer })).status).toBe(403);
  const queue = new Queue(BOM_QUEUE, { connection });
  const tries = new Map<string, number>();
  const workerConnection = connection.duplicate();
  // two jobs pass at once; "flaky" fails twice and passes on its third attempt; "doomed" fails for good
  const worker = new Worker(
    BOM_QUEUE,
    async (job) => {
      const n = (tries.get(job.id!) ?? 0) + 1;
      tries.set(job.id!, n);
      if ((job.id === 'flaky' && n < 3) || job.id === 'doomed') throw new Error(`attempt ${n} failed`);
      return { ok: true };
    },
    { connection: workerConnection, metrics: QUEUE_METRICS },
  );
  const finished = new Promise<void>((resolve) => {
    let done = 0;
    const settle = () => ++done === 4 && resolve();
    worker.on('completed', settle);
    worker.on('failed', (job) => job?.id === 'doomed' && settle());
  });
  await queue.add('process', { uploadId: 'ok-1', fileName: 'ok-1.csv' }, { jobId: 'ok-1' });
  await queue.add('process', { uploadId: 'ok-2', fileName: 'ok-2.csv' }, { jobId: 'ok-2' });
  await queue.add('process', { uploadId: 'flaky', fileName: 'flaky.xlsx' }, { jobId: 'flaky', attempts: 3 });
  await queue.add('process', { uploadId: 'doomed', fileName: 'doomed.csv' }, { jobId: 'doomed', attempts: 1 });
  await finished;
  await worker.close();
  workerConnection.disconnect();
  // four jobs left waiting (no worker), sampled as the worker process does each minute
  for (let i = 0; i < 4; i++) await queue.add('process', { uploadId: `w-${i}`, fileName: `w-${i}.csv` });
  await sampleWaiting(queue, connection);

  const res = await stack.request('GET', '/api/admin/queue/history', { token: admin });
  expect(res.status).toBe(200);
  const points = res.body.points as { at: string; completed: number; failed: number; waiting: number | null }[];
  expect(points).toHaveLength(24 * 60);
  expect(Date.parse(points.at(-1)!.at)).toBeGreaterThan(Date.now() - 120_000);
  expect(points.reduce((sum, p) => sum + p.completed, 0)).toBe(3);
  expect(points.reduce((sum, p) => sum + p.failed, 0)).toBe(1); // BullMQ counts a job failed when no attempt is left
  expect(points.filter((p) => p.waiting !== null).map((p) => p.waiting)).toEqual([4]);
  expect(res.body.retried).toEqual([{ id: 'flaky', fileName: 'flaky.xlsx', state: 'completed', retries: 2, error: expect.any(String) }]);
  await queue.drain();
  await queue.close();
});
