// Crash recovery: the CLI runs as a child process, is killed with SIGKILL under write load and restarted.
import { afterAll, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(packageDir, 'src', 'cli.ts');

interface Child {
  proc: ChildProcess;
  port: number;
  stderr: () => string;
}

const children = new Set<ChildProcess>();
const dirs: string[] = [];

function spawnServer(dataDir: string, fsyncMode: 'always' | 'interval' = 'always'): Promise<Child> {
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--port', '0', '--data-dir', dataDir, '--fsync', fsyncMode],
    {
      cwd: packageDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.add(proc);
  proc.on('exit', () => children.delete(proc));
  let err = '';
  proc.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.includes('"listening"'));
      if (line) resolve({ proc, port: (JSON.parse(line) as { port: number }).port, stderr: () => err });
    });
    proc.on('exit', (code) => reject(new Error(`server exited early (${String(code)}): ${err}`)));
  });
}

function exited(proc: ChildProcess): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
}

function recoveryEvent(stderr: string): { logRecords: number; truncatedBytes: number } {
  const line = stderr.split('\n').find((l) => l.includes('"recovered"'));
  if (!line) throw new Error(`no recovery event in: ${stderr}`);
  return JSON.parse(line) as { logRecords: number; truncatedBytes: number };
}

function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-crash-'));
  dirs.push(d);
  return d;
}

function currentLog(dir: string): string {
  const logs = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.fmlog'))
    .sort();
  const last = logs.at(-1);
  if (!last) throw new Error('no log file');
  return path.join(dir, last);
}

afterAll(async () => {
  for (const c of children) {
    c.kill('SIGKILL');
    await exited(c);
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

test('kill -9 under write load loses no acknowledged write', async () => {
  const dir = tempDir();
  const first = await spawnServer(dir);
  const client = new MongoClient(`mongodb://127.0.0.1:${first.port}`, {
    maxPoolSize: 8,
    serverSelectionTimeoutMS: 3000,
    retryWrites: false,
  });
  await client.connect();
  const coll = client.db('crash').collection('docs');
  const counters = client.db('crash').collection('counters');
  await coll.createIndex({ key: 1 }, { unique: true });
  const acked: string[] = [];
  const ackedIncs = new Map<number, number>();
  let killed = false;
  const worker = async (w: number): Promise<void> => {
    for (let i = 0; !killed; i++) {
      const key = `w${w}-${i}`;
      try {
        await coll.insertOne({ key, w, i, pad: 'p'.repeat(200) });
        acked.push(key);
        await counters.updateOne({ _id: w as never }, { $inc: { n: 1 } }, { upsert: true });
        ackedIncs.set(w, (ackedIncs.get(w) ?? 0) + 1);
      } catch {
        return;
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  while (acked.length < 200) await new Promise((r) => setTimeout(r, 5));
  first.proc.kill('SIGKILL');
  killed = true;
  await exited(first.proc);
  await Promise.all(workers);
  await client.close(true);

  const second = await spawnServer(dir);
  const client2 = new MongoClient(`mongodb://127.0.0.1:${second.port}`, { serverSelectionTimeoutMS: 3000 });
  try {
    const keys = new Set(
      (
        await client2
          .db('crash')
          .collection('docs')
          .find({}, { projection: { key: 1 } })
          .toArray()
      ).map((d) => d.key as string),
    );
    const missing = acked.filter((k) => !keys.has(k));
    expect(missing).toEqual([]);
    for (const [w, n] of ackedIncs) {
      const doc = await client2
        .db('crash')
        .collection('counters')
        .findOne({ _id: w as never });
      expect(doc?.n).toBeGreaterThanOrEqual(n);
    }
    // The unique index survived recovery.
    await expect(client2.db('crash').collection('docs').insertOne({ key: acked[0] })).rejects.toMatchObject({
      code: 11000,
    });
    expect(recoveryEvent(second.stderr()).logRecords).toBeGreaterThan(0);
  } finally {
    await client2.close();
    second.proc.kill('SIGTERM');
    expect(await exited(second.proc)).toBe(0);
  }
});

test('a torn or corrupt log tail is truncated to the last good record', async () => {
  const dir = tempDir();
  const first = await spawnServer(dir, 'interval');
  const client = new MongoClient(`mongodb://127.0.0.1:${first.port}`, { serverSelectionTimeoutMS: 3000 });
  const coll = client.db('tail').collection('docs');
  await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i as never, v: i })));
  await coll.insertOne({ _id: 'last' as never, v: 'last' });
  await client.close();
  first.proc.kill('SIGTERM');
  expect(await exited(first.proc)).toBe(0);

  // Torn write: a header that promises more bytes than were written.
  const log = currentLog(dir);
  const torn = Buffer.alloc(18);
  torn.writeUInt32LE(1000, 0);
  torn.writeUInt32LE(0xdeadbeef, 4);
  fs.appendFileSync(log, torn);
  const second = await spawnServer(dir, 'interval');
  expect(recoveryEvent(second.stderr()).truncatedBytes).toBe(18);
  const client2 = new MongoClient(`mongodb://127.0.0.1:${second.port}`, { serverSelectionTimeoutMS: 3000 });
  expect(await client2.db('tail').collection('docs').countDocuments()).toBe(51);
  await client2
    .db('tail')
    .collection('docs')
    .insertOne({ _id: 'after' as never });
  await client2.close();
  second.proc.kill('SIGTERM');
  expect(await exited(second.proc)).toBe(0);

  // Corrupt record: flip a byte inside the last record; only that record is lost.
  const log2 = currentLog(dir);
  const bytes = fs.readFileSync(log2);
  const idx = bytes.length - 3;
  bytes[idx] = (bytes[idx] ?? 0) ^ 0xff;
  fs.writeFileSync(log2, bytes);
  const third = await spawnServer(dir, 'interval');
  expect(recoveryEvent(third.stderr()).truncatedBytes).toBeGreaterThan(0);
  const client3 = new MongoClient(`mongodb://127.0.0.1:${third.port}`, { serverSelectionTimeoutMS: 3000 });
  const docs = client3.db('tail').collection('docs');
  expect(await docs.countDocuments()).toBe(51);
  expect(await docs.findOne({ _id: 'after' as never })).toBeNull();
  expect(await docs.findOne({ _id: 'last' as never })).toMatchObject({ v: 'last' });
  await client3.close();
  third.proc.kill('SIGTERM');
  expect(await exited(third.proc)).toBe(0);
});
