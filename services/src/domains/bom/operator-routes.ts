import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response, Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import type { Guards } from '../../lib/auth.js';
import { withRedis } from '../../lib/queue.js';
import { queueStats, removeJob, retryJob } from './queue-admin.js';
import type { BomQueue } from './queueing.js';

const BULL_BOARD_PATH = '/api/admin/bull-board';
const BULL_BOARD_COOKIE = 'forge_bull_board';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** Operators' routes: queue counts, retry/remove a job, pause/resume, and the bull-board dashboard. */
export function operatorRoutes(router: Router, guards: Guards, bomQueue: BomQueue, secureCookies: boolean): void {
  const { redis, get: getQueue } = bomQueue;

  router.get('/admin/queue', guards.admin, async (_req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => queueStats(q)));
  });
  router.post('/admin/queue/jobs/:id/retry', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => retryJob(q, String(req.params.id))));
  });
  router.delete('/admin/queue/jobs/:id', guards.admin, async (req, res) => {
    const q = await getQueue();
    res.json(await withRedis(redis, () => removeJob(q, String(req.params.id))));
  });
  router.post('/admin/queue/pause', guards.admin, async (_req, res) => {
    const q = await getQueue();
    await withRedis(redis, () => q.pause());
    res.json({ paused: true });
  });
  router.post('/admin/queue/resume', guards.admin, async (_req, res) => {
    const q = await getQueue();
    await withRedis(redis, () => q.resume());
    res.json({ paused: false });
  });

  // bull-board: browsers cannot send a bearer header to it, so a one-time ?access_token= becomes an HttpOnly
  // cookie scoped to this path; the token inside is verified on every request.
  let boardRouter: Router | null = null;
  const boardAuth = async (req: Request, res: Response, next: NextFunction) => {
    const fromQuery = typeof req.query.access_token === 'string' ? req.query.access_token : undefined;
    const token = fromQuery ?? readCookie(req, BULL_BOARD_COOKIE);
    if (!token && !req.headers.authorization) throw AppError.unauthenticated('Open the queue dashboard from the admin queue page (it passes your session once).');
    if (token && !req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
    await guards.admin(req, res, () => undefined);
    if (fromQuery) {
      res.cookie(BULL_BOARD_COOKIE, fromQuery, { httpOnly: true, sameSite: 'strict', path: BULL_BOARD_PATH, secure: secureCookies });
      const clean = req.originalUrl.replace(/([?&])access_token=[^&]*&?/, '$1').replace(/[?&]$/, '');
      res.redirect(303, clean || BULL_BOARD_PATH);
      return;
    }
    next();
  };
  router.use('/admin/bull-board', boardAuth, async (req, res, next) => {
    if (!boardRouter) {
      const q = await getQueue();
      const serverAdapter = new ExpressAdapter();
      serverAdapter.setBasePath(BULL_BOARD_PATH);
      createBullBoard({ queues: [new BullMQAdapter(q)], serverAdapter });
      boardRouter = serverAdapter.getRouter() as Router;
    }
    boardRouter(req, res, next);
  });
}
