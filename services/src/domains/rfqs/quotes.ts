import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { unitPriceAt } from './comparison.js';
import { ensureLatestIndexes, recordLatest } from './latest-quotes.js';
import { RfqModel, type RfqDoc } from './model.js';
import { notifyQuote, quietly } from './notify.js';
import { QuoteModel, type DeclineReason, type QuoteDoc, type QuoteLineDoc } from './quote-model.js';
import { INBOX_BUCKETS, type InboxBucket } from '@forge/contract';
import { lostBy, ownedCompanyIdFor, readable, rfqHeadline } from './service.js';
import { removeUnsentQuoteFiles, resolveAttachment } from './quote-files.js';
import { checkQuotable, DAY_MS } from './quote-rules.js';

export interface QuoteLineInput {
  lineId: string;
  unitPrice?: number | undefined;
  breaks?: { minQuantity: number; unitPrice: number }[] | undefined;
  leadTimeDays?: number | undefined;
  note?: string | undefined;
  decline?: { reason: DeclineReason; text?: string | undefined } | undefined;
}

export interface QuoteInput {
  lines: QuoteLineInput[];
  decline?: { reason: DeclineReason; text?: string | undefined } | undefined;
  validUntil?: string | undefined;
  shippingTerms?: string | undefined;
  /** The formal quote PDF uploaded before (POST …/quote-attachments); kept with this revision. */
  attachmentId?: string | undefined;
}

/** "Due soon" in the inbox: quoting closes within this many hours. */
export const DUE_SOON_HOURS = 48;

/** Builds the quote indexes before the API serves: the unique revision index is what stops a double submission. */
export async function ensureQuoteIndexes(): Promise<void> {
  await QuoteModel.init();
  await ensureLatestIndexes();
}

export function quoteView(q: QuoteDoc) {
  return {
    id: String(q._id),
    rfqId: q.rfqId,
    supplierId: q.supplierId,
    revision: q.revision,
    lines: q.lines.map((l) => ({ lineId: l.lineId, unitPrice: l.unitPrice, breaks: l.breaks, leadTimeDays: l.leadTimeDays, note: l.note, decline: l.decline })),
    decline: q.decline,
    validUntil: q.validUntil ? q.validUntil.toISOString().slice(0, 10) : null,
    shippingTerms: q.shippingTerms,
    total: q.total,
    attachment: q.attachment ? { ...q.attachment, uploadedAt: new Date(q.attachment.uploadedAt).toISOString() } : null,
    createdAt: q.createdAt.toISOString(),
  };
}

function resolveQuoteLines(doc: RfqDoc, input: QuoteInput): { lines: QuoteLineDoc[]; total: number } {
  const quantities = new Map(doc.lines.map((l) => [String(l._id), l.quantity]));
  const seen = new Set<string>();
  let total = 0;
  const lines = input.lines.map((line, index) => {
    const quantity = quantities.get(line.lineId);
    if (quantity === undefined) throw AppError.badRequest(`lines.${index}.lineId: this RFQ has no line "${line.lineId}".`, { fields: [{ field: `lines.${index}.lineId`, message: 'unknown line' }] });
    if (seen.has(line.lineId)) throw AppError.badRequest(`lines.${index}.lineId: line "${line.lineId}" is answered twice.`, { fields: [{ field: `lines.${index}.lineId`, message: 'duplicate line' }] });
    seen.add(line.lineId);
    if (line.decline) {
      if (line.unitPrice !== undefined) throw AppError.badRequest(`lines.${index}: a declined line has no price.`, { fields: [{ field: `lines.${index}.unitPrice`, message: 'not with a decline' }] });
      return { lineId: line.lineId, unitPrice: null, breaks: [], leadTimeDays: null, note: line.note ?? '', decline: { reason: line.decline.reason, text: line.decline.text ?? '' } };
    }
    if (line.unitPrice === undefined || line.leadTimeDays === undefined) {
      throw AppError.badRequest(`lines.${index}: give a unit price and a lead time, or decline the line with a reason.`, { fields: [{ field: `lines.${index}.unitPrice`, message: 'required' }] });
    }
    const breaks = [...(line.breaks ?? [])].sort((a, b) => a.minQuantity - b.minQuantity);
    // The price at the requested quantity (deepest break reached), as the comparison and the award use it.
    total += (unitPriceAt({ unitPrice: line.unitPrice, breaks }, quantity) ?? line.unitPrice) * quantity;
    return { lineId: line.lineId, unitPrice: line.unitPrice, breaks, leadTimeDays: line.leadTimeDays, note: line.note ?? '', decline: null };
  });
  return { lines, total: Math.round(total * 100) / 100 };
}

/**
 * An invited supplier's owner answers an RFQ (prices per line, declines, or a whole "no quote"). Each submission is
 * a new revision; two submissions racing for the same revision number store one (unique index) and the other gets 409.
 */
export async function submitQuote(principal: Principal, rfqId: string, input: QuoteInput, now = new Date()) {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  if (viewer !== 'supplier' || !companyId) throw AppError.forbidden('Only the owner of an invited supplier can quote this RFQ.');
  return storeQuote(doc, companyId, input, async () => principal.uid, now);
}

/**
 * Stores the next revision of `companyId`'s answer once every rule holds. `submitter` runs after the checks and before
 * anything is written, and names who submitted (a quote through an emailed link makes its account there).
 */
export async function storeQuote(doc: RfqDoc, companyId: string, input: QuoteInput, submitter: () => Promise<string>, now = new Date()) {
  checkQuotable(doc, now);
  if (!input.decline && input.lines.length === 0) throw AppError.badRequest('lines: quote or decline at least one line, or decline the whole RFQ with a reason.');
  const { lines, total } = input.decline ? { lines: [], total: 0 } : resolveQuoteLines(doc, input);
  let validUntil: Date | null = null;
  if (input.validUntil) {
    validUntil = new Date(`${input.validUntil}T00:00:00.000Z`);
    if (Number.isNaN(validUntil.getTime()) || validUntil.toISOString().slice(0, 10) !== input.validUntil) throw AppError.badRequest(`validUntil: ${input.validUntil} is not a calendar date (use YYYY-MM-DD).`);
  }
  const decline = input.decline ? { reason: input.decline.reason, text: input.decline.text ?? '' } : null;
  const shippingTerms = input.shippingTerms ?? '';
  const attachment = await resolveAttachment(String(doc._id), companyId, input.attachmentId);
  const submittedBy = await submitter();
  const fingerprint = createHash('sha256').update(JSON.stringify({ lines, decline, validUntil, shippingTerms, attachment: attachment?.id ?? null })).digest('hex');
  const latest = await QuoteModel.findOne({ rfqId: String(doc._id), supplierId: companyId }).sort({ revision: -1 }).lean<QuoteDoc & { fingerprint?: string }>();
  // The same quote sent again (a double click, a retry after a timeout) is the revision already stored.
  if (latest && latest.fingerprint === fingerprint) return quoteView(latest);
  try {
    const created = await QuoteModel.create({
      fingerprint,
      rfqId: String(doc._id),
      supplierId: companyId,
      revision: (latest?.revision ?? 0) + 1,
      lines,
      decline,
      validUntil,
      shippingTerms,
      total,
      attachment: attachment ? { ...attachment, uploadedAt: new Date(attachment.uploadedAt) } : null,
      submittedBy,
      createdAt: now,
    });
    await recordLatest(created.toObject() as unknown as QuoteDoc, new Map(doc.lines.map((l) => [String(l._id), l.quantity])));
    await quietly('quote', () => notifyQuote(doc, companyId, created.revision, { declined: Boolean(decline), total }));
    // PDFs uploaded but replaced or removed before sending go; the revision is stored either way
    await quietly('unsent quote PDFs', async () => {
      await removeUnsentQuoteFiles(String(doc._id), companyId);
    });
    return quoteView(created.toObject() as unknown as QuoteDoc);
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw AppError.conflict('Another revision of this quote was submitted at the same moment; reload the RFQ to see it.');
    throw error;
  }
}

/** The buyer and admins see every supplier's revisions; an invited supplier only its own. */
export async function listQuotes(principal: Principal, rfqId: string) {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  const filter = viewer === 'supplier' ? { rfqId: String(doc._id), supplierId: companyId } : { rfqId: String(doc._id) };
  const quotes = await QuoteModel.find(filter).sort({ supplierId: 1, revision: -1 }).lean<QuoteDoc[]>();
  return { quotes: quotes.map(quoteView) };
}

export { INBOX_BUCKETS, type InboxBucket } from '@forge/contract';

/**
 * Won means lines awarded to this company. RFQs awarded before awards were kept per line (PATCH, now refused) count
 * only when the company priced a quote: a supplier that never quoted was never really awarded anything.
 */
function wonBy(doc: RfqDoc, companyId: string, answer: { declined: boolean } | undefined): boolean {
  const awards = doc.awards ?? [];
  if (awards.length > 0) return awards.some((a) => a.supplierId === companyId);
  return doc.awardedSupplierId === companyId && answer !== undefined && !answer.declined;
}

function bucketOf(doc: RfqDoc, companyId: string, answer: { declined: boolean } | undefined, now: Date): InboxBucket {
  const answered = Boolean(answer);
  if (doc.status === 'awarded') return wonBy(doc, companyId, answer) ? 'won' : 'lost';
  if (doc.status !== 'open' || now.getTime() >= doc.dueDate.getTime() + DAY_MS) return 'closed';
  if (answered) return 'answered';
  return doc.dueDate.getTime() + DAY_MS - now.getTime() <= DUE_SOON_HOURS * 3_600_000 ? 'due-soon' : 'new';
}

/** The supplier inbox: sent RFQs inviting the caller's company, in buckets with counts; never the other invitees. */
export async function supplierInbox(principal: Principal, bucket: InboxBucket | undefined, now = new Date()) {
  const counts = Object.fromEntries(INBOX_BUCKETS.map((b) => [b, 0])) as Record<InboxBucket, number>;
  const companyId = await ownedCompanyIdFor(principal);
  if (!companyId) return { companyId: null, counts, items: [] };
  const docs = await RfqModel.find({ 'suppliers.id': companyId, status: { $ne: 'draft' } }, { history: 0, notes: 0, uid: 0, email: 0, asked: 0 })
    .sort({ dueDate: 1, _id: 1 })
    .limit(500)
    .lean<RfqDoc[]>();
  const revisions = await QuoteModel.find({ supplierId: companyId, rfqId: { $in: docs.map((d) => String(d._id)) } }, { rfqId: 1, revision: 1, decline: 1, total: 1 })
    .sort({ revision: -1 })
    .lean<Pick<QuoteDoc, 'rfqId' | 'revision' | 'decline' | 'total'>[]>();
  const answers = new Map<string, { revision: number; declined: boolean; total: number }>();
  for (const q of revisions) if (!answers.has(q.rfqId)) answers.set(q.rfqId, { revision: q.revision, declined: q.decline != null, total: q.total });
  const items = docs.map((doc) => {
    const answer = answers.get(String(doc._id));
    const b = bucketOf(doc, companyId, answer, now);
    counts[b] += 1;
    return {
      ...rfqHeadline(doc),
      bucket: b,
      myQuote: answer ? { revision: answer.revision, declined: answer.declined, total: answer.total } : null,
      lossReason: lostBy(doc, companyId) ? (doc.awardReason ?? '') : '',
      unopened: !answer && b !== 'closed' && !(doc.opened ?? []).some((o) => o.supplierId === companyId),
    };
  });
  return { companyId, counts, items: bucket ? items.filter((i) => i.bucket === bucket) : items };
}

/** The header badge: inbox counts and the invitations the supplier has not opened yet. */
export async function supplierInboxCounts(principal: Principal, now = new Date()) {
  const inbox = await supplierInbox(principal, undefined, now);
  return { companyId: inbox.companyId, counts: inbox.counts, unopened: inbox.items.filter((i) => i.unopened).length };
}
