// Starts a redis-server that the project owns: noeviction, AOF on, loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { waitForPort } from './ports.mjs';

export function redisServerPath() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Installs Debian's redis-server when it is missing and we are root; otherwise explains what to do. */
export function ensureRedisInstalled(log = console.log) {
  if (redisServerPath()) return;
  if (process.getuid?.() !== 0) throw new Error('redis-server is missing: install Debian package redis-server or set REDIS_URL.');
  log('Installing redis-server (apt-get)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const res = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
  if (res.status !== 0 || !redisServerPath()) throw new Error('apt-get could not install redis-server.');
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid/gid of `nobody`, to run redis-server unprivileged when we are root. */
function unprivilegedIds() {
  const uid = Number(spawnSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).stdout.trim());
  return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { uid, gid } : null;
}

function chownTree(dir, { uid, gid }) {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, { uid, gid });
    else chownSync(child, uid, gid);
  }
}

/**
 * With a password, the default user is switched off and one ACL user `forge` may run everything but CONFIG, DEBUG
 * and MODULE (which could write files anywhere as the server's user). With `unprivileged`, a root caller runs the
 * server as `nobody`.
 * @param {{ port?: number, dir: string, appendonly?: boolean, password?: string, unprivileged?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop(): Promise<void> }>}
 */
export async function startRedis({ port, dir, appendonly = true, password, unprivileged = false }) {
  ensureRedisInstalled();
  mkdirSync(dir, { recursive: true });
  const chosenPort = port || (await freePort());
  const ids = unprivileged && process.getuid?.() === 0 ? unprivilegedIds() : null;
  if (ids) chownTree(dir, ids);
  const acl = password
    ? ['--user', 'default', 'off', '--user', 'forge', 'on', `>${password}`, '~*', '&*', '+@all', '-config', '-debug', '-module']
    : [];
  const args = [
    '--port', String(chosenPort),
    '--bind', '127.0.0.1',
    '--dir', dir,
    '--maxmemory-policy', 'noeviction',
    '--appendonly', appendonly ? 'yes' : 'no',
    '--appendfsync', 'everysec',
    '--save', '',
    '--daemonize', 'no',
    '--protected-mode', 'yes',
    '--loglevel', 'warning',
    '--enable-debug-command', 'no',
    '--enable-module-command', 'no',
    ...acl,
  ];
  const child = spawn(redisServerPath(), args, { stdio: ['ignore', 'ignore', 'inherit'], ...(ids ?? {}) });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(chosenPort, 10_000, { name: 'redis-server', intervalMs: 50 }),
    exited.then((code) => {
      throw new Error(`redis-server exited early with code ${code}`);
    }),
  ]);
  return {
    url: password ? `redis://forge:${encodeURIComponent(password)}@127.0.0.1:${chosenPort}` : `redis://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    pid: child.pid,
    /** Resolves with the exit code when redis-server ends (the launcher restarts it). */
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
