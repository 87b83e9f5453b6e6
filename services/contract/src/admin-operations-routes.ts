import type { ApiRoute } from './route-types.js';
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
  admin({ id: 'admin.extractProfile', method: 'post', path: '/api/admin/profile-generator/extract', summary: 'Read a supplier profile from pasted text (each field with the words it came from)', request: ExtractProfileRequestSchema, response: ExtractedProfileSchema }),
  admin({ id: 'admin.publishProfile', method: 'post', path: '/api/admin/profile-generator/publish', summary: 'Publish a reviewed profile as a new supplier (audited)', request: PublishProfileRequestSchema, response: PublishedSupplierSchema }),
  admin({ id: 'admin.listTestimonials', method: 'get', path: '/api/admin/testimonials', summary: 'Testimonials in display order (?q, status, format=csv)', response: TestimonialPageSchema }),
  admin({ id: 'admin.createTestimonial', method: 'post', path: '/api/admin/testimonials', summary: 'Create a testimonial (as a draft)', request: TestimonialInputSchema, response: TestimonialSchema }),
  admin({ id: 'admin.setTestimonial', method: 'put', path: '/api/admin/testimonials/{id}', summary: 'Edit a testimonial', request: TestimonialInputSchema, response: TestimonialSchema }),
  admin({ id: 'admin.setTestimonialStatus', method: 'put', path: '/api/admin/testimonials/{id}/status', summary: 'Approve or unpublish a testimonial', request: TestimonialStatusRequestSchema, response: TestimonialSchema }),
  admin({ id: 'admin.reorderTestimonials', method: 'post', path: '/api/admin/testimonials/reorder', summary: 'Set the display order (ids, first to last)', request: TestimonialOrderRequestSchema }),
  admin({ id: 'admin.listLeads', method: 'get', path: '/api/admin/leads', summary: 'Leads as a pipeline (?q, status, kind, owner, sort, format=csv)', response: AdminLeadPageSchema }),
  admin({ id: 'admin.updateLead', method: 'patch', path: '/api/admin/leads/{id}', summary: 'Move a lead in the pipeline, set owner, notes, next-step date (audited)', request: LeadUpdateRequestSchema, response: AdminLeadSchema }),
  admin({ id: 'admin.getWaitlist', method: 'get', path: '/api/admin/waitlist', summary: 'Waitlist entries (?q, role, status, sort, format=csv)', response: AdminWaitlistPageSchema }),
  admin({ id: 'admin.inviteWaitlist', method: 'post', path: '/api/admin/waitlist/invite', summary: 'Bulk invite: create each account in the identity provider and email the invitation (audited)', request: WaitlistInviteRequestSchema, response: WaitlistInviteResultSchema }),
  admin({ id: 'admin.listEmails', method: 'get', path: '/api/admin/emails', summary: 'The email outbox (?q, status, template, format=csv)', response: AdminEmailPageSchema }),
  admin({ id: 'admin.getEmail', method: 'get', path: '/api/admin/emails/{id}', summary: 'One email with its HTML', response: AdminEmailDetailSchema }),
  admin({ id: 'admin.resendEmail', method: 'post', path: '/api/admin/emails/{id}/resend', summary: 'Send an email again (audited)', response: ResendResultSchema }),
  admin({ id: 'admin.listEmailTemplates', method: 'get', path: '/api/admin/email-templates', summary: 'Every email template rendered from sample data', response: EmailTemplateListSchema }),
  admin({ id: 'admin.getAnalyticsReport', method: 'get', path: '/api/admin/analytics/report', summary: 'Product events and page views over time, top and zero-result searches, funnel, top pages', response: AnalyticsReportSchema }),
  admin({ id: 'admin.getDashboard', method: 'get', path: '/api/admin/dashboard', summary: 'Today’s figures with the previous day for trend', response: DashboardFiguresSchema }),
];
