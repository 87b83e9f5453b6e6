// The README table must be what readme-table.ts generates from expected-failures.json today.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { loadExpected, readmePath, renderTable, withTable } from './readme-table.js';

test('the README conformance table matches expected-failures.json (npx tsx conformance/readme-table.ts)', () => {
  const readme = readFileSync(readmePath, 'utf8');
  expect(withTable(readme, renderTable(loadExpected()))).toBe(readme);
});

test('the table has one row per reason with its test count', () => {
  const table = renderTable({
    crudUnified: { 'a.json › x': 'views', 'b.json › y': 'views', 'c.json › z': 'a|b' },
  });
  expect(table).toContain('| MongoDB unified CRUD spec | views | 2 | `a.json › x`<br>`b.json › y` |');
  expect(table).toContain('| a\\|b | 1 |');
});
