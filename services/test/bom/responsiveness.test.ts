import { Queue } from 'bullmq';
import { BOM_QUEUE } from '../../src/lib/queue.js';
import { closeSharedParsePool, sharedParsePool } from '../../src/domains/bom/parse-pool.js';
import { createLogger } from '../../src/lib/logger.js';
import { startBomWorker, type RunningWorker } from '../../src/worker/bom-worker.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { buildLargeWorkbook, generatedCsv, largeCsv } from './fixtures.js';
import { uploadFile, waitFor, waitForUpload } from './helpers.js';

const LINES = 19_990;

/**
 * Reading a large XLSX is seconds of exceljs CPU. It runs on reading threads, so while it runs the API and the
 * worker still answer: each check asks for another request's answer while the reading task is provably still
 * in hand, and compares orders of events, never times.
 */
describe('BOM files are read off the event loop (real API, worker, Redis and store)', () => {
  let stack: TestStack;
  const workers: RunningWorker[] = [];
  let buyer: string;
  let admin: string;
  let large: Buffer;
  let upload: { id: string; mapping: Record<string, number> };
  const logger = createLogger('test-worker', 'silent');

  beforeAll(async () => {
    stack = await startTestStack({ redis: true });
    workers.push(await startBomWorker(stack.config, logger, { connectMongo: false, metricsPort: 0 }));
    [buyer, admin] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin')]);
    large = await buildLargeWorkbook(LINES);
  });

  afterAll(async () => {
    for (const w of workers) await w.close(5000);
    await stack?.stop();
    await closeSharedParsePool();
  });

  /** Tracks whether a promise has settled, so waits for "reading started" end if the work finished first. */
  function settledFlag<T>(promise: Promise<T>) {
    const flag = { settled: false, promise };
    void promise.finally(() => {
      flag.settled = true;
    }).catch(() => undefined);
    return flag;
  }

  async function processUpload(mapping = upload.mapping) {
    const res = await stack.request('POST', `/api/bom/uploads/${upload.id}/process`, { token: buyer, body: { mapping } });
    expect(res.status).toBe(202);
  }

  /** Uploads a file and asks /healthz once its reading has started; returns the upload's answer. */
  async function uploadWhileProbing(fileName: string, content: Buffer | string) {
    let uploadAnswered = false;
    const pending = uploadFile(stack, buyer, fileName, content).finally(() => {
      uploadAnswered = true;
    });
    // Bounded by the upload's own answer: a read that never reaches a thread fails here instead of hanging.
    await waitFor(async () => uploadAnswered || sharedParsePool().active > 0, 5);
    expect(uploadAnswered).toBe(false);
    const health = await fetch(`${stack.api.url}/healthz`);
    const stillReading = sharedParsePool().active > 0;
    expect(health.status).toBe(200);
    expect(stillReading).toBe(true);
    expect(uploadAnswered).toBe(false);
    const res = await pending;
    expect(res.status).toBe(201);
    return res.body.upload;
  }

  it('the API answers /healthz while it reads a large CSV (one synchronous pass: read inline, it would hold every request)', async () => {
    const csv = await uploadWhileProbing('large.csv', largeCsv(LINES));
    expect(csv).toMatchObject({ fileType: 'csv', headerRow: 0, lineCount: LINES });
  });

  it('the API answers /healthz while it reads a large XLSX upload', async () => {
    upload = await uploadWhileProbing('large.xlsx', large);
    expect(upload).toMatchObject({ fileType: 'xlsx', sheet: 'BOM', headerRow: 2, lineCount: LINES });
    expect(upload.mapping).toMatchObject({ partNumber: 1, description: 2, quantity: 3, material: 5 });
  });

  it('the worker answers /metrics while it reads and classifies that file, and stores every line once', async () => {
    const [worker] = workers;
    await processUpload();
    const finished = settledFlag(waitForUpload(stack, buyer, upload.id));
    await waitFor(async () => finished.settled || worker!.parsePool.active > 0, 5);
    expect(finished.settled).toBe(false);
    const metrics = await fetch(`http://127.0.0.1:${worker!.metricsPort}/metrics`);
    const stillReading = worker!.parsePool.active > 0;
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/forge_bom_job_duration_seconds_bucket/);
    expect(stillReading).toBe(true);

    const done = await finished.promise;
    expect(done).toMatchObject({ state: 'completed', processed: LINES, total: LINES });
    expect(done.summary.custom + done.summary.standard + done.summary.unknown).toBe(LINES);
    const lines = (await stack.request('GET', `/api/bom/uploads/${upload.id}/lines`, { token: buyer })).body as { lineNo: number }[];
    expect(lines).toHaveLength(LINES);
    expect(new Set(lines.map((l) => l.lineNo)).size).toBe(LINES);
  });

  it('a worker asked to stop mid-read still answers, then finishes the job in hand before it closes', async () => {
    const worker = workers[0]!;
    await processUpload();
    const finished = settledFlag(waitForUpload(stack, buyer, upload.id));
    await waitFor(async () => finished.settled || worker.parsePool.active > 0, 5);
    expect(finished.settled).toBe(false);
    let closed = false;
    const closing = worker.close(120_000).then(() => {
      closed = true;
    });
    const health = await fetch(`http://127.0.0.1:${worker.metricsPort}/healthz`);
    expect(health.status).toBe(200);
    expect(closed).toBe(false);
    await closing;
    workers.shift();
    // Closed means the job in hand was finished, not released: its results are already committed.
    const after = (await stack.request('GET', `/api/bom/uploads/${upload.id}`, { token: buyer })).body.upload;
    expect(after).toMatchObject({ state: 'completed', processed: LINES });
    expect(await finished.promise).toMatchObject({ state: 'completed' });
  });

  it('a worker whose shutdown grace runs out hands the job back (no attempt spent); the next worker completes it once', async () => {
    const first = await startBomWorker(stack.config, logger, { connectMongo: false, metricsPort: 0 });
    await processUpload();
    const finished = settledFlag(waitForUpload(stack, buyer, upload.id));
    await waitFor(async () => finished.settled || first.parsePool.active > 0, 5);
    expect(finished.settled).toBe(false);
    await first.close(0);

    const queue = new Queue(BOM_QUEUE, { connection: { url: stack.config.redisUrl } });
    try {
      const job = await queue.getJob(upload.id);
      expect(await job!.getState()).toBe('waiting');
      expect(job!.attemptsMade).toBe(0);
    } finally {
      await queue.close();
    }
    expect(finished.settled).toBe(false);

    const next = await startBomWorker(stack.config, logger, { connectMongo: false, metricsPort: 0 });
    try {
      expect(await finished.promise).toMatchObject({ state: 'completed', processed: LINES });
      const lines = (await stack.request('GET', `/api/bom/uploads/${upload.id}/lines`, { token: buyer })).body as { lineNo: number }[];
      expect(lines).toHaveLength(LINES);
      expect(new Set(lines.map((l) => l.lineNo)).size).toBe(LINES);
    } finally {
      await next.close(5000);
    }
  });

  it('a file that exceeds the reading thread’s heap cap fails once, with a clear message, and the worker goes on', async () => {
    const capped = await startBomWorker({ ...stack.config, bomParse: { ...stack.config.bomParse, maxHeapMb: 48 } }, logger, { connectMongo: false, metricsPort: 0 });
    workers.push(capped);
    await processUpload();
    const failed = await waitForUpload(stack, buyer, upload.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/^"large\.xlsx" needs more than 48 MB of memory to read/);
    const queue = (await stack.request('GET', '/api/admin/queue', { token: admin })).body;
    expect(queue.failed.find((j: { id: string }) => j.id === upload.id)).toMatchObject({ attemptsMade: 1, error: expect.stringMatching(/48 MB of memory/) });

    const small = await uploadFile(stack, buyer, 'after.csv', generatedCsv(40, 'A'));
    expect((await stack.request('POST', `/api/bom/uploads/${small.body.upload.id}/process`, { token: buyer, body: { mapping: small.body.upload.mapping } })).status).toBe(202);
    expect(await waitForUpload(stack, buyer, small.body.upload.id)).toMatchObject({ state: 'completed', processed: 40 });
  });
});
