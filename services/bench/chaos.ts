/**
 * `npm run chaos`: starts its own supervised stack (ports +30000, data in .data/chaos, removed first), drives the
 * signed-in mix (My Activity, BOM uploads, RFQ list) plus a stream of acknowledged writes (RFQ drafts) and shell page
 * probes, and injects one fault at a time:
 *   Redis restarted · the BOM worker kill -9'd mid-job · the store kill -9'd (the launcher restarts it) · a remote
 *   stopped and started.
 * For each fault it prints the requests lost (network errors and 5xx), the acknowledged writes lost (read back at the
 * end: must be 0), the time until the API is ready and answers again, and whether the shell kept serving pages.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser } from '../identity/test/http.js';
import { login } from '../identity/test/stack.js';
import { startStack, type RunningStack } from '../../scripts/lib/stack.mjs';
import { jsonOrText } from '../test/support/http.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OFFSET = Number(process.env.CHAOS_PORT_OFFSET ?? 30000);
const CONNECTIONS = Number(process.env.CHAOS_CONNECTIONS ?? 8);
const SETTLE_MS = 3000;

interface Sample {
  at: number;
  kind: 'read' | 'write' | 'shell';
  ok: boolean;
  status: number;
  path?: string;
}

const samples: Sample[] = [];
const acknowledged: string[] = [];
let token = '';
let running = true;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base: string, pathName: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetch(`${base}${pathName}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(10_000) });
    return { status: res.status, body: (await jsonOrText(res)) as unknown };
  } catch {
    return { status: 0, body: null };
  }
}

/** Lost = no answer or a 5xx. A 429 or 401 is an answer (the client knows what to do). */
const lost = (status: number) => status === 0 || status >= 500;

async function readLoop(base: string) {
  const paths = ['/api/my-activity', '/api/bom/uploads', '/api/rfqs'];
  let i = 0;
  while (running) {
    const { status } = await call(base, paths[i++ % paths.length]!);
    samples.push({ at: Date.now(), kind: 'read', ok: !lost(status), status });
    if (lost(status)) await sleep(50);
  }
}

async function writeLoop(base: string) {
  const dueDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  while (running) {
    const title = `Chaos draft ${++n}`;
    const res = await call(base, '/api/rfqs', { method: 'POST', body: JSON.stringify({ title, status: 'draft', dueDate, lines: [{ description: `Bracket ${n}`, quantity: 1 }] }) });
    const id = (res.body as { rfq?: { id?: string } } | null)?.rfq?.id;
    if (res.status === 201 && id) acknowledged.push(id);
    samples.push({ at: Date.now(), kind: 'write', ok: !lost(res.status), status: res.status });
    await sleep(200);
  }
}

async function shellLoop(base: string) {
  const pages = ['/', '/discover', '/states', '/rfq-management'];
  let i = 0;
  while (running) {
    const page = pages[i++ % pages.length]!;
    let status: number;
    try {
      status = (await fetch(`${base}${page}`, { signal: AbortSignal.timeout(10_000) })).status;
    } catch {
      status = 0;
    }
    samples.push({ at: Date.now(), kind: 'shell', ok: status === 200, status, path: page });
    await sleep(250);
  }
}

/** Until /readyz says ready and a signed-in read answers: the time the product took to recover. */
async function waitRecovered(base: string, apiPort: number, since: number): Promise<number> {
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${apiPort}/readyz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status === 200, () => false);
    if (ready) {
      const { status } = await call(base, '/api/rfqs');
      if (status === 200) return Date.now() - since;
    }
    if (Date.now() - since > 180_000) throw new Error('the product did not recover within 3 minutes');
    await sleep(100);
  }
}

function pidOf(stack: RunningStack, name: string): number {
  const entry = [...stack.children].reverse().find((c) => c.name === name && c.child.exitCode === null && c.child.signalCode === null);
  if (!entry?.child.pid) throw new Error(`no running ${name} process`);
  return entry.child.pid;
}

function redisPid(port: number): number {
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).stdout.split('\n');
  const line = ps.find((l) => /redis-server/.test(l) && (l.includes(`:${port}`) || l.includes(`--port ${port}`)));
  if (!line) throw new Error(`no redis-server on port ${port}`);
  return Number(line.trim().split(/\s+/)[0]);
}

async function bomJobUnderWay(base: string): Promise<{ id: string; lines: number }> {
  const lines = 3000;
  const csv = ['Part Number,Description,Qty', ...Array.from({ length: lines }, (_, i) => `CH-${i},Machined aluminum bracket ${i},${(i % 9) + 1}`)].join('\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'chaos.csv');
  const uploaded = await fetch(`${base}/api/bom/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then((r) => r.json() as Promise<{ upload: { id: string; mapping: unknown } }>);
  const { id, mapping } = uploaded.upload;
  const started = await call(base, `/api/bom/uploads/${id}/process`, { method: 'POST', body: JSON.stringify({ mapping }) });
  if (started.status !== 202) throw new Error(`processing was not queued: ${started.status}`);
  for (;;) {
    const upload = (await call(base, `/api/bom/uploads/${id}`)).body as { upload?: { state: string; processed?: number } };
    if (upload.upload?.state === 'processing' || (upload.upload?.processed ?? 0) > 0) return { id, lines };
    if (upload.upload?.state === 'completed') throw new Error('the job finished before the worker could be killed');
    await sleep(20);
  }
}

async function bomJobResult(base: string, job: { id: string; lines: number }): Promise<string> {
  for (;;) {
    const upload = (await call(base, `/api/bom/uploads/${job.id}`)).body as { upload?: { state: string } };
    if (upload.upload?.state === 'completed' || upload.upload?.state === 'failed') break;
    await sleep(200);
  }
  const res = await call(base, `/api/bom/uploads/${job.id}/lines`);
  const lines = (Array.isArray(res.body) ? res.body : []) as { lineNo: number }[];
  const seen = new Set(lines.map((l) => l.lineNo));
  const stored = lines.length;
  return `${seen.size}/${job.lines} lines, ${stored - seen.size} twice`;
}

interface Fault {
  name: string;
  inject(stack: RunningStack, base: string): Promise<() => Promise<string>>;
}

const FAULTS: Fault[] = [
  {
    name: 'Redis restarted',
    async inject(stack) {
      process.kill(redisPid(stack.ports.redis), 'SIGTERM');
      return async () => 'restarted by the launcher';
    },
  },
  {
    name: 'worker kill -9 mid-job',
    async inject(stack, base) {
      const job = await bomJobUnderWay(base);
      process.kill(pidOf(stack, 'worker'), 'SIGKILL');
      return () => bomJobResult(base, job);
    },
  },
  {
    name: 'store kill -9, restarted',
    async inject(stack) {
      process.kill(pidOf(stack, 'mongo'), 'SIGKILL');
      return async () => 'restarted by the launcher';
    },
  },
  {
    name: 'remote stopped and started',
    async inject(stack) {
      await stack.stopRemote('mf_discovery');
      await sleep(5000);
      await stack.startRemote('mf_discovery');
      return async () => 'mf_discovery back';
    },
  },
];

async function main() {
  spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
  const dataDir = path.join(ROOT, '.data', 'chaos');
  rmSync(dataDir, { recursive: true, force: true });
  const events: string[] = [];
  console.log('Starting a supervised stack for the chaos run...');
  const stack = await startStack({ offset: OFFSET, dataDir, log: (m) => events.push(m) });
  const base = stack.url;
  const issuer = `http://localhost:${stack.ports.identity}/realms/forge`;
  const rows: string[][] = [];
  try {
    const signIn = async () => {
      token = String((await login(issuer, 'buyer@forge.test', 'ForgeBuyer1!', new Browser(), base)).tokens.access_token);
    };
    await signIn();
    const loops = [...Array.from({ length: CONNECTIONS }, () => readLoop(base)), writeLoop(base), shellLoop(base)];
    for (const fault of FAULTS) {
      await signIn(); // access tokens live 5 minutes
      await sleep(SETTLE_MS);
      const start = Date.now();
      const ackBefore = acknowledged.length;
      const outcome = await fault.inject(stack, base);
      const recoveredMs = await waitRecovered(base, stack.ports.api, start);
      const detail = await outcome();
      await sleep(SETTLE_MS);
      const window = samples.filter((s) => s.at >= start);
      const api = window.filter((s) => s.kind !== 'shell');
      const shell = window.filter((s) => s.kind === 'shell');
      rows.push([
        fault.name,
        `${api.filter((s) => !s.ok).length} of ${api.length}`,
        String(acknowledged.length - ackBefore),
        `${(recoveredMs / 1000).toFixed(1)} s`,
        shell.every((s) => s.ok) ? `yes (${shell.length}/${shell.length} pages)` : `no (${shell.filter((s) => s.ok).length}/${shell.length} pages; failed: ${[...new Set(shell.filter((s) => !s.ok).map((s) => `${s.path} ${s.status}`))].join(', ')})`,
        detail,
      ]);
    }
    running = false;
    await Promise.all(loops);
    await signIn();
    let missing = 0;
    for (const id of acknowledged) if ((await call(base, `/api/rfqs/${id}`)).status !== 200) missing++;
    console.log(`\nChaos run: ${CONNECTIONS} signed-in readers, 5 writes/s, shell probes 4/s; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
    console.log('| fault | requests lost (no answer or 5xx) | writes acknowledged in the window | time to recover | shell usable | outcome |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`\nAcknowledged writes: ${acknowledged.length}; lost: ${missing} (target 0)`);
    console.log(`Launcher said:\n  ${events.filter((e) => /✖|✔/.test(e)).join('\n  ')}`);
    process.exitCode = missing === 0 ? 0 : 1;
  } finally {
    running = false;
    await stack.stop();
  }
}

await main();
