import mongoose, { Schema } from 'mongoose';

const analyticsEventSchema = new Schema(
  {
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

export const AnalyticsEventModel =
  mongoose.model('AnalyticsEvent', analyticsEventSchema);
