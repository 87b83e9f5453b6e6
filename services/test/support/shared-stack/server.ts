/**
 * One shared test stack per jest run (FORGE_TEST_STACK=shared), a child process of jest: the embedded store starts
 * once, and a redis-server per jest worker; each test file then asks for its own identity provider on its own
 * database (cloned from a seeded template, so demo passwords are not hashed again) and gets its own API database.
 * Started by global-setup.mjs (or by `client.ts` when jest runs without it); exits when its starter is gone.
 * Usage: node --import tsx server.ts <ready-file>
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { start as startMongo } from '@forge/mongo-embedded';
import { startIdentity, type IdentityServer } from '../../../identity/src/index.js';
import { startRedis } from '../../../../scripts/lib/redis.mjs';
import { WEB_ORIGINS, type SharedStackInfo, type SharedFileStack } from './protocol.js';

const readyArgument = process.argv[2];
if (!readyArgument) throw new Error('usage: server.ts <ready-file>');
const readyFile: string = readyArgument;
const ownerPid = process.ppid;

const root = await mkdtemp(join(tmpdir(), 'forge-shared-stack-'));
const servicesSecret = randomBytes(32).toString('base64url');
const redisPassword = randomBytes(24).toString('base64url');
const mongo = await startMongo({ inMemory: true, port: 0 });
// One redis-server per jest worker: files of one worker run one after another, so each may flush it first.
const redisByWorker = new Map<string, ReturnType<typeof startRedis>>();
function redisFor(worker: string): ReturnType<typeof startRedis> {
  let redis = redisByWorker.get(worker);
  if (!redis) {
    redis = startRedis({ dir: join(root, `redis-${worker}`), password: redisPassword });
    redisByWorker.set(worker, redis);
  }
  return redis;
}
const admin = await mongoose.createConnection(mongo.uri).asPromise();

// The template: an identity database with the demo users seeded and a signing key on disk.
const templateDb = 'identity_template';
const templateDir = join(root, 'identity-template');
await mkdir(templateDir, { recursive: true });
const template = await startIdentity({ port: 0, mongoUri: `${mongo.uri}/${templateDb}`, dataDir: templateDir, seedDemoUsers: true, webOrigins: WEB_ORIGINS, servicesClientSecret: servicesSecret });
await template.stop();
const templateUsers = await admin.useDb(templateDb).collection('users').find({}).toArray();

let nextFile = 0;
const files = new Map<string, { identity: IdentityServer; dataDir: string; databases: string[] }>();

async function openFileStack(worker: string, withRedis: boolean): Promise<SharedFileStack> {
  const id = String(++nextFile);
  const identityDb = `identity_${id}`;
  const apiDb = `forge_${id}`;
  const dataDir = join(root, `identity-${id}`);
  await mkdir(dataDir, { recursive: true });
  await copyFile(join(templateDir, 'identity-keys.json'), join(dataDir, 'identity-keys.json'));
  if (templateUsers.length > 0) await admin.useDb(identityDb).collection('users').insertMany(templateUsers.map((user) => ({ ...user })));
  const identity = await startIdentity({ port: 0, mongoUri: `${mongo.uri}/${identityDb}`, dataDir, seedDemoUsers: true, webOrigins: WEB_ORIGINS, servicesClientSecret: servicesSecret });
  files.set(id, { identity, dataDir, databases: [identityDb, apiDb] });
  // What the worker's previous file left in redis must not reach this one.
  let redisUrl = '';
  if (withRedis) {
    redisUrl = (await redisFor(worker)).url;
    const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await client.connect();
    await client.flushall();
    client.disconnect();
  }
  return { id, mongoUri: mongo.uri, identityDb, apiDb, issuer: identity.issuer, identityPort: identity.port, identityDataDir: dataDir, redisUrl, servicesSecret };
}

async function closeFileStack(id: string): Promise<void> {
  const file = files.get(id);
  if (!file) return;
  files.delete(id);
  await file.identity.stop();
  for (const name of file.databases) await admin.useDb(name).dropDatabase();
  await rm(file.dataDir, { recursive: true, force: true });
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const control = createServer((request: IncomingMessage, response: ServerResponse) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const work =
    request.method === 'POST' && url.pathname === '/files'
      ? openFileStack(url.searchParams.get('worker') ?? '1', url.searchParams.get('redis') === '1')
      : request.method === 'DELETE' && url.pathname.startsWith('/files/')
        ? closeFileStack(url.pathname.slice('/files/'.length)).then(() => ({ ok: true }))
        : request.method === 'GET' && url.pathname === '/health'
          ? Promise.resolve({ ok: true })
          : null;
  if (!work) return reply(response, 404, { error: 'not found' });
  work.then(
    (body) => reply(response, 200, body),
    (error: Error) => reply(response, 500, { error: error.stack ?? error.message }),
  );
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  control.close();
  for (const id of [...files.keys()]) await closeFileStack(id).catch(() => undefined);
  await admin.close().catch(() => undefined);
  for (const redis of redisByWorker.values()) await redis.then((running) => running.stop()).catch(() => undefined);
  await mongo.stop().catch(() => undefined);
  await rm(root, { recursive: true, force: true });
  await rm(readyFile, { force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The worker that started us may die without a word (jest kills its workers at the end of a run).
setInterval(() => {
  try {
    process.kill(ownerPid, 0);
  } catch {
    void shutdown();
  }
}, 500);

const info: SharedStackInfo = { controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`, pid: process.pid, ownerPid };
await writeFile(`${readyFile}.tmp`, JSON.stringify(info));
await rename(`${readyFile}.tmp`, readyFile);
