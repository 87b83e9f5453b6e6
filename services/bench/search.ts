/**
 * Search benchmark: `npm run bench:search` (from services/). For 20,000 and 200,000 suppliers, each in one run:
 * seeds an embedded MongoDB, builds the search index from it, serves the real suppliers router over HTTP and
 * measures a mix of queries (text + 2 facets + a sort, facet counts included): server time (Server-Timing),
 * HTTP round trip, and the round trip of a precomputed JSON of the same size from the same server.
 * The heap and RSS include the in-memory embedded MongoDB holding the same suppliers.
 * Before that, the engines side by side (search-engines.ts): Forge's index and FlexSearch 0.8, one process each.
 * Options: --sizes 20000,200000  --queries 300  --part engines|http|all (default all)
 */
import { randomBytes } from 'node:crypto';
import { Router } from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { start as startMongo } from '@forge/mongo-embedded';
import { createApp } from '../src/api/app.js';
import type { AppContext, DomainModule } from '../src/domains/module.js';
import { loadConfig } from '../src/config.js';
import { createGuards } from '../src/lib/auth.js';
import { generateSuppliers } from '../src/domains/suppliers/generator.js';
import { suppliersDomain } from '../src/domains/suppliers/index.js';
import { Random } from '../src/domains/suppliers/prng.js';
import { insertSuppliers } from '../src/domains/suppliers/seed.js';
import { rebuildSupplierIndex } from '../src/domains/suppliers/service.js';
import { readArgs } from '../scripts/cli-args.js';
import { compareEngines } from './search-engines.js';

const { flags } = readArgs(process.argv.slice(2));
const sizes = String(flags.get('sizes') ?? '20000,200000').split(',').map(Number);
const QUERIES = Number(flags.get('queries') ?? 300);
const WARMUP = 40;

const TEXTS = ['cnc', 'cnc machining', 'machinng', 'precison', 'welding', 'weld', 'anodizing', 'anodizng', 'injection molding', 'molding', 'pcb assembly', 'sheet metal', 'laser cutting', 'laser', 'die casting', '3d printing', 'aerospace machining', 'powder coating', 'heat treat', 'plastics', 'fabrication', 'fabricaton', 'tool die', 'stamping', 'swiss', 'harness', 'composites', 'automation', 'cleveland', 'houston', 'detroit', 'grand rapids', 'kowalski', 'apex', 'summit precision', 'casting', 'titanium', 'medical', 'prototype', 'electronics'];
const STATES = ['OH', 'MI', 'IN', 'IL', 'WI', 'PA', 'TX', 'CA', 'NC', 'NY', 'GA', 'TN', 'MN', 'WA', 'FL'];
const SECOND_FACET = [
  'capability=cnc-machining', 'capability=welding-fabrication', 'capability=sheet-metal-fabrication', 'capability=injection-molding',
  'certification=iso-9001', 'certification=as9100', 'certification=itar', 'verification=registry-checked', 'verification=document-on-file',
  'employees=11-50', 'employees=51-200', 'industry=automotive', 'industry=aerospace', 'industry=medical-devices',
];
const SORTS = ['relevance', 'relevance', 'name', 'responseRate', 'distance'];
const NEAR: Record<string, string> = { OH: '44114', MI: '48226', IN: '46204', IL: '60601', WI: '53202', PA: '19103', TX: '77002', CA: '90012', NC: '28202', NY: '10001', GA: '30303', TN: '37203', MN: '55401', WA: '98101', FL: '33130' };

function queryMix(count: number): string[] {
  const random = new Random(7);
  return Array.from({ length: count }, () => {
    const state = random.pick(STATES);
    const sort = random.pick(SORTS);
    const params = [`q=${encodeURIComponent(random.pick(TEXTS))}`, `state=${state}`, random.pick(SECOND_FACET), `sort=${sort}`, 'pageSize=20'];
    if (sort === 'distance') params.push(`near=${NEAR[state]}`, 'radius=150');
    if (random.chance(0.2)) params.push(`page=${random.int(2, 4)}`);
    return params.join('&');
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const mb = (n: number) => Math.round(n / 1e6);

interface Row {
  suppliers: number;
  seedS: number;
  loadS: number;
  buildS: number;
  heapMb: number;
  rssMb: number;
  indexHeapMb: number;
  buildCpuS: number;
  cpuP50: number;
  /** the query parser's own time (included in the server time) */
  parseP50: number;
  parseP95: number;
  cpuP95: number;
  reqCpuP50: number;
  staticCpuP50: number;
  serverP50: number;
  serverP95: number;
  httpP50: number;
  httpP95: number;
  staticP50: number;
  staticP95: number;
  bytes: number;
  totalP50: number;
}

async function runSize(count: number): Promise<Row> {
  const mongo = await startMongo({ inMemory: true, port: 0 });
  const config = loadConfig({ NODE_ENV: 'test', MONGODB_URI: `${mongo.uri}/forge`, REDIS_URL: 'redis://127.0.0.1:1', KEYCLOAK_URL: 'http://127.0.0.1:1', KEYCLOAK_ADMIN_CLIENT_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'silent' });
  await mongoose.connect(config.mongoUri);
  let server: Server | undefined;
  try {
    let t = performance.now();
    await insertSuppliers(generateSuppliers(count), 5_000);
    const seedS = (performance.now() - t) / 1000;
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const built = await rebuildSupplierIndex();
    global.gc?.();
    const memory = process.memoryUsage();

    const ctx: AppContext = {
      config,
      logger: pino({ level: 'silent' }),
      guards: createGuards({ verify: async () => { throw new Error('no tokens in the benchmark'); } }),
      readiness: new Map(),
    };
    const suppliers = await suppliersDomain(ctx);
    let precomputed = '';
    const staticRouter = Router();
    staticRouter.get('/bench/precomputed', (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.type('application/json').send(precomputed);
    });
    const staticModule: DomainModule = { name: 'bench', router: staticRouter };
    const app = createApp(ctx, [suppliers, staticModule]);
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

    const queries = queryMix(WARMUP + QUERIES);
    const sizesSeen: { bytes: number; body: string }[] = [];
    for (const q of queries.slice(0, WARMUP)) {
      const res = await fetch(`${base}/suppliers/search?${q}`);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`search ${q} answered ${res.status}: ${body}`);
      sizesSeen.push({ bytes: Buffer.byteLength(body), body });
    }
    // the precomputed JSON is a real response of the median size
    sizesSeen.sort((a, b) => a.bytes - b.bytes);
    const median = sizesSeen[Math.floor(sizesSeen.length / 2)]!;
    precomputed = median.body;
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/bench/precomputed`)).text();

    const cpu_: number[] = [];
    const parse_: number[] = [];
    const reqCpu: number[] = [];
    const staticCpu: number[] = [];
    const server_: number[] = [];
    const total_: number[] = [];
    const http: number[] = [];
    const stat: number[] = [];
    for (const q of queries.slice(WARMUP)) {
      let c = process.cpuUsage();
      t = performance.now();
      const res = await fetch(`${base}/suppliers/search?${q}`);
      const body = await res.text();
      http.push(performance.now() - t);
      let used = process.cpuUsage(c);
      reqCpu.push((used.user + used.system) / 1000);
      const timing = res.headers.get('server-timing') ?? '';
      server_.push(Number(/search;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
      total_.push(Number(/total;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
      cpu_.push(Number(/cpu;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
      parse_.push((JSON.parse(body) as { interpretation?: { parseMs: number } | null }).interpretation?.parseMs ?? 0);
      c = process.cpuUsage();
      t = performance.now();
      await (await fetch(`${base}/bench/precomputed`)).text();
      stat.push(performance.now() - t);
      used = process.cpuUsage(c);
      staticCpu.push((used.user + used.system) / 1000);
    }
    return {
      suppliers: count,
      seedS,
      loadS: built.loadMs / 1000,
      buildS: built.buildMs / 1000,
      heapMb: mb(memory.heapUsed),
      rssMb: mb(memory.rss),
      indexHeapMb: mb(memory.heapUsed - heapBefore),
      buildCpuS: built.buildCpuMs / 1000,
      parseP50: percentile(parse_, 50),
      parseP95: percentile(parse_, 95),
      cpuP50: percentile(cpu_, 50),
      cpuP95: percentile(cpu_, 95),
      reqCpuP50: percentile(reqCpu, 50),
      staticCpuP50: percentile(staticCpu, 50),
      serverP50: percentile(server_, 50),
      serverP95: percentile(server_, 95),
      totalP50: percentile(total_, 50),
      httpP50: percentile(http, 50),
      httpP95: percentile(http, 95),
      staticP50: percentile(stat, 50),
      staticP95: percentile(stat, 95),
      bytes: median.bytes,
    };
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server?.closeAllConnections();
    await mongoose.connection.dropDatabase().catch(() => undefined);
    await mongoose.disconnect();
    await mongo.stop();
  }
}

const part = String(flags.get('part') ?? 'all');
if (part !== 'http') await compareEngines(200_000, 2_000);
if (part === 'engines') process.exit(0);

const rows: Row[] = [];
for (const size of sizes) {
  console.error(`benchmarking ${size} suppliers ...`);
  rows.push(await runSize(size));
}
const f = (n: number, d = 2) => n.toFixed(d);
console.log(`\nSupplier search benchmark: ${QUERIES} queries per size (text + state + one more facet + sort; facet counts; pageSize 20), sequential, keep-alive.`);
console.log(`Machine: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (shared CPU: absolute times vary with load)\n`);
console.log('| suppliers | seed (s) | load from Mongo (s) | index build wall / CPU (s) | index heap (MB) | heap / RSS (MB) | search server wall p50 / p95 (ms) | of which query parser p50 / p95 (ms) | search server CPU p50 / p95 (ms) | search HTTP p50 / p95 (ms) | static JSON HTTP p50 / p95 (ms) | ratio wall p50 / p95 | ratio CPU p50 | body (KB) |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.suppliers.toLocaleString('en-US')} | ${f(r.seedS, 1)} | ${f(r.loadS, 1)} | ${f(r.buildS, 2)} / ${f(r.buildCpuS, 2)} | ${r.indexHeapMb} | ${r.heapMb} / ${r.rssMb} | ${f(r.serverP50)} / ${f(r.serverP95)} | ${f(r.parseP50, 3)} / ${f(r.parseP95, 3)} | ${f(r.cpuP50)} / ${f(r.cpuP95)} | ${f(r.httpP50)} / ${f(r.httpP95)} | ${f(r.staticP50)} / ${f(r.staticP95)} | ${f(r.httpP50 / r.staticP50, 1)} / ${f(r.httpP95 / r.staticP95, 1)} | ${f(r.reqCpuP50 / r.staticCpuP50, 1)} | ${f(r.bytes / 1024, 1)} |`,
  );
}
console.log('\nCPU columns: Server-Timing cpu (search only) and, for the ratio, process CPU per request (client and server share the process).');
console.log('\nTargets at 200,000: p95 ≤ 15 ms; ratio to the static JSON ≤ 3; index build ≤ 10 s.');
