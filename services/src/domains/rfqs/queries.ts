import { RfqModel } from './model.js';

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
