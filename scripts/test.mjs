#!/usr/bin/env node
// `npm test`: the quick gate: lint, type checks, unit and integration tests (real embedded services).
// `npm run test:deep` (--deep): the full-strength rest: conformance suites, chaos, fuzzers and floods at full
// strength, and e2e in Chromium. scripts/lib/test-plan.mjs says which test runs where; together they run everything.
// Exits non-zero on any failure and ends with one "N passed, N failed" line and the time taken.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PACKAGE, ensureDebianPackages, ensureNodeModules, REDIS_PACKAGE, ROOT } from './lib/setup.mjs';
import { DEEP_ONLY, DEEP_STRENGTH } from './lib/test-plan.mjs';

const deep = process.argv.includes('--deep');
const only = process.argv.slice(2).filter((arg) => arg !== '--deep'); // e.g. `npm test -- unit`
const GATE_STAGES = ['lint', 'typecheck', 'unit'];
const DEEP_STAGES = ['conformance', 'strength', 'e2e'];
const wants = (stage) => (only.length === 0 ? (deep ? DEEP_STAGES : GATE_STAGES).includes(stage) : only.includes(stage));
const runStarted = Date.now();
// Test builds compress their precompressed copies quickly (shell/sdk/build/federation.mjs); every step inherits it.
process.env.FORGE_FAST_COMPRESSION ??= '1';

ensureNodeModules();
ensureDebianPackages([REDIS_PACKAGE, ...(wants('e2e') ? [CHROMIUM_PACKAGE] : [])]);

mkdirSync(path.join(ROOT, '.data'), { recursive: true });
const results = [];
let passed = 0;
let failed = 0;

function step(name, command, args, { cwd = ROOT, env = {}, counts } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const tally = counts?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  passed += tally.passed;
  failed += tally.failed;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), ...tally });
  return ok;
}

function jestCounts(file) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 1 };
    const report = JSON.parse(readFileSync(file, 'utf8'));
    rmSync(file);
    return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
  };
}

const JEST = path.join(ROOT, 'node_modules/jest/bin/jest.js');
const NODE_PACKAGES = ['services/mongo-embedded', 'services/identity', 'services/contract', 'services'];
const WEB_PACKAGES = ['shell/sdk', 'shell', 'mf-discovery', 'mf-bom', 'mf-rfq', 'mf-admin', 'mf-content'];

if (wants('lint')) {
  step('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']);
  // A literal secret in the source fails the build (.secretlintrc.json: the recommended rules + our own patterns).
  step('lint (secretlint)', 'npx', ['secretlint', '**/*']);
  step('dependency audit (npm audit --omit=dev, high)', process.execPath, ['scripts/audit.mjs']);
}
// Builds first: packages type-check against the declarations their dependencies emit (e.g. the store's dist).
if (['typecheck', 'unit', 'conformance', 'strength', 'e2e'].some(wants)) {
  step('build (incremental, quick compression)', process.execPath, ['scripts/build.mjs']);
}
/** Runs commands two at a time (the gate's machine has two cores), printing each one's output when it ends. */
async function parallelSteps(jobs, concurrency = 2) {
  const queue = [...jobs];
  const run = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      const { code, output } = await new Promise((resolve) => {
        const child = spawn(job.command, job.args, { cwd: ROOT, env: process.env });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.stderr.on('data', (chunk) => (text += chunk));
        child.on('close', (status) => resolve({ code: status, output: text }));
      });
      console.log(`\n=== ${job.name}`);
      if (output) process.stdout.write(output);
      const ok = code === 0;
      passed += ok ? 1 : 0;
      failed += ok ? 0 : 1;
      results.push({ name: job.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, run));
}

if (wants('typecheck')) {
  // Incremental: a second run re-checks only what changed (the build info lives in .data/tsc, outside the tree).
  await parallelSteps(
    [...NODE_PACKAGES, ...WEB_PACKAGES, 'e2e'].map((pkg) => ({
      name: `typecheck ${pkg}`,
      command: 'npx',
      args: ['tsc', '-p', path.join(pkg, 'tsconfig.json'), '--incremental', '--tsBuildInfoFile', path.join(ROOT, '.data', 'tsc', `${pkg.replace(/\//g, '-')}.tsbuildinfo`)],
    })),
  );
}
function jest(name, pkg, extraArgs, env = {}) {
  const dir = path.join(ROOT, pkg);
  const report = path.join(ROOT, '.data', `jest-${pkg.replace(/\//g, '-')}.json`);
  const esm = NODE_PACKAGES.includes(pkg);
  step(
    name,
    process.execPath,
    [...(esm ? ['--experimental-vm-modules'] : []), JEST, '--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`, '--passWithNoTests', ...extraArgs],
    { cwd: dir, counts: jestCounts(report), env: { NODE_NO_WARNINGS: '1', ...env } },
  );
}
/** A jest path pattern from test-plan.mjs, as an absolute regular expression. */
const pathPattern = (pkg, pattern) => path.join(ROOT, pkg, pattern.replace('<rootDir>/', '')).replace(/[.+?^${}()|[\]\\]/g, '\\$&');

if (wants('unit')) {
  for (const pkg of [...WEB_PACKAGES, ...NODE_PACKAGES]) {
    if (!existsSync(path.join(ROOT, pkg, 'jest.config.mjs'))) continue;
    const ignored = (DEEP_ONLY[pkg] ?? []).map((pattern) => pathPattern(pkg, pattern));
    jest(`tests ${pkg}`, pkg, ignored.length > 0 ? ['--testPathIgnorePatterns', '/node_modules/', ...ignored] : []);
  }
}
if (wants('conformance')) {
  for (const [pkg, patterns] of Object.entries(DEEP_ONLY)) {
    jest(`deep-only tests ${pkg}`, pkg, [...patterns.map((pattern) => pathPattern(pkg, pattern))]);
  }
}
if (wants('strength')) {
  for (const [pkg, files] of Object.entries(DEEP_STRENGTH)) {
    jest(`full-strength tests ${pkg}`, pkg, files.map((file) => pathPattern(pkg, file)), { FORGE_TEST_DEPTH: 'deep' });
  }
}
if (wants('e2e')) {
  const report = path.join(ROOT, '.data', 'playwright.json');
  step('e2e (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_REPORTERS: 'json' },
    counts: () => {
      if (!existsSync(report)) return { passed: 0, failed: 1 };
      const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const minutes = (Date.now() - runStarted) / 60_000;
console.log(`\n${passed} passed, ${failed} failed in ${Math.floor(minutes)} min ${Math.round((minutes % 1) * 60)} s (${deep ? 'npm run test:deep' : 'npm test'})`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
