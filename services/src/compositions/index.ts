import { Router } from 'express';
import type { DomainFactory } from '../domains/module.js';
import { AppError } from '../lib/app-error.js';
import { requirePrincipal } from '../lib/auth.js';
import { ANALYTICS_ENVIRONMENTS, AnalyticsReportQuerySchema } from '@forge/contract';
import { z } from 'zod';
import { parseOrThrow } from '../lib/validate.js';
import { adminAnalytics, adminDashboard } from './admin-panels.js';
import { investorMetrics } from './investor-metrics.js';
import { myActivity } from './my-activity.js';
import { adminUserDetailRouter } from './admin-user-detail.js';
import { createIdentityAdmin } from '../lib/identity-admin.js';

/**
 * Views composed from several domains' narrow queries. They sit above the domains (no domain imports this
 * folder), so a composition never creates an import cycle between the domains it reads.
 */
export const compositionsDomain: DomainFactory = ({ guards, config }) => {
  const router = Router();
  router.use(adminUserDetailRouter(guards, createIdentityAdmin(config.auth)));
  router.get('/my-activity', guards.signedIn, async (req, res) => {
    res.json(await myActivity(requirePrincipal(req)));
  });
  router.get('/investor/metrics', guards.roles(['INVESTOR', 'admin']), async (_req, res) => {
    res.json(await investorMetrics());
  });
  // Without ?environment the admin figures are this deployment's own events (a development install records 'development').
  const ownEnvironment = config.env === 'production' ? 'production' : 'development';
  // The admin panels' reads (contract: ADMIN_OPERATIONS_ROUTES).
  router.get('/admin/analytics/report', guards.admin, async (req, res) => {
    const query = parseOrThrow(AnalyticsReportQuerySchema, req.query, 'query');
    const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : new Date();
    const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 30 * 86_400_000);
    if (from >= to) throw AppError.badRequest('The date range is empty: "from" must be before "to".');
    if (to.getTime() - from.getTime() > 400 * 86_400_000) throw AppError.badRequest('Choose a range of at most 400 days.');
    res.json(await adminAnalytics({ environment: query.environment ?? ownEnvironment, from, to, interval: query.interval }));
  });
  router.get('/admin/dashboard', guards.admin, async (req, res) => {
    const { environment } = parseOrThrow(z.object({ environment: z.enum(ANALYTICS_ENVIRONMENTS).default(ownEnvironment) }), req.query, 'query');
    res.json(await adminDashboard(environment));
  });
  return {
    name: 'compositions',
    router,
  };
};
