/**
 * The bulk supplier import (npm run import:suppliers) against a real embedded MongoDB: the script runs as the operator
 * runs it. A certification status of registry checked or document on file comes only from Verify certifications, so a
 * row claiming one is reported (line and reason) and skipped while the other rows are still written.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { start as startMongo, type EmbeddedMongo } from '@forge/mongo-embedded';

const SERVICES_DIR = join(import.meta.dirname, '..', '..');
const MESSAGE = 'Registry checked and Document on file come from Verify certifications; set Self-declared or Expired here';
const HEADER = 'id,name,zip,capabilities,certifications,employeeRange';

let mongo: EmbeddedMongo;
let dir: string;

beforeAll(async () => {
  mongo = await startMongo({ inMemory: true, port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'forge-import-'));
});

afterAll(async () => {
  await mongo?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function runImport(fileName: string, text: string): Promise<{ stdout: string; exitCode: number }> {
  const file = join(dir, fileName);
  await writeFile(file, text);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/import-suppliers.ts', file, '--mongo-uri', `${mongo.uri}/forge`], { cwd: SERVICES_DIR });
    return { stdout, exitCode: 0 };
  } catch (error) {
    const failed = error as { stdout?: string; code?: number };
    return { stdout: failed.stdout ?? '', exitCode: failed.code ?? 1 };
  }
}

async function storedCertifications(): Promise<Map<string, { slug: string; status: string; checkedAt: Date | null; source?: string | null }[]>> {
  const client = await MongoClient.connect(`${mongo.uri}/forge`);
  try {
    const docs = await client.db().collection<{ _id: string; certifications: { slug: string; status: string; checkedAt: Date | null; source?: string | null }[] }>('suppliers').find({}).toArray();
    return new Map(docs.map((d) => [d._id, d.certifications]));
  } finally {
    await client.close();
  }
}

describe('bulk supplier import: certification status', () => {
  it('reports a CSV row claiming a checked status, writes nothing checked, and still imports the self-declared row', async () => {
    const csv = [
      HEADER,
      'imp-checked,Registry Claim LLC,44114,cnc-machining,iso-9001|C-100|BSI|2028-05-01|registry-checked,11-50',
      'imp-declared,Declared Parts Inc,44114,cnc-machining,iso-9001|C-200|BSI|2028-05-01|self-declared,11-50',
      'imp-on-file,Paper Claim Co,44114,welding-fabrication,as9100|C-300|NQA|2028-05-01|document-on-file,1-10',
    ].join('\n');
    const { stdout, exitCode } = await runImport('suppliers.csv', csv);

    expect(exitCode).toBe(0);
    expect(stdout).toContain(`line 2: certifications.0.status: ${MESSAGE}`);
    expect(stdout).toContain(`line 4: certifications.0.status: ${MESSAGE}`);
    expect(stdout).toContain('Imported 1 suppliers');
    expect(stdout).toContain('2 bad rows');

    const stored = await storedCertifications();
    expect([...stored.keys()]).toEqual(['imp-declared']);
    expect(stored.get('imp-declared')).toEqual([expect.objectContaining({ slug: 'iso-9001', status: 'self-declared', checkedAt: null })]);
    const checked = [...stored.values()].flat().filter((c) => c.status === 'registry-checked' || c.status === 'document-on-file');
    expect(checked).toEqual([]);
  });

  it('refuses the checked status in a JSON import too, and keeps a status set by hand free of a check date', async () => {
    const json = JSON.stringify([
      { id: 'imp-json-checked', name: 'Json Claim LLC', address: { zip: '48226' }, capabilities: ['injection-molding'], employeeRange: '51-200', certifications: [{ slug: 'iso-9001', certificateNumber: 'J-1', registrar: 'BSI', expiresAt: '2028-01-01', status: 'registry-checked', checkedAt: '2026-01-01' }] },
      { id: 'imp-json-expired', name: 'Json Lapsed Inc', address: { zip: '48226' }, capabilities: ['injection-molding'], employeeRange: '51-200', certifications: [{ slug: 'iso-9001', certificateNumber: 'J-2', registrar: 'BSI', expiresAt: '2025-01-01', status: 'expired', checkedAt: '2026-01-01' }] },
    ]);
    const { stdout } = await runImport('suppliers.json', json);

    expect(stdout).toContain(`line 1: certifications.0.status: ${MESSAGE}`);
    const stored = await storedCertifications();
    expect(stored.has('imp-json-checked')).toBe(false);
    expect(stored.get('imp-json-expired')).toEqual([expect.objectContaining({ status: 'expired', checkedAt: null })]);
  });
});
