import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { unitPriceAt } from './comparison.js';
import { RfqModel, type LineAward, type RfqDoc } from './model.js';
import { notifyAward, quietly } from './notify.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';
import { readable, rfqView } from './service.js';

export interface AwardInput {
  /** Whole RFQ: every line this supplier quoted goes to it. */
  supplierId?: string | undefined;
  /** Split by line. */
  lines?: { lineId: string; supplierId: string }[] | undefined;
  reason?: string | undefined;
}

/**
 * Awards an open RFQ whole or split by line. Each awarded line records the price (at the requested quantity) and
 * lead time of the supplier's latest revision; a line can only go to a supplier who quoted it. Final.
 */
export async function awardRfq(principal: Principal, rfqId: string, input: AwardInput, now = new Date()) {
  const { doc, viewer } = await readable(principal, rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can award it.');
  if (doc.status === 'awarded') throw AppError.conflict('This RFQ is already awarded, and an award is final; issue purchase orders for the awarded lines instead.');
  if (doc.status !== 'open') throw AppError.conflict(`A ${doc.status} RFQ cannot be awarded; only an open one can.`);
  if (Boolean(input.supplierId) === Boolean(input.lines?.length)) throw AppError.badRequest('Award either the whole RFQ (supplierId) or split it by line (lines), not both or neither.');
  const revisions = await QuoteModel.find({ rfqId: String(doc._id) }).sort({ revision: -1 }).lean<QuoteDoc[]>();
  const latest = new Map<string, QuoteDoc>();
  for (const q of revisions) if (!latest.has(q.supplierId)) latest.set(q.supplierId, q);
  const quantities = new Map(doc.lines.map((l) => [String(l._id), l.quantity]));

  const wanted = input.supplierId
    ? (latest.get(input.supplierId)?.lines ?? []).filter((l) => l.unitPrice != null).map((l) => ({ lineId: l.lineId, supplierId: input.supplierId! }))
    : input.lines!;
  if (input.supplierId && wanted.length === 0) throw AppError.conflict(`Supplier "${input.supplierId}" has not quoted any line of this RFQ.`);
  const seen = new Set<string>();
  const awards: LineAward[] = wanted.map(({ lineId, supplierId }, index) => {
    const quantity = quantities.get(lineId);
    if (quantity === undefined) throw AppError.badRequest(`lines.${index}.lineId: this RFQ has no line "${lineId}".`);
    if (seen.has(lineId)) throw AppError.badRequest(`lines.${index}.lineId: line "${lineId}" is awarded twice.`);
    seen.add(lineId);
    const quote = latest.get(supplierId);
    const answer = quote && !quote.decline ? quote.lines.find((l) => l.lineId === lineId) : undefined;
    const unitPrice = answer ? unitPriceAt(answer, quantity) : null;
    if (!quote || !answer || unitPrice == null || answer.leadTimeDays == null) throw AppError.conflict(`lines.${index}: supplier "${supplierId}" has not quoted line "${lineId}".`);
    return { lineId, supplierId, revision: quote.revision, unitPrice, leadTimeDays: answer.leadTimeDays };
  });
  const winners = [...new Set(awards.map((a) => a.supplierId))];
  const updated = await RfqModel.findOneAndUpdate(
    { _id: doc._id, status: 'open' },
    {
      $set: { status: 'awarded', awards, awardedSupplierId: winners.length === 1 ? winners[0] : null, awardReason: input.reason ?? '', updatedAt: now },
      $push: { history: { status: 'awarded', at: now, by: principal.uid, reason: input.reason ?? '' } },
    },
    { returnDocument: 'after' },
  ).lean<RfqDoc>();
  if (!updated) throw AppError.conflict('This RFQ changed meanwhile; reload it and try again.');
  await quietly('award', () => notifyAward(updated, awards, input.reason ?? ''));
  return { rfq: rfqView(updated, viewer), awards, winners };
}
