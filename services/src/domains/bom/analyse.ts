/**
 * The CPU-heavy part of the pipeline, with no database or network: read the file, find the header and columns,
 * normalise and classify the lines. It runs in the reading threads (parse-thread.ts), never on an event loop
 * that serves requests or renews job locks.
 */
import { classifyLine, type Classification, type ClassifyContext, type LineKind } from './classify.js';
import { headerSignature, type DetectedColumn, type Mapping } from './columns.js';
import { linkAlternates } from './alternates.js';
import { learnedModel } from './learned-model.js';
import { countLine, type KindCounts } from './line-kinds.js';
import { correctionKeys, partKeyOf } from './line-keys.js';
import type { NormalizedLine } from './normalize.js';
import { processRef } from './processes.js';
import { analyseRows, readTable, type BomFileType, type SkippedRow } from './table.js';
import { readSheets, type RowChoice } from './workbook.js';

export interface Correction {
  kind: LineKind;
  process: string | null;
  standardCategory: string | null;
}

export interface ClassifiedLine extends NormalizedLine, Classification {
  partKey: string;
  corrected: boolean;
  /** The line number of the primary this line is an alternate of (not sourced on its own), else null. */
  alternateOf: number | null;
  /** The workbook sheet the line is on ('' for CSV/TSV). */
  sheet: string;
}

export interface Summary extends KindCounts {
  byProcess: Record<string, number>;
  suppliersFound: number;
  /** Lines whose quantity disagrees with their reference designators. */
  quantityWarnings: number;
  /** The learned model that classified the upload next to the vocabulary ('none' when no model is trained). */
  modelVersion: string;
  /** Rows under the header that are not lines, with why (the user can restore them). */
  skipped: SkippedRow[];
}

/** CAD assembly exports list the parts modelled in the assembly (the made ones among them). */
export function isCadAssembly(format: string): boolean {
  return /SolidWorks|Onshape|Fusion 360|Inventor/.test(format);
}

/** Applies a remembered correction first; otherwise the explainable classifier decides. */
export function classifyWithCorrections(line: NormalizedLine, corrections: Map<string, Correction>, context: ClassifyContext = {}): Classification & { corrected: boolean } {
  for (const key of correctionKeys(line.partNumber || line.mpn, line.description || line.displayName)) {
    const c = corrections.get(key);
    if (c) {
      return {
        kind: c.kind,
        process: c.kind === 'custom' && c.process ? processRef(c.process) : null,
        standardCategory: c.kind === 'standard' ? ((c.standardCategory as Classification['standardCategory']) ?? null) : null,
        confidence: 1,
        evidence: [`your earlier correction for ${key.startsWith('pn:') ? `part number ${line.partNumber}` : 'this description'}`],
        corrected: true,
      };
    }
  }
  return { ...classifyLine(line, context), corrected: false };
}

/** What the mapping step needs from a file: the rows themselves stay in the thread that read them. */
export interface TableInspection {
  sheets: string[];
  sheet: string;
  headerRow: number;
  header: string[];
  columns: DetectedColumn[];
  preview: string[][];
  lineCount: number;
  /** The recognised export format, '' if generic. */
  format: string;
  skippedCount: number;
}

export interface InspectInput {
  buffer: Buffer;
  fileName: string;
  fileType: BomFileType;
  sheet?: string | null;
  /** How errors name the file, e.g. `bom.xlsx (sheet "Electrical")`. */
  label?: string;
}

export async function inspectTable(input: InspectInput): Promise<TableInspection> {
  const table = await readTable(input.buffer, input.fileName, input.fileType, input.sheet ?? null);
  const sheet = analyseRows(table.rows, input.label ?? input.fileName);
  return {
    sheets: table.sheets,
    sheet: table.sheet,
    headerRow: sheet.headerRow,
    header: sheet.header,
    columns: sheet.columns,
    preview: sheet.preview,
    lineCount: sheet.dataRows.length,
    format: sheet.format,
    skippedCount: sheet.skipped.filter((r) => r.reason !== 'blank').length,
  };
}

export interface ClassifyInput {
  buffer: Buffer;
  fileName: string;
  fileType: BomFileType;
  sheet: string | null;
  mapping: Mapping;
  /** Remembered corrections as [key, correction] pairs (a Map does not cross threads as cheaply). */
  corrections: [string, Correction][];
  /** Lines per chunk handed on (whole pages, so storing can start while the next chunk is classified). */
  chunkLines: number;
  /** Rows (1-based) the user restored from the skipped list. */
  restoredRows?: number[];
  /** Rows the user restored or moved out of the lines, by sheet. */
  rowChoices?: RowChoice[];
  /** Other workbook sheets to read too: each that holds a BOM adds its lines, tagged with the sheet. */
  extraSheets?: string[];
  /** The user's confirmed mappings by header signature, for the other sheets. */
  rememberedMappings?: Record<string, Mapping>;
}

export interface ClassifyOutcome {
  total: number;
  /** Counts by kind and process; suppliersFound is filled in after matching. */
  summary: Summary;
}

/** Parse → normalise → classify; each chunk of classified lines goes to `onChunk` in file order. */
export async function classifyTable(input: ClassifyInput, onChunk: (chunk: ClassifiedLine[], offset: number, total: number) => void): Promise<ClassifyOutcome> {
  const sheets = await readSheets(input, headerSignature);
  // Every data row is a line: one without a description is named from what it has.
  const items = sheets.flatMap((s) => {
    const alternates = linkAlternates(s.lines.map((l) => l.line), s.lines.map((l) => l.section));
    const context: ClassifyContext = { cadAssembly: isCadAssembly(s.format), sheet: s.sheet };
    return s.lines.map((l, i) => ({ ...l, context: { ...context, section: l.section }, alternateOf: alternates[i] ?? null, sheet: s.sheet }));
  });
  const corrections = new Map(input.corrections);
  // The "not a part" list covers every sheet read; each row keeps its sheet.
  const skipped = sheets.flatMap((s) => s.skipped);
  const summary: Summary = { byProcess: {}, custom: 0, standard: 0, unknown: 0, byKind: {}, suppliersFound: 0, toQuote: 0, toBuy: 0, toReview: 0, notParts: 0, alternates: 0, dnp: 0, quantityWarnings: 0, modelVersion: learnedModel()?.version ?? 'none', skipped };
  const size = Math.max(1, input.chunkLines);
  for (let start = 0; start < items.length; start += size) {
    const chunk: ClassifiedLine[] = [];
    for (const { line: n, context, alternateOf, sheet } of items.slice(start, start + size)) {
      const l = { ...n, ...classifyWithCorrections(n, corrections, context), partKey: partKeyOf(n.partNumber || n.mpn, n.description || n.displayName), alternateOf, sheet };
      countLine(summary, l.kind, l.dnp, l.alternateOf !== null);
      if (l.quantityWarning) summary.quantityWarnings++;
      if (l.process) summary.byProcess[l.process.slug] = (summary.byProcess[l.process.slug] ?? 0) + 1;
      chunk.push(l);
    }
    onChunk(chunk, start, items.length);
  }
  return { total: items.length, summary };
}
