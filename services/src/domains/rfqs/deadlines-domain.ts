import { DueDateChangeSchema } from '@forge/contract';
import { Router } from 'express';
import type { DomainFactory } from '../module.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { openDeadlineQueue } from './deadlines.js';
import { extendDueDate } from './due-date.js';

/** The API side of RFQ deadlines: the queue handle that sending an RFQ schedules on, and extending a due date. */
export const rfqDeadlinesDomain: DomainFactory = ({ config, guards, logger }) => {
  const deadlines = openDeadlineQueue(config.redisUrl, logger);
  const router = Router();
  router.post('/rfqs/:id/due-date', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(DueDateChangeSchema, req.body, 'due date');
    res.json(await extendDueDate(requirePrincipal(req), String(req.params.id), body.dueDate));
  });
  return {
    name: 'rfq-deadlines',
    router,
    stop: () => deadlines.close(),
  };
};
