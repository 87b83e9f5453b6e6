// The contract's values for the admin pages.
// One of several parts so that the shell can build them in separate tasks at start-up (see ../startup.ts).
export {
  ADMIN_ASSIGNABLE_ROLES, ANALYTICS_INTERVALS, AdminClaimLinkSchema, AdminCompanyPageSchema, AdminCompanySchema,
  AdminEmailDetailSchema, AdminEmailSchema, AdminLeadSchema, AdminMergePlanSchema, AdminMergeResultSchema,
  AdminProfileRowSchema, AdminProfileSchema, AdminUserDetailSchema, AdminUserSchema, AnalyticsReportSchema,
  DashboardFiguresSchema, EmailTemplateListSchema, ExtractedProfileSchema, FeaturePlacementSchema, LEAD_STAGES,
  PROFILE_PARTS, PROFILE_PART_LABELS, TestimonialSchema, profileCompleteness,
} from '@forge/contract';
