// mongoose's own test suite (vendored in conformance/vendor/mongoose, see its NOTICE.md) against the embedded
// store. Every failure must be listed in expected-failures.json ("mongoose" section: `file › full
// title` → the unsupported feature it needs); a listed test that passes fails too, so the list only
// shrinks. CONFORMANCE_RECORD=<file> writes the failures seen instead of asserting.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { loadExpected } from './readme-table.js';
import { mongooseDir, runInChild, testKey, type SuiteResult } from './mongoose-suite.js';

const expected = loadExpected().mongoose ?? {};
const record = process.env.CONFORMANCE_RECORD;

let result: SuiteResult;

beforeAll(async () => {
  result = await runInChild();
  // One retry, as the e2e suite has in CI: a failure nobody listed counts only if it fails in both runs; a test that
  // failed in just one is reported as flaky.
  const unlisted = (r: SuiteResult) => new Set(r.failures.map(testKey).filter((key) => !expected[key]));
  const first = unlisted(result);
  if (first.size && !record) {
    const again = await runInChild();
    const second = unlisted(again);
    const flaky = [...new Set([...first, ...second])].filter((key) => !(first.has(key) && second.has(key)));
    if (flaky.length) console.log(`mongoose suite: flaky (failed in one of two runs): ${flaky.join('; ')}`);
    result = { ...again, failures: again.failures.filter((t) => expected[testKey(t)] !== undefined || first.has(testKey(t))) };
  }
  console.log(
    `mongoose suite: ${result.passes.length} passed, ${result.failures.length} failed ` +
      `(${Object.keys(expected).length} listed), ${result.pending.length} pending, ${result.seconds.toFixed(0)} s`,
  );
  if (record) {
    const seen = Object.fromEntries(result.failures.map((f) => [testKey(f), f.err.message ?? '']));
    writeFileSync(record, JSON.stringify(seen, null, 2) + '\n');
  }
}, 600_000);

/** The vendored files by name as they appear in test keys (`helpers/x.test.js`). */
const files = [
  ...readdirSync(path.join(mongooseDir, 'test')).filter((f) => f.endsWith('.test.js')),
  ...readdirSync(path.join(mongooseDir, 'test/helpers'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `helpers/${f}`),
].sort();

function fileOf(key: string): string {
  return key.slice(0, key.indexOf(' › '));
}

test('every listed mongoose test belongs to a vendored file', () => {
  expect(Object.keys(expected).filter((key) => !files.includes(fileOf(key)))).toEqual([]);
});

test('the store answers every file: no hook failure outside the files, and tests ran', () => {
  const outside = result.failures.map(testKey).filter((key) => !files.includes(fileOf(key)));
  expect(outside).toEqual([]);
  expect(result.passes.length).toBeGreaterThan(4000);
});

describe('mongoose test files', () => {
  for (const file of files) {
    test(file, () => {
      if (record) return;
      const failed = new Map(
        result.failures
          .filter((t) => fileOf(testKey(t)) === file)
          .map((t) => [testKey(t), t.err.message ?? '']),
      );
      const unexpected = [...failed]
        .filter(([key]) => !expected[key])
        .map(([key, message]) => `${key}\n    ${message}`);
      const notFailing = Object.keys(expected)
        .filter((key) => fileOf(key) === file && !failed.has(key))
        .map(
          (key) =>
            `${key}: listed in expected-failures.json (${expected[key]}) but passes now (or did not run): remove it from the list`,
        );
      expect([...unexpected, ...notFailing]).toEqual([]);
    });
  }
});
