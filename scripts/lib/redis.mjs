// Starts a redis-server that the project owns: noeviction, AOF on, loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';

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

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not open port ${port} within ${timeoutMs} ms`);
}

/**
 * @param {{ port?: number, dir: string, appendonly?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop(): Promise<void> }>}
 */
export async function startRedis({ port, dir, appendonly = true }) {
  ensureRedisInstalled();
  mkdirSync(dir, { recursive: true });
  const chosenPort = port || (await freePort());
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
  ];
  const child = spawn(redisServerPath(), args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(chosenPort, 10_000),
    exited.then((code) => {
      throw new Error(`redis-server exited early with code ${code}`);
    }),
  ]);
  return {
    url: `redis://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
