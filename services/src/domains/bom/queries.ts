import type { Principal } from '../../lib/auth.js';
import { BomUploadModel } from './model.js';
import { listUploads } from './service.js';
import { analyseRows, fileTypeOf, readTable } from './table.js';

// Narrow reads the bom domain offers to other domains and to the compositions above them.

/** The caller's latest uploads, newest first (My Activity). */
export function recentUploads(principal: Principal, limit = 20) {
  return listUploads(principal, false, limit);
}

/** How many BOMs were uploaded (investor metrics). */
export async function uploadCounts(): Promise<{ bomUploads: number }> {
  return { bomUploads: await BomUploadModel.estimatedDocumentCount() };
}

/**
 * A BOM file read as the upload flow reads it (CSV/TSV/XLSX decoding, header row, skipped rows, detected columns),
 * for a domain that builds something else from the rows (the part master's multi-level import).
 */
export async function readBomTable(buffer: Buffer, fileName: string, sheet?: string | null) {
  const raw = await readTable(buffer, fileName, fileTypeOf(fileName), sheet);
  const table = analyseRows(raw.rows, fileName);
  return {
    header: table.header,
    columns: table.columns.map((c) => ({ index: c.index, header: c.header, field: c.detected })),
    rows: table.dataRows.map((r) => ({ lineNo: r.lineNo, cells: r.cells })),
  };
}
