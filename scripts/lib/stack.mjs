// Runs the whole product: embedded defaults (unless MONGODB_URI / REDIS_URL / KEYCLOAK_URL are set), the API,
// the BOM worker, the five remotes and the shell. Used by `npm start` and by the e2e tests of `npm test`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { isPortOpen, waitForPort } from './ports.mjs';
import { ROOT } from './setup.mjs';
import { startRedis } from './redis.mjs';
import { loadStackSecrets, requireExternalSecrets } from './secrets.mjs';
import { createSupervisor } from './supervisor.mjs';

export const REMOTES = [
  { name: 'mf_discovery', dir: 'mf-discovery', port: 3001 },
  { name: 'mf_bom', dir: 'mf-bom', port: 3002 },
  { name: 'mf_rfq', dir: 'mf-rfq', port: 3003 },
  { name: 'mf_admin', dir: 'mf-admin', port: 3004 },
  { name: 'mf_content', dir: 'mf-content', port: 3005 },
];

/** The product's ports; `offset` moves them all (the e2e stack runs beside a developer's `npm start`). */
export function portsFor(offset = 0) {
  return {
    shell: 8080 + offset,
    api: 4000 + offset,
    worker: 4001 + offset,
    identity: 8180 + offset,
    mongo: 27018 + offset,
    redis: 6380 + offset,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, r.port + offset])),
  };
}

export { isPortOpen };

/**
 * @param {{ offset?: number, dataDir?: string, logDir?: string, log?: (m: string) => void, env?: NodeJS.ProcessEnv }} options
 */
export async function startStack({ offset = 0, dataDir, logDir, log = console.log, env = process.env } = {}) {
  const ports = portsFor(offset);
  dataDir ??= path.join(ROOT, '.data', offset ? `stack-${offset}` : 'dev');
  logDir ??= path.join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  requireExternalSecrets(env);
  const secrets = loadStackSecrets(dataDir);
  const children = [];
  const stoppers = [];
  // The store, Redis, identity provider, API and worker are restarted when they die (see supervisor.mjs).
  const supervisor = createSupervisor({ log });

  const spawnService = async (name, command, args, options = {}) => {
    const { cwd = ROOT, extraEnv = {}, port, timeoutMs = 60_000, supervise = false } = options;
    const logPath = path.join(logDir, `${name}.log`);
    const logFile = createWriteStream(logPath, { flags: 'a' });
    const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(logFile);
    child.stderr.pipe(logFile);
    const entry = { name, child };
    children.push(entry);
    if (supervise) {
      child.once('exit', (code, signal) => {
        supervisor.onExit({
          name, code, signal, logPath,
          restart: async () => {
            children.splice(children.indexOf(entry), 1);
            await spawnService(name, command, args, options);
          },
        });
      });
    }
    if (port) await waitForPort(port, timeoutMs, { name, child });
    return child;
  };

  try {
    // Embedded defaults, each replaced by the real server when its URL is set.
    let mongoUri = env.MONGODB_URI;
    if (!mongoUri) {
      const mongoDir = path.join(dataDir, 'mongo');
      mkdirSync(mongoDir, { recursive: true });
      // Authentication on: the services sign in as `forge` with the generated password (never on the command line).
      await spawnService('mongo', process.execPath, [
        'services/mongo-embedded/dist/cli.js', '--port', String(ports.mongo), '--data-dir', mongoDir, '--auth-user', 'forge',
      ], { port: ports.mongo, extraEnv: { FORGE_STORE_PASSWORD: secrets.mongoPassword }, supervise: true });
      mongoUri = `mongodb://forge:${encodeURIComponent(secrets.mongoPassword)}@127.0.0.1:${ports.mongo}/forge?authSource=admin`;
    }
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      let redis;
      const redisDir = path.join(dataDir, 'redis');
      const runRedis = async () => {
        redis = await startRedis({ port: ports.redis, dir: redisDir, password: secrets.redisPassword, unprivileged: true });
        void redis.exited.then((code) => supervisor.onExit({ name: 'redis', code, logPath: `${redisDir} (redis-server writes to this terminal)`, restart: runRedis }));
      };
      await runRedis();
      stoppers.push(() => redis.stop());
      redisUrl = redis.url;
    }
    const shellOrigin = `http://localhost:${ports.shell}`;
    let keycloakUrl = env.KEYCLOAK_URL;
    if (!keycloakUrl) {
      await spawnService('identity', process.execPath, ['services/identity/dist/main.js'], {
        port: ports.identity,
        extraEnv: {
          IDENTITY_PORT: String(ports.identity),
          MONGODB_URI: mongoUri,
          IDENTITY_DATA_DIR: path.join(dataDir, 'identity'),
          IDENTITY_WEB_ORIGINS: shellOrigin,
          IDENTITY_SEED_DEMO_USERS: 'true',
          IDENTITY_SERVICES_CLIENT_SECRET: secrets.servicesClientSecret,
        },
        supervise: true,
      });
      keycloakUrl = `http://localhost:${ports.identity}`;
    }

    const serviceEnv = {
      NODE_ENV: env.NODE_ENV ?? 'production',
      MONGODB_URI: mongoUri,
      REDIS_URL: redisUrl,
      KEYCLOAK_URL: keycloakUrl,
      KEYCLOAK_ADMIN_CLIENT_SECRET: env.KEYCLOAK_URL ? env.KEYCLOAK_ADMIN_CLIENT_SECRET : secrets.servicesClientSecret,
      API_PORT: String(ports.api),
      WORKER_METRICS_PORT: String(ports.worker),
      PUBLIC_URL: shellOrigin,
      PROXY_SECRET: secrets.proxySecret,
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    };
    const seed = path.join(ROOT, 'services/dist/scripts/seed.js');
    if (existsSync(seed)) {
      log('Loading demo data (first run only)...');
      const child = await spawnService('seed', process.execPath, [seed], { cwd: path.join(ROOT, 'services'), extraEnv: serviceEnv });
      const code = await new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
      if (code !== 0) throw new Error(`Seeding demo data failed (exit ${code}); see ${path.join(logDir, 'seed.log')}`);
    }
    await spawnService('api', process.execPath, ['dist/api/main.js'], {
      cwd: path.join(ROOT, 'services'),
      extraEnv: serviceEnv,
      port: ports.api,
      timeoutMs: 120_000,
      supervise: true,
    });
    if (existsSync(path.join(ROOT, 'services/dist/worker/main.js'))) {
      await spawnService('worker', process.execPath, ['dist/worker/main.js'], {
        cwd: path.join(ROOT, 'services'),
        extraEnv: serviceEnv,
        supervise: true,
      });
    }
    await Promise.all(
      REMOTES.map((remote) =>
        spawnService(remote.dir, process.execPath, ['../shell/sdk/build/serve-static.mjs', '--dir', 'dist', '--port', String(ports.remotes[remote.name])], {
          cwd: path.join(ROOT, remote.dir),
          port: ports.remotes[remote.name],
          extraEnv: { SHELL_ORIGIN: `http://localhost:${ports.shell}` },
        }),
      ),
    );
    await spawnService('shell', process.execPath, ['server/main.mjs'], {
      cwd: path.join(ROOT, 'shell'),
      port: ports.shell,
      extraEnv: {
        SHELL_PORT: String(ports.shell),
        API_URL: `http://127.0.0.1:${ports.api}`,
        KEYCLOAK_URL: keycloakUrl,
        SHELL_PROXY_SECRET: secrets.proxySecret,
        PUBLIC_URL: shellOrigin,
        SHELL_REMOTES_CACHE: path.join(dataDir, 'remotes-cache.json'),
        REDIS_URL: redisUrl,
        REMOTES: REMOTES.map((r) => `${r.name}=http://localhost:${ports.remotes[r.name]}`).join(','),
      },
    });
  } catch (error) {
    supervisor.stop();
    await stopAll(children, stoppers);
    throw error;
  }

  return {
    ports,
    dataDir,
    logDir,
    url: `http://localhost:${ports.shell}`,
    children,
    /** Stops one remote's server (for the e2e fallback test); returns a function that starts it again. */
    async stopRemote(name) {
      const entry = children.find((c) => c.name === REMOTES.find((r) => r.name === name)?.dir);
      if (!entry) throw new Error(`no remote ${name}`);
      entry.child.kill('SIGTERM');
      const exited = new Promise((resolve) => (entry.child.exitCode !== null ? resolve() : entry.child.once('exit', resolve)));
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (entry.child.exitCode === null && entry.child.signalCode === null) {
        entry.child.kill('SIGKILL');
        await exited;
      }
      children.splice(children.indexOf(entry), 1);
    },
    async startRemote(name) {
      const remote = REMOTES.find((r) => r.name === name);
      await spawnService(remote.dir, process.execPath, ['../shell/sdk/build/serve-static.mjs', '--dir', 'dist', '--port', String(ports.remotes[name])], {
        cwd: path.join(ROOT, remote.dir),
        port: ports.remotes[name],
        extraEnv: { SHELL_ORIGIN: `http://localhost:${ports.shell}` },
      });
    },
    supervisor,
    stop: () => {
      supervisor.stop();
      return stopAll(children, stoppers);
    },
  };
}

async function stopAll(children, stoppers) {
  // Reverse order: the shell and API first, the stores last, so nothing loses its database mid-request.
  for (const { child } of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await Promise.race([
      new Promise((resolve) => child.once('exit', resolve)),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  for (const stop of stoppers.reverse()) await stop();
}
