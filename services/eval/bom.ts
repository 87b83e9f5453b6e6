/**
 * `npm run eval:bom`: scores the BOM pipeline (reading, column detection, normalising, classifier) per set:
 * the team-written BOMs (tuned and held-out) and the public BOMs from open-hardware projects (train and held-out,
 * split by file). Reports kind accuracy, custom recall/precision, process accuracy on custom lines, rows lost and
 * the confusion matrix; then the supplier matches for a buyer in Cleveland (bom-matches.ts). Exit code 1 when the
 * public held-out targets or a match check are missed. `--verbose` lists misses and the picks.
 */
import { matchChecks } from './bom-matches.js';
import { comparableKind, scoreTables, type Score } from './score.js';
import { publicTables, teamTables } from './sets.js';

const verbose = process.argv.includes('--verbose');
const TARGETS = { kindAccuracy: 0.9, customRecall: 0.85, processAccuracy: 0.8 };

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function report(name: string, score: Score, tables: number) {
  console.log(`\n== ${name}: ${score.lines} labelled lines in ${tables} files`);
  console.log(`  kind accuracy          ${pct(score.kindAccuracy)}`);
  console.log(`  custom recall          ${pct(score.customRecall)}`);
  console.log(`  custom precision       ${pct(score.customPrecision)}`);
  console.log(`  process accuracy       ${pct(score.processAccuracy)}  (on ${score.processScored} custom lines whose process the file states)`);
  console.log(`  rows lost              ${score.rowsLost}${score.extraLines ? `   (rows labelled not-a-line kept as lines: ${score.extraLines})` : ''}`);
  console.log('  confusion (rows = labelled kind, columns = result)');
  const cols = ['custom', 'standard', 'raw-stock', 'consumable', 'fee', 'service', 'unknown', 'skipped'];
  console.log(`    ${''.padEnd(10)}${cols.map((c) => c.padStart(11)).join('')}`);
  for (const [expected, row] of Object.entries(score.confusion)) console.log(`    ${expected.padEnd(10)}${cols.map((c) => String(row[c] ?? 0).padStart(11)).join('')}`);
  // Scored by file too (every set): a file's own kind accuracy and custom recall.
  const files = [...new Set(score.outcomes.map((o) => o.table))];
  for (const file of files) {
    const mine = score.outcomes.filter((o) => o.table === file);
    const right = mine.filter((o) => o.expected.split(':')[0] === comparableKind(o.expected, o.got)).length;
    const custom = mine.filter((o) => o.expected.startsWith('custom'));
    const found = custom.filter((o) => o.got.startsWith('custom')).length;
    console.log(`    ${file.slice(0, 42).padEnd(42)} kind ${right}/${mine.length}${custom.length ? `  custom ${found}/${custom.length}` : ''}`);
  }
  if (verbose) {
    for (const o of score.outcomes.filter((x) => x.expected.split(':')[0] !== comparableKind(x.expected, x.got) || (x.expected.startsWith('custom:') && x.expected !== 'custom:?' && x.expected !== x.got))) {
      console.log(`    [${o.expected} → ${o.got}] ${o.table}:${o.lineNo} ${o.text}\n        ${o.evidence.join('; ')}`);
    }
  }
}

const sets: [string, Awaited<ReturnType<typeof publicTables>>][] = [
  ['team-written (tuned)', teamTables('tuned')],
  ['team-written (held-out)', teamTables('holdout')],
  ['public (train)', await publicTables('train')],
  ['public (held-out)', await publicTables('heldout')],
];
let heldout: Score | null = null;
for (const [name, tables] of sets) {
  const score = scoreTables(tables);
  report(name, score, tables.length);
  if (name === 'public (held-out)') heldout = score;
}
const misses = heldout
  ? [
      heldout.kindAccuracy < TARGETS.kindAccuracy && `kind accuracy ${pct(heldout.kindAccuracy)} < 90%`,
      heldout.customRecall < TARGETS.customRecall && `custom recall ${pct(heldout.customRecall)} < 85%`,
      heldout.processAccuracy < TARGETS.processAccuracy && `process accuracy ${pct(heldout.processAccuracy)} < 80%`,
      heldout.rowsLost > 0 && `${heldout.rowsLost} rows lost`,
    ].filter(Boolean)
  : ['no held-out set'];
console.log(`\nPublic held-out targets (kind ≥ 90%, custom recall ≥ 85%, process ≥ 80%, 0 rows lost): ${misses.length ? `NOT met: ${misses.join(', ')}` : 'met'}`);

console.log('\n== supplier matches (generated directory, buyer in Cleveland 44114)');
const matchResults = matchChecks();
for (const check of matchResults) console.log(`  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}${verbose || !check.passed ? `\n         ${check.detail}` : ''}`);
const matchMisses = matchResults.filter((c) => !c.passed).length;
console.log(`Supplier match checks: ${matchMisses ? `${matchMisses} NOT met` : 'met'}`);
process.exitCode = misses.length || matchMisses ? 1 : 0;
