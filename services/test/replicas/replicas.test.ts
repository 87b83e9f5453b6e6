/**
 * Two API processes and two BOM workers on one store and one Redis (issue 17 part 2). Real processes, so nothing
 * kept in one process's memory can make them agree by accident: an edit through A is searchable on B within 1 s,
 * a claim link used on A is refused on B, and a BOM job both workers race for is processed exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { start as startMongo, type EmbeddedMongo } from '@forge/mongo-embedded';
import { startIdentity, type IdentityServer } from '../../identity/src/index.js';
import { login, SERVICES_CLIENT_SECRET } from '../../identity/test/stack.js';
import { startRedis } from '../../../scripts/lib/redis.mjs';
import { readSse } from '../bom/helpers.js';
import { DEMO, TEST_PROXY_SECRET } from '../support/stack.js';

interface Proc {
  child: ChildProcess;
  lines: string[];
  port?: number;
}

const SERVICES_DIR = join(import.meta.dirname, '..', '..');

function spawnService(entry: string, env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: SERVICES_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { child, lines: [] };
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        proc.lines.push(line);
        if (line.includes('"event":"listening"')) {
          proc.port = JSON.parse(line).port;
          resolve(proc);
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${proc.lines.slice(-20).join('\n')}`)));
  });
}

async function call(port: number, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as any };
}

describe('two API replicas and two workers on one store and one Redis', () => {
  let mongo: EmbeddedMongo;
  let identity: IdentityServer;
  let redis: { url: string; stop(): Promise<void> };
  let dataDir: string;
  const procs: Proc[] = [];
  let a: number;
  let b: number;
  let workers: Proc[];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    mongo = await startMongo({ inMemory: true, port: 0 });
    dataDir = await mkdtemp(join(tmpdir(), 'forge-replicas-'));
    identity = await startIdentity({ port: 0, mongoUri: mongo.uri, dataDir, seedDemoUsers: true, webOrigins: ['http://localhost:8080'], servicesClientSecret: SERVICES_CLIENT_SECRET });
    redis = await startRedis({ dir: join(dataDir, 'redis'), password: randomBytes(24).toString('base64url') });
    const env = {
      NODE_ENV: 'test',
      MONGODB_URI: `${mongo.uri}/forge`,
      REDIS_URL: redis.url,
      KEYCLOAK_URL: identity.issuer.replace(/\/realms\/forge$/, ''),
      KEYCLOAK_ADMIN_CLIENT_SECRET: SERVICES_CLIENT_SECRET,
      PROXY_SECRET: TEST_PROXY_SECRET,
      LOG_LEVEL: 'info',
      API_PORT: '0',
      WORKER_METRICS_PORT: '0',
    };
    // A seeds the demo suppliers; B starts on the same store once they are there.
    const apiA = await spawnService('src/api/main.ts', { ...env, SEED_SUPPLIERS: '40' });
    const apiB = await spawnService('src/api/main.ts', env);
    workers = await Promise.all([spawnService('src/worker/main.ts', env), spawnService('src/worker/main.ts', env)]);
    procs.push(apiA, apiB, ...workers);
    [a, b] = [apiA.port!, apiB.port!];
    for (const user of ['admin', 'buyer', 'supplier'] as const) {
      tokens[user] = (await login(identity.issuer, DEMO[user].email, DEMO[user].password)).tokens.access_token!;
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      procs.map((p) => new Promise<void>((resolve) => {
        if (p.child.exitCode !== null) return resolve();
        p.child.once('exit', () => resolve());
        p.child.kill('SIGTERM');
      })),
    );
    await identity?.stop();
    await redis?.stop();
    await mongo?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an edit through A is found by a search on B within 1 s', async () => {
    const listed = await call(b, 'GET', '/api/suppliers/search?page=1');
    const supplier = listed.body.hits[0];
    const word = `zq${randomBytes(4).toString('hex')}`;
    expect((await call(b, 'GET', `/api/suppliers/search?q=${word}`)).body.total).toBe(0);
    const edited = await call(a, 'PATCH', `/api/suppliers/${supplier.id}`, tokens.admin, { description: `Now offering ${word} finishing.` });
    expect(edited.status).toBe(200);
    const started = Date.now();
    let found = false;
    while (!found && Date.now() - started < 1000) {
      found = (await call(b, 'GET', `/api/suppliers/search?q=${word}`)).body.hits.some((r: { id: string }) => r.id === supplier.id);
      if (!found) await new Promise((r) => setTimeout(r, 20));
    }
    expect(found).toBe(true);
  });

  it('a reindex on A rebuilds B too (a supplier written straight to the store reaches both)', async () => {
    const word = `zr${randomBytes(4).toString('hex')}`;
    const client = await MongoClient.connect(`${mongo.uri}/forge`);
    try {
      const suppliers = client.db('forge').collection<{ _id: string } & Record<string, unknown>>('suppliers');
      const model = (await suppliers.findOne({}))!;
      await suppliers.insertOne({ ...model, _id: `${model._id}-${word}`, slug: `imported-${word}`, name: `Imported ${word} Works` });
    } finally {
      await client.close();
    }
    expect((await call(b, 'GET', `/api/suppliers/search?q=${word}`)).body.total).toBe(0);
    expect((await call(a, 'POST', '/api/admin/suppliers/reindex', tokens.admin)).status).toBe(200);
    expect((await call(a, 'GET', `/api/suppliers/search?q=${word}`)).body.total).toBe(1);
    let onB = 0;
    while (onB === 0) {
      onB = (await call(b, 'GET', `/api/suppliers/search?q=${word}`)).body.total;
      if (onB === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(onB).toBe(1);
  });

  it('a claim link used on A is refused on B', async () => {
    const listed = await call(a, 'GET', '/api/suppliers/search?page=1');
    const unclaimed = listed.body.hits.find((r: { claimed?: boolean }) => !r.claimed) ?? listed.body.hits[1];
    const claim = await call(a, 'POST', `/api/admin/suppliers/${unclaimed.id}/claim-tokens`, tokens.admin);
    expect(claim.status).toBe(201);
    expect((await call(a, 'POST', `/api/claims/${claim.body.token}`, tokens.supplier)).status).toBe(200);
    const onB = await call(b, 'POST', `/api/claims/${claim.body.token}`, tokens.buyer);
    expect(onB.status).toBe(410);
    expect(onB.body.error.message).toMatch(/already been used/);
  });

  it('a BOM job both workers race for is processed exactly once, every line stored once', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `RP-${1000 + i},Machined bracket ${i} 6061 aluminum,${i + 1}`);
    const form = new FormData();
    form.append('file', new Blob([`Part Number,Description,Quantity\n${rows.join('\n')}\n`], { type: 'text/csv' }), 'race.csv');
    const uploaded = await fetch(`http://127.0.0.1:${a}/api/bom/uploads`, { method: 'POST', headers: { authorization: `Bearer ${tokens.buyer}` }, body: form });
    const { upload } = (await uploaded.json()) as { upload: { id: string; mapping: Record<string, number> } };
    // Both replicas stream the job's progress (BullMQ's events over Redis), whichever worker runs it.
    const streams = [a, b].map((port) => readSse(`http://127.0.0.1:${port}/api/bom/uploads/${upload.id}/progress`, tokens.buyer!));
    expect((await call(a, 'POST', `/api/bom/uploads/${upload.id}/process`, tokens.buyer, { mapping: upload.mapping })).status).toBe(202);
    const [onA, onB] = await Promise.all(streams);
    for (const events of [onA!, onB!]) {
      expect(events.some((e) => e.state === 'processing')).toBe(true);
      expect(events.at(-1)).toEqual({ processed: 60, total: 60, state: 'completed' });
    }
    expect((await call(b, 'GET', `/api/bom/uploads/${upload.id}`, tokens.buyer)).body.upload.state).toBe('completed');
    const lines = (await call(b, 'GET', `/api/bom/uploads/${upload.id}/lines`, tokens.buyer)).body as { partNumber: string }[];
    expect(lines).toHaveLength(60);
    expect(new Set(lines.map((l) => l.partNumber)).size).toBe(60);
    const done = workers.map((w) => w.lines.filter((l) => l.includes('"bom job done"') && l.includes(upload.id)).length);
    expect(done.reduce((sum, n) => sum + n, 0)).toBe(1);
  });
});
