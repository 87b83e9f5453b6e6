/**
 * `npm run train:bom`: trains the learned BOM line model from the labelled train files (public train split and
 * the team-written tuned set; never the held-out files) plus exported user corrections when given
 * (`--corrections file.jsonl`, one {"text","kind","process"} per line, from users who consented), and writes
 * services/models/bom-classifier.json with a version derived from its content.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isCadAssembly } from '../src/domains/bom/analyse.js';
import { mappingFromColumns } from '../src/domains/bom/columns.js';
import { lineFeatures, MODEL_FILE, newClassifier, type StoredModel } from '../src/domains/bom/learned-model.js';
import { normalizeRow } from '../src/domains/bom/normalize.js';
import { analyseRows } from '../src/domains/bom/table.js';
import { publicTables, teamTables } from '../eval/sets.js';

const nb = newClassifier();
const labels: Record<string, number> = {};
const sources: string[] = [];
let samples = 0;

function learn(features: string[], label: string) {
  if (features.length === 0) return;
  nb.learn(features, label);
  labels[label] = (labels[label] ?? 0) + 1;
  samples++;
}

for (const table of [...teamTables('tuned'), ...(await publicTables('train'))]) {
  const sheet = analyseRows(table.rows, table.name);
  const mapping = mappingFromColumns(sheet.columns);
  for (const row of sheet.dataRows) {
    const label = table.labels.get(row.lineNo);
    if (!label || label === 'skip' || label === 'custom:?') continue;
    learn(lineFeatures(normalizeRow(row.lineNo, row.cells, mapping, sheet.header), { cadAssembly: isCadAssembly(sheet.format) }), label);
  }
  sources.push(table.name);
}

const correctionsAt = process.argv.indexOf('--corrections');
if (correctionsAt > 0) {
  const file = process.argv[correctionsAt + 1]!;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const c = JSON.parse(line) as { text: string; kind: string; process?: string | null };
    const words = c.text.toLowerCase().match(/[a-z][a-z0-9+#-]{1,}/g) ?? [];
    learn(words, c.kind === 'custom' ? `custom:${c.process ?? '?'}` : c.kind);
  }
  sources.push(file);
}

nb.consolidate();
const wink = nb.exportJSON();
const version = `nb-${createHash('sha1').update(wink).digest('hex').slice(0, 10)}`;
const model: StoredModel = { version, trainedAt: new Date().toISOString(), samples, labels, sources, wink };
writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
console.log(`Trained ${version} on ${samples} labelled lines from ${sources.length} files → ${MODEL_FILE}`);
console.log(Object.entries(labels).map(([l, n]) => `  ${l}: ${n}`).join('\n'));
