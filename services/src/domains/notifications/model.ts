import mongoose, { Schema, type Types } from 'mongoose';
import { NOTIFICATION_KINDS, type NotificationKind } from '@forge/contract';

/** One in-app notification for one user; `readAt` null while unread. */
const notificationSchema = new Schema(
  {
    uid: { type: String, required: true },
    kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
    title: { type: String, required: true },
    body: { type: String, default: '' },
    link: { type: String, default: '' },
    /** What it is about (an RFQ id), so a later event can be traced; never shown to another user. */
    subject: { type: String, default: '' },
    readAt: { type: Date, default: null },
    emailed: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
  },
  { collection: 'notifications', versionKey: false },
);
notificationSchema.index({ uid: 1, createdAt: -1 });
notificationSchema.index({ uid: 1, readAt: 1 });

export interface NotificationDoc {
  _id: Types.ObjectId;
  uid: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  subject: string;
  readAt: Date | null;
  emailed: boolean;
  createdAt: Date;
}

export const NotificationModel = mongoose.model('Notification', notificationSchema);

/** The kinds a user no longer wants emailed (absent: every kind is emailed). */
const preferencesSchema = new Schema(
  {
    _id: { type: String, required: true },
    emailOff: { type: [String], default: [] },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notification_preferences', versionKey: false },
);

export interface PreferencesDoc {
  _id: string;
  emailOff: NotificationKind[];
  updatedAt: Date;
}

export const NotificationPreferencesModel = mongoose.model('NotificationPreferences', preferencesSchema);
