import { AdminListQuerySchema, AdminOwnerChangeSchema, CERTIFICATION_STATUSES } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { sendAdminList } from '../../lib/admin-list.js';
import { requirePrincipal, type Guards } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { ADMIN_COMPANY_CSV, adminCompanyList, setCompanyHidden, setCompanyVerified, transferCompany } from './admin-companies.js';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true').optional();
const CompaniesQuerySchema = AdminListQuerySchema.extend({
  state: z.string().trim().length(2).optional(),
  capability: z.string().trim().max(80).optional(),
  certification: z.string().trim().max(80).optional(),
  certificationStatus: z.enum(CERTIFICATION_STATUSES).optional(),
  verified: flag,
  claimed: flag,
  featured: flag,
  hidden: flag,
});
const VisibilitySchema = z.object({ hidden: z.boolean(), reason: z.string().trim().max(500).default('') }).refine((v) => !v.hidden || v.reason.length > 0, { message: 'say why the company is hidden', path: ['reason'] });
const VerificationSchema = z.object({ verified: z.boolean(), note: z.string().trim().min(1, 'say what was checked').max(500) });

/** /api/admin/companies: every supplier company for the admin panel; changes go through the suppliers service. */
export function registerAdminCompanyRoutes(router: Router, guards: Guards): void {
  router.get('/admin/companies', guards.admin, async (req, res) => {
    const { state, capability, certification, certificationStatus, verified, claimed, featured, hidden, ...query } = parseOrThrow(CompaniesQuerySchema, req.query, 'query');
    const source = adminCompanyList(query, { state, capability, certification, certificationStatus, verified, claimed, featured, hidden });
    await sendAdminList(res, query, source, { fileName: 'forge-companies.csv', columns: ADMIN_COMPANY_CSV });
  });
  router.put('/admin/companies/:id/verification', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(z.object({ id: z.string().min(1).max(100) }), req.params, 'company id');
    const { verified, note } = parseOrThrow(VerificationSchema, req.body, 'verification');
    res.json(await setCompanyVerified(requirePrincipal(req), auditActorOf(req), id, verified, note));
  });
  router.put('/admin/companies/:id/owner', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(z.object({ id: z.string().min(1).max(100) }), req.params, 'company id');
    const { email, note } = parseOrThrow(AdminOwnerChangeSchema, req.body, 'transfer');
    res.json(await transferCompany(auditActorOf(req), id, email, note));
  });
  router.put('/admin/companies/:id/visibility', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(z.object({ id: z.string().min(1).max(100) }), req.params, 'company id');
    const { hidden, reason } = parseOrThrow(VisibilitySchema, req.body, 'visibility');
    res.json(await setCompanyHidden(auditActorOf(req), id, hidden, reason));
  });
}
