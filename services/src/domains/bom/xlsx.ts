import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.js';
import {
  MAX_LINES,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_ENTRY_UNCOMPRESSED,
  XLSX_MAX_RATIO,
  XLSX_MAX_SHARED_STRINGS,
  XLSX_MAX_TOTAL_UNCOMPRESSED,
} from './limits.js';

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  method: number;
  localHeaderOffset: number;
}

/** Reads the zip central directory (no inflation) so sizes and ratios can be checked before parsing. */
export function readZipDirectory(buffer: Buffer): ZipEntryInfo[] {
  const EOCD = 0x06054b50;
  const minEocd = 22;
  if (buffer.length < minEocd) throw new Error('too short to be a zip');
  let eocd = -1;
  const stop = Math.max(0, buffer.length - minEocd - 0xffff);
  for (let i = buffer.length - minEocd; i >= stop; i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('no zip end-of-central-directory record');
  const count = buffer.readUInt16LE(eocd + 10);
  const cdSize = buffer.readUInt32LE(eocd + 12);
  const cdOffset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new Error('zip64 archives are not accepted');
  if (cdOffset + cdSize > buffer.length) throw new Error('central directory points outside the file');
  const entries: ZipEntryInfo[] = [];
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buffer.length || buffer.readUInt32LE(p) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = buffer.readUInt16LE(p + 10);
    const compressedSize = buffer.readUInt32LE(p + 20);
    const uncompressedSize = buffer.readUInt32LE(p + 24);
    const nameLength = buffer.readUInt16LE(p + 28);
    const extraLength = buffer.readUInt16LE(p + 30);
    const commentLength = buffer.readUInt16LE(p + 32);
    const name = buffer.toString('utf8', p + 46, p + 46 + nameLength);
    const localHeaderOffset = buffer.readUInt32LE(p + 42);
    entries.push({ name, compressedSize, uncompressedSize, method, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses zip bombs and oversized shared-string tables before exceljs inflates the workbook. */
export function guardXlsx(buffer: Buffer, fileName: string): void {
  let entries: ZipEntryInfo[];
  try {
    entries = readZipDirectory(buffer);
  } catch (error) {
    throw AppError.badRequest(`"${fileName}" is not a valid XLSX workbook (corrupt zip: ${(error as Error).message}).`);
  }
  if (entries.length > XLSX_MAX_ENTRIES) {
    throw AppError.badRequest(`"${fileName}" has ${entries.length} parts inside; a spreadsheet this complex is refused.`);
  }
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) {
    throw AppError.badRequest(`"${fileName}" is not an XLSX workbook: the zip has no xl/workbook.xml.`);
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.name === 'xl/sharedStrings.xml' && entry.uncompressedSize > XLSX_MAX_SHARED_STRINGS) {
      throw AppError.badRequest(
        `"${fileName}" has a shared-strings table of ${Math.round(entry.uncompressedSize / 1048576)} MB; at most ${XLSX_MAX_SHARED_STRINGS / 1048576} MB is accepted.`,
      );
    }
    const ratio = entry.compressedSize > 0 ? entry.uncompressedSize / entry.compressedSize : entry.uncompressedSize > 0 ? Infinity : 0;
    if (entry.uncompressedSize > XLSX_MAX_ENTRY_UNCOMPRESSED || (entry.uncompressedSize > 1024 * 1024 && ratio > XLSX_MAX_RATIO)) {
      throw AppError.badRequest(
        `"${fileName}" looks like a zip bomb: ${entry.name} expands to ${Math.round(entry.uncompressedSize / 1048576)} MB (ratio ${Number.isFinite(ratio) ? Math.round(ratio) : '∞'}:1).`,
      );
    }
  }
  if (total > XLSX_MAX_TOTAL_UNCOMPRESSED) {
    throw AppError.badRequest(`"${fileName}" looks like a zip bomb: it expands to ${Math.round(total / 1048576)} MB.`);
  }
  // The directory can lie: inflate each part with a hard output cap equal to its declared size.
  for (const entry of entries) {
    if (entry.method !== 8) continue;
    const local = entry.localHeaderOffset;
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50) {
      throw AppError.badRequest(`"${fileName}" is not a valid XLSX workbook (corrupt zip: bad local header for ${entry.name}).`);
    }
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    try {
      inflateRawSync(buffer.subarray(start, start + entry.compressedSize), { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') {
        throw AppError.badRequest(`"${fileName}" looks like a zip bomb: ${entry.name} expands beyond its declared size.`);
      }
      throw AppError.badRequest(`"${fileName}" is a corrupt XLSX workbook: ${entry.name} cannot be decompressed.`);
    }
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) {
      const result = value.result;
      if (result === undefined || result === null) return '';
      if (result instanceof Date) return result.toISOString().slice(0, 10);
      if (typeof result === 'object' && 'error' in result) return '';
      return String(result);
    }
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

export interface Workbook {
  sheets: string[];
  rowsOf(sheet: string): string[][];
}

/** Loads a guarded XLSX; corrupt content becomes a specific 400. */
export async function loadWorkbook(buffer: Buffer, fileName: string): Promise<Workbook> {
  guardXlsx(buffer, fileName);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    throw AppError.badRequest(`"${fileName}" is a corrupt XLSX workbook and cannot be read (${(error as Error).message.slice(0, 120)}).`);
  }
  const worksheets = workbook.worksheets.filter((ws) => ws.state !== 'veryHidden');
  if (worksheets.length === 0) throw AppError.badRequest(`"${fileName}" has no worksheets.`);
  return {
    sheets: worksheets.map((ws) => ws.name),
    rowsOf(sheet) {
      const ws = worksheets.find((w) => w.name === sheet);
      if (!ws) throw AppError.badRequest(`The workbook has no sheet named "${sheet}".`);
      if (ws.rowCount > MAX_LINES + 500) {
        throw AppError.badRequest(`Sheet "${sheet}" has more than ${MAX_LINES.toLocaleString('en-US')} lines; split it into smaller BOMs.`, {
          limit: MAX_LINES,
        });
      }
      const rows: string[][] = [];
      ws.eachRow({ includeEmpty: true }, (row, rowNumber) => {
        const cells: string[] = [];
        const count = Math.min(row.cellCount, 200);
        for (let c = 1; c <= count; c++) cells.push(cellText(row.getCell(c)).trim());
        rows[rowNumber - 1] = cells;
      });
      for (let i = 0; i < rows.length; i++) if (!rows[i]) rows[i] = [];
      return rows;
    },
  };
}
