import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import mongoose from 'mongoose';
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { BOM_QUEUE } from '../../src/lib/queue.js';
import { startTestStack, type TestStack } from '../support/stack.js';
import { generatedCsv } from './fixtures.js';
import { uploadFile, waitFor, waitForUpload } from './helpers.js';

const servicesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface WorkerChild {
  child: ChildProcess;
  exited: Promise<number | null>;
}

describe('BOM worker resilience (worker child processes, real Redis with AOF)', () => {
  let stack: TestStack;
  let redisDir: string;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let buyer: string;
  let admin: string;
  const workers: WorkerChild[] = [];

  async function startWorkerChild(): Promise<WorkerChild> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], {
      cwd: servicesDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        MONGODB_URI: stack.config.mongoUri,
        REDIS_URL: redis.url,
        KEYCLOAK_URL: stack.config.auth.keycloakUrl,
        KEYCLOAK_ADMIN_CLIENT_SECRET: stack.config.auth.adminClientSecret,
        WORKER_METRICS_PORT: '0',
        LOG_LEVEL: 'silent',
        BOM_WORKER_LOCK_MS: '5000',
        BOM_WORKER_STALLED_INTERVAL_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('"event":"listening"')) resolve();
      });
      void exited.then((code) => reject(new Error(`worker exited early (${code}): ${out}`)));
    });
    const handle = { child, exited };
    workers.push(handle);
    return handle;
  }

  beforeAll(async () => {
    redisDir = await mkdtemp(join(tmpdir(), 'forge-bom-redis-'));
    redis = await startRedis({ dir: redisDir });
    // A stack of its own: this file kills workers and restarts Redis, chaos no other file should share.
    stack = await startTestStack({ private: true, env: { REDIS_URL: redis.url } });
    [buyer, admin] = await Promise.all([stack.tokenFor('buyer'), stack.tokenFor('admin')]);
  });

  afterAll(async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await stack?.stop();
    await redis?.stop();
    await rm(redisDir, { recursive: true, force: true });
  });

  it('a job killed (-9) mid-run completes exactly once with no lost or duplicated lines', async () => {
    const first = await startWorkerChild();
    const up = await uploadFile(stack, buyer, 'big.csv', generatedCsv(15_000, 'K'));
    expect(up.status).toBe(201);
    const id = up.body.upload.id;
    expect((await stack.request('POST', `/api/bom/uploads/${id}/process`, { token: buyer, body: { mapping: up.body.upload.mapping } })).status).toBe(202);
    await waitFor(async () => {
      const u = (await stack.request('GET', `/api/bom/uploads/${id}`, { token: buyer })).body.upload;
      return u.state === 'processing' && u.processed > 0;
    }, 10);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    await startWorkerChild();
    const done = await waitForUpload(stack, buyer, id);
    expect(done).toMatchObject({ state: 'completed', processed: 15_000, total: 15_000 });
    const db = mongoose.connection.db!;
    const uploadId = new mongoose.Types.ObjectId(id);
    const pages = await db.collection('bom_line_pages').find({ uploadId }).toArray();
    expect(new Set(pages.map((p) => p.run)).size).toBe(1);
    const stored = pages.flatMap((p) => p.lines as { lineNo: number }[]);
    expect(stored).toHaveLength(15_000);
    expect(new Set(stored.map((l) => l.lineNo)).size).toBe(15_000);
    expect(await db.collection('analytics_events').countDocuments({ type: 'processing_complete', 'props.uploadId': id })).toBe(1);
    const queue = new Queue(BOM_QUEUE, { connection: { url: redis.url } });
    queue.on('error', () => undefined);
    const job = await queue.getJob(id);
    expect(job?.finishedOn).toBeDefined();
    expect(job?.returnvalue).toMatchObject({ status: 'completed', lines: 15_000 });
    await queue.close();
  }, 240_000); // 15,000 lines processed twice over by real worker processes: minutes on a loaded 2-core machine

  it('SIGTERM drains the worker; jobs waiting through a Redis restart are not lost; the API answers 503 meanwhile and recovers', async () => {
    for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM');
    expect(await workers.at(-1)!.exited).toBe(0);

    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const up = await uploadFile(stack, buyer, `wait-${i}.csv`, generatedCsv(200, `W${i}`));
      ids.push(up.body.upload.id);
      expect((await stack.request('POST', `/api/bom/uploads/${up.body.upload.id}/process`, { token: buyer, body: { mapping: up.body.upload.mapping } })).status).toBe(202);
    }
    expect((await stack.request('GET', '/api/admin/queue', { token: admin })).body.counts.waiting).toBe(3);

    const late = await uploadFile(stack, buyer, 'late.csv', generatedCsv(10, 'L'));
    expect(late.status).toBe(201);
    await redis.stop();
    const refused = await stack.request('POST', `/api/bom/uploads/${late.body.upload.id}/process`, { token: buyer, body: { mapping: late.body.upload.mapping } });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ status: 'unavailable' });
    expect(refused.body.error.message).toMatch(/queue \(Redis\) is unavailable/);
    expect((await stack.request('GET', '/api/admin/queue', { token: admin })).status).toBe(503);
    expect((await stack.request('GET', `/api/bom/uploads/${late.body.upload.id}`, { token: buyer })).body.upload.state).toBe('awaiting-mapping');

    redis = await startRedis({ dir: redisDir, port: redis.port });
    const stats = await waitFor(async () => {
      const res = await stack.request('GET', '/api/admin/queue', { token: admin });
      return res.status === 200 ? res.body : null;
    }, 200);
    expect(stats.counts.waiting).toBe(3);
    expect((await stack.request('POST', `/api/bom/uploads/${late.body.upload.id}/process`, { token: buyer, body: { mapping: late.body.upload.mapping } })).status).toBe(202);

    await startWorkerChild();
    for (const id of [...ids, late.body.upload.id]) {
      expect(await waitForUpload(stack, buyer, id)).toMatchObject({ state: 'completed' });
    }
    const lines = await stack.request('GET', `/api/bom/uploads/${ids[0]}/lines`, { token: buyer });
    expect(lines.body).toHaveLength(200);
  });
});
