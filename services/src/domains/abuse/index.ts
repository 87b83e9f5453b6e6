import { Router } from 'express';
import type { DomainFactory } from '../module.js';
import { abuseLimit } from '../../lib/abuse-limits.js';
import { createApiRedis } from '../../lib/queue.js';

/**
 * Abuse limits counted in Redis, so every replica shares them (issue 17 part 5): a global budget per client IP on
 * every domain route, and BOM uploads per user. Listed first among the domains, so it runs before their routes.
 */
export const abuseDomain: DomainFactory = ({ config, guards }) => {
  // Connected at once and never queueing: while Redis is down each request is counted in memory instead of waiting.
  const redis = createApiRedis(config.redisUrl, { lazyConnect: false, enableOfflineQueue: false });
  const { perIpPerMinute, uploadsPerUserPerHour } = config.abuseLimits;
  const router = Router();
  router.use(
    abuseLimit({
      redis,
      name: 'api-ip',
      points: perIpPerMinute,
      durationSeconds: 60,
      keyOf: (req) => req.ip,
      message: (s) => `Too many requests from your network: at most ${perIpPerMinute} a minute. Try again in ${s} seconds.`,
    }),
  );
  router.post(
    '/bom/uploads',
    guards.signedIn,
    abuseLimit({
      redis,
      name: 'bom-uploads',
      points: uploadsPerUserPerHour,
      durationSeconds: 3600,
      keyOf: (req) => req.principal?.uid,
      message: (s) => `You have uploaded ${uploadsPerUserPerHour} BOM files in the last hour, the most we accept. Try again in ${Math.ceil(s / 60)} minutes.`,
    }),
  );
  return {
    name: 'abuse',
    router,
    async stop() {
      redis.disconnect();
    },
  };
};
