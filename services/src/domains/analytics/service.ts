import { AnalyticsEventModel } from './model.js';
import type { AnalyticsEvent } from './events.js';

export interface RecordedEvent {
  event: AnalyticsEvent;
  environment: string;
  uid: string | null;
  anonymousId: string | null;
  path: string | null;
}

export async function recordEvent(input: RecordedEvent, at = new Date()): Promise<void> {
  await AnalyticsEventModel.create({
    type: input.event.type,
    props: input.event.props,
    uid: input.uid,
    anonymousId: input.anonymousId,
    environment: input.environment,
    path: input.path,
    at,
  });
}

/** Counts per event type over the last `days` days, for the admin analytics panel. */
export async function summarize(days: number, now = new Date()) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = (await AnalyticsEventModel.aggregate([
    { $match: { at: { $gte: since } } },
    { $group: { _id: '$type', count: { $sum: 1 } } },
    { $sort: { count: -1 } },
  ])) as { _id: string; count: number }[];
  return { since: since.toISOString(), counts: Object.fromEntries(rows.map((r) => [r._id, r.count])) };
}
