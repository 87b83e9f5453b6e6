import mongoose, { Schema } from 'mongoose';
import type { DeclineReason } from '@forge/contract';
import { unitPriceAt } from './price.js';
import { QuoteModel, type QuoteDoc, type QuoteLineDoc } from './quote-model.js';

/** A quantity break as packed: [minimum quantity, unit price]. */
export type PackedBreak = [number, number];

/**
 * One quoted line as the comparison reads it: [lineId, unit price at the requested quantity, lead time, note,
 * decline reason, decline text, quantity breaks]. Entries packed before breaks were kept have 6 items.
 */
export type PackedLine = [string, number | null, number | null, string, DeclineReason | null, string, PackedBreak[]?];

/**
 * Each supplier's latest revision of an RFQ, one small document per (rfq, supplier) with the lines packed into one
 * JSON string (collection `rfq_quote_latest`, a read model of `rfq_quotes`, written when a revision is stored).
 * Reading 20 strings instead of 60 revisions of hundreds of sub-documents keeps the comparison of a large RFQ close
 * to the cost of reading the RFQ itself.
 */
const latestSchema = new Schema(
  {
    rfqId: { type: String, required: true },
    supplierId: { type: String, required: true },
    revision: { type: Number, required: true },
    decline: { type: Schema.Types.Mixed, default: null },
    validUntil: { type: Date, default: null },
    shippingTerms: { type: String, default: '' },
    packed: { type: String, required: true },
  },
  { collection: 'rfq_quote_latest', versionKey: false },
);
latestSchema.index({ rfqId: 1, supplierId: 1 }, { unique: true });
const LatestQuoteModel = mongoose.model('RfqQuoteLatest', latestSchema);

export async function ensureLatestIndexes(): Promise<void> {
  await LatestQuoteModel.init();
}

export function packLines(lines: QuoteLineDoc[], quantities: Map<string, number>): string {
  const packed: PackedLine[] = lines.map((l) => [
    l.lineId,
    unitPriceAt(l, quantities.get(l.lineId) ?? 0),
    l.leadTimeDays,
    l.note,
    l.decline?.reason ?? null,
    l.decline?.text ?? '',
    (l.breaks ?? []).map((b): PackedBreak => [b.minQuantity, b.unitPrice]),
  ]);
  return JSON.stringify(packed);
}

type Stored = Pick<QuoteDoc, 'rfqId' | 'supplierId' | 'revision' | 'lines' | 'decline' | 'validUntil' | 'shippingTerms'>;

/** Records a stored revision as the supplier's latest unless a newer one is already there (racing submissions). */
export async function recordLatest(quote: Stored, quantities: Map<string, number>): Promise<void> {
  const set = { revision: quote.revision, decline: quote.decline, validUntil: quote.validUntil, shippingTerms: quote.shippingTerms, packed: packLines(quote.lines, quantities) };
  try {
    await LatestQuoteModel.updateOne({ rfqId: quote.rfqId, supplierId: quote.supplierId, revision: { $lt: quote.revision } }, { $set: set }, { upsert: true });
  } catch (error) {
    // a newer revision is already recorded (the upsert met the unique index)
    if ((error as { code?: number }).code !== 11000) throw error;
  }
}

export interface LatestQuote {
  supplierId: string;
  revision: number;
  decline: QuoteDoc['decline'];
  validUntil: Date | null;
  shippingTerms: string;
  lines: Map<string, PackedLine>;
}

type LatestDoc = Omit<LatestQuote, 'lines'> & { packed: string };

/**
 * Each supplier's latest revision of an RFQ with its lines packed. RFQs quoted before the read model existed have no
 * entries; they are read from the revisions.
 */
export async function latestQuotes(rfqId: string, quantities: Map<string, number>): Promise<Map<string, LatestQuote>> {
  let docs = await LatestQuoteModel.find({ rfqId }, { _id: 0, rfqId: 0 }).lean<LatestDoc[]>();
  if (docs.length === 0) {
    const revisions = await QuoteModel.find({ rfqId }).sort({ revision: -1 }).lean<QuoteDoc[]>();
    const seen = new Set<string>();
    docs = revisions
      .filter((q) => !seen.has(q.supplierId) && seen.add(q.supplierId))
      .map((q) => ({ supplierId: q.supplierId, revision: q.revision, decline: q.decline, validUntil: q.validUntil, shippingTerms: q.shippingTerms, packed: packLines(q.lines, quantities) }));
  }
  // entries packed before breaks were kept (6 items a line) are packed again from their revision
  docs = await Promise.all(docs.map((d) => (packedWithoutBreaks(d.packed) ? repackFromRevision(rfqId, d, quantities) : d)));
  return new Map(docs.map((d) => [d.supplierId, { supplierId: d.supplierId, revision: d.revision, decline: d.decline, validUntil: d.validUntil, shippingTerms: d.shippingTerms, lines: new Map((JSON.parse(d.packed) as PackedLine[]).map((p) => [p[0], p])) }]));
}

function packedWithoutBreaks(packed: string): boolean {
  return (JSON.parse(packed) as PackedLine[]).some((line) => line.length < 7);
}

async function repackFromRevision(rfqId: string, doc: LatestDoc, quantities: Map<string, number>): Promise<LatestDoc> {
  const revision = await QuoteModel.findOne({ rfqId, supplierId: doc.supplierId, revision: doc.revision }, { lines: 1 }).lean<Pick<QuoteDoc, 'lines'>>();
  if (!revision) return doc;
  const packed = packLines(revision.lines, quantities);
  await LatestQuoteModel.updateOne({ rfqId, supplierId: doc.supplierId, revision: doc.revision }, { $set: { packed } });
  return { ...doc, packed };
}

/** Drops one supplier's entry for an RFQ (its revisions moved to another company in a merge). */
export async function removeLatestOf(rfqId: string, supplierId: string): Promise<void> {
  await LatestQuoteModel.deleteOne({ rfqId, supplierId });
}
