import { randomUUID } from 'node:crypto';
import { AnalyticsEventModel } from './model.js';
import type { RecordedAnalyticsEvent } from '@forge/contract';

export interface RecordedEvent {
  /** The client's event id; events the server records itself get a fresh one. */
  id?: string;
  /** From the visitor cookie; null for events the server records itself. */
  visitorId?: string | null;
  event: RecordedAnalyticsEvent;
  environment: string;
  uid: string | null;
  anonymousId: string | null;
  path: string | null;
}

/** Stores an event once per id: a repeated id (retry, replay) changes nothing. */
export async function recordEvent(input: RecordedEvent, at = new Date()): Promise<void> {
  const eventId = input.id ?? randomUUID();
  await AnalyticsEventModel.updateOne(
    { eventId },
    {
      $setOnInsert: {
        eventId,
        visitorId: input.visitorId ?? null,
        type: input.event.type,
        props: input.event.props,
        uid: input.uid,
        anonymousId: input.anonymousId,
        environment: input.environment,
        path: input.path,
        at,
      },
    },
    { upsert: true },
  ).catch((error: { code?: number }) => {
    if (error.code !== 11000) throw error; // two sends of one id raced: the other stored it
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
  const visitors = (await AnalyticsEventModel.distinct('visitorId', { at: { $gte: since }, visitorId: { $ne: null } })).length;
  return { since: since.toISOString(), counts: Object.fromEntries(rows.map((r) => [r._id, r.count])), uniqueVisitors: visitors };
}
