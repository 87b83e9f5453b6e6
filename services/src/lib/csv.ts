import { stringify } from 'csv-stringify/sync';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text cells that would start a formula get a leading apostrophe, so Excel and Sheets show them as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Excel UTF-8 byte-order mark, CRLF records, and a lone CR or LF inside a cell quoted too (csv-stringify quotes only the CRLF pair). */
const CSV_OPTIONS = { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

export type CsvCell = string | number | boolean | Date | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvCell;
}

/** The fields of a row whose value is a cell as it is. */
type CellField<T> = { [K in keyof T]: T[K] extends CsvCell ? K : never }[keyof T] & string;

/** Columns from a table of header → field of the row (or a function where the cell is computed), in the table's order. */
export function csvColumns<T>(table: Record<string, CellField<T> | ((row: T) => CsvCell)>): CsvColumn<T>[] {
  return Object.entries(table).map(([header, field]) => ({ header, value: typeof field === 'function' ? field : (row: T) => row[field] as CsvCell }));
}

function cellText(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  return neutraliseFormula(cell);
}

/**
 * The rows as a CSV file (RFC 4180 by csv-stringify, CRLF line ends, UTF-8 byte-order mark so Excel reads accents),
 * every text cell neutralised against formula injection.
 */
export function toSafeCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const records = rows.map((row) => columns.map((column) => cellText(column.value(row))));
  return stringify([columns.map((column) => neutraliseFormula(column.header)), ...records], CSV_OPTIONS);
}

/** More records of a CSV begun with `toSafeCsv` (no header, no byte-order mark): for exports written in batches. */
export function toSafeCsvRecords<T>(columns: CsvColumn<T>[], rows: T[]): string {
  if (rows.length === 0) return '';
  return stringify(rows.map((row) => columns.map((column) => cellText(column.value(row)))), { ...CSV_OPTIONS, bom: false });
}

/** Rows already laid out (a header row first) as the same safe CSV: every text cell neutralised, quoted where needed. */
export function rowsToSafeCsv(rows: CsvCell[][], { byteOrderMark = true }: { byteOrderMark?: boolean } = {}): string {
  return stringify(rows.map((row) => row.map(cellText)), { ...CSV_OPTIONS, bom: byteOrderMark });
}
