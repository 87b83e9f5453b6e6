import { z } from 'zod';
import { ANALYTICS_ENVIRONMENTS } from './enums.js';
import { adminPageSchema } from './admin.js';

/**
 * The admin panels of issue 16's second half: the profile generator, testimonials, leads, the waitlist's bulk
 * invite, the email outbox, analytics and the dashboard figures.
 */

// ---------- profile generator ----------

export const ExtractProfileRequestSchema = z.object({ text: z.string().trim().min(20, 'Paste at least a sentence about the company.').max(50_000) });

export const EvidenceSchema = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });
const valueOf = <T extends z.ZodType>(value: T) => z.object({ value, evidence: z.array(EvidenceSchema) }).nullable();
const CatalogueItemSchema = z.object({ slug: z.string(), label: z.string(), evidence: z.array(EvidenceSchema) });

export const ExtractedProfileSchema = z.object({
  name: valueOf(z.string()),
  city: valueOf(z.string()),
  state: valueOf(z.string()),
  capabilities: z.array(CatalogueItemSchema),
  certifications: z.array(CatalogueItemSchema),
  industries: z.array(CatalogueItemSchema),
  employeeRange: valueOf(z.string()),
  yearFounded: valueOf(z.number().int()),
  unmappedProcessWords: z.array(EvidenceSchema),
  /** A ZIP code of the city read, for the admin to confirm before publishing. */
  suggestedZip: z.string().nullable(),
});
export type ExtractedProfile = z.infer<typeof ExtractedProfileSchema>;

export const PublishProfileRequestSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  address: z.object({ street: z.string().optional(), city: z.string().optional(), state: z.string().optional(), zip: z.string() }),
  capabilities: z.array(z.string()),
  certifications: z.array(z.object({ slug: z.string(), certificateNumber: z.string(), registrar: z.string(), expiresAt: z.string() })).optional(),
  industries: z.array(z.string()).optional(),
  employeeRange: z.string(),
  yearFounded: z.number().int().nullable().optional(),
  contact: z.object({ email: z.string().optional(), phone: z.string().optional(), website: z.string().optional() }).optional(),
});
export const PublishedSupplierSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

// ---------- testimonials ----------

export const TESTIMONIAL_STATUSES = ['draft', 'approved', 'unpublished'] as const;
export const TestimonialInputSchema = z.object({
  quote: z.string().trim().min(10, 'The quote needs at least 10 characters.').max(1000),
  name: z.string().trim().min(2, 'Who said it?').max(120),
  title: z.string().trim().max(120).default(''),
  company: z.string().trim().min(2, 'Which company?').max(120),
  location: z.string().trim().max(120).default(''),
  photoUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'The photo must be an http(s) link.' })]).default(''),
  rating: z.coerce.number().int().min(1).max(5).nullable().default(null),
  partsSourced: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
});
export const TestimonialSchema = TestimonialInputSchema.extend({
  id: z.string(),
  status: z.enum(TESTIMONIAL_STATUSES),
  order: z.number(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialPageSchema = adminPageSchema(TestimonialSchema);
export const TestimonialStatusRequestSchema = z.object({ status: z.enum(TESTIMONIAL_STATUSES) });
export const TestimonialOrderRequestSchema = z.object({ ids: z.array(z.string().min(1)).min(1).max(500) });

// ---------- leads ----------

export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export const AdminLeadSchema = z.object({
  id: z.string(),
  kind: z.enum(['contact', 'sales']),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  message: z.string(),
  sourcePage: z.string(),
  status: z.enum(LEAD_STAGES),
  owner: z.string(),
  notes: z.string(),
  nextStepAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLead = z.infer<typeof AdminLeadSchema>;
export const AdminLeadPageSchema = adminPageSchema(AdminLeadSchema);
export const LeadUpdateRequestSchema = z
  .object({
    status: z.enum(LEAD_STAGES).optional(),
    owner: z.string().trim().max(200).optional(),
    notes: z.string().trim().max(5000).optional(),
    nextStepAt: z.union([z.iso.date('The next-step date must be a date (YYYY-MM-DD).'), z.null()]).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one of status, owner, notes or the next-step date.');

// ---------- waitlist ----------

export const AdminWaitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  company: z.string(),
  role: z.enum(['buyer', 'supplier']),
  source: z.string(),
  description: z.string(),
  status: z.string(),
  signups: z.number(),
  file: z.object({ name: z.string(), size: z.number() }).nullable(),
  bomUploadId: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminWaitlistPageSchema = adminPageSchema(AdminWaitlistEntrySchema);
export const WaitlistInviteRequestSchema = z.object({ ids: z.array(z.string().min(1)).min(1, 'Choose at least one entry.').max(100, 'Invite at most 100 at a time.') });
export const WaitlistInviteResultSchema = z.object({
  invited: z.array(z.object({ id: z.string(), email: z.string(), account: z.enum(['created', 'existing']) })),
  failed: z.array(z.object({ id: z.string(), email: z.string(), reason: z.string() })),
});

// ---------- emails ----------

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const AdminEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const AdminEmailPageSchema = adminPageSchema(AdminEmailSchema);
export const AdminEmailDetailSchema = AdminEmailSchema.extend({ html: z.string(), text: z.string() });
export const EmailTemplatePreviewSchema = z.object({ template: z.string(), description: z.string(), subject: z.string(), html: z.string() });
export const EmailTemplateListSchema = z.object({ items: z.array(EmailTemplatePreviewSchema) });
export const ResendResultSchema = z.object({ id: z.string(), status: z.enum(EMAIL_STATUSES) });

// ---------- analytics ----------

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export const PRODUCT_EVENTS = ['page_view', 'bom_upload', 'processing_complete', 'supplier_search', 'waitlist_signup', 'chat_interaction', 'supplier_contact'] as const;
export const AnalyticsReportQuerySchema = z.object({
  /** Absent: this deployment's own environment (a development install records 'development'). */
  environment: z.enum(ANALYTICS_ENVIRONMENTS).optional(),
  from: z.iso.date('from must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
  interval: z.enum(ANALYTICS_INTERVALS).default('day'),
});
const CountRow = z.object({ label: z.string(), count: z.number() });
export const AnalyticsReportSchema = z.object({
  environment: z.enum(ANALYTICS_ENVIRONMENTS),
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYTICS_INTERVALS),
  events: z.array(z.string()),
  series: z.array(z.object({ bucket: z.string(), counts: z.record(z.string(), z.number()) })),
  totals: z.record(z.string(), z.number()),
  topQueries: z.array(CountRow),
  zeroResultQueries: z.array(CountRow),
  topPages: z.array(CountRow),
  funnel: z.array(z.object({ step: z.string(), users: z.number() })),
});
export type AnalyticsReport = z.infer<typeof AnalyticsReportSchema>;

// ---------- dashboard ----------

export const DashboardFigureSchema = z.object({ key: z.string(), label: z.string(), today: z.number(), previous: z.number(), href: z.string() });
export const DashboardFiguresSchema = z.object({ period: z.object({ from: z.string(), to: z.string() }), figures: z.array(DashboardFigureSchema) });
