import { countedInvitations } from './counted-invitations.js';
import { RfqModel, type RfqDoc } from './model.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';

// Narrow reads the rfqs domain offers to other domains (their only way to its data).

/** A buyer's latest RFQs, newest first (My Activity). */
export async function listForBuyer(uid: string, limit = 20): Promise<{ id: string; title: string; status: string; createdAt: string }[]> {
  const docs = await RfqModel.find({ uid }, { title: 1, status: 1, createdAt: 1 }).sort({ createdAt: -1 }).limit(limit).lean();
  return docs.map((d) => ({ id: String(d._id), title: d.title, status: d.status, createdAt: d.createdAt.toISOString() }));
}

/** How many RFQs exist (investor metrics). */
export async function rfqCounts(): Promise<{ rfqs: number }> {
  return { rfqs: await RfqModel.estimatedDocumentCount() };
}

/** RFQs sent, quotes received and awards made between two instants (admin dashboard). */
export async function rfqActivityBetween(from: Date, to: Date): Promise<{ rfqsSent: number; quotesReceived: number; awards: number }> {
  const inRange = { $gte: from, $lt: to };
  const [sent, awarded, quotesReceived] = await Promise.all([
    RfqModel.countDocuments({ history: { $elemMatch: { status: 'open', at: inRange } } }),
    RfqModel.countDocuments({ history: { $elemMatch: { status: 'awarded', at: inRange } } }),
    QuoteModel.countDocuments({ createdAt: inRange }),
  ]);
  return { rfqsSent: sent, quotesReceived, awards: awarded };
}

/** Of the given buyers, those who sent an RFQ and those who awarded one (the admin funnel). */
export async function buyersWhoSentAndAwarded(uids: string[]): Promise<{ sent: string[]; awarded: string[] }> {
  if (!uids.length) return { sent: [], awarded: [] };
  const [sent, awarded] = await Promise.all([
    RfqModel.distinct('uid', { uid: { $in: uids }, status: { $ne: 'draft' } }),
    RfqModel.distinct('uid', { uid: { $in: uids }, history: { $elemMatch: { status: 'awarded' } } }),
  ]);
  return { sent: sent.map(String), awarded: awarded.map(String) };
}

/** One supplier's answers to RFQ invitations, counted from the RFQs and their quote revisions (issue 14 trust signals). */
export interface SupplierResponseCounts {
  /**
   * Invitations on sent RFQs that count (an RFQ counts once it was sent, whatever became of it): from buyers with a
   * verified email who joined 7 days before, one per buyer per 7 days (counted-invitations.ts).
   */
  invitations: number;
  /** Of those, answered by a quote or a decline (a line or the whole RFQ). */
  answered: number;
  /** Of those, answered with at least one priced line. */
  quoted: number;
  /** Median hours from the RFQ being sent to the supplier's first priced revision (null when it quoted none). */
  medianHoursToQuote: number | null;
  /**
   * Per process slug, the RFQs whose lines of that process the supplier declined (its latest answer) for a reason
   * about what it can make: capability or material. Capacity, quantity and lead time pass; these feed BOM matching.
   */
  capabilityDeclines: Record<string, number>;
}

/** Decline reasons that say the shop can't make such parts (not that it is busy). */
const CAN_NOT_MAKE = new Set(['capability', 'material']);

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Response counts per supplier id (every id asked for gets an entry, zeros when never invited). */
export async function supplierResponseStats(supplierIds: readonly string[]): Promise<Map<string, SupplierResponseCounts>> {
  const ids = [...new Set(supplierIds)];
  const stats = new Map<string, SupplierResponseCounts>();
  if (!ids.length) return stats;
  const rfqs = await RfqModel.find({ 'suppliers.id': { $in: ids }, openedAt: { $ne: null } }, { uid: 1, 'suppliers.id': 1, openedAt: 1, 'lines._id': 1, 'lines.process': 1 })
    .lean<{ _id: unknown; uid: string; suppliers: { id: string }[]; openedAt: Date; lines?: { _id: unknown; process?: { slug: string } | null }[] }[]>();
  const sentAt = new Map(rfqs.map((r) => [String(r._id), r.openedAt.getTime()]));
  const lineProcess = new Map(rfqs.map((r) => [String(r._id), new Map((r.lines ?? []).map((l) => [String(l._id), l.process?.slug ?? null]))]));
  const revisions = await QuoteModel.find({ supplierId: { $in: ids }, rfqId: { $in: [...sentAt.keys()] } }, { rfqId: 1, supplierId: 1, revision: 1, createdAt: 1, decline: 1, 'lines.lineId': 1, 'lines.unitPrice': 1, 'lines.decline': 1 })
    .lean<QuoteAnswer[]>();
  const answered = new Set<string>();
  const firstQuote = new Map<string, number>();
  const latest = new Map<string, QuoteAnswer>();
  for (const q of revisions) {
    const key = `${q.rfqId}|${q.supplierId}`;
    answered.add(key);
    const priced = !q.decline && q.lines.some((l) => l.unitPrice != null);
    if (priced && !(firstQuote.get(key)! <= q.createdAt.getTime())) firstQuote.set(key, q.createdAt.getTime());
    if ((latest.get(key)?.revision ?? 0) < q.revision) latest.set(key, q);
  }
  const wanted = new Set(ids);
  const hours = new Map<string, number[]>(ids.map((id) => [id, []]));
  for (const id of ids) stats.set(id, { invitations: 0, answered: 0, quoted: 0, medianHoursToQuote: null, capabilityDeclines: {} });
  for (const q of latest.values()) {
    const declines = stats.get(q.supplierId)!.capabilityDeclines;
    for (const process of declinedProcesses(q, lineProcess.get(q.rfqId) ?? new Map())) declines[process] = (declines[process] ?? 0) + 1;
  }
  const sent = rfqs.flatMap((r) => [...new Set(r.suppliers.map((x) => x.id))].filter((s) => wanted.has(s)).map((supplierId) => ({ rfqId: String(r._id), supplierId, buyerUid: r.uid, sentAt: r.openedAt })));
  // only verified, established buyers, one RFQ per buyer and week (counted-invitations.ts): no inflation by fake buyers
  for (const { rfqId, supplierId: s, sentAt: openedAt } of await countedInvitations(sent)) {
    const entry = stats.get(s)!;
    const key = `${rfqId}|${s}`;
    entry.invitations += 1;
    if (answered.has(key)) entry.answered += 1;
    const quotedAt = firstQuote.get(key);
    if (quotedAt !== undefined) {
      entry.quoted += 1;
      hours.get(s)!.push(Math.max(0, quotedAt - openedAt.getTime()) / 3_600_000);
    }
  }
  for (const [id, list] of hours) {
    const m = median(list);
    stats.get(id)!.medianHoursToQuote = m === null ? null : Math.round(m * 10) / 10;
  }
  return stats;
}

interface QuoteAnswer {
  rfqId: string;
  supplierId: string;
  revision: number;
  createdAt: Date;
  decline: { reason: string } | null;
  lines: { lineId: string; unitPrice: number | null; decline?: { reason: string } | null }[];
}

/** The processes of an RFQ that this answer declines as beyond the shop (a whole-RFQ decline covers every line). */
function declinedProcesses(answer: QuoteAnswer, processOfLine: Map<string, string | null>): Set<string> {
  const out = new Set<string>();
  if (answer.decline) {
    if (CAN_NOT_MAKE.has(answer.decline.reason)) for (const p of processOfLine.values()) if (p) out.add(p);
    return out;
  }
  for (const line of answer.lines) {
    const p = processOfLine.get(line.lineId);
    if (p && line.decline && CAN_NOT_MAKE.has(line.decline.reason)) out.add(p);
  }
  return out;
}

/** Every supplier invited to a sent RFQ (the worker's refresh of all trust figures). */
export async function invitedSupplierIds(): Promise<string[]> {
  return (await RfqModel.distinct('suppliers.id', { openedAt: { $ne: null } })).map(String);
}

/** A buyer's RFQs awarded and decided (awarded, closed after being sent, or open past the end of the due day). */
export async function buyerAwardCounts(uids: readonly string[], now = new Date()): Promise<Map<string, { decided: number; awarded: number }>> {
  const wanted = [...new Set(uids)];
  const counts = new Map(wanted.map((uid) => [uid, { decided: 0, awarded: 0 }]));
  if (!wanted.length) return counts;
  const docs = await RfqModel.find({ uid: { $in: wanted }, openedAt: { $ne: null } }, { uid: 1, status: 1, dueDate: 1 }).lean<{ uid: string; status: string; dueDate: Date }[]>();
  for (const d of docs) {
    const entry = counts.get(d.uid)!;
    const pastDue = now.getTime() >= d.dueDate.getTime() + 86_400_000;
    if (d.status === 'awarded') {
      entry.awarded += 1;
      entry.decided += 1;
    } else if (d.status === 'closed' || (d.status === 'open' && pastDue)) entry.decided += 1;
  }
  return counts;
}

/** An awarded RFQ line with the winning revision's price and quantity breaks (the part master's cost, issue 37). */
export interface AwardedLine {
  rfqId: string;
  rfqTitle: string;
  lineId: string;
  partNumber: string;
  source: { uploadId: string; lineId: string } | null;
  quantity: number;
  unitPrice: number;
  breaks: { minQuantity: number; unitPrice: number }[];
  awardedAt: Date;
}

/** Every line a buyer awarded, newest award first. */
export async function awardedLinesForBuyer(uid: string): Promise<AwardedLine[]> {
  const rfqs = await RfqModel.find({ uid, 'awards.0': { $exists: true } }, { title: 1, lines: 1, awards: 1, history: 1, updatedAt: 1 }).lean<RfqDoc[]>();
  if (!rfqs.length) return [];
  const quotes = await QuoteModel.find({ $or: rfqs.flatMap((r) => (r.awards ?? []).map((a) => ({ rfqId: String(r._id), supplierId: a.supplierId, revision: a.revision }))) }, { rfqId: 1, supplierId: 1, revision: 1, lines: 1 }).lean<QuoteDoc[]>();
  const quoteOf = new Map(quotes.map((q) => [`${q.rfqId}|${q.supplierId}|${q.revision}`, q]));
  const out: AwardedLine[] = [];
  for (const rfq of rfqs) {
    const awardedAt = [...rfq.history].reverse().find((h) => h.status === 'awarded')?.at ?? rfq.updatedAt;
    for (const award of rfq.awards ?? []) {
      const line = rfq.lines.find((l) => String(l._id) === award.lineId);
      if (!line) continue;
      const quoted = quoteOf.get(`${String(rfq._id)}|${award.supplierId}|${award.revision}`)?.lines.find((l) => l.lineId === award.lineId);
      out.push({
        rfqId: String(rfq._id),
        rfqTitle: rfq.title,
        lineId: award.lineId,
        partNumber: line.partNumber,
        source: line.source?.uploadId ? { uploadId: line.source.uploadId, lineId: line.source.lineId } : null,
        quantity: line.quantity,
        unitPrice: quoted?.unitPrice ?? award.unitPrice,
        breaks: quoted?.breaks ?? [],
        awardedAt,
      });
    }
  }
  return out.sort((a, b) => b.awardedAt.getTime() - a.awardedAt.getTime());
}
