// Incremental production builds: a package is rebuilt only when its inputs changed since its last build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.data', 'test-results']);

function collect(dir, files = []) {
  if (!existsSync(dir)) return files;
  if (statSync(dir).isFile()) {
    files.push(dir);
    return files;
  }
  for (const entry of readdirSync(dir)) {
    if (SKIP.has(entry)) continue;
    const full = path.join(dir, entry);
    const stat = statSync(full);
    if (stat.isDirectory()) collect(full, files);
    else files.push(full);
  }
  return files;
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of collect(path.join(ROOT, input)).sort()) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const WEB_COMMON = ['services/contract/src', 'shell/sdk/src', 'shell/sdk/build', 'shell/sdk/package.json', 'package-lock.json'];

/** Every package that builds, its inputs and its build command (run in its own directory). */
export const PACKAGES = [
  { name: 'mongo-embedded', dir: 'services/mongo-embedded', inputs: ['services/mongo-embedded/src', 'services/mongo-embedded/package.json', 'services/mongo-embedded/tsconfig.build.json', 'tsconfig.node.json', 'tsconfig.base.json'], cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
  { name: 'identity', dir: 'services/identity', inputs: ['services/identity/src', 'services/identity/package.json', 'services/identity/tsconfig.build.json', 'tsconfig.node.json'], cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
  { name: 'contract', dir: 'services/contract', inputs: ['services/contract/src', 'services/contract/package.json', 'services/contract/tsconfig.build.json', 'tsconfig.node.json', 'tsconfig.base.json'], cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
  { name: 'services', dir: 'services', inputs: ['services/contract/src', 'services/src', 'services/package.json', 'services/tsconfig.build.json', 'tsconfig.node.json'], cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
  ...['shell', 'mf-discovery', 'mf-bom', 'mf-rfq', 'mf-admin', 'mf-content'].map((name) => ({
    name,
    dir: name,
    web: true,
    inputs: [...WEB_COMMON, `${name}/src`, `${name}/public`, `${name}/package.json`, `${name}/webpack.config.mjs`],
    cmd: ['node', '../shell/sdk/build/build.mjs'],
  })),
];

/** Builds what is out of date; returns per-package timings. Set FORCE_BUILD=1 to rebuild everything. */
export function buildAll({ log = console.log, only } = {}) {
  const timings = [];
  for (const pkg of PACKAGES) {
    if (only && !only.includes(pkg.name)) continue;
    const cwd = path.join(ROOT, pkg.dir);
    const stampFile = path.join(cwd, 'dist', '.build-hash');
    // A test build's quick compression (FORGE_FAST_COMPRESSION) is not the production build: the stamp tells them apart.
    const hash = hashInputs(pkg.inputs) + (pkg.web && process.env.FORGE_FAST_COMPRESSION === '1' ? ':fast-compression' : '');
    if (!process.env.FORCE_BUILD && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
      timings.push({ name: pkg.name, ms: 0, skipped: true });
      continue;
    }
    log(`Building ${pkg.name}...`);
    const started = Date.now();
    const result = spawnSync(pkg.cmd[0], pkg.cmd.slice(1), { cwd, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Build of ${pkg.name} failed`);
    writeFileSync(stampFile, hash);
    timings.push({ name: pkg.name, ms: Date.now() - started, skipped: false });
  }
  return timings;
}
