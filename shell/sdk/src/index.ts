// @forge/shell-sdk: the contract between the shell and its remotes. Remotes import UI, auth, API access,
// analytics, toasts and route references only from here.
export * from './contract';
// The API contract: every type, and the values (enums, schemas, helpers) the front end uses. Named, not `export *`:
// the SDK is a shared module, which is not tree-shaken, so `export *` built every schema and the API route tables
// (for the services and the OpenAPI document) on each page load. Add a name here when a remote needs it.
export type * from '@forge/contract';
export {
  ADMIN_ASSIGNABLE_ROLES, ANALYTICS_ENVIRONMENTS, ANALYTICS_INTERVALS, AdminClaimLinkSchema, AdminCompanyPageSchema,
  AdminCompanySchema, AdminEmailDetailSchema, AdminEmailSchema, AdminLeadSchema, AdminMergePlanSchema,
  AdminMergeResultSchema, AdminProfileRowSchema, AdminProfileSchema, AdminUserDetailSchema, AdminUserSchema,
  AnalyticsReportSchema, AwardResultSchema, BOM_FIELDS, BomLineSchema, BuyListSchema, CERTIFICATION_STATUSES,
  CERTIFICATION_STATUS_LABELS, CERT_CHECK_SOURCE_LABELS, CHAT_MAX_MESSAGE, CertificationListSchema,
  CertificationSchema, ChatActionResultSchema, ChatConversationDetailSchema, ChatConversationEnvelopeSchema,
  ChatConversationListSchema, CompanyCertVerificationsSchema, ComparisonEnvelopeSchema, DECLINE_REASONS,
  DashboardFiguresSchema, DetectedColumnSchema, DraftChangesSchema, EmailTemplateListSchema, ExtractedProfileSchema,
  FEATURED_CAPABILITY_SLUGS, FeaturePlacementSchema, HAND_SET_CERTIFICATION_STATUSES, ITAR_FILE_BANNER,
  InboxCountsEnvelopeSchema, InboxSchema, InvitationsSchema, LEAD_STAGES, LINE_KINDS, MyActivitySchema,
  NOTIFICATION_KINDS, NOTIFICATION_KIND_LABELS, NotificationListSchema, NotificationPreferencesSchema, PROFILE_PARTS,
  PROFILE_PART_LABELS, ProcessCategoryListSchema, ProcessListSchema, ProcessOrCategorySchema, ProfileChangesSchema,
  QuoteAttachmentEnvelopeSchema, QuoteEnvelopeSchema, QuoteListSchema, RFQ_FILE_EXTENSIONS, RFQ_FILE_MAX_BYTES,
  RFQ_MAX_LINES, RFQ_STATUSES, RfqEnvelopeSchema, RfqFileDownloadsSchema, RfqFileEnvelopeSchema, RfqFileLinkSchema,
  RfqFileListSchema, RfqListSchema, RfqMessageEnvelopeSchema, RfqMessagesSchema, RfqPackagePreviewSchema,
  RfqPackagesCreatedSchema, SkippedRowSchema, SupplierChangesSchema, SupplierMatchSchema, SupplierRfqStatsSchema,
  TestimonialSchema, UPLOAD_STATES, UnreadCountSchema, UploadSummarySchema, effectiveCertificationStatus,
  formatHoursToQuote, formatRate, isCheckedCertificationStatus, profileCompleteness, slugify,
} from '@forge/contract';
export * from './routes';
export * from './route-matcher';
export * from './auth';
export * from './api';
export * from './client';
export * from './format';
export * from './page-meta';
export * from './functions';
export * from './analytics';
export * from './toasts';
export * from './ui';
export * from './page-blocks';
export * from './processing-status';
export * from './error-alert';
export * from './option-select';
export * from './page-container';
export * from './page-title';
export * from './data-table';
export * from './file-upload';
export * from './text-link';
export * from './button-link';
export * from './catalogue-groups';
export * from './search-box';
export { useQuery, useMutation, useQueryClient, QueryClientProvider } from '@tanstack/react-query';

declare global {
  /** Injected by the shared webpack config: the build of the package that uses it. */
  const __FORGE_BUILD_ID__: string;
}
