// MongoDB's unified CRUD specification tests (vendored unchanged in vendor/spec/crud-unified) against the
// embedded store through the official driver. A test that fails must be listed in
// expected-failures.json with the feature it needs; a listed test that passes fails too, so the
// list only shrinks. CONFORMANCE_RECORD=<file> writes the failures seen instead of asserting.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo } from '../src/index.js';
import { loadFile, runTest, skipReason } from './unified/runner.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const specDir = path.join(here, 'vendor/spec/crud-unified');
const expected = JSON.parse(readFileSync(path.join(here, 'expected-failures.json'), 'utf8')) as {
  crudUnified: Record<string, string>;
};
const record = process.env.CONFORMANCE_RECORD;
const failures: Record<string, string> = {};
const tally = { passed: 0, failed: 0, skipped: 0 };

let server: EmbeddedMongo;
let admin: MongoClient;

beforeAll(async () => {
  server = await start({ inMemory: true });
  admin = new MongoClient(server.uri);
  await admin.connect();
});

afterAll(async () => {
  await admin.close();
  await server.stop();
  console.log(`CRUD unified spec: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  if (record) writeFileSync(record, JSON.stringify(failures, null, 2) + '\n');
});

const files = readdirSync(specDir)
  .filter((f) => f.endsWith('.json'))
  .sort();
for (const name of files) {
  const file = loadFile(path.join(specDir, name));
  describe(name, () => {
    for (const spec of file.tests) {
      const key = `${name} › ${spec.description}`;
      const reason = skipReason(file, spec);
      if (reason) {
        tally.skipped++;
        test.skip(`${spec.description} (${reason})`, () => undefined);
        continue;
      }
      test(spec.description, async () => {
        let error: Error | null = null;
        try {
          await runTest(server.uri, admin, file, spec);
        } catch (e) {
          error = e as Error;
        }
        if (error) {
          tally.failed++;
          failures[key] = error.message;
        } else tally.passed++;
        if (record) return;
        const allowed = expected.crudUnified[key];
        if (allowed) {
          if (!error)
            throw new Error(
              `listed in expected-failures.json (${allowed}) but passes now: remove it from the list`,
            );
          return;
        }
        expect(error?.message ?? null).toBeNull();
      });
    }
  });
}
