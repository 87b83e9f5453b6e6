#!/usr/bin/env node
// `npm run bench`: every benchmark kept in the repo, each printing ratios measured in one run.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/setup.mjs';

const benches = [
  ['web (shell, remotes, builds)', 'node', ['scripts/bench-web.mjs', '--builds'], ROOT],
];
for (const [name, pkgDir, script] of [
  ['embedded MongoDB store', 'services/mongo-embedded', 'bench'],
  ['supplier search', 'services', 'bench:search'],
  ['BOM pipeline', 'services', 'bench:bom'],
]) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, pkgDir, 'package.json'), 'utf8'));
  if (pkg.scripts?.[script]) benches.push([name, 'npm', ['run', script], path.join(ROOT, pkgDir)]);
}
let failed = 0;
for (const [name, cmd, args, cwd] of benches) {
  console.log(`\n##### ${name}`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
if (!existsSync(path.join(ROOT, 'node_modules'))) failed++;
process.exit(failed ? 1 : 0);
