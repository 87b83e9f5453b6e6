import { AppError } from '../../lib/app-error.js';
import { cleanText } from '../../lib/text.js';
import { parseDelimited, sniffDelimiter } from './csv.js';
import { decodeText } from './decode.js';
import { detectColumns, findHeaderRow, normalizeHeader, type DetectedColumn } from './columns.js';
import { detectFormat } from './formats.js';
import { readHead } from './head-noun.js';
import { MAX_LINES, PREVIEW_ROWS } from './limits.js';
import { loadWorkbook } from './xlsx.js';

export type BomFileType = 'csv' | 'tsv' | 'xlsx';

/** The file type from the name; anything else is refused with the accepted list. */
export function fileTypeOf(fileName: string): BomFileType {
  const ext = fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'tsv' || ext === 'tab') return 'tsv';
  if (ext === 'xlsx' || ext === 'xlsm') return 'xlsx';
  if (ext === 'xls') throw AppError.badRequest(`"${fileName}" is a legacy Excel 97-2003 file (.xls); save it as .xlsx or CSV and upload again.`);
  throw AppError.badRequest(`"${fileName}" has an unsupported type${ext ? ` (.${ext})` : ''}: upload a CSV, TSV or XLSX file.`);
}

export interface RawTable {
  sheets: string[];
  sheet: string;
  rows: string[][];
}

/** Reads the file into rows of text cells (one sheet for XLSX: the named one or the first). */
export async function readTable(buffer: Buffer, fileName: string, fileType: BomFileType, sheet?: string | null): Promise<RawTable> {
  if (buffer.length === 0) throw AppError.badRequest(`"${fileName}" is empty.`);
  if (fileType === 'xlsx') {
    const workbook = await loadWorkbook(buffer, fileName);
    const chosen = sheet && workbook.sheets.includes(sheet) ? sheet : workbook.sheets[0]!;
    if (sheet && !workbook.sheets.includes(sheet)) throw AppError.badRequest(`The workbook has no sheet named "${sheet}".`);
    return { sheets: workbook.sheets, sheet: chosen, rows: cleanCells(workbook.rowsOf(chosen), fileName) };
  }
  const text = decodeText(buffer, fileName);
  const rows = parseDelimited(text, sniffDelimiter(text, fileType === 'tsv' ? 'tsv' : undefined));
  return { sheets: [], sheet: '', rows: cleanCells(rows, fileName) };
}

/**
 * Cells are shown to other users (suppliers quoting the lines): NFC, trimmed, without bidi controls that could
 * disguise a part number or a price; a NUL or a lone surrogate refuses the file with the cell named.
 */
function cleanCells(rows: string[][], fileName: string): string[][] {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    for (let k = 0; k < row.length; k++) {
      row[k] = cleanText(row[k]!, `cell in row ${i + 1}, column ${k + 1} of "${fileName}"`).trim();
    }
  }
  return rows;
}

export interface DataRow {
  /** 1-based row number in the file (sheet), for the user to find the line. */
  lineNo: number;
  cells: string[];
  /** The section title row above it ("Printed parts"), '' when none: context for the classifier. */
  section: string;
}

const SUBTOTAL = /^(sub[\s-]?total|total|grand total|totals|sum|page total|gross|net|gross total|net total|total cost|total price|overall total)\b[:\s]*/i;
const GRAND_TOTAL = /^(total|grand total|totals|total cost|total price|overall total|gross total|net total)\b/i;

function isBlank(row: string[]): boolean {
  for (const c of row) if (c && c.trim()) return false;
  return true;
}

/** Subtotal/total rows: a cell says "total" and the row has no description-like text elsewhere. */
function isSubtotal(row: string[]): boolean {
  if (!row.some((c) => /total|sum|gross|net/i.test(c))) return false;
  const filled = row.filter((c) => c.trim());
  if (!filled.some((c) => SUBTOTAL.test(c.trim()))) return false;
  const wordy = filled.filter((c) => !SUBTOTAL.test(c.trim()) && /[a-z]{4,}/i.test(c) && !/^[$€£]?[\d,.]+$/.test(c.trim()));
  return wordy.length === 0;
}

export type SkipReason = 'blank' | 'zeros only' | 'subtotal' | 'repeated header' | 'section title' | 'note after the total' | 'marked not a part';

/** A row under the header that is not a line, with why; the user can restore any but blank ones. */
export interface SkippedRow {
  lineNo: number;
  reason: SkipReason;
  text: string;
  /** The workbook sheet the row is on (set when a workbook's sheets are read together). */
  sheet?: string;
}

/**
 * A section title ("Electronics", "FASTENERS:"): one short cell in a table whose rows usually fill three or
 * more, with no digits that would make it a part number.
 */
function isSectionTitle(row: string[], typicalFilled: number): boolean {
  const filled = row.filter((c) => c && c.trim());
  // A merged title cell comes back as the same text in every cell it spans.
  const merged = filled.length > 1 && filled.every((c) => c.trim() === filled[0]!.trim());
  const text = filled[0]!.trim();
  if (!merged && (filled.length !== 1 || typicalFilled < (HEADING.test(text) ? 2 : 3))) return false;
  if (!(text.length <= 40 && !/\d/.test(text) && /[a-z]/i.test(text) && text.split(/\s+/).length <= 5)) return false;
  // A part row holding only its name ("Pen", "Corner bracket") is a line; headings read as headings.
  return merged || HEADING.test(text) || !readHead(text).headClass;
}

/** How headings are written: a trailing colon, capitals, or the words sections are named with. */
const HEADING = /:$|^[^a-z]+$|\b(parts|components|electronics|electrical|hardware|mechanical|fasteners|misc|miscellaneous|other|tools|consumables|optional|materials|assemblies|section|printed|machined|purchased|bought|custom|wiring|cables|pneumatics|sensors|motors|bearings|screws|vitamins|frame|structure|extras)\b/i;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export interface Sheet {
  headerRow: number;
  header: string[];
  dataRows: DataRow[];
  skipped: SkippedRow[];
  /** The recognised export format (KiCad, Altium, SolidWorks…), or '' for a generic table. */
  format: string;
  columns: DetectedColumn[];
  preview: string[][];
}

/**
 * Finds the header and sorts every row under it into a data row or a skipped row (blank, subtotal, repeated
 * header, section title) — none is dropped unaccounted. `restored` rows (by 1-based number) are data rows
 * whatever they look like; `excluded` rows are ones the user said are not parts. Enforces the line limit.
 */
export function analyseRows(rows: string[][], fileName: string, restored: readonly number[] = [], excluded: readonly number[] = []): Sheet {
  if (rows.length === 0 || rows.every(isBlank)) throw AppError.badRequest(`"${fileName}" is empty: it has no rows.`);
  const headerRow = findHeaderRow(rows);
  const header = rows[headerRow] ?? [];
  const headerKey = header.map(normalizeHeader).join('|');
  const headerFirst = (header[0] ?? '').trim();
  const dataRows: DataRow[] = [];
  const skipped: SkippedRow[] = [];
  const restoredSet = new Set(restored);
  const excludedSet = new Set(excluded);
  const sample: number[] = [];
  for (let i = headerRow + 1; i < rows.length && sample.length < 200; i++) {
    const n = rows[i]!.reduce((k, c) => (c && c.trim() ? k + 1 : k), 0);
    if (n > 0) sample.push(n);
  }
  const typicalFilled = median(sample);
  const skip = (i: number, reason: SkipReason) =>
    skipped.push({ lineNo: i + 1, reason, text: rows[i]!.filter((c) => c && c.trim()).join(' | ').slice(0, 200) });
  let end = rows.length;
  while (end > headerRow + 1 && isBlank(rows[end - 1]!)) end--; // trailing empty lines are not rows
  let section = '';
  let afterTotal = false;
  for (let i = headerRow + 1; i < end; i++) {
    const row = rows[i]!;
    const filled = row.reduce((k, c) => (c && c.trim() ? k + 1 : k), 0);
    if (isBlank(row)) skip(i, 'blank');
    // ",,,0," — a spreadsheet row whose formulas came out as zero: no part in it.
    else if (row.every((c) => !c.trim() || /^[$€£]?\s*0+([.,]0+)?$/.test(c.trim()))) skip(i, 'zeros only');
    else if (excludedSet.has(i + 1)) skip(i, 'marked not a part');
    else if (restoredSet.has(i + 1)) dataRows.push({ lineNo: i + 1, cells: row, section });
    else if (isSubtotal(row)) {
      skip(i, 'subtotal');
      if (row.some((c) => GRAND_TOTAL.test(c.trim()))) afterTotal = true;
    }
    // Under the total come notes ("Prices as of May", "Shipping not included"), not parts.
    else if (afterTotal && filled < Math.max(2, typicalFilled - 1)) skip(i, 'note after the total');
    else if (headerRow >= 0 && (row[0] ?? '').trim() === headerFirst && row.map(normalizeHeader).join('|') === headerKey) skip(i, 'repeated header');
    else if (isSectionTitle(row, typicalFilled)) {
      skip(i, 'section title');
      section = row.find((c) => c && c.trim())!.trim();
    } else dataRows.push({ lineNo: i + 1, cells: row, section });
  }
  if (dataRows.length === 0) throw AppError.badRequest(`"${fileName}" has a header row but no BOM lines under it.`);
  if (dataRows.length > MAX_LINES) {
    throw AppError.badRequest(
      `"${fileName}" has ${dataRows.length.toLocaleString('en-US')} lines; at most ${MAX_LINES.toLocaleString('en-US')} are accepted. Split it into smaller BOMs.`,
      { limit: MAX_LINES, lines: dataRows.length },
    );
  }
  const columns = detectColumns(header, dataRows.map((r) => r.cells));
  const width = columns.length;
  const preview = dataRows.slice(0, PREVIEW_ROWS).map((r) => Array.from({ length: width }, (_, i) => r.cells[i] ?? ''));
  return { headerRow, header, dataRows, skipped, format: detectFormat(header.map(normalizeHeader))?.name ?? '', columns, preview };
}
