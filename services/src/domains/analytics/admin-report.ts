import { PRODUCT_EVENTS, type AnalyticsEnvironment } from '@forge/contract';
import { AnalyticsEventModel } from './model.js';

/**
 * The admin analytics report, aggregated in the database: events per day (rolled up to weeks or months here),
 * top and zero-result searches, top pages, and who reached each funnel step that analytics records. Days are cut
 * with $dateToString, which the embedded store and MongoDB both run.
 */

export interface ReportRange {
  environment: AnalyticsEnvironment;
  from: Date;
  to: Date;
  interval: 'day' | 'week' | 'month';
}

const TOP = 10;

function bucketOf(day: string, interval: ReportRange['interval']): string {
  if (interval === 'day') return day;
  if (interval === 'month') return day.slice(0, 7);
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** Every bucket of the range, so a quiet day shows as 0 rather than a gap. */
function bucketsOf(range: ReportRange): string[] {
  const out: string[] = [];
  for (let t = Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), range.from.getUTCDate()); t < range.to.getTime(); t += 86_400_000) {
    const bucket = bucketOf(new Date(t).toISOString().slice(0, 10), range.interval);
    if (out.at(-1) !== bucket) out.push(bucket);
  }
  return out;
}

export async function analyticsReport(range: ReportRange) {
  const match = { environment: range.environment, at: { $gte: range.from, $lt: range.to } };
  const [perDay, queries, zero, pages, signups, uploaders] = await Promise.all([
    AnalyticsEventModel.aggregate<{ _id: { day: string; type: string }; count: number }>([
      { $match: { ...match, type: { $in: [...PRODUCT_EVENTS] } } },
      { $group: { _id: { day: { $dateToString: { format: '%Y-%m-%d', date: '$at' } }, type: '$type' }, count: { $sum: 1 } } },
    ]),
    topBy({ ...match, type: 'supplier_search' }, '$props.query'),
    topBy({ ...match, type: 'supplier_search', 'props.resultCount': 0 }, '$props.query'),
    topBy({ ...match, type: 'page_view' }, '$props.path'),
    AnalyticsEventModel.distinct('uid', { ...match, type: 'identify', 'props.event': 'signup', uid: { $ne: null } }),
    AnalyticsEventModel.distinct('uid', { ...match, type: 'bom_upload', uid: { $ne: null } }),
  ]);
  const buckets = bucketsOf(range);
  const series = new Map(buckets.map((b) => [b, Object.fromEntries(PRODUCT_EVENTS.map((e) => [e, 0])) as Record<string, number>]));
  const totals = Object.fromEntries(PRODUCT_EVENTS.map((e) => [e, 0])) as Record<string, number>;
  for (const row of perDay) {
    const counts = series.get(bucketOf(row._id.day, range.interval));
    if (counts) counts[row._id.type] = (counts[row._id.type] ?? 0) + row.count;
    totals[row._id.type] = (totals[row._id.type] ?? 0) + row.count;
  }
  const signedUp = signups.map(String);
  const uploaded = new Set(uploaders.map(String));
  return {
    environment: range.environment,
    from: range.from.toISOString().slice(0, 10),
    to: new Date(range.to.getTime() - 1).toISOString().slice(0, 10),
    interval: range.interval,
    events: [...PRODUCT_EVENTS],
    series: [...series].map(([bucket, counts]) => ({ bucket, counts })),
    totals,
    topQueries: queries,
    zeroResultQueries: zero,
    topPages: pages,
    /** Users who signed up in the range, and of them those who uploaded a BOM (the RFQ steps come from rfqs). */
    signedUp,
    signedUpAndUploaded: signedUp.filter((uid) => uploaded.has(uid)),
  };
}

async function topBy(filter: Record<string, unknown>, field: string): Promise<{ label: string; count: number }[]> {
  const rows = await AnalyticsEventModel.aggregate<{ _id: string | null; count: number }>([
    { $match: filter },
    { $group: { _id: { $toLower: field }, count: { $sum: 1 } } },
    { $sort: { count: -1, _id: 1 } },
    { $limit: TOP },
  ]);
  return rows.filter((r) => r._id).map((r) => ({ label: String(r._id), count: r.count }));
}

/** Event counts and BOM lines processed between two instants, all environments but development (admin dashboard). */
export async function eventCountsBetween(from: Date, to: Date, environment: AnalyticsEnvironment): Promise<{ signups: number; searches: number; bomUploads: number; linesProcessed: number }> {
  const rows = await AnalyticsEventModel.aggregate<{ _id: string; count: number; lines: number }>([
    { $match: { environment, at: { $gte: from, $lt: to }, type: { $in: ['identify', 'supplier_search', 'bom_upload', 'processing_complete'] } } },
    { $match: { $or: [{ type: { $ne: 'identify' } }, { 'props.event': 'signup' }] } },
    { $group: { _id: '$type', count: { $sum: 1 }, lines: { $sum: { $ifNull: ['$props.linesProcessed', 0] } } } },
  ]);
  const of = (type: string) => rows.find((r) => r._id === type);
  return { signups: of('identify')?.count ?? 0, searches: of('supplier_search')?.count ?? 0, bomUploads: of('bom_upload')?.count ?? 0, linesProcessed: of('processing_complete')?.lines ?? 0 };
}
