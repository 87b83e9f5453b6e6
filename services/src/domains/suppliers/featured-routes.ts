import { AdminListQuerySchema, FEATURE_SCOPES, FEATURE_STATUSES, FeaturePlacementInputSchema } from '@forge/contract';
import type { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { sendAdminList } from '../../lib/admin-list.js';
import type { Guards } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { auditActorOf } from '../audit/service.js';
import { FEATURED_CSV, createPlacement, featuredList, featuredNow, removePlacement } from './featured.js';

const ListQuerySchema = AdminListQuerySchema.extend({ scope: z.enum(FEATURE_SCOPES).optional(), status: z.enum(FEATURE_STATUSES).optional() });
const PublicQuerySchema = z.object({ capability: z.string().trim().max(80).optional(), state: z.string().trim().max(40).optional() }).strict();

/** /api/admin/featured-suppliers (audited) and the public /api/suppliers/featured. */
export function registerFeaturedRoutes(router: Router, guards: Guards): void {
  router.get('/admin/featured-suppliers', guards.admin, async (req, res) => {
    const { scope, status, ...query } = parseOrThrow(ListQuerySchema, req.query, 'query');
    await sendAdminList(res, query, featuredList(query, { scope, status }), { fileName: 'forge-featured-suppliers.csv', columns: FEATURED_CSV });
  });
  router.post('/admin/featured-suppliers', guards.admin, async (req, res) => {
    const input = parseOrThrow(FeaturePlacementInputSchema, req.body ?? {}, 'featured placement');
    res.status(201).json(await createPlacement(auditActorOf(req), input));
  });
  router.delete('/admin/featured-suppliers/:id', guards.admin, async (req, res) => {
    const { id } = parseOrThrow(z.object({ id: z.string().min(1).max(64) }), req.params, 'placement id');
    await removePlacement(auditActorOf(req), id);
    res.status(204).end();
  });
  router.get('/suppliers/featured', async (req, res) => {
    const { capability, state } = parseOrThrow(PublicQuerySchema, req.query, 'featured');
    if (!capability === !state) throw AppError.badRequest('Ask for one capability or one state: ?capability=cnc-machining or ?state=OH.');
    res.set('Cache-Control', 'public, max-age=60');
    res.json(await featuredNow(capability ? 'capability' : 'state', (capability ?? state)!));
  });
}
