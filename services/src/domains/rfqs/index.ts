import { AwardInputSchema, DraftChangesSchema, QuoteInputSchema, RfqCreateSchema, RfqStatusChangeSchema } from '@forge/contract';
import { Router } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { awardRfq } from './award.js';
import { compareQuotes, comparisonCsv, comparisonXlsx } from './comparison.js';
import { duplicateRfq, editDraft } from './drafts.js';
import { listInvitations } from './invitations.js';
import { RFQ_STATUSES } from './model.js';
import { ensureQuoteIndexes, INBOX_BUCKETS, listQuotes, submitQuote, supplierInbox, supplierInboxCounts } from './quotes.js';
import { addFileRoutes } from './file-routes.js';
import { ensureFileIndexes } from './model/file-store.js';
import { addThreadRoutes } from './thread-routes.js';
import { addPackageRoutes } from './package-routes.js';
import { addQuoteFileRoutes } from './quote-file-routes.js';
import { addOrderRoutes } from './orders/routes.js';
import { ensureOrderIndexes } from './orders/model.js';
import { recountOrderScorecards } from './orders/start.js';
import { addInviteLinkRoutes } from './invite-link-routes.js';
import { InviteLinkModel } from './invite-link-model.js';
import { refreshAllResponseStats, refreshResponseStats, withBuyerAwardRates } from './trust-signals.js';
import { changeStatus, createRfq, getRfq, listRfqs, type AnalyticsEnvironment } from './service.js';

const ListQuerySchema = z
  .object({
    // "?status=" (the "All" filter) means no filter
    status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(RFQ_STATUSES, { error: `must be one of ${RFQ_STATUSES.join(', ')}` }).optional()),
    scope: z.enum(['mine', 'invited', 'all']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const InboxQuerySchema = z.object({ bucket: z.enum(INBOX_BUCKETS, { error: `must be one of ${INBOX_BUCKETS.join(', ')}` }).optional() }).strict();

/** Requests for quotes: buyers create them (from BOM lines or for a supplier), list them and move them along. */
export const rfqsDomain: DomainFactory = ({ config, guards, logger }) => {
  const environment: AnalyticsEnvironment = config.env === 'production' ? 'production' : 'development';
  const onEventError = (error: unknown) => logger.warn({ err: error }, 'rfq analytics event not recorded');
  const router = Router();
  addThreadRoutes(router, guards);
  addFileRoutes(router, guards);
  addQuoteFileRoutes(router, guards);
  addOrderRoutes(router, guards);
  const closeInviteLinks = addInviteLinkRoutes(router, guards, config);
  addPackageRoutes(router, guards, environment, onEventError);

  router.post('/rfqs', guards.roles(['buyer', 'admin']), async (req, res) => {
    const body = parseOrThrow(RfqCreateSchema, req.body, 'RFQ');
    res.status(201).json({ rfq: await createRfq(requirePrincipal(req), body, environment, onEventError) });
  });

  router.get('/rfqs', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const query = parseOrThrow(ListQuerySchema, req.query, 'query');
    // Admins see everyone's RFQs unless they ask for their own.
    const scope = query.scope ?? (principal.admin ? 'all' : 'mine');
    res.json(await listRfqs(principal, { ...query, scope }));
  });

  router.get('/rfqs/inbox', guards.signedIn, async (req, res) => {
    const query = parseOrThrow(InboxQuerySchema, req.query, 'query');
    res.json(await withBuyerAwardRates(await supplierInbox(requirePrincipal(req), query.bucket)));
  });

  router.get('/rfqs/inbox/counts', guards.signedIn, async (req, res) => {
    res.json(await supplierInboxCounts(requirePrincipal(req)));
  });

  router.get('/rfqs/:id/invitations', guards.signedIn, async (req, res) => {
    res.json(await listInvitations(requirePrincipal(req), String(req.params.id)));
  });

  router.post('/rfqs/:id/duplicate', guards.roles(['buyer', 'admin']), async (req, res) => {
    res.status(201).json({ rfq: await duplicateRfq(requirePrincipal(req), String(req.params.id)) });
  });

  router.put('/rfqs/:id', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(DraftChangesSchema, req.body, 'draft');
    res.json({ rfq: await editDraft(requirePrincipal(req), String(req.params.id), body) });
  });

  router.post('/rfqs/:id/quotes', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(QuoteInputSchema, req.body, 'quote');
    const quote = await submitQuote(requirePrincipal(req), String(req.params.id), body);
    // the supplier's response rate and time to quote, on its profile and in search, count this answer
    await refreshResponseStats([quote.supplierId]);
    res.status(201).json({ quote });
  });

  router.get('/rfqs/:id/quotes', guards.signedIn, async (req, res) => {
    res.json(await listQuotes(requirePrincipal(req), String(req.params.id)));
  });

  router.post('/rfqs/:id/award', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(AwardInputSchema, req.body, 'award');
    res.json(await awardRfq(requirePrincipal(req), String(req.params.id), body));
  });

  router.get('/rfqs/:id/comparison', guards.signedIn, async (req, res) => {
    res.json({ comparison: await compareQuotes(requirePrincipal(req), String(req.params.id)) });
  });

  router.get('/rfqs/:id/comparison.csv', guards.signedIn, async (req, res) => {
    const comparison = await compareQuotes(requirePrincipal(req), String(req.params.id));
    res.attachment(`rfq-${comparison.rfqId}-comparison.csv`).type('text/csv').send(comparisonCsv(comparison));
  });

  router.get('/rfqs/:id/comparison.xlsx', guards.signedIn, async (req, res) => {
    const comparison = await compareQuotes(requirePrincipal(req), String(req.params.id));
    res.attachment(`rfq-${comparison.rfqId}-comparison.xlsx`).type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(await comparisonXlsx(comparison));
  });

  router.get('/rfqs/:id', guards.signedIn, async (req, res) => {
    res.json({ rfq: await getRfq(requirePrincipal(req), String(req.params.id)) });
  });

  router.patch('/rfqs/:id', guards.signedIn, async (req, res) => {
    const change = parseOrThrow(RfqStatusChangeSchema, req.body, 'status change');
    res.json({ rfq: await changeStatus(requirePrincipal(req), String(req.params.id), change, environment, onEventError) });
  });

  return {
    name: 'rfqs',
    router,
    start: async () => {
      await ensureQuoteIndexes();
      await InviteLinkModel.init();
      await ensureFileIndexes();
      await ensureOrderIndexes();
      await recountOrderScorecards().catch((error: unknown) => logger.warn({ err: error }, 'order scorecards not recounted at start'));
      const recounted = await refreshAllResponseStats().catch((error: unknown) => {
        logger.warn({ err: error }, 'supplier response figures not recounted at start');
        return 0;
      });
      if (recounted) logger.info({ suppliers: recounted }, 'supplier response figures recounted');
    },
    stop: async () => {
      closeInviteLinks();
    },
  };
};
