// The contract's values public pages use: enums, labels, slugs, the catalogue and certification schemas, a
// supplier's response figures. Part of the SDK's main module; the shell builds it in a start-up step of its own
// (see ../startup.ts).
export {
  ANALYTICS_ENVIRONMENTS, BOM_FIELDS, CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS,
  CertificationListSchema, CertificationSchema, CompanyCertVerificationsSchema, FEATURED_CAPABILITY_SLUGS,
  HAND_SET_CERTIFICATION_STATUSES, LINE_KINDS, ProcessCategoryListSchema, ProcessListSchema, ProcessOrCategorySchema,
  RFQ_STATUSES, SupplierOrderStatsSchema, SupplierRfqStatsSchema, effectiveCertificationStatus, formatHoursToQuote, formatRate,
  isCheckedCertificationStatus, slugify,
} from '@forge/contract';
