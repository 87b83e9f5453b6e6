import ExcelJS from 'exceljs';
import { rowsToSafeCsv } from '../../lib/csv.js';
import type { Principal } from '../../lib/auth.js';
import { getOwnedUpload, listLines } from './service.js';
import { BUY_LIST_HEADER, buyList, buyListRows } from './sourcing.js';
import { EXPORT_HEADER, exportRow } from './views.js';

/** A file the routes send as a download. */
export interface Download {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv; charset=utf-8';

/** The upload's file name without extension, safe inside a Content-Disposition header. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'bom';

/** The classified lines of an upload as CSV or an Excel workbook. */
export async function exportClassified(principal: Principal, id: string, format: 'csv' | 'xlsx'): Promise<Download> {
  const upload = await getOwnedUpload(principal, id);
  const lines = await listLines(principal, String(upload._id), {});
  const rows = [EXPORT_HEADER, ...lines.map(exportRow)];
  const base = baseName(upload.fileName);
  if (format === 'csv') return { fileName: `${base}-classified.csv`, contentType: CSV_TYPE, body: rowsToSafeCsv(rows) };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Classified BOM');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return { fileName: `${base}-classified.xlsx`, contentType: XLSX_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The buy list of an upload: JSON for the page, or a CSV download. */
export async function exportBuyList(principal: Principal, id: string, format: 'json' | 'csv') {
  const upload = await getOwnedUpload(principal, id);
  const list = await buyList(principal, String(upload._id));
  if (format === 'json') return { json: list } as const;
  const download: Download = { fileName: `${baseName(upload.fileName)}-buy-list.csv`, contentType: CSV_TYPE, body: rowsToSafeCsv([BUY_LIST_HEADER, ...buyListRows(list)]) };
  return { download } as const;
}
