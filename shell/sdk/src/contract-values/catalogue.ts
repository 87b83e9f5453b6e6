// The contract's values every page uses: enums, labels, slugs, the catalogue and certification schemas.
// One of several parts so that the shell can build them in separate tasks at start-up (see ../startup.ts).
export {
  ANALYTICS_ENVIRONMENTS, BOM_FIELDS, CERTIFICATION_STATUSES, CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS,
  CertificationListSchema, CertificationSchema, CompanyCertVerificationsSchema, FEATURED_CAPABILITY_SLUGS,
  HAND_SET_CERTIFICATION_STATUSES, LINE_KINDS, ProcessCategoryListSchema, ProcessListSchema, ProcessOrCategorySchema,
  RFQ_STATUSES, effectiveCertificationStatus, isCheckedCertificationStatus, slugify,
} from '@forge/contract';
