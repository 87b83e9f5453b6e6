// First-run set-up shared by `npm start` and `npm test`: npm dependencies and Debian packages.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Installs npm dependencies when node_modules is missing or older than package-lock.json. */
export function ensureNodeModules(log = console.log) {
  const lock = path.join(ROOT, 'package-lock.json');
  const stamp = path.join(ROOT, 'node_modules', '.forge-lock-hash');
  const hash = createHash('sha256').update(readFileSync(lock)).digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  // `npm install` honours the lock file; `npm ci` rejects npm 11 lock files that omit other platforms' binaries.
  log('Installing npm dependencies...');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stamp, hash);
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

let aptUpdated = false;

/** Installs Debian packages that are missing, when we are root (CI and fresh machines are). */
export function ensureDebianPackages(packages, log = console.log) {
  const missing = packages.filter(({ command }) => !has(command));
  if (missing.length === 0) return;
  const names = missing.map((p) => p.pkg);
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing ${names.join(', ')}: install them with apt-get (as root) and run again.`);
  }
  log(`Installing Debian packages: ${names.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

export const REDIS_PACKAGE = { command: 'redis-server', pkg: 'redis-server' };
export const CHROMIUM_PACKAGE = { command: 'chromium', pkg: 'chromium' };
