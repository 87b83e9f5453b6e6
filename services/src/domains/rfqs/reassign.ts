import { RfqModel, type InvitedSupplier, type RfqDoc } from './model.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';
import { RfqMessageModel as MessageModel } from './thread-model.js';
import { recordLatest, removeLatestOf } from './latest-quotes.js';
import { FileDownloadModel, FileLinkModel } from './model/file-store.js';
import { InviteLinkModel } from './invite-link-model.js';

/** How much RFQ history a supplier has: what an admin's merge would move. */
export interface RfqHistoryCounts {
  rfqs: number;
  quotes: number;
  messages: number;
  downloads: number;
}

export async function rfqHistoryOf(supplierId: string): Promise<RfqHistoryCounts> {
  const [rfqs, quotes, messages, downloads] = await Promise.all([
    RfqModel.countDocuments({ 'suppliers.id': supplierId }),
    QuoteModel.countDocuments({ supplierId }),
    MessageModel.countDocuments({ supplierId }),
    FileDownloadModel.countDocuments({ supplierId }),
  ]);
  return { rfqs, quotes, messages, downloads };
}

/** The company an invitation now points at (the kept company of a merge), as it is today. */
export interface ReassignTarget {
  id: string;
  name: string;
  slug: string;
  city: string;
  state: string;
}

/** First event per supplier: after a merge the kept company's earliest "opened"/"asked" stands. */
function mergeEvents(events: { supplierId: string; at: Date }[] | undefined, fromId: string, toId: string) {
  const bySupplier = new Map<string, Date>();
  for (const e of events ?? []) {
    const id = e.supplierId === fromId ? toId : e.supplierId;
    const seen = bySupplier.get(id);
    if (!seen || e.at < seen) bySupplier.set(id, e.at);
  }
  return [...bySupplier].map(([supplierId, at]) => ({ supplierId, at }));
}

/**
 * Moves one supplier's RFQ history to another (an admin merging duplicate companies): invitations, opened/asked
 * marks, awards, quote revisions, the comparison's read model, emailed quote links, message threads and the file
 * download log. Where both companies were invited to the same RFQ, the kept company keeps its invitation and both
 * companies' revisions become one history numbered in the order they were submitted (awards follow), so the latest
 * answer stays the latest.
 */
export async function reassignSupplier(fromId: string, to: ReassignTarget): Promise<RfqHistoryCounts> {
  if (fromId === to.id) return { rfqs: 0, quotes: 0, messages: 0, downloads: 0 };
  const rfqs = (await RfqModel.find({ 'suppliers.id': fromId }).lean()) as unknown as RfqDoc[];
  let quotes = 0;
  for (const rfq of rfqs) {
    const rfqId = String(rfq._id);
    const kept = (await QuoteModel.find({ rfqId, supplierId: to.id }).lean()) as unknown as QuoteDoc[];
    const moved = (await QuoteModel.find({ rfqId, supplierId: fromId }).lean()) as unknown as QuoteDoc[];
    // one history in the order the answers came (oldest first), so the latest answer stays the latest revision
    const all = [...kept.map((q) => ({ q, moved: false })), ...moved.map((q) => ({ q, moved: true }))].sort((a, b) => a.q.createdAt.getTime() - b.q.createdAt.getTime() || a.q.revision - b.q.revision);
    const keptRevision = new Map<number, number>();
    const revisionOf = new Map<number, number>();
    all.forEach(({ q, moved: isMoved }, i) => (isMoved ? revisionOf : keptRevision).set(q.revision, i + 1));
    // two passes: the unique index (rfqId, supplierId, revision) never sees two revisions with one number
    for (const [i, { q }] of all.entries()) await QuoteModel.updateOne({ _id: q._id }, { $set: { supplierId: to.id, revision: -(i + 1) } });
    for (const [i, { q }] of all.entries()) await QuoteModel.updateOne({ _id: q._id }, { $set: { revision: i + 1 } });
    quotes += moved.length;
    const bothInvited = rfq.suppliers.some((s) => s.id === to.id);
    const suppliers: InvitedSupplier[] = bothInvited
      ? rfq.suppliers.filter((s) => s.id !== fromId)
      : rfq.suppliers.map((s) => (s.id === fromId ? { ...s, id: to.id, name: to.name, slug: to.slug, city: to.city, state: to.state } : s));
    const awards = (rfq.awards ?? []).map((a) =>
      a.supplierId === fromId ? { ...a, supplierId: to.id, revision: revisionOf.get(a.revision) ?? a.revision } : a.supplierId === to.id ? { ...a, revision: keptRevision.get(a.revision) ?? a.revision } : a,
    );
    await RfqModel.updateOne(
      { _id: rfq._id },
      {
        $set: {
          suppliers,
          awards,
          awardedSupplierId: rfq.awardedSupplierId === fromId ? to.id : rfq.awardedSupplierId,
          opened: mergeEvents(rfq.opened, fromId, to.id),
          asked: mergeEvents(rfq.asked, fromId, to.id),
        },
      },
    );
    // an emailed quote link follows the company, unless the kept company has its own invitation record here
    if (!(await InviteLinkModel.exists({ rfqId, supplierId: to.id }))) await InviteLinkModel.updateOne({ rfqId, supplierId: fromId }, { $set: { supplierId: to.id, supplierName: to.name } });
    // the comparison's read model: both entries go, the kept company's latest is recorded again
    await removeLatestOf(rfqId, fromId);
    await removeLatestOf(rfqId, to.id);
    const latest = (await QuoteModel.findOne({ rfqId, supplierId: to.id }).sort({ revision: -1 }).lean()) as QuoteDoc | null;
    if (latest) await recordLatest(latest, new Map(rfq.lines.map((l) => [String(l._id), l.quantity])));
  }
  const [messages, downloads] = await Promise.all([
    MessageModel.updateMany({ supplierId: fromId }, { $set: { supplierId: to.id } }),
    FileDownloadModel.updateMany({ supplierId: fromId }, { $set: { supplierId: to.id, supplierName: to.name } }),
    FileLinkModel.updateMany({ supplierId: fromId }, { $set: { supplierId: to.id, supplierName: to.name } }),
  ]);
  return { rfqs: rfqs.length, quotes, messages: messages.modifiedCount, downloads: downloads.modifiedCount };
}
