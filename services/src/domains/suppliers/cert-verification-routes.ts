import { CertVerificationChangeSchema } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import type { Guards } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { companyCertVerifications, setCertVerification } from './cert-verification.js';

const CompanyParam = z.object({ id: z.string().min(1).max(100) });
const CertParam = CompanyParam.extend({ slug: z.string().trim().min(1).max(80).regex(/^[a-z0-9-]+$/, 'a certification slug (e.g. as9100)') });

/** /api/admin/companies/:id/certifications: each certification's verification record (admin only, audited writes). */
export function registerCertVerificationRoutes(router: Router, guards: Guards): void {
  router.get('/admin/companies/:id/certifications', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(CompanyParam, req.params, 'company id');
    res.json(await companyCertVerifications(id));
  });
  router.put('/admin/companies/:id/certifications/:slug', guards.admin, async (req, res) => {
    const { id, slug } = parseOrThrow(CertParam, req.params, 'certification');
    const change = parseOrThrow(CertVerificationChangeSchema, req.body, 'verification');
    res.json(await setCertVerification(auditActorOf(req), id, slug, change));
  });
}
