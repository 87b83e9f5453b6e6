import { Router } from 'express';
import type { DomainFactory } from '../domains/module.js';
import { requirePrincipal } from '../lib/auth.js';
import { investorMetrics } from './investor-metrics.js';
import { myActivity } from './my-activity.js';

/**
 * Views composed from several domains' narrow queries. They sit above the domains (no domain imports this
 * folder), so a composition never creates an import cycle between the domains it reads.
 */
export const compositionsDomain: DomainFactory = ({ guards }) => {
  const router = Router();
  router.get('/my-activity', guards.signedIn, async (req, res) => {
    res.json(await myActivity(requirePrincipal(req)));
  });
  router.get('/investor/metrics', guards.roles(['INVESTOR', 'admin']), async (_req, res) => {
    res.json(await investorMetrics());
  });
  const bearer = [{ bearer: [] }];
  return {
    name: 'compositions',
    router,
    openapi: {
      '/api/my-activity': { get: { summary: 'My uploads, RFQs and recent supplier searches', tags: ['bom'], security: bearer } },
      '/api/investor/metrics': { get: { summary: 'Live marketplace metrics (INVESTOR or admin)', tags: ['content'], security: bearer } },
    },
  };
};
