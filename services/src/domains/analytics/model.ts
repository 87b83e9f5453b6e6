import mongoose, { Schema } from 'mongoose';

const analyticsEventSchema = new Schema(
  {
    /** The client's event id: unique, so a repeated send is stored once. */
    eventId: { type: String, unique: true, sparse: true },
    /** The server-issued visitor cookie: unique visitors are counted from it. */
    visitorId: { type: String, default: null, index: true },
    type: { type: String, required: true, index: true },
    props: { type: Schema.Types.Mixed, default: {} },
    uid: { type: String, default: null, index: true },
    anonymousId: { type: String, default: null },
    environment: { type: String, required: true },
    path: { type: String, default: null },
    at: { type: Date, required: true, index: true },
  },
  { collection: 'analytics_events', versionKey: false },
);
// My Activity's "recent searches": one user's events of one type, newest first, without scanning every search
// anyone made (the single-field type index alone made it take seconds once a load run had logged 100k searches).
analyticsEventSchema.index({ uid: 1, type: 1, at: -1 });

export const AnalyticsEventModel =
  mongoose.model('AnalyticsEvent', analyticsEventSchema);
