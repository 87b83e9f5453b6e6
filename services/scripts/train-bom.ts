/**
 * `npm run train:bom`: trains the learned BOM line model from the labelled train files (public train split and
 * the team-written tuned set; never the held-out files) plus exported user corrections when given
 * (`--corrections file.jsonl`, one {"text" or "features","kind","process"} per line) and the corrections of users
 * who share them (`--from-db`: the product's database), and writes
 * services/models/bom-classifier.json with a version derived from its content.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { isCadAssembly } from '../src/domains/bom/analyse.js';
import { mappingFromColumns } from '../src/domains/bom/columns.js';
import { lineFeatures, MODEL_FILE, newClassifier, type StoredModel } from '../src/domains/bom/learned-model.js';
import { normalizeRow } from '../src/domains/bom/normalize.js';
import { analyseRows } from '../src/domains/bom/table.js';
import { sharedTrainingExamples, trainingLabel } from '../src/domains/bom/training-examples.js';
import { publicTables, teamTables } from '../eval/sets.js';
import { withDatabase } from './database.js';

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

// Corrections of the users who share them, read from the product's database (`--from-db`): MONGODB_URI, or the
// embedded store that `npm start` runs (its password is in .data/dev/secrets.json).
if (process.argv.includes('--from-db')) {
  const examples = await withDatabase(() => sharedTrainingExamples());
  for (const example of examples) learn(example.features, example.label);
  sources.push(`database: ${examples.length} shared corrections`);
}

const correctionsAt = process.argv.indexOf('--corrections');
if (correctionsAt > 0) {
  const file = process.argv[correctionsAt + 1]!;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const c = JSON.parse(line) as { text?: string; features?: string[]; kind: string; process?: string | null };
    const label = trainingLabel(c.kind, c.process);
    if (!label) continue;
    learn(c.features ?? (c.text ?? '').toLowerCase().match(/[a-z][a-z0-9+#-]{1,}/g) ?? [], label);
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
