/**
 * The evaluation sets as labelled tables: the team-written BOMs (boms-*.ts, label in the last cell of each row) and
 * the public BOMs (public/files, kept byte for byte as their projects published them; labels in public/labels,
 * source, commit and licence in public/sources.json). Public files are split by file into train and held-out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileTypeOf, readTable } from '../src/domains/bom/table.js';
import { ELECTRONIC_BOMS } from './boms-electronic.js';
import { HOLDOUT_BOMS } from './boms-holdout.js';
import { MECHANICAL_BOMS } from './boms-mechanical.js';
import { MIXED_BOMS } from './boms-mixed.js';

export interface LabelledTable {
  name: string;
  rows: string[][];
  /** The workbook sheet the table was read from (context for the classifier), '' for CSV. */
  sheet?: string;
  /** 1-based row number → "standard" | "custom:<slug>" | "custom:?" | "unknown" | "skip". */
  labels: Map<number, string>;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const PUBLIC_DIR = path.join(HERE, 'public');

export interface PublicSource {
  file: string;
  repo: string;
  path: string;
  commit: string;
  licence: string;
  split: 'train' | 'heldout';
}

export function teamTables(which: 'tuned' | 'holdout'): LabelledTable[] {
  const boms = which === 'tuned' ? [...MECHANICAL_BOMS, ...ELECTRONIC_BOMS, ...MIXED_BOMS] : HOLDOUT_BOMS;
  return boms.map((bom) => {
    const raw = bom.table.split('\n').map((line) => line.split('|').map((c) => c.trim()));
    const labels = new Map<number, string>();
    raw.forEach((cells, i) => labels.set(i + 1, cells.at(-1)!));
    return { name: bom.name, rows: raw.map((cells) => cells.slice(0, -1)), labels };
  });
}

export function publicSources(): PublicSource[] {
  return JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'sources.json'), 'utf8')) as PublicSource[];
}

export async function publicTables(split: 'train' | 'heldout'): Promise<LabelledTable[]> {
  const tables: LabelledTable[] = [];
  for (const source of publicSources().filter((s) => s.split === split)) {
    const buffer = readFileSync(path.join(PUBLIC_DIR, 'files', source.file));
    const table = await readTable(buffer, source.file, fileTypeOf(source.file));
    const labelled = JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'labels', `${source.file}.json`), 'utf8')) as { rows: Record<string, string> };
    tables.push({ name: source.file, rows: table.rows, labels: new Map(Object.entries(labelled.rows).map(([k, v]) => [Number(k), v])) });
  }
  return tables;
}
