import {
  AdminListQuerySchema,
  LEAD_STAGES,
  LeadUpdateRequestSchema,
  TESTIMONIAL_STATUSES,
  TestimonialInputSchema,
  TestimonialOrderRequestSchema,
  TestimonialStatusRequestSchema,
  WaitlistInviteRequestSchema,
} from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { sendAdminList } from '../../lib/admin-list.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import type { Guards } from '../../lib/auth.js';
import { EMAIL_CSV_COLUMNS, emailDetail, emailList, resendEmail } from './admin-emails.js';
import { LEAD_CSV_COLUMNS, leadList, updateLead } from './admin-leads.js';
import { TESTIMONIAL_CSV_COLUMNS, createTestimonial, reorderTestimonials, setTestimonialStatus, testimonialList, updateTestimonial } from './admin-testimonials.js';
import { WAITLIST_CSV_COLUMNS, inviteWaitlistEntries, waitlistList } from './admin-waitlist.js';
import type { ContentServiceDeps } from './deps.js';
import { templatePreviews } from './email-templates.js';

/** The content domain's admin panels (issue 16): leads, testimonials, waitlist search/invite/CSV, the outbox. Contract: ADMIN_OPERATIONS_ROUTES. */
export function registerContentAdminRoutes(router: Router, guards: Guards, deps: Pick<ContentServiceDeps, 'outbox' | 'publicUrl' | 'identity'>): void {
  const id = (params: Record<string, string | string[] | undefined>) => String(params.id ?? '');

  router.get('/admin/waitlist', guards.admin, async (req, res) => {
    const { role, status, ...query } = parseOrThrow(
      AdminListQuerySchema.extend({ role: z.enum(['buyer', 'supplier']).optional(), status: z.enum(['new', 'reviewed', 'invited', 'rejected']).optional() }),
      req.query,
      'query',
    );
    await sendAdminList(res, query, waitlistList(query, { role, status }), { fileName: 'forge-waitlist.csv', columns: WAITLIST_CSV_COLUMNS });
  });
  router.post('/admin/waitlist/invite', guards.admin, async (req, res) => {
    const { ids } = parseOrThrow(WaitlistInviteRequestSchema, req.body ?? {}, 'invitation');
    res.json(await inviteWaitlistEntries(auditActorOf(req), deps, ids));
  });

  router.get('/admin/leads', guards.admin, async (req, res) => {
    const { status, kind, owner, ...query } = parseOrThrow(
      AdminListQuerySchema.extend({ status: z.enum(LEAD_STAGES).optional(), kind: z.enum(['contact', 'sales']).optional(), owner: z.string().trim().max(200).optional() }),
      req.query,
      'query',
    );
    await sendAdminList(res, query, leadList(query, { status, kind, owner }), { fileName: 'forge-leads.csv', columns: LEAD_CSV_COLUMNS });
  });
  router.patch('/admin/leads/:id', guards.admin, async (req, res) => {
    res.json(await updateLead(auditActorOf(req), id(req.params), parseOrThrow(LeadUpdateRequestSchema, req.body ?? {}, 'lead change')));
  });

  router.get('/admin/testimonials', guards.admin, async (req, res) => {
    const { status, ...query } = parseOrThrow(AdminListQuerySchema.extend({ status: z.enum(TESTIMONIAL_STATUSES).optional() }), req.query, 'query');
    await sendAdminList(res, { ...query, dir: req.query.dir ? query.dir : 'asc' }, testimonialList({ ...query, dir: req.query.dir ? query.dir : 'asc' }, status), {
      fileName: 'forge-testimonials.csv',
      columns: TESTIMONIAL_CSV_COLUMNS,
    });
  });
  router.post('/admin/testimonials', guards.admin, async (req, res) => {
    res.status(201).json(await createTestimonial(auditActorOf(req), parseOrThrow(TestimonialInputSchema, req.body ?? {}, 'testimonial')));
  });
  router.post('/admin/testimonials/reorder', guards.admin, async (req, res) => {
    const { ids } = parseOrThrow(TestimonialOrderRequestSchema, req.body ?? {}, 'order');
    await reorderTestimonials(auditActorOf(req), ids);
    res.status(204).end();
  });
  router.put('/admin/testimonials/:id', guards.admin, async (req, res) => {
    res.json(await updateTestimonial(auditActorOf(req), id(req.params), parseOrThrow(TestimonialInputSchema, req.body ?? {}, 'testimonial')));
  });
  router.put('/admin/testimonials/:id/status', guards.admin, async (req, res) => {
    const { status } = parseOrThrow(TestimonialStatusRequestSchema, req.body ?? {}, 'status');
    res.json(await setTestimonialStatus(auditActorOf(req), id(req.params), status));
  });

  router.get('/admin/emails', guards.admin, async (req, res) => {
    const { status, template, to, ...query } = parseOrThrow(
      AdminListQuerySchema.extend({
        status: z.enum(['queued', 'sent', 'failed']).optional(),
        template: z.string().trim().max(60).optional(),
        to: z.string().trim().toLowerCase().max(254).optional(),
      }),
      req.query,
      'query',
    );
    await sendAdminList(res, query, emailList(query, { status, template, to }), { fileName: 'forge-emails.csv', columns: EMAIL_CSV_COLUMNS });
  });
  router.get('/admin/email-templates', guards.admin, (_req, res) => {
    res.json({ items: templatePreviews(deps.publicUrl) });
  });
  router.get('/admin/emails/:id', guards.admin, async (req, res) => {
    res.json(await emailDetail(id(req.params)));
  });
  router.post('/admin/emails/:id/resend', guards.admin, async (req, res) => {
    res.status(201).json(await resendEmail(auditActorOf(req), deps.outbox, id(req.params)));
  });
}
