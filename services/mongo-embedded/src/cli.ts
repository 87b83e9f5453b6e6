#!/usr/bin/env node
// forge-mongo: run the embedded server as a process. Prints {"event":"listening","port":N} when ready.
import { parseArgs } from 'node:util';
import { startServer } from './server.js';

function fail(message: string): never {
  process.stderr.write(`forge-mongo: ${message}\n`);
  process.exit(2);
}

function parse(): ReturnType<typeof parseOptions> {
  try {
    return parseOptions();
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}

const parseOptions = () =>
  parseArgs({
    options: {
      port: { type: 'string', default: '27018' },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean', default: false },
      fsync: { type: 'string', default: 'interval' },
      'fsync-interval-ms': { type: 'string', default: '100' },
      // Turns authentication on for this user; the password comes from FORGE_STORE_PASSWORD, never the command line.
      'auth-user': { type: 'string' },
    },
    strict: true,
  });

const { values } = parse();

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid --port ${values.port}`);
const fsyncMode = values.fsync;
if (fsyncMode !== 'always' && fsyncMode !== 'interval') fail('--fsync must be always or interval');
const intervalMs = Number(values['fsync-interval-ms']);
if (!(intervalMs > 0)) fail('--fsync-interval-ms must be positive');
const inMemory = values['in-memory'] === true;
const dataDir = values['data-dir'];
if (!inMemory && !dataDir) fail('--data-dir is required unless --in-memory is given');

const authUser = values['auth-user'];
const authPassword = process.env.FORGE_STORE_PASSWORD;
if (authUser && !authPassword) fail('--auth-user needs the password in the FORGE_STORE_PASSWORD environment variable');

const server = await startServer({
  port,
  host: values.host,
  dataDir,
  inMemory,
  fsync: fsyncMode,
  fsyncIntervalMs: intervalMs,
  cursorTimeoutMs: 10 * 60_000,
  compactBytes: 256 * 1024 * 1024,
  users: authUser && authPassword ? [{ user: authUser, password: authPassword }] : undefined,
}).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));

if (server.recovery) {
  const r = server.recovery;
  process.stderr.write(
    JSON.stringify({
      event: 'recovered',
      logRecords: r.logRecords,
      truncatedBytes: r.truncatedBytes,
      ms: Math.round(r.ms),
      cpuMs: Math.round(r.cpuMs),
    }) + '\n',
  );
}
process.stdout.write(JSON.stringify({ event: 'listening', port: server.port }) + '\n');

let stopping = false;
const shutdown = (): void => {
  if (stopping) return;
  stopping = true;
  void server.stop().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
