/**
 * BOM pipeline benchmark: `npm run bench:bom` (from services/). For 1,000- and 10,000-line BOMs:
 *  - end to end through the real stack: POST /api/bom/uploads (parse + detect + GridFS) → POST .../process
 *    (BullMQ on a real redis-server) → a separate worker process (parse, classify, match, store) → results
 *    stored and visible (state "completed");
 *  - worker throughput in lines/s (processing time the worker recorded on the upload);
 *  - the same parse + classify + match work in-process without queue or storage, and the ratio. Both paths
 *    read and classify on a reading thread (ParsePool) and match suppliers on the calling loop.
 * Options: --sizes 1000,10000  --runs 3
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { readArgs } from '../scripts/cli-args.js';
import { ParsePool } from '../src/domains/bom/parse-pool.js';
import { analyseBom } from '../src/domains/bom/processing.js';
import { startTestStack } from '../test/support/stack.js';

const { flags } = readArgs(process.argv.slice(2));
const sizes = String(flags.get('sizes') ?? '1000,10000').split(',').map(Number);
const RUNS = Number(flags.get('runs') ?? 3);
const servicesDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A varied mixed BOM: every line distinct (no repeated text the classifier could coast on). */
function mixedBom(lines: number): string {
  const metals = ['6061-T6', '7075-T6', '303 SS', '304 SS', '1018 steel', 'Delrin', 'PEEK', 'brass C360'];
  const rows = ['Item,Part Number,Description,Qty,Material,Manufacturer,MPN,Ref Des,Unit Price'];
  for (let i = 1; i <= lines; i++) {
    const k = i % 10;
    const n = (i * 7919) % 100000;
    const row = [
      [`ME-${n}-01`, `"Bracket ${n}, laser cut and bent, ${10 + (i % 8)} ga"`, 2, 'CRS', '', '', '', `$${(i % 90) + 1}.25`],
      [``, `RES ${(i % 97) + 1}.${i % 10}K 1% 0603`, 4, '', 'Yageo', `RC0603FR-07${(i % 97) + 1}K${i % 10}L`, `R${i} R${i + 1}`, '$0.01'],
      [`ME-${n}-02`, `"Shaft ${n}, machined, Ø${(i % 30) + 5} h7"`, 1, metals[i % metals.length], '', '', '', '$45.00'],
      [`9129${i % 10}A${100 + (i % 800)}`, `"M${(i % 5) + 2} x ${(i % 40) + 4} socket head cap screw"`, 8, '18-8 SS', 'McMaster-Carr', '', '', '$0.12'],
      [`ME-${n}-03`, `"Housing ${n} top, injection molded"`, 1, 'PC/ABS', '', '', '', '$3.20'],
      [``, `CAP CER ${(i % 90) + 10}nF 50V X7R 0402`, 6, '', 'Murata', `GRM155R71H${(i % 900) + 100}KA88D`, `C${i}-C${i + 5}`, '$0.02'],
      [`ME-${n}-04`, `"Sensor mount ${n}, 3D printed"`, 1, 'PA12', '', '', '', '$12.00'],
      [`ME-${n}-05`, `"Frame ${n} weldment"`, 1, 'A36 tube', 'in-house', '', '', '$310.00'],
      [``, `"Connector header 1x${(i % 20) + 2} 2.54mm"`, 1, '', 'Samtec', `TSW-1${String((i % 20) + 2).padStart(2, '0')}-07-G-S`, `J${i}`, '$0.55'],
      [`ME-${n}-06`, `"Deep groove ball bearing 62${String(i % 10).padStart(2, '0')}-2RS"`, 2, '', 'SKF', `62${String(i % 10).padStart(2, '0')}-2RSH`, '', '$6.40'],
    ][k]!;
    rows.push([i, ...row].join(','));
  }
  return rows.join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const stack = await startTestStack({ redis: true });
const db = mongoose.connection.db!;
// Suppliers to match against (capability + state + certifications), as in a seeded directory.
const caps = ['cnc-machining', 'sheet-metal-fabrication', 'laser-cutting', '3d-printing', 'injection-molding', 'welding-fabrication'];
const states = ['OH', 'MI', 'TX', 'CA', 'PA', 'IL', 'WI', 'IN'];
await db.collection('suppliers').insertMany(
  Array.from({ length: 3000 }, (_, i) => ({
    name: `Supplier ${i}`,
    slug: `supplier-${i}`,
    capabilities: [caps[i % caps.length], caps[(i * 7) % caps.length]],
    certifications: i % 3 === 0 ? [{ slug: 'iso-9001', status: 'active' }] : [],
    address: { state: states[i % states.length], city: 'Springfield' },
    verified: i % 4 === 0,
    responseRate: (i % 100) / 100,
  })),
);

const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker/main.ts'], {
  cwd: servicesDir,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    MONGODB_URI: stack.config.mongoUri,
    REDIS_URL: stack.redisUrl!,
    KEYCLOAK_URL: stack.config.auth.keycloakUrl,
    KEYCLOAK_ADMIN_CLIENT_SECRET: stack.config.auth.adminClientSecret,
    WORKER_METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => worker.stdout!.on('data', (c: Buffer) => c.toString().includes('"event":"listening"') && resolve()));
const token = await stack.tokenFor('buyer');
// The in-process path reads on a thread like the worker's (same limits), so the ratio compares like with like.
const parsePool = new ParsePool({ threads: 1, maxHeapMb: stack.config.bomParse.maxHeapMb, timeoutMs: stack.config.bomParse.timeoutMs });

async function endToEnd(csv: string, name: string) {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const res = await fetch(`${stack.api.url}/api/bom/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { upload } = (await res.json()) as { upload: { id: string; mapping: Record<string, number> } };
  const uploadedAt = performance.now();
  const queued = await fetch(`${stack.api.url}/api/bom/uploads/${upload.id}/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: upload.mapping, requirements: { state: 'OH' } }),
  });
  if (queued.status !== 202) throw new Error(`process answered ${queued.status}`);
  const id = new mongoose.Types.ObjectId(upload.id);
  for (;;) {
    const doc = await db.collection('bom_uploads').findOne({ _id: id }, { projection: { state: 1, processingTimeMs: 1, queuedAt: 1, startedAt: 1, total: 1 } });
    if (doc?.state === 'completed') {
      const e2e = performance.now() - started;
      return { e2e, upload: uploadedAt - started, workerMs: doc.processingTimeMs as number, queueWait: (doc.startedAt as Date).getTime() - (doc.queuedAt as Date).getTime(), lines: doc.total as number };
    }
    if (doc?.state === 'failed') throw new Error('processing failed');
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function inProcess(csv: string) {
  const started = performance.now();
  const { lines } = await analyseBom(
    parsePool,
    { buffer: Buffer.from(csv), fileName: 'bench.csv', fileType: 'csv', sheet: null, mapping: { partNumber: 1, description: 2, quantity: 3, material: 4, manufacturer: 5, mpn: 6, refDes: 7, unitPrice: 8 }, requirements: { state: 'OH' } },
    new Map(),
  );
  if (lines.length === 0) throw new Error('no lines');
  return performance.now() - started;
}

await endToEnd(mixedBom(300), 'warmup.csv');
await inProcess(mixedBom(300));
console.log(`BOM pipeline benchmark (${RUNS} runs each, median; load average ${loadavg()[0]!.toFixed(1)} on this machine)`);
console.log('lines   | e2e ms | upload ms | queue wait ms | worker ms | worker lines/s | in-process ms | e2e / in-process | worker / in-process');
const summary: Record<string, unknown>[] = [];
for (const size of sizes) {
  const csv = mixedBom(size);
  const e2e: Awaited<ReturnType<typeof endToEnd>>[] = [];
  const local: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    e2e.push(await endToEnd(csv, `bench-${size}-${r}.csv`));
    local.push(await inProcess(csv));
  }
  const row = {
    lines: size,
    e2eMs: Math.round(median(e2e.map((x) => x.e2e))),
    uploadMs: Math.round(median(e2e.map((x) => x.upload))),
    queueWaitMs: Math.round(median(e2e.map((x) => x.queueWait))),
    workerMs: Math.round(median(e2e.map((x) => x.workerMs))),
    inProcessMs: Math.round(median(local)),
  };
  const linesPerSec = Math.round((size / row.workerMs) * 1000);
  const ratio = row.e2eMs / row.inProcessMs;
  summary.push({ ...row, linesPerSec, ratio });
  console.log(
    `${String(size).padEnd(7)} | ${String(row.e2eMs).padStart(6)} | ${String(row.uploadMs).padStart(9)} | ${String(row.queueWaitMs).padStart(13)} | ${String(row.workerMs).padStart(9)} | ${String(linesPerSec).padStart(14)} | ${String(row.inProcessMs).padStart(13)} | ${ratio.toFixed(2).padStart(16)} | ${(row.workerMs / row.inProcessMs).toFixed(2).padStart(19)}`,
  );
}
const tenK = summary.find((s) => s.lines === 10000) as { e2eMs: number; ratio: number } | undefined;
if (tenK) {
  console.log(`Targets: 10,000 lines end to end ≤ 2000 ms → ${tenK.e2eMs} ms (${tenK.e2eMs <= 2000 ? 'met' : 'NOT met'}); overhead ≤ 2× in-process → ${tenK.ratio.toFixed(2)}× (${tenK.ratio <= 2 ? 'met' : 'NOT met'})`);
}
await parsePool.close();
worker.kill('SIGTERM');
await new Promise((r) => worker.once('exit', r));
await stack.stop();
