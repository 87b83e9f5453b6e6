// The contract's values that public pages and every signed-in page use: enums, labels, the catalogue and
// certification schemas, notifications and the profile.
// One of three parts so that the shell can build them in separate tasks at start-up (see ../startup.ts).
export {
  ANALYTICS_ENVIRONMENTS, BOM_FIELDS, BuyListSchema, CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS,
  CERT_CHECK_SOURCE_LABELS, CertificationListSchema, CertificationSchema, CompanyCertVerificationsSchema,
  FEATURED_CAPABILITY_SLUGS, HAND_SET_CERTIFICATION_STATUSES, LINE_KINDS, MyActivitySchema, NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS, NotificationListSchema, NotificationPreferencesSchema, ProcessCategoryListSchema,
  ProcessListSchema, ProcessOrCategorySchema, ProfileChangesSchema, RFQ_STATUSES, SupplierChangesSchema,
  SupplierRfqStatsSchema, UnreadCountSchema, effectiveCertificationStatus, formatHoursToQuote, formatRate,
  isCheckedCertificationStatus, slugify,
} from '@forge/contract';
