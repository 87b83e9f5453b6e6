/**
 * The "not a part" list the user can change: restore a skipped row as a line, or move a line out of the lines
 * (a total the reader missed, a note). Each choice is stored by sheet and row on the upload, and the upload is
 * processed again with it, so every later run (and every worker) reads the same rows.
 */
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import type { Mapping } from './columns.js';
import type { Requirements } from './match.js';
import { BomUploadModel, type BomUploadDoc } from './model.js';
import type { BomQueue } from './queueing.js';
import { getOwnedUpload, listLines, startProcessing } from './service.js';

interface StoredSkippedRow {
  lineNo: number;
  reason: string;
  sheet?: string;
}

interface StoredChoice {
  sheet: string;
  lineNo: number;
  part: boolean;
}

const rowsText = (rows: number[]) => `Row${rows.length > 1 ? 's' : ''} ${rows.join(', ')} ${rows.length > 1 ? 'are' : 'is'}`;
const onSheet = (sheet: string) => (sheet ? ` on sheet "${sheet}"` : '');

/** Records the choice for each row (replacing an earlier one) and processes the upload again. */
async function applyChoices(queue: BomQueue, principal: Principal, upload: BomUploadDoc, sheet: string, rows: number[], part: boolean) {
  const chosen = new Set(rows);
  const earlier = ((upload.rowChoices ?? []) as StoredChoice[]).filter((c) => !((c.sheet ?? '') === sheet && chosen.has(c.lineNo)));
  const rowChoices = [...earlier, ...[...chosen].map((lineNo) => ({ sheet, lineNo, part }))];
  // A legacy restore of the mapped sheet must not outlive a later "not a part".
  const restoredRows = part ? (upload.restoredRows ?? []) : (upload.restoredRows ?? []).filter((n) => !(sheet === (upload.sheet ?? '') && chosen.has(n)));
  const updated = await BomUploadModel.findOneAndUpdate({ _id: upload._id, generation: upload.generation }, { $set: { rowChoices, restoredRows } }, { returnDocument: 'after' }).lean<BomUploadDoc>();
  if (!updated) throw AppError.conflict('This upload changed meanwhile; reload and try again.');
  return startProcessing(queue, principal, updated, (updated.mapping ?? {}) as Mapping, (updated.requirements ?? {}) as Requirements);
}

async function completedUpload(principal: Principal, id: string, doing: string) {
  const upload = await getOwnedUpload(principal, id);
  if (upload.state !== 'completed') throw AppError.conflict(`Rows can be ${doing} once the BOM has been processed.`);
  return upload;
}

/** Makes rows of the "not a part" list lines again (blank rows excepted). `sheet` absent: the mapped sheet. */
export async function restoreRows(queue: BomQueue, principal: Principal, id: string, rows: number[], sheet?: string) {
  const upload = await completedUpload(principal, id, 'restored');
  const on = sheet ?? upload.sheet ?? '';
  const skipped = ((upload.summary as { skipped?: StoredSkippedRow[] } | null)?.skipped ?? []).filter((r) => r.reason !== 'blank' && (r.sheet ?? upload.sheet ?? '') === on);
  const known = new Set(skipped.map((r) => r.lineNo));
  const unknown = rows.filter((n) => !known.has(n));
  if (unknown.length) throw AppError.badRequest(`${rowsText(unknown)} not in the "not a part" list${onSheet(on)}.`);
  return applyChoices(queue, principal, upload, on, rows, true);
}

/** Moves lines to the "not a part" list (by their row number on `sheet`); every sheet keeps at least one line. */
export async function excludeRows(queue: BomQueue, principal: Principal, id: string, rows: number[], sheet?: string) {
  const upload = await completedUpload(principal, id, 'moved out of the lines');
  const on = sheet ?? upload.sheet ?? '';
  const lines = (await listLines(principal, id, {})).filter((l) => (l.sheet || upload.sheet || '') === on);
  const known = new Set(lines.map((l) => l.lineNo));
  const unknown = rows.filter((n) => !known.has(n));
  if (unknown.length) throw AppError.badRequest(`${rowsText(unknown)} not a line of this BOM${onSheet(on)}.`);
  if (lines.every((l) => rows.includes(l.lineNo))) {
    throw AppError.badRequest(`Every line${onSheet(on)} would leave the BOM; untick the sheet in "Sheets to read" instead, or keep at least one line.`);
  }
  return applyChoices(queue, principal, upload, on, rows, false);
}
