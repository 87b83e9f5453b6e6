import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { apiSession } from '../support/api';

/**
 * The launcher supervises the stack (issue 17 part 3): the BOM worker is kill -9'd in the middle of a job; the
 * launcher restarts it, the job completes once with every line stored once (no line lost, none twice).
 */
const LOGS = path.resolve(import.meta.dirname, '../../.data/e2e/logs');
const workerLog = () => readFileSync(path.join(LOGS, 'worker.log'), 'utf8').split('\n');
const workerPids = () =>
  workerLog()
    .filter((l) => l.includes('"event":"listening"') && l.includes('"service":"worker"'))
    .map((l) => JSON.parse(l).pid as number);

test('a worker killed mid-job comes back and the job completes exactly once', async ({ browser, baseURL }) => {
  test.setTimeout(360_000);
  const buyer = await apiSession(browser, 'buyer');
  const pidsBefore = workerPids();
  const victim = pidsBefore.at(-1)!;
  expect(victim).toBeGreaterThan(0);

  const rows = Array.from({ length: 4000 }, (_, i) => `SV-${10000 + i},Machined bracket ${i} 6061 aluminum anodized,${(i % 50) + 1}`);
  const form = new FormData();
  form.append('file', new Blob([`Part Number,Description,Quantity\n${rows.join('\n')}\n`], { type: 'text/csv' }), 'supervised.csv');
  const uploaded = await fetch(`${baseURL}/api/bom/uploads`, { method: 'POST', headers: { authorization: buyer.authorization }, body: form });
  expect(uploaded.status).toBe(201);
  const { upload } = (await uploaded.json()) as { upload: { id: string; mapping: Record<string, number> } };
  expect((await buyer.call('POST', `/api/bom/uploads/${upload.id}/process`, { mapping: upload.mapping })).status).toBe(202);

  // Kill -9 the worker as soon as it has the job in hand.
  for (;;) {
    const { body } = await buyer.call<{ upload: { state: string } }>('GET', `/api/bom/uploads/${upload.id}`);
    expect(body.upload.state).not.toBe('completed');
    if (body.upload.state === 'processing') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  process.kill(victim, 'SIGKILL');

  // The launcher starts a new worker; the job (its lock expired) is picked up again and completes.
  await expect.poll(() => workerPids().length, { timeout: 60_000 }).toBeGreaterThan(pidsBefore.length);
  await expect
    .poll(async () => (await buyer.call<{ upload: { state: string } }>('GET', `/api/bom/uploads/${upload.id}`)).body.upload.state, { timeout: 240_000, intervals: [500] })
    .toBe('completed');
  const lines = (await buyer.call<{ partNumber: string }[]>('GET', `/api/bom/uploads/${upload.id}/lines`)).body;
  expect(lines).toHaveLength(4000);
  expect(new Set(lines.map((l) => l.partNumber)).size).toBe(4000);
  const { body } = await buyer.call<{ upload: { processed: number; total: number } }>('GET', `/api/bom/uploads/${upload.id}`);
  expect(body.upload).toMatchObject({ processed: 4000, total: 4000 });
  await buyer.close();
});
