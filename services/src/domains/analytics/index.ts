import { Router } from 'express';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { parseOrThrow } from '../../lib/validate.js';
import { AppError } from '../../lib/app-error.js';
import { createApiRedis } from '../../lib/queue.js';
import { AnalyticsEnvelopeSchema } from '@forge/contract';
import { createEventLimiter, MAX_EVENT_BYTES } from './limits.js';
import { recordEvent, summarize } from './service.js';
import { visitorId } from './visitor.js';

/** Page views and the product events of §3; anyone may send them, the caller is attached when signed in. */
export const analyticsDomain: DomainFactory = ({ guards, config }) => {
  const router = Router();
  const redis = createApiRedis(config.redisUrl);
  const limit = createEventLimiter(redis);
  const secureCookie = config.publicUrl.startsWith('https://');
  router.post('/analytics/events', guards.optional, async (req, res) => {
    if (Buffer.byteLength(JSON.stringify(req.body ?? null)) > MAX_EVENT_BYTES) {
      throw AppError.badRequest(`An analytics event may be at most ${MAX_EVENT_BYTES} bytes.`);
    }
    await limit(req.ip ?? 'unknown');
    const envelope = parseOrThrow(AnalyticsEnvelopeSchema, req.body, 'analytics event');
    await recordEvent({
      id: envelope.id,
      visitorId: visitorId(req, res, secureCookie),
      event: envelope.event,
      environment: envelope.environment,
      uid: req.principal?.uid ?? null,
      anonymousId: envelope.anonymousId ?? null,
      path: envelope.path ?? null,
    });
    res.status(202).json({ accepted: true });
  });
  router.get('/admin/analytics', guards.admin, async (req, res) => {
    const { days } = parseOrThrow(z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }), req.query, 'query');
    res.json(await summarize(days));
  });
  return {
    name: 'analytics',
    router,
    stop: async () => {
      redis.disconnect();
    },
  };
};
