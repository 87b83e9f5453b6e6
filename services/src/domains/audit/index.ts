import { AdminListQuerySchema } from '@forge/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { sendAdminList } from '../../lib/admin-list.js';
import { parseOrThrow } from '../../lib/validate.js';
import { AUDIT_CSV_COLUMNS, auditLog } from './service.js';

const AuditQuerySchema = AdminListQuerySchema.extend({
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(120).optional(),
  actor: z.string().trim().max(200).optional(),
});

/** The admin audit log: append-only. Other domains write through recordAdminAction; the API only reads. */
export const auditDomain: DomainFactory = ({ guards }) => {
  const router = Router();
  router.get('/admin/audit', guards.admin, async (req, res) => {
    const { action, targetType, targetId, actor, ...query } = parseOrThrow(AuditQuerySchema, req.query, 'query');
    await sendAdminList(res, query, auditLog(query, { action, targetType, targetId, actor }), { fileName: 'forge-audit-log.csv', columns: AUDIT_CSV_COLUMNS });
  });
  // Documented by @forge/contract (ADMIN_API_ROUTES).
  return { name: 'audit', router };
};
