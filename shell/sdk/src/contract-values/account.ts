// The contract's values for a signed-in person's own pages: notifications, the profile, supplier changes and
// activity.
// One of several parts so that the shell can build them in separate tasks at start-up (see ../startup.ts).
export {
  BuyListSchema, MyActivitySchema, NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, NotificationListSchema,
  NotificationPreferencesSchema, ProfileChangesSchema, SupplierChangesSchema, SupplierRfqStatsSchema,
  UnreadCountSchema, formatHoursToQuote, formatRate,
} from '@forge/contract';
