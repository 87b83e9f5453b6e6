import { AdminListQuerySchema, AdminProfileChangesSchema, AdminProfileCreateSchema, PROFILE_PARTS } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { sendAdminList } from '../../lib/admin-list.js';
import { requirePrincipal, type Guards } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { ADMIN_PROFILE_CSV, adminProfileList, createAdminProfile, getAdminProfile, updateAdminProfile } from './admin-profiles.js';

const ProfilesQuerySchema = AdminListQuerySchema.extend({
  missing: z.enum(PROFILE_PARTS).optional(),
  completeness: z.enum(['complete', 'incomplete']).optional(),
  state: z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter state code').optional(),
});
const IdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a supplier id') });

/** /api/admin/gcp-profiles: company profile administration, through the suppliers service (audited). */
export function registerAdminProfileRoutes(router: Router, guards: Guards): void {
  router.get('/admin/gcp-profiles', guards.admin, async (req, res) => {
    const { missing, completeness, state, ...query } = parseOrThrow(ProfilesQuerySchema, req.query, 'query');
    await sendAdminList(res, query, adminProfileList(query, { missing, completeness, state }), { fileName: 'forge-profiles.csv', columns: ADMIN_PROFILE_CSV });
  });
  router.post('/admin/gcp-profiles', guards.admin, async (req, res) => {
    const input = parseOrThrow(AdminProfileCreateSchema, req.body ?? {}, 'profile');
    res.status(201).json(await createAdminProfile(requirePrincipal(req), auditActorOf(req), input));
  });
  router.get('/admin/gcp-profiles/:id', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'profile id');
    res.json(await getAdminProfile(id));
  });
  router.patch('/admin/gcp-profiles/:id', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(IdParam, req.params, 'profile id');
    const changes = parseOrThrow(AdminProfileChangesSchema, req.body ?? {}, 'profile changes');
    res.json(await updateAdminProfile(requirePrincipal(req), auditActorOf(req), id, changes));
  });
}
