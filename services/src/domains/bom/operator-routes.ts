import { createHash, randomBytes } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import { requirePrincipal, type Guards } from '../../lib/auth.js';
import { withRedis } from '../../lib/queue.js';
import { auditActorOf, recordAdminAction } from '../audit/service.js';
import { deadlineQueue } from '../rfqs/deadlines.js';
import { queueStats, queueSummary, removeJob, retryJob, setQueuePaused } from './queue-admin.js';
import { queueHistory, retriedJobs } from './queue-history.js';
import type { BomQueue } from './queueing.js';

const BULL_BOARD_PATH = '/api/admin/bull-board';
const BULL_BOARD_COOKIE = 'forge_bull_board';
/** A code opens the board once within a minute; the session it starts lasts 15 minutes of inactivity. */
export const BOARD_CODE_SECONDS = 60;
export const BOARD_SESSION_SECONDS = 15 * 60;
const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');
const codeKey = (code: string) => `forge:bull-board:code:${digest(code)}`;
const sessionKey = (sid: string) => `forge:bull-board:session:${digest(sid)}`;

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Operators' routes: queue counts (every queue), retry/remove a job, pause/resume (all audited), and the bull-board dashboard. */
export function operatorRoutes(router: Router, guards: Guards, bomQueue: BomQueue, secureCookies: boolean): void {
  const { redis, get: getQueue } = bomQueue;

  router.get('/admin/queue', guards.admin, async (_req, res) => {
    const q = await getQueue();
    const stats = await withRedis(redis, () => queueStats(q));
    const deadlines = deadlineQueue();
    const otherQueues = deadlines ? [await withRedis(deadlines.redis, () => queueSummary(deadlines.queue))] : [];
    res.json({ ...stats, otherQueues });
  });
  router.get('/admin/queue/history', guards.admin, async (_req, res) => {
    const q = await getQueue();
    const [points, retried] = await withRedis(redis, () => Promise.all([queueHistory(q, redis), retriedJobs(q)]));
    res.json({ points, retried });
  });
  router.post('/admin/queue/jobs/:id/retry', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => retryJob(auditActorOf(req), q, String(req.params.id))));
  });
  router.delete('/admin/queue/jobs/:id', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => removeJob(auditActorOf(req), q, String(req.params.id))));
  });
  router.post('/admin/queue/pause', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => setQueuePaused(auditActorOf(req), q, true)));
  });
  router.post('/admin/queue/resume', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => setQueuePaused(auditActorOf(req), q, false)));
  });

  // bull-board opens in a new tab, which cannot send a bearer header. The admin page asks for a one-time code
  // (kept hashed in Redis for 60 s); opening the board with it starts an HttpOnly session cookie scoped to the
  // board's path, so no access token ever appears in a URL, a log line or the browser history.
  router.post('/admin/queue/board-code', guards.admin, async (req, res) => {
    const code = randomBytes(24).toString('base64url');
    const principal = requirePrincipal(req);
    await withRedis(redis, () => redis.set(codeKey(code), principal.uid, 'EX', BOARD_CODE_SECONDS));
    await recordAdminAction(auditActorOf(req), { action: 'queue.board-open', target: { type: 'queue', id: 'bull-board', label: 'bull-board' } });
    res.json({ url: `${BULL_BOARD_PATH}?code=${code}`, expiresInSeconds: BOARD_CODE_SECONDS });
  });

  let boardRouter: Router | null = null;
  const boardAuth = async (req: Request, res: Response, next: NextFunction) => {
    const code = typeof req.query.code === 'string' ? req.query.code : undefined;
    if (code) {
      const uid = await withRedis(redis, () => redis.getdel(codeKey(code)));
      if (!uid) throw AppError.unauthenticated('This queue dashboard link has expired or was already used. Open it again from the admin queue page.');
      const sid = randomBytes(24).toString('base64url');
      await withRedis(redis, () => redis.set(sessionKey(sid), uid, 'EX', BOARD_SESSION_SECONDS));
      res.cookie(BULL_BOARD_COOKIE, sid, { httpOnly: true, sameSite: 'strict', path: BULL_BOARD_PATH, secure: secureCookies, maxAge: BOARD_SESSION_SECONDS * 1000 });
      const clean = req.originalUrl.replace(/([?&])code=[^&]*&?/, '$1').replace(/[?&]$/, '');
      res.redirect(303, clean || BULL_BOARD_PATH);
      return;
    }
    const sid = readCookie(req, BULL_BOARD_COOKIE);
    if (sid) {
      const key = sessionKey(sid);
      const uid = await withRedis(redis, () => redis.get(key));
      if (uid) {
        await withRedis(redis, () => redis.expire(key, BOARD_SESSION_SECONDS));
        return next();
      }
    }
    if (!req.headers.authorization) throw AppError.unauthenticated('Open the queue dashboard from the admin queue page.');
    await guards.admin(req, res, () => undefined);
    next();
  };
  router.use('/admin/bull-board', boardAuth, async (req, res, next) => {
    if (!boardRouter) {
      const q = await getQueue();
      const deadlines = deadlineQueue();
      const serverAdapter = new ExpressAdapter();
      serverAdapter.setBasePath(BULL_BOARD_PATH);
      createBullBoard({ queues: [new BullMQAdapter(q), ...(deadlines ? [new BullMQAdapter(deadlines.queue)] : [])], serverAdapter });
      boardRouter = serverAdapter.getRouter() as Router;
    }
    boardRouter(req, res, next);
  });
}
