import { RfqModel } from './model.js';
import { QuoteModel } from './quote-model.js';

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
