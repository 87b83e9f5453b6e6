// Benchmark: insert throughput, indexed vs unindexed queries (server time and round trip), restart time.
// Run: npm run bench -w @forge/mongo-embedded
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { startServer, type RunningServer, type ServerOptions } from '../src/server.js';

// Sizes can be given on the command line: tsx bench/bench.ts 20000
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((x) => x > 0).length
  ? process.argv.slice(2).map(Number)
  : [20_000, 200_000];
const cliPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'cli.ts');
const queryRuns = 400;
const scanRuns = 10;

function pct(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

function fmtS(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Starts the CLI on the data dir, times it to "listening", checks the data, waits for compaction, stops it. */
async function restartCli(
  dir: string,
  waitForCompaction: boolean,
): Promise<{ totalMs: number; recoveryMs: number; recoveryCpuMs: number; count: number }> {
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', 'tsx', cliPath, '--port', '0', '--data-dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.includes('"listening"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    proc.once('exit', (code) => reject(new Error(`forge-mongo exited (${String(code)}): ${err}`)));
  });
  const totalMs = performance.now() - t0;
  const recovered = err.split('\n').find((l) => l.includes('"recovered"'));
  const stats = recovered
    ? (JSON.parse(recovered) as { ms: number; cpuMs: number })
    : { ms: Number.NaN, cpuMs: Number.NaN };
  const client = new MongoClient(`mongodb://127.0.0.1:${port}`);
  const count = await client.db('bench').collection('items').countDocuments();
  await client.close();
  if (waitForCompaction) {
    while (
      fs.readdirSync(dir).filter((f) => f.endsWith('.fmlog')).length > 1 ||
      !fs.existsSync(path.join(dir, 'snapshot.fmdb'))
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  return { totalMs, recoveryMs: stats.ms, recoveryCpuMs: stats.cpuMs, count };
}

function fmt(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`;
}

let lastFindMs = 0;
let lastFindCpuMs = 0;
let lastUpdateMs = 0;
function options(dataDir: string): ServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    inMemory: false,
    fsync: 'interval',
    fsyncIntervalMs: 100,
    cursorTimeoutMs: 600_000,
    compactBytes: 256 * 1024 * 1024,
    onCommand: (name, ms, cpuMs) => {
      if (name === 'find') {
        lastFindMs = ms;
        lastFindCpuMs = cpuMs;
      }
      if (name === 'update') lastUpdateMs = ms;
    },
  };
}

function makeDoc(i: number): Record<string, unknown> {
  return {
    cat: i % 1000,
    seq: i,
    name: `item-${i}`,
    price: Math.round(((i * 7919) % 100000) * 1.37) / 100,
    createdAt: new Date(1_700_000_000_000 + i * 1000),
    tags: ['alpha', 'beta', `t${i % 17}`],
    description: 'x'.repeat(330),
  };
}

async function timeQueries(
  client: MongoClient,
  filterFor: (i: number) => object,
  sort: object,
  runs: number,
): Promise<{ server: number[]; serverCpu: number[]; rtt: number[] }> {
  const coll = client.db('bench').collection('items');
  const server: number[] = [];
  const serverCpu: number[] = [];
  const rtt: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const docs = await coll
      .find(filterFor(i))
      .sort(sort as never)
      .limit(20)
      .toArray();
    rtt.push(performance.now() - t0);
    server.push(lastFindMs);
    serverCpu.push(lastFindCpuMs);
    if (docs.length === 0) throw new Error('query returned nothing');
  }
  return { server, serverCpu, rtt };
}

/** Server time of updateOne calls ($inc of one field) with the filters given. */
async function timeUpdates(
  client: MongoClient,
  filterFor: (i: number) => object,
  runs: number,
): Promise<number[]> {
  const coll = client.db('bench').collection('items');
  const server: number[] = [];
  for (let i = 0; i < runs; i++) {
    const res = await coll.updateOne(filterFor(i), { $inc: { price: 1 } });
    if (res.modifiedCount !== 1) throw new Error('update modified nothing');
    server.push(lastUpdateMs);
  }
  return server;
}

async function runSize(n: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-bench-'));
  let server: RunningServer = await startServer(options(dir));
  let client = new MongoClient(server.uri);
  try {
    const coll = client.db('bench').collection('items');
    await coll.createIndex({ cat: 1, seq: -1 });
    const batch = 10_000;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let off = 0; off < n; off += batch) {
      await coll.insertMany(
        Array.from({ length: Math.min(batch, n - off) }, (_, j) => makeDoc(off + j)),
        { ordered: true },
      );
    }
    const insertMs = performance.now() - t0;
    const insertCpu = process.cpuUsage(cpu0);
    const insertCpuMs = (insertCpu.user + insertCpu.system) / 1000;
    const sampleSize = Buffer.byteLength(JSON.stringify(makeDoc(1)));
    console.log(
      `\n== ${n.toLocaleString('en-US')} docs (~${sampleSize} B JSON each); load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.log(
      `insertMany: ${Math.round((n / insertMs) * 1000).toLocaleString('en-US')} docs/s (${(insertMs / 1000).toFixed(2)} s, 1 secondary index); ${Math.round((n / insertCpuMs) * 1000).toLocaleString('en-US')} docs per CPU-second (client + server in this process)`,
    );

    // Warm up, then time the indexed equality + sort + limit 20.
    await timeQueries(client, (i) => ({ cat: (i * 37) % 1000 }), { seq: -1 }, 50);
    const idx = await timeQueries(client, (i) => ({ cat: (i * 37) % 1000 }), { seq: -1 }, queryRuns);
    console.log(
      `indexed {cat: k} sort {seq: -1} limit 20: server p50 ${fmt(pct(idx.server, 50))} p95 ${fmt(pct(idx.server, 95))}; round trip p50 ${fmt(pct(idx.rtt, 50))} p95 ${fmt(pct(idx.rtt, 95))}; server CPU p50 ${fmt(pct(idx.serverCpu, 50))} p95 ${fmt(pct(idx.serverCpu, 95))}`,
    );
    const scan = await timeQueries(
      client,
      (i) => ({ price: { $gte: 10 + i }, tags: 't3' }),
      { seq: -1 },
      scanRuns,
    );
    console.log(
      `unindexed scan {price, tags} sort {seq: -1} limit 20: server p50 ${fmt(pct(scan.server, 50))} p95 ${fmt(pct(scan.server, 95))}; round trip p50 ${fmt(pct(scan.rtt, 50))}; server CPU p50 ${fmt(pct(scan.serverCpu, 50))}`,
    );
    console.log(
      `ratio indexed/unindexed (server p50): ${(pct(idx.server, 50) / pct(scan.server, 50)).toFixed(5)} (${Math.round(pct(scan.server, 50) / pct(idx.server, 50))}x faster)`,
    );

    // updateOne by _id against updateOne by an equality on a non-unique indexed field (cat, n/1000 docs each).
    const ids = (
      await coll
        .find({}, { projection: { _id: 1 } })
        .limit(2000)
        .toArray()
    ).map((d) => d._id);
    await timeUpdates(client, (i) => ({ _id: ids[i % ids.length] }), 50);
    const byId = await timeUpdates(client, (i) => ({ _id: ids[(i * 7) % ids.length] }), queryRuns);
    await timeUpdates(client, (i) => ({ cat: (i * 13) % 1000 }), 50);
    const byCat = await timeUpdates(client, (i) => ({ cat: (i * 37) % 1000 }), queryRuns);
    console.log(
      `updateOne by _id: server p50 ${fmt(pct(byId, 50))} p95 ${fmt(pct(byId, 95))}; by indexed {cat: k} (${n / 1000} docs match): p50 ${fmt(pct(byCat, 50))} p95 ${fmt(pct(byCat, 95))}; ratio p50 ${(pct(byCat, 50) / pct(byId, 50)).toFixed(2)}`,
    );
    if (process.env.BENCH_SKIP_RESTART === '1') return;

    await client.close();
    await server.stop();
    const fromLog = await restartCli(dir, true);
    const fromSnapshot = await restartCli(dir, false);
    if (fromLog.count !== n || fromSnapshot.count !== n)
      throw new Error(`expected ${n} docs after restart, found ${fromLog.count}/${fromSnapshot.count}`);
    console.log(
      `restart (CLI process start to listening): ${fmtS(fromLog.totalMs)} replaying the log (load ${fmtS(fromLog.recoveryMs)}, CPU ${fmtS(fromLog.recoveryCpuMs)}; compaction then runs in the background), ${fmtS(fromSnapshot.totalMs)} from the snapshot (load ${fmtS(fromSnapshot.recoveryMs)}, CPU ${fmtS(fromSnapshot.recoveryCpuMs)}); ${fromSnapshot.count.toLocaleString('en-US')} docs present`,
    );
    server = await startServer(options(dir));
    client = new MongoClient(server.uri);
    console.log(`rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  } finally {
    await client.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const n of sizes) await runSize(n);
