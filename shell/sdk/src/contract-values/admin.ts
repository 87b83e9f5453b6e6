// The contract's values for the admin pages.
// A part of its own (`@forge/shell-sdk/admin-contract`, a shared singleton): public pages never build it.
export {
  ADMIN_ASSIGNABLE_ROLES, ANALYTICS_INTERVALS, AdminClaimLinkSchema, AdminCompanyPageSchema, AdminCompanySchema,
  AdminEmailDetailSchema, AdminEmailSchema, AdminLeadSchema, AdminMergePlanSchema, AdminMergeResultSchema,
  AdminProfileRowSchema, AdminProfileSchema, AdminUserDetailSchema, AdminUserSchema, AnalyticsReportSchema,
  DashboardFiguresSchema, EmailTemplateListSchema, ExtractedProfileSchema, FeaturePlacementSchema, LEAD_STAGES,
  PROFILE_PARTS, PROFILE_PART_LABELS, QueueHistorySchema, TestimonialSchema, profileCompleteness,
} from '@forge/contract';
