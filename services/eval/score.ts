/**
 * Runs labelled tables through the same reading, mapping, normalising and classifying as an upload, and scores
 * the result: kind accuracy, custom recall/precision, process accuracy on custom lines, rows lost, confusion.
 */
import { classifyWithCorrections, isCadAssembly } from '../src/domains/bom/analyse.js';
import { mappingFromColumns } from '../src/domains/bom/columns.js';
import { normalizeRow } from '../src/domains/bom/normalize.js';
import { analyseRows } from '../src/domains/bom/table.js';
import type { LabelledTable } from './sets.js';

export interface Outcome {
  table: string;
  lineNo: number;
  text: string;
  expected: string;
  /** "standard" | "custom:<slug>" | "unknown" | "skipped". */
  got: string;
  evidence: string[];
}

export interface Score {
  lines: number;
  kindAccuracy: number;
  customRecall: number;
  customPrecision: number;
  processAccuracy: number;
  processScored: number;
  rowsLost: number;
  extraLines: number;
  confusion: Record<string, Record<string, number>>;
  outcomes: Outcome[];
}

const kindOf = (label: string) => label.split(':')[0]!;
/**
 * Labels written before raw stock, consumables, fees and services had kinds of their own say "standard" (bought as
 * it is) or "unknown" (not a part to source): a new kind is scored against such a label by that family.
 */
const FAMILY: Record<string, string> = { 'raw-stock': 'standard', consumable: 'standard', fee: 'unknown', service: 'unknown' };
const OLD_LABELS = new Set(['custom', 'standard', 'unknown']);
/** The result's kind as the label's vocabulary speaks of it. */
export function comparableKind(expected: string, got: string): string {
  const kind = kindOf(got);
  return OLD_LABELS.has(kindOf(expected)) ? (FAMILY[kind] ?? kind) : kind;
}
const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

export function scoreTables(tables: LabelledTable[]): Score {
  const outcomes: Outcome[] = [];
  let rowsLost = 0;
  let extraLines = 0;
  for (const t of tables) {
    const sheet = analyseRows(t.rows, t.name);
    const mapping = mappingFromColumns(sheet.columns);
    const skipped = new Set(sheet.skipped.map((s) => s.lineNo));
    const lines = new Map(sheet.dataRows.map((r) => [r.lineNo, r]));
    // Every row under the header is a line or a listed skipped row; anything else is lost.
    for (let i = sheet.headerRow + 1; i < t.rows.length; i++) {
      const lineNo = i + 1;
      if (!lines.has(lineNo) && !skipped.has(lineNo) && t.rows[i]!.some((c) => c.trim())) rowsLost++;
    }
    for (const [lineNo, expected] of t.labels) {
      if (lineNo <= sheet.headerRow + 1) continue;
      const row = lines.get(lineNo);
      if (expected === 'skip') {
        if (row) extraLines++;
        continue;
      }
      const text = (t.rows[lineNo - 1] ?? []).filter(Boolean).join(' | ').slice(0, 160);
      if (!row) {
        outcomes.push({ table: t.name, lineNo, text, expected, got: 'skipped', evidence: [] });
        continue;
      }
      const line = normalizeRow(lineNo, row.cells, mapping, sheet.header);
      const c = classifyWithCorrections(line, new Map(), { cadAssembly: isCadAssembly(sheet.format), sheet: t.sheet ?? '', section: row.section });
      outcomes.push({ table: t.name, lineNo, text, expected, got: c.kind === 'custom' ? `custom:${c.process?.slug ?? '?'}` : c.kind, evidence: c.evidence });
    }
  }
  const kinds = ['custom', 'standard', 'raw-stock', 'consumable', 'fee', 'service', 'unknown'];
  const confusion: Record<string, Record<string, number>> = {};
  for (const o of outcomes) {
    const row = (confusion[kindOf(o.expected)] ??= Object.fromEntries([...kinds, 'skipped'].map((g) => [g, 0])));
    row[kindOf(o.got)]!++;
  }
  const custom = outcomes.filter((o) => kindOf(o.expected) === 'custom');
  const predictedCustom = outcomes.filter((o) => kindOf(o.got) === 'custom');
  const processScored = custom.filter((o) => o.expected !== 'custom:?');
  return {
    lines: outcomes.length,
    kindAccuracy: ratio(outcomes.filter((o) => kindOf(o.expected) === comparableKind(o.expected, o.got)).length, outcomes.length),
    customRecall: ratio(custom.filter((o) => kindOf(o.got) === 'custom').length, custom.length),
    customPrecision: ratio(predictedCustom.filter((o) => kindOf(o.expected) === 'custom').length, predictedCustom.length),
    processAccuracy: ratio(processScored.filter((o) => o.got === o.expected).length, processScored.length),
    processScored: processScored.length,
    rowsLost,
    extraLines,
    confusion,
    outcomes,
  };
}
