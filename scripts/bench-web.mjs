#!/usr/bin/env node
// `npm run bench:web`: front-end figures, measured in one run in Debian's Chromium.
//   1. gzipped bytes of JavaScript the shell loads before first paint;
//   2. time for a remote's route to become visible after in-app navigation (median of N cold loads);
//   3. production build time per package (with --builds);
//   4. public pages (issue 21): Lighthouse mobile (median of BENCH_LIGHTHOUSE_RUNS, default 3) and each page's server
//      time at 20 concurrent requests (p50/p95), uncached and served (see lib/bench-render.mjs).
// Uses BENCH_URL when set, otherwise starts its own stack on ports offset by 20000.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureNodeModules } from './lib/setup.mjs';

ensureNodeModules();
const { buildAll } = await import('./lib/build.mjs');
const { startStack } = await import('./lib/stack.mjs');
const { lighthouseMobile, lighthouseTable } = await import('./lib/bench-lighthouse.mjs');
const { renderLatency } = await import('./lib/bench-render.mjs');

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ROUTE = process.env.BENCH_ROUTE ?? '/manufacturing/all';
const REMOTE = process.env.BENCH_REMOTE ?? 'mf_discovery';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// --public: only part 4 (the public pages).
const PUBLIC_ONLY = process.argv.includes('--public');

let buildTimings = null;
if (process.argv.includes('--builds')) {
  process.env.FORCE_BUILD = '1';
  buildTimings = buildAll({ log: () => undefined });
  delete process.env.FORCE_BUILD;
} else if (!process.env.BENCH_URL) {
  buildAll({ log: () => undefined });
}

const stack = process.env.BENCH_URL ? null : await startStack({ offset: 20_000, log: () => undefined, env: { ...process.env, LOG_LEVEL: 'warn' } });
const base = process.env.BENCH_URL ?? stack.url;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
try {
  if (!PUBLIC_ONLY) await shellFigures();
  await publicPageFigures();
} finally {
  await browser.close();
  await stack?.stop();
}

async function shellFigures() {
  // 1. JavaScript before first paint.
  const page = await browser.newPage();
  const bodies = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      try {
        bodies.set(response.url(), await response.body());
      } catch {
        /* redirected or aborted */
      }
    }
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const { fcp, scripts } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const fcpAt = paint ? paint.startTime : Infinity;
    const entries = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'));
    return { fcp: fcpAt, scripts: entries.filter((e) => e.startTime < fcpAt).map((e) => e.name) };
  });
  let gzipBytes = 0;
  let rawBytes = 0;
  const shellOrigin = new URL(base).origin;
  let shellOnlyGzip = 0;
  for (const url of scripts) {
    const body = bodies.get(url);
    if (!body) continue;
    const gz = gzipSync(body, { level: 9 }).length;
    gzipBytes += gz;
    rawBytes += body.length;
    if (url.startsWith(shellOrigin)) shellOnlyGzip += gz;
  }
  await page.close();

  // 2. Remote route visible after in-app navigation (cold: a new page each run, remote not yet loaded).
  const samples = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(`${base}/`, { waitUntil: 'networkidle' });
    const ms = await p.evaluate(
      ({ route, remote }) =>
        new Promise((resolve, reject) => {
          const start = performance.now();
          const done = () => {
            const el = document.querySelector(`[data-remote="${remote}"]`);
            if (el && el.querySelector('h1, h2')) {
              observer.disconnect();
              resolve(performance.now() - start);
              return true;
            }
            return false;
          };
          const observer = new MutationObserver(done);
          observer.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => reject(new Error('route not visible within 10 s')), 10_000);
          window.history.pushState({}, '', route);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }),
      { route: ROUTE, remote: REMOTE },
    );
    samples.push(ms);
    await context.close();
  }

  console.log('\nForge web benchmark (one run, Chromium headless, localhost)');
  console.log(`  first contentful paint ............ ${fcp.toFixed(0)} ms`);
  console.log(`  JS before first paint, gzipped .... ${(gzipBytes / 1024).toFixed(1)} KB (raw ${(rawBytes / 1024).toFixed(0)} KB; shell origin ${(shellOnlyGzip / 1024).toFixed(1)} KB) — budget 250 KB`);
  console.log(`  remote route visible after nav .... median ${median(samples).toFixed(0)} ms over ${RUNS} cold runs (${ROUTE}, ${REMOTE}); min ${Math.min(...samples).toFixed(0)}, max ${Math.max(...samples).toFixed(0)} — budget 300 ms`);
  if (buildTimings) {
    console.log('  production build time per package:');
    for (const t of buildTimings) console.log(`    ${t.name.padEnd(16)} ${(t.ms / 1000).toFixed(1)} s`);
  }
}

async function publicPageFigures() {
  // 4. Public pages on a phone, and their server render time.
  const listing = async (state, pages) => {
    const hits = [];
    for (const page of pages) hits.push(...(await (await fetch(`${base}/api/suppliers/listing?state=${state}&pageSize=100&page=${page}`)).json()).hits);
    return hits;
  };
  const hits = await listing('PA', [1, 2, 3]);
  const companies = hits.map((h) => `/companies/${h.slug}`);
  const county = `/us-pa/${hits[0].countySlug}`;
  const publicPages = ['/', '/states', '/us-pa', county, companies[0], '/manufacturing/all', '/news'];
  const warmupPaths = (await listing('OH', [1])).slice(0, 60).map((h) => `/companies/${h.slug}`);
  const render = await renderLatency(base, { pages: publicPages, companyPaths: companies.slice(1), warmupPaths, connections: 20 });
  const line = (f) => `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.requests} requests; non-200 ${f.failures}, not server-rendered ${f.notRendered})`;
  console.log(`\nServer render of company pages, ${render.connections} concurrent requests (target p95 <= 50 ms for a company page)`);
  console.log(`  a company page not yet cached, ${render.connections} requests at once (one wave per company) ... ${line(render.companyUncached)}`);
  console.log(`  a company page served (cached once rendered) ............................... ${line(render.perPage.find((p) => p.path === companies[0]).served)}`);
  console.log(`  every request a different company (each waits for its own render) .......... ${line(render.everyRequestNew)}`);
  const lighthouseRows = await lighthouseMobile(publicPages.map((p) => base + p), { runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) });
  console.log('\nPublic pages, Lighthouse mobile (median of runs; targets: perf >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1, others 100)');
  console.log(`and the server's time at ${render.connections} concurrent requests: uncached (${render.connections} requests at once for the page not yet rendered), served (${render.connections} clients, 200 requests).`);
  console.log(lighthouseTable(lighthouseRows, new Map(render.perPage.map((p) => [p.path, p]))));
}
