// The contract's values for a signed-in person's own pages: notifications, the profile, supplier changes and
// activity.
// A part of its own (`@forge/shell-sdk/account-contract`, a shared singleton): public pages never build it.
export {
  BuyListSchema, MyActivitySchema, NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, NotificationListSchema,
  NotificationPreferencesSchema, ProfileChangesSchema, SupplierChangesSchema, UnreadCountSchema,
} from '@forge/contract';
