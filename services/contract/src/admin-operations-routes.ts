import type { ApiRoute } from './routes.js';
import {
  AdminEmailDetailSchema,
  AdminEmailPageSchema,
  AdminLeadPageSchema,
  AdminLeadSchema,
  AdminWaitlistPageSchema,
  AnalyticsReportSchema,
  DashboardFiguresSchema,
  EmailTemplateListSchema,
  ExtractProfileRequestSchema,
  ExtractedProfileSchema,
  LeadUpdateRequestSchema,
  PublishProfileRequestSchema,
  PublishedSupplierSchema,
  ResendResultSchema,
  TestimonialInputSchema,
  TestimonialOrderRequestSchema,
  TestimonialPageSchema,
  TestimonialSchema,
  TestimonialStatusRequestSchema,
  WaitlistInviteRequestSchema,
  WaitlistInviteResultSchema,
} from './admin-operations.js';

const admin = (route: Omit<ApiRoute, 'auth' | 'tags'>): ApiRoute => ({ ...route, tags: ['admin'], auth: true });

/** The operations behind the generator, testimonials, leads, waitlist invites, emails, analytics and dashboard panels. */
export const ADMIN_OPERATIONS_ROUTES: ApiRoute[] = [
  admin({ method: 'post', path: '/api/admin/profile-generator/extract', summary: 'Read a supplier profile from pasted text (each field with the words it came from)', request: ExtractProfileRequestSchema, response: ExtractedProfileSchema }),
  admin({ method: 'post', path: '/api/admin/profile-generator/publish', summary: 'Publish a reviewed profile as a new supplier (audited)', request: PublishProfileRequestSchema, response: PublishedSupplierSchema }),
  admin({ method: 'get', path: '/api/admin/testimonials', summary: 'Testimonials in display order (?q, status, format=csv)', response: TestimonialPageSchema }),
  admin({ method: 'post', path: '/api/admin/testimonials', summary: 'Create a testimonial (as a draft)', request: TestimonialInputSchema, response: TestimonialSchema }),
  admin({ method: 'put', path: '/api/admin/testimonials/{id}', summary: 'Edit a testimonial', request: TestimonialInputSchema, response: TestimonialSchema }),
  admin({ method: 'put', path: '/api/admin/testimonials/{id}/status', summary: 'Approve or unpublish a testimonial', request: TestimonialStatusRequestSchema, response: TestimonialSchema }),
  admin({ method: 'post', path: '/api/admin/testimonials/reorder', summary: 'Set the display order (ids, first to last)', request: TestimonialOrderRequestSchema }),
  admin({ method: 'get', path: '/api/admin/leads', summary: 'Leads as a pipeline (?q, status, kind, owner, sort, format=csv)', response: AdminLeadPageSchema }),
  admin({ method: 'patch', path: '/api/admin/leads/{id}', summary: 'Move a lead in the pipeline, set owner, notes, next-step date (audited)', request: LeadUpdateRequestSchema, response: AdminLeadSchema }),
  admin({ method: 'get', path: '/api/admin/waitlist', summary: 'Waitlist entries (?q, role, status, sort, format=csv)', response: AdminWaitlistPageSchema }),
  admin({ method: 'post', path: '/api/admin/waitlist/invite', summary: 'Bulk invite: create each account in the identity provider and email the invitation (audited)', request: WaitlistInviteRequestSchema, response: WaitlistInviteResultSchema }),
  admin({ method: 'get', path: '/api/admin/emails', summary: 'The email outbox (?q, status, template, format=csv)', response: AdminEmailPageSchema }),
  admin({ method: 'get', path: '/api/admin/emails/{id}', summary: 'One email with its HTML', response: AdminEmailDetailSchema }),
  admin({ method: 'post', path: '/api/admin/emails/{id}/resend', summary: 'Send an email again (audited)', response: ResendResultSchema }),
  admin({ method: 'get', path: '/api/admin/email-templates', summary: 'Every email template rendered from sample data', response: EmailTemplateListSchema }),
  admin({ method: 'get', path: '/api/admin/analytics/report', summary: 'Product events and page views over time, top and zero-result searches, funnel, top pages', response: AnalyticsReportSchema }),
  admin({ method: 'get', path: '/api/admin/dashboard', summary: 'Today’s figures with the previous day for trend', response: DashboardFiguresSchema }),
];
