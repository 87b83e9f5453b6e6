/**
 * Whole workbooks: one upload reads the sheet the user mapped and every other included sheet that holds a BOM,
 * each with the mapping remembered or detected for its own header; every line keeps the name of its sheet.
 */
import { AppError } from '../../lib/app-error.js';
import { mappingFromColumns, type Mapping } from './columns.js';
import { normalizeRow, type NormalizedLine } from './normalize.js';
import { analyseRows, readTable, type BomFileType, type SkippedRow } from './table.js';

/** Sheets that hold notes, revision history or lookup lists rather than parts. */
const NOT_A_BOM_SHEET = /^(rev(ision)?s?( history| log)?|change ?log|history|notes?|instructions?|read ?me|cover( sheet)?|title|info|about|template|lists?|drop ?downs?|lookups?|settings|config|legend|totals?|summary)$/i;

/** A sheet holds a BOM when its table names what each line is and how many (or where). */
export function holdsBom(sheetName: string, mapping: Mapping): boolean {
  if (NOT_A_BOM_SHEET.test(sheetName.trim())) return false;
  const names = mapping.description !== undefined || mapping.partNumber !== undefined || mapping.mpn !== undefined;
  const counts = mapping.quantity !== undefined || mapping.refDes !== undefined;
  return names && counts;
}

export interface SheetLines {
  sheet: string;
  format: string;
  skipped: SkippedRow[];
  lines: { line: NormalizedLine; section: string }[];
}

/** The user's choice for one row: a line (`part`, restored from the "not a part" list) or not a part. */
export interface RowChoice {
  sheet: string;
  lineNo: number;
  part: boolean;
}

/** The rows restored and excluded on one sheet, the latest choice per row winning. */
export function choicesOn(sheet: string, choices: readonly RowChoice[], legacyRestored: readonly number[] = []): { restored: number[]; excluded: number[] } {
  const byRow = new Map<number, boolean>(legacyRestored.map((n) => [n, true]));
  for (const c of choices) if (c.sheet === sheet) byRow.set(c.lineNo, c.part);
  const rows = [...byRow];
  return { restored: rows.filter(([, part]) => part).map(([n]) => n), excluded: rows.filter(([, part]) => !part).map(([n]) => n) };
}

export interface SheetsInput {
  buffer: Buffer;
  fileName: string;
  fileType: BomFileType;
  sheet: string | null;
  mapping: Mapping;
  restoredRows?: number[];
  /** Rows the user restored or moved out, by sheet ('' for CSV). */
  rowChoices?: RowChoice[];
  /** Other sheets to read too (XLSX); those that do not hold a BOM are left out. */
  extraSheets?: string[];
  /** Mappings the user confirmed before, by header signature. */
  rememberedMappings?: Record<string, Mapping>;
}

/** The mapped sheet first, then the other included sheets that hold a BOM, in the order given. */
export async function readSheets(input: SheetsInput, signatureOf: (header: string[]) => string): Promise<SheetLines[]> {
  const table = await readTable(input.buffer, input.fileName, input.fileType, input.sheet || null);
  const mainChoices = choicesOn(table.sheet, input.rowChoices ?? [], input.restoredRows ?? []);
  const main = analyseRows(table.rows, input.fileName, mainChoices.restored, mainChoices.excluded);
  const tag = (skipped: SkippedRow[], sheet: string) => (sheet ? skipped.map((r) => ({ ...r, sheet })) : skipped);
  const sheets: SheetLines[] = [
    {
      sheet: table.sheet,
      format: main.format,
      skipped: tag(main.skipped, table.sheet),
      lines: main.dataRows.map((row) => ({ line: normalizeRow(row.lineNo, row.cells, input.mapping, main.header), section: row.section })),
    },
  ];
  for (const name of input.extraSheets ?? []) {
    if (name === table.sheet) continue;
    let other;
    try {
      const choices = choicesOn(name, input.rowChoices ?? []);
      other = analyseRows((await readTable(input.buffer, input.fileName, input.fileType, name)).rows, `${input.fileName} (sheet "${name}")`, choices.restored, choices.excluded);
    } catch (error) {
      // An empty sheet, or one with a header and nothing under it, holds no BOM: it is left out, not an error.
      if (error instanceof AppError) continue;
      throw error;
    }
    const mapping = input.rememberedMappings?.[signatureOf(other.header)] ?? mappingFromColumns(other.columns);
    if (!holdsBom(name, mapping)) continue;
    sheets.push({
      sheet: name,
      format: other.format,
      skipped: tag(other.skipped, name),
      lines: other.dataRows.map((row) => ({ line: normalizeRow(row.lineNo, row.cells, mapping, other.header), section: row.section })),
    });
  }
  return sheets;
}
