import { InvitationWithdrawInputSchema, RfqInviteMessageInputSchema, RfqInviteQuoteInputSchema } from '@forge/contract';
import type { Router } from 'express';
import type { Config } from '../../config.js';
import { abuseLimit } from '../../lib/abuse-limits.js';
import type { Guards } from '../../lib/auth.js';
import { requirePrincipal } from '../../lib/auth.js';
import { createIdentityAdmin } from '../../lib/identity-admin.js';
import { createApiRedis } from '../../lib/queue.js';
import { parseOrThrow } from '../../lib/validate.js';
import { send } from './file-routes.js';
import { listInvitations } from './invitations.js';
import { askByInvite, downloadByInvite, quoteByInvite, readInvite, type AccountMaker } from './invite-link-answers.js';
import { withdrawInvitation } from './invite-links.js';
import { refreshResponseStats } from './trust-signals.js';

/** Reads (page, drawings) and writes (questions, quotes) through quote links, per client IP a minute. */
export const INVITE_LINK_LIMITS = { reads: 60, writes: 10 } as const;

/**
 * Quote links (thin; the rules live in invite-links.ts and invite-link-answers.ts). The token in the path is the
 * credential, so these routes take no bearer token; each is rate-limited per client IP in Redis. Returns what to
 * close when the API stops.
 */
export function addInviteLinkRoutes(router: Router, guards: Guards, config: Config): () => void {
  const redis = createApiRedis(config.redisUrl, { lazyConnect: false, enableOfflineQueue: false });
  const limit = (name: 'reads' | 'writes') =>
    abuseLimit({
      redis,
      name: `rfq-invite-${name}`,
      points: INVITE_LINK_LIMITS[name],
      durationSeconds: 60,
      keyOf: (req) => req.ip ?? req.socket.remoteAddress ?? 'unknown',
      message: (s) => `Too many requests through quote links from your network (at most ${INVITE_LINK_LIMITS[name]} a minute). Try again in ${s} seconds.`,
    });
  const accounts: AccountMaker = {
    identity: { keycloakUrl: config.auth.keycloakUrl, realm: config.auth.realm, clientId: config.auth.adminClientId, clientSecret: config.auth.adminClientSecret },
    admin: createIdentityAdmin(config.auth),
  };

  router.get('/rfq-invites/:token', limit('reads'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await readInvite(String(req.params.token)));
  });

  router.get('/rfq-invites/:token/files/:fileId/content', limit('reads'), async (req, res) => {
    await send(res, await downloadByInvite(String(req.params.token), String(req.params.fileId)));
  });

  router.post('/rfq-invites/:token/messages', limit('writes'), async (req, res) => {
    const body = parseOrThrow(RfqInviteMessageInputSchema, req.body, 'message');
    res.status(201).json(await askByInvite(String(req.params.token), body.body));
  });

  router.post('/rfq-invites/:token/quotes', limit('writes'), async (req, res) => {
    const body = parseOrThrow(RfqInviteQuoteInputSchema, req.body, 'quote');
    const answer = await quoteByInvite(String(req.params.token), body, accounts);
    // the company's response rate and time to quote count this answer, as for a signed-in quote
    await refreshResponseStats([answer.quote.supplierId]);
    res.status(201).json(answer);
  });

  router.post('/rfqs/:id/invitations/:supplierId/withdraw', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(InvitationWithdrawInputSchema, req.body ?? {}, 'withdrawal');
    const principal = requirePrincipal(req);
    await withdrawInvitation(principal, String(req.params.id), String(req.params.supplierId), body.reason ?? '');
    res.json(await listInvitations(principal, String(req.params.id)));
  });

  return () => redis.disconnect();
}
