/**
 * `npm run eval:bom`: scores the BOM classifier on the hand-labelled evaluation set (mechanical, electronic
 * and mixed BOMs, each with its real-world header). Column detection runs too: the mapping used is the one
 * the upload endpoint would propose. Reports per-class accuracy and the confusion. `--verbose` lists misses.
 */
import { classifyLine } from '../src/domains/bom/classify.js';
import { mappingFromColumns } from '../src/domains/bom/columns.js';
import { normalizeRow } from '../src/domains/bom/normalize.js';
import { analyseRows } from '../src/domains/bom/table.js';
import { ELECTRONIC_BOMS } from './boms-electronic.js';
import { MECHANICAL_BOMS } from './boms-mechanical.js';
import { HOLDOUT_BOMS } from './boms-holdout.js';
import { MIXED_BOMS } from './boms-mixed.js';

const TARGET = 0.9;
const verbose = process.argv.includes('--verbose');
const BOMS = [...MECHANICAL_BOMS, ...ELECTRONIC_BOMS, ...MIXED_BOMS];

interface Result {
  bom: string;
  bomKind: string;
  text: string;
  expected: string;
  got: string;
  evidence: string[];
}

const decision = (kind: string, process: string | null) => (kind === 'custom' ? `custom:${process ?? '?'}` : kind);
const kindOf = (label: string) => label.split(':')[0]!;

function evaluate(boms: typeof BOMS): Result[] {
const results: Result[] = [];
for (const bom of boms) {
  const raw = bom.table.split('\n').map((line) => line.split('|').map((c) => c.trim()));
  const labels = raw.map((cells) => cells.at(-1)!);
  const rows = raw.map((cells) => cells.slice(0, -1));
  const sheet = analyseRows(rows, bom.name);
  const mapping = mappingFromColumns(sheet.columns);
  if (verbose) console.log(`\n${bom.name}: header row ${sheet.headerRow}, mapping ${JSON.stringify(mapping)}`);
  for (const dataRow of sheet.dataRows) {
    const expected = labels[dataRow.lineNo - 1]!;
    const line = normalizeRow(dataRow.lineNo, dataRow.cells, mapping);
    const c = classifyLine(line);
    results.push({
      bom: bom.name,
      bomKind: bom.kind,
      text: dataRow.cells.filter(Boolean).join(' | '),
      expected,
      got: decision(c.kind, c.process?.slug ?? null),
      evidence: c.evidence,
    });
  }
}
return results;
}

const results = evaluate(BOMS);
const holdout = evaluate(HOLDOUT_BOMS);

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const correct = results.filter((r) => r.expected === r.got).length;
const kindCorrect = results.filter((r) => kindOf(r.expected) === kindOf(r.got)).length;

console.log(`BOM classification evaluation: ${results.length} hand-labelled lines from ${BOMS.length} BOMs`);
for (const group of ['mechanical', 'electronic', 'mixed']) {
  const rs = results.filter((r) => r.bomKind === group);
  console.log(`  ${group.padEnd(11)} ${String(rs.length).padStart(4)} lines  decision ${pct(rs.filter((r) => r.expected === r.got).length, rs.length)}`);
}

console.log('\nPer class (expected label → share decided exactly right):');
const classes = [...new Set(results.map((r) => r.expected))].sort((a, b) => (a.startsWith('custom') ? 1 : 0) - (b.startsWith('custom') ? 1 : 0) || a.localeCompare(b));
for (const label of classes) {
  const rs = results.filter((r) => r.expected === label);
  console.log(`  ${label.padEnd(42)} ${String(rs.length).padStart(4)}  ${pct(rs.filter((r) => r.got === label).length, rs.length)}`);
}

console.log('\nConfusion (rows = expected kind, columns = predicted kind):');
const kinds = ['custom', 'standard', 'unknown'];
console.log(`  ${''.padEnd(10)}${kinds.map((k) => k.padStart(10)).join('')}`);
for (const expected of kinds) {
  const row = kinds.map((got) => String(results.filter((r) => kindOf(r.expected) === expected && kindOf(r.got) === got).length).padStart(10));
  console.log(`  ${expected.padEnd(10)}${row.join('')}`);
}
const wrongProcess = results.filter((r) => kindOf(r.expected) === 'custom' && kindOf(r.got) === 'custom' && r.expected !== r.got);
if (wrongProcess.length) {
  console.log('\nCustom lines given the wrong process (expected → predicted):');
  const pairs = new Map<string, number>();
  for (const r of wrongProcess) pairs.set(`${r.expected} → ${r.got}`, (pairs.get(`${r.expected} → ${r.got}`) ?? 0) + 1);
  for (const [pair, n] of [...pairs].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(3)}  ${pair}`);
}

const accuracy = correct / results.length;
console.log(`\nKind (custom / standard / unknown) accuracy: ${pct(kindCorrect, results.length)}`);
console.log(`Process-or-standard decision accuracy:       ${pct(correct, results.length)}  (target ≥ ${TARGET * 100}%: ${accuracy >= TARGET ? 'met' : 'NOT met'})`);

const holdoutCorrect = holdout.filter((r) => r.expected === r.got).length;
console.log(
  `Held-out set (${holdout.length} lines written after tuning, never tuned on): decision ${pct(holdoutCorrect, holdout.length).trim()}, kind ${pct(holdout.filter((r) => kindOf(r.expected) === kindOf(r.got)).length, holdout.length).trim()}`,
);

if (verbose) {
  console.log('\nMisses:');
  for (const r of [...results, ...holdout].filter((x) => x.expected !== x.got)) {
    console.log(`  [${r.expected} → ${r.got}] ${r.text}\n      evidence: ${r.evidence.join('; ')}`);
  }
}
process.exitCode = accuracy >= TARGET ? 0 : 1;
