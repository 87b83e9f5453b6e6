#!/usr/bin/env node
// `npm test`: lint, type checks, unit and integration tests (real embedded services), then e2e in Chromium.
// Exits non-zero on any failure and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PACKAGE, ensureDebianPackages, ensureNodeModules, REDIS_PACKAGE, ROOT } from './lib/setup.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (stage) => only.length === 0 || only.includes(stage);

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
if (wants('typecheck') || wants('unit') || wants('e2e')) {
  step('build (incremental)', process.execPath, ['scripts/build.mjs']);
}
if (wants('typecheck')) {
  for (const pkg of [...NODE_PACKAGES, ...WEB_PACKAGES, 'e2e']) {
    step(`typecheck ${pkg}`, 'npx', ['tsc', '-p', path.join(pkg, 'tsconfig.json')]);
  }
}
if (wants('unit')) {
  for (const pkg of [...WEB_PACKAGES, ...NODE_PACKAGES]) {
    const dir = path.join(ROOT, pkg);
    if (!existsSync(path.join(dir, 'jest.config.mjs'))) continue;
    const report = path.join(ROOT, '.data', `jest-${pkg.replace(/\//g, '-')}.json`);
    const esm = NODE_PACKAGES.includes(pkg);
    step(
      `tests ${pkg}`,
      process.execPath,
      [...(esm ? ['--experimental-vm-modules'] : []), JEST, '--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`, '--passWithNoTests'],
      { cwd: dir, counts: jestCounts(report), env: { NODE_NO_WARNINGS: '1' } },
    );
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
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
