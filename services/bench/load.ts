/**
 * `npm run load`: drives a running stack (`npm start`, or LOAD_URL) with autocannon, 30 s per scenario and level
 * (LOAD_SECONDS to change it), from 10 to 200 concurrent connections, and prints one table: requests/s, p50/p95/p99
 * latency, errors and 5xx. A level where throughput grew by less than 5% over the previous one is marked "flat".
 * Targets: 0 5xx, and p99 ≤ 10× p50 at every level the machine sustains.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { login } from '../identity/test/stack.js';

const BASE = (process.env.LOAD_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const ISSUER = process.env.LOAD_ISSUER ?? 'http://localhost:8180/realms/forge';
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const LEVELS = (process.env.LOAD_LEVELS ?? '10,50,100,200').split(',').map(Number);

interface Row {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  fiveXx: number;
  flat: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(options: autocannon.Options): Promise<Omit<Row, 'scenario' | 'connections' | 'flat'>> {
  const times: number[] = [];
  let fiveXx = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode >= 500) fiveXx++;
      else if (statusCode >= 400) errors++;
    });
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
    fiveXx,
  };
}

async function main() {
  const { tokens } = await login(ISSUER, 'buyer@forge.test', 'ForgeBuyer1!');
  const authorization = `Bearer ${tokens.access_token}`;
  const bomFile = join(tmpdir(), 'forge-load-bom.csv');
  writeFileSync(bomFile, 'Part Number,Description,Qty\nBRK-100,Machined aluminum bracket 6061,4\nM3-8,M3x8 socket head cap screw,16\n');
  const scenarios: { name: string; options: (connections: number) => autocannon.Options }[] = [
    {
      name: 'public pages (shell)',
      options: (connections) => ({ url: BASE, connections, duration: SECONDS, requests: [{ path: '/' }, { path: '/states' }, { path: '/us-pa' }, { path: '/manufacturing/all' }] }),
    },
    {
      name: 'supplier search + facets',
      options: (connections) => ({ url: BASE, connections, duration: SECONDS, requests: [{ path: '/api/suppliers/search?q=cnc%20machining&state=OH' }, { path: '/api/suppliers/search?q=anodizing&certification=as9100&sort=responseRate' }] }),
    },
    {
      name: 'signed-in mix',
      options: (connections) => ({
        url: BASE,
        connections,
        duration: SECONDS,
        headers: { authorization },
        requests: [{ path: '/api/my-activity' }, { path: '/api/bom/uploads' }, { path: '/api/rfqs' }],
      }),
    },
    {
      name: 'BOM uploads at 5/s',
      options: (connections) => ({
        url: `${BASE}/api/bom/uploads`,
        method: 'POST',
        connections: Math.min(connections, 10),
        overallRate: 5,
        duration: SECONDS,
        headers: { authorization },
        form: { file: { type: 'file', path: bomFile, options: { filename: 'load.csv', contentType: 'text/csv' } } },
      }),
    },
  ];
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    let previous = 0;
    for (const connections of scenario.name.startsWith('BOM') ? [10] : LEVELS) {
      process.stderr.write(`${scenario.name} at ${connections} connections for ${SECONDS} s...\n`);
      const figures = await run(scenario.options(connections));
      rows.push({ scenario: scenario.name, connections, ...figures, flat: previous > 0 && figures.rps < previous * 1.05 });
      previous = figures.rps;
    }
  }
  console.log(`\nLoad against ${BASE}, ${SECONDS} s per row (one run, this machine)\n`);
  console.log('| Scenario | Connections | Requests/s | p50 ms | p95 ms | p99 ms | p99/p50 | 4xx+errors | 5xx | |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const ratio = r.p50 > 0 ? r.p99 / r.p50 : 0;
    const notes = [r.flat ? 'throughput flat' : '', r.fiveXx > 0 ? '5xx!' : '', ratio > 10 ? 'p99 > 10× p50' : ''].filter(Boolean).join(', ');
    const ms = (v: number) => v.toFixed(1);
    console.log(`| ${r.scenario} | ${r.connections} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ratio.toFixed(1)} | ${r.errors} | ${r.fiveXx} | ${notes} |`);
  }
}

await main();
