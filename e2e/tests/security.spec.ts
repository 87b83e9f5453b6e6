/**
 * Security of the stack the launcher starts (issue: no published secrets, internal ports on loopback).
 * No browser needed: plain HTTP against the e2e stack and the kernel's socket table.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DATA_DIR = path.join(ROOT, '.data', 'e2e');
const OFFSET = 10_000;
const IDENTITY = `http://localhost:${8180 + OFFSET}/realms/forge`;
const RETIRED_LITERAL = 'forge-services-dev-secret';

async function clientCredentials(secret: string) {
  return fetch(`${IDENTITY}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`forge-services:${secret}`).toString('base64')}`,
    },
    body: 'grant_type=client_credentials',
  });
}

test.describe('published secrets', () => {
  test('the retired literal secret gets no token; the generated one does', async () => {
    expect((await clientCredentials(RETIRED_LITERAL)).status).toBe(401);

    const file = path.join(DATA_DIR, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(secrets.servicesClientSecret!.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(secrets.servicesClientSecret).not.toBe(RETIRED_LITERAL);
    expect((await clientCredentials(secrets.servicesClientSecret!)).status).toBe(200);
  });
});

/** Listening TCP sockets from /proc/net/tcp{,6}: local address (hex) by port. */
function listeningSockets(): Map<number, string[]> {
  const byPort = new Map<number, string[]>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4 || fields[3] !== '0A') continue; // 0A = LISTEN
      const [address, portHex] = fields[1]!.split(':');
      const port = parseInt(portHex!, 16);
      byPort.set(port, [...(byPort.get(port) ?? []), address!]);
    }
  }
  return byPort;
}

const LOOPBACK = new Set([
  '0100007F', // 127.0.0.1
  '00000000000000000000000001000000', // ::1
]);

test('no port of the stack listens beyond loopback', () => {
  const ports = {
    shell: 8080, api: 4000, worker: 4001, identity: 8180, store: 27018, redis: 6380,
    'mf-discovery': 3001, 'mf-bom': 3002, 'mf-rfq': 3003, 'mf-admin': 3004, 'mf-content': 3005,
  };
  const sockets = listeningSockets();
  const exposed: string[] = [];
  for (const [name, base] of Object.entries(ports)) {
    const addresses = sockets.get(base + OFFSET);
    expect(addresses, `${name} should be listening on ${base + OFFSET}`).toBeDefined();
    for (const address of addresses!) if (!LOOPBACK.has(address)) exposed.push(`${name}:${base + OFFSET} on ${address}`);
  }
  expect(exposed).toEqual([]);
});

/** Sends one RESP command over a raw socket and returns the first reply line. */
async function redisReply(port: number, ...commands: string[][]): Promise<string[]> {
  const { connect } = await import('node:net');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      const lines = data.split('\r\n').filter(Boolean);
      if (lines.length >= commands.length) {
        socket.end();
        resolve(lines.slice(0, commands.length));
      }
    });
    socket.on('error', reject);
    for (const args of commands) socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`);
  });
}

test('Redis needs the generated password, and refuses CONFIG even with it', async () => {
  const port = 6380 + OFFSET;
  const [anonymous] = await redisReply(port, ['PING']);
  expect(anonymous).toMatch(/^-NOAUTH/);
  const secrets = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8')) as Record<string, string>;
  const [auth, ping, config] = await redisReply(port, ['AUTH', 'forge', secrets.redisPassword!], ['PING'], ['CONFIG', 'SET', 'dir', '/tmp']);
  expect(auth).toBe('+OK');
  expect(ping).toBe('+PONG');
  expect(config).toMatch(/^-NOPERM/);
  if (process.getuid?.() === 0) {
    const { execFileSync } = await import('node:child_process');
    const owners = execFileSync('ps', ['-eo', 'user:20,args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('redis-server') && line.includes(`:${port}`))
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(owners.length).toBeGreaterThan(0);
    expect(owners).not.toContain('root');
  }
});

test('the store refuses a connection without credentials, and takes the generated ones', async () => {
  const { MongoClient } = await import('mongodb');
  const port = 27018 + OFFSET;
  const anonymous = await MongoClient.connect(`mongodb://127.0.0.1:${port}/forge`, { serverSelectionTimeoutMS: 5000 });
  try {
    await expect(anonymous.db('forge').listCollections().toArray()).rejects.toThrow(/requires authentication/);
  } finally {
    await anonymous.close();
  }
  const secrets = JSON.parse(readFileSync(path.join(DATA_DIR, 'secrets.json'), 'utf8')) as Record<string, string>;
  const signedIn = await MongoClient.connect(
    `mongodb://forge:${encodeURIComponent(secrets.mongoPassword!)}@127.0.0.1:${port}/forge?authSource=admin`,
  );
  try {
    expect((await signedIn.db('forge').listCollections().toArray()).length).toBeGreaterThan(0);
  } finally {
    await signedIn.close();
  }
});
