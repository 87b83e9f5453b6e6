import { AppError } from '../../lib/app-error.js';
import type { RfqDoc } from './model.js';

export const DAY_MS = 86_400_000;

/** Quoting ends at the end of the due day (UTC) or as soon as the RFQ leaves "open" (awarded, closed). */
export function checkQuotable(doc: Pick<RfqDoc, 'status' | 'quotingClosedAt' | 'dueDate'>, now: Date): void {
  if (doc.status !== 'open') throw AppError.forbidden(`This RFQ is ${doc.status}; it no longer takes quotes.`);
  if (doc.quotingClosedAt) throw AppError.forbidden(`Quotes for this RFQ were due on ${doc.dueDate.toISOString().slice(0, 10)}; quoting has closed.`);
  if (now.getTime() >= doc.dueDate.getTime() + DAY_MS) throw AppError.forbidden(`Quotes for this RFQ were due on ${doc.dueDate.toISOString().slice(0, 10)}; it no longer takes quotes.`);
}
