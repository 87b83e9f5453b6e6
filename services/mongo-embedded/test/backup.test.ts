// Online backup and restore: a backup taken while a separate server process takes writes restores to a state that
// holds every write acknowledged before the backup began; a damaged backup is refused with a clear message.
import { afterAll, expect, test } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { backupDataDir, restoreBackup, verifyBackup } from '../src/backup.js';
import { start } from '../src/index.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forge-mongo-backup-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, { recursive: true, force: true });
});

function serve(dataDir: string): Promise<{ proc: ChildProcess; port: number }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(packageDir, 'src', 'cli.ts'), '--port', '0', '--data-dir', dataDir], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(proc);
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.includes('"listening"'));
      if (line) resolve({ proc, port: (JSON.parse(line) as { port: number }).port });
    });
    proc.once('exit', (code) => reject(new Error(`store exited (${String(code)})`)));
  });
}

test('a backup taken under write load restores every write acknowledged before it began', async () => {
  const dataDir = path.join(work, 'live');
  const server = await serve(dataDir);
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${server.port}`);
  const orders = client.db('forge').collection<{ seq: number; pad: string }>('orders');
  await orders.createIndex({ seq: 1 }, { unique: true });
  let acknowledged = 0;
  let writing = true;
  const pad = 'x'.repeat(200);
  // Four writers in parallel, each recording what the store acknowledged.
  const writers = Array.from({ length: 4 }, async (_, w) => {
    for (let i = 0; writing; i++) {
      const seq = i * 4 + w + 1;
      await orders.insertOne({ seq, pad });
      acknowledged = Math.max(acknowledged, seq);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 700));
  const before = new Set((await orders.find({}, { projection: { seq: 1 } }).toArray()).map((d) => d.seq));
  const file = path.join(work, 'live.fmbak');
  const result = backupDataDir(dataDir, file);
  await new Promise((resolve) => setTimeout(resolve, 300)); // writes go on after the backup
  writing = false;
  await Promise.all(writers);
  const total = await orders.countDocuments();
  await client.close();
  server.proc.kill('SIGTERM');

  expect(before.size).toBeGreaterThan(50);
  expect(result.files).toBeGreaterThan(0);
  expect(verifyBackup(file).files.length).toBe(result.files);
  const restoredDir = path.join(work, 'restored');
  restoreBackup(file, restoredDir);
  const restored = await start({ dataDir: restoredDir, port: 0 });
  const check = await MongoClient.connect(restored.uri);
  try {
    const seqs = new Set((await check.db('forge').collection('orders').find({}, { projection: { seq: 1 } }).toArray()).map((d) => d.seq as number));
    const missing = [...before].filter((seq) => !seqs.has(seq));
    expect(missing).toEqual([]);
    expect(seqs.size).toBeLessThanOrEqual(total);
    // The unique index came back with the data.
    await expect(check.db('forge').collection('orders').insertOne({ seq: [...before][0] })).rejects.toThrow(/duplicate key/);
  } finally {
    await check.close();
    await restored.stop();
  }
});

test('a damaged backup is refused with a clear message, and a running store is not overwritten', async () => {
  const dataDir = path.join(work, 'small');
  const store = await start({ dataDir, port: 0 });
  const client = await MongoClient.connect(store.uri);
  await client.db('forge').collection('things').insertMany([{ a: 1 }, { a: 2 }]);
  const file = path.join(work, 'small.fmbak');
  backupDataDir(dataDir, file);
  expect(() => restoreBackup(file, dataDir, { force: true })).toThrow(/in use by a running store/);
  await client.close();
  await store.stop();

  const damaged = path.join(work, 'damaged.fmbak');
  const bytes = fs.readFileSync(file);
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  expect(() => restoreBackup(damaged, path.join(work, 'never'))).toThrow(/damaged: its checksum does not match/);
  expect(fs.existsSync(path.join(work, 'never'))).toBe(false);
  fs.writeFileSync(damaged, bytes.subarray(0, 100));
  expect(() => verifyBackup(damaged)).toThrow(/damaged|not a Forge store backup/);
  expect(() => restoreBackup(file, dataDir)).toThrow(/not empty/);
});
