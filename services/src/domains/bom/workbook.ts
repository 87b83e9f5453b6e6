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

export interface SheetsInput {
  buffer: Buffer;
  fileName: string;
  fileType: BomFileType;
  sheet: string | null;
  mapping: Mapping;
  restoredRows?: number[];
  /** Other sheets to read too (XLSX); those that do not hold a BOM are left out. */
  extraSheets?: string[];
  /** Mappings the user confirmed before, by header signature. */
  rememberedMappings?: Record<string, Mapping>;
}

/** The mapped sheet first, then the other included sheets that hold a BOM, in the order given. */
export async function readSheets(input: SheetsInput, signatureOf: (header: string[]) => string): Promise<SheetLines[]> {
  const table = await readTable(input.buffer, input.fileName, input.fileType, input.sheet || null);
  const main = analyseRows(table.rows, input.fileName, input.restoredRows ?? []);
  const sheets: SheetLines[] = [
    {
      sheet: table.sheet,
      format: main.format,
      skipped: main.skipped,
      lines: main.dataRows.map((row) => ({ line: normalizeRow(row.lineNo, row.cells, input.mapping, main.header), section: row.section })),
    },
  ];
  for (const name of input.extraSheets ?? []) {
    if (name === table.sheet) continue;
    let other;
    try {
      other = analyseRows((await readTable(input.buffer, input.fileName, input.fileType, name)).rows, `${input.fileName} (sheet "${name}")`);
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
      skipped: other.skipped,
      lines: other.dataRows.map((row) => ({ line: normalizeRow(row.lineNo, row.cells, mapping, other.header), section: row.section })),
    });
  }
  return sheets;
}
