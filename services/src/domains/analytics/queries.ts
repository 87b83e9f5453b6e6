import { AnalyticsEventModel } from './model.js';

// Narrow reads the analytics domain offers to other domains (their only way to its data).

/** A user's latest supplier searches, newest first (My Activity). */
export async function recentSearches(uid: string, limit = 20): Promise<{ id: string; query: string; resultCount: number; searchType: string; at: string }[]> {
  const events = await AnalyticsEventModel.find({ type: 'supplier_search', uid }).sort({ at: -1 }).limit(limit).lean();
  return events.map((e) => {
    const props = (e.props ?? {}) as { query?: string; resultCount?: number; searchType?: string };
    return { id: String(e._id), query: props.query ?? '', resultCount: props.resultCount ?? 0, searchType: props.searchType ?? '', at: e.at.toISOString() };
  });
}

/** BOM lines processed so far, summed over the processing_complete events (investor metrics). */
export async function linesProcessed(): Promise<number> {
  const rows = await AnalyticsEventModel.aggregate<{ total: number }>([
    { $match: { type: 'processing_complete' } },
    { $group: { _id: null, total: { $sum: '$props.linesProcessed' } } },
  ]);
  return rows[0]?.total ?? 0;
}
