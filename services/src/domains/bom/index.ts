import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import ExcelJS from 'exceljs';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { requirePrincipal } from '../../lib/auth.js';
import { setQueueMetricsSource, uploadsAccepted } from '../../lib/metrics.js';
import { withRedis } from '../../lib/queue.js';
import { parseOrThrow } from '../../lib/validate.js';
import { BOM_FIELDS } from './columns.js';
import { BOM_PROCESSES } from './processes.js';
import { MAX_FILE_BYTES } from './limits.js';
import type { BomUploadDoc } from './model.js';
import { queueStats, recentDurations, removeJob, retryJob } from './queue-admin.js';
import { closeSharedParsePool, configureSharedParsePool } from './parse-pool.js';
import { createBomQueue } from './queueing.js';
import {
  correctLine,
  createUpload,
  getOwnedUpload,
  listLines,
  listParts,
  listUploads,
  myActivity,
  partDetail,
  readProgress,
  selectSheet,
  startProcessing,
  type AnalyticsEnvironment,
} from './service.js';
import { BUY_LIST_HEADER, buyList, buyListRows, restoreRows } from './sourcing.js';
import { EXPORT_HEADER, exportRow, toCsv, uploadView } from './views.js';

const MappingSchema = z
  .object(Object.fromEntries(BOM_FIELDS.map((f) => [f, z.number().int().min(0).max(500).nullable().optional()])) as Record<(typeof BOM_FIELDS)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>)
  .strict();
const ProcessSchema = z.object({
  mapping: MappingSchema,
  requirements: z
    .object({
      certifications: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
      state: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter US state code')
        .optional()
        .or(z.literal('').transform(() => undefined)),
    })
    .strict()
    .optional(),
});
const LinesQuerySchema = z.object({
  kind: z.enum(['custom', 'standard', 'unknown']).optional(),
  process: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  access_token: z.string().optional(),
});
const CorrectionSchema = z
  .object({
    kind: z.enum(['custom', 'standard', 'unknown']),
    process: z.string().trim().min(1).max(100).nullable().optional(),
    standardCategory: z.string().trim().min(1).max(60).nullable().optional(),
  })
  .strict();

const fileUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 8 } }).single('file');

function receiveFile(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    fileUpload(req, res, (error: unknown) => {
      if (!error) return resolve();
      const e = error as { code?: string; message?: string };
      if (e.code === 'LIMIT_FILE_SIZE') return reject(AppError.badRequest('The file is larger than the 10 MB limit.', { limitBytes: MAX_FILE_BYTES }));
      if (e.code === 'LIMIT_UNEXPECTED_FILE') return reject(AppError.badRequest('Send exactly one file, in the multipart field "file".'));
      reject(AppError.badRequest(`The upload could not be read: ${e.message ?? 'malformed multipart body'}.`));
    });
  });
}

/** EventSource and browser links cannot send headers: accept ?access_token= for those routes only. */
const tokenFromQuery: RequestHandler = (req, _res, next) => {
  const token = req.query.access_token;
  if (typeof token === 'string' && token && !req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
  next();
};

const BULL_BOARD_PATH = '/api/admin/bull-board';
const BULL_BOARD_COOKIE = 'forge_bull_board';

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export const bomDomain: DomainFactory = ({ config, guards, logger }) => {
  const environment: AnalyticsEnvironment = config.env === 'production' ? 'production' : 'development';
  const bomQueue = createBomQueue(config.redisUrl, logger);
  configureSharedParsePool(config.bomParse);
  const { redis, get: getQueue } = bomQueue;
  setQueueMetricsSource(
    async () => {
      const q = await getQueue();
      return withRedis(redis, () => q.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'), 2000);
    },
    async () => {
      const q = await getQueue();
      return (await withRedis(redis, () => recentDurations(q), 2000)).durationsMs;
    },
  );

  const router = Router();

  router.post('/bom/uploads', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    await receiveFile(req, res);
    const file = req.file;
    if (!file) throw AppError.badRequest('Attach the BOM file in the multipart field "file" (CSV, TSV or XLSX, up to 10 MB).');
    const upload = await createUpload(principal, { originalname: Buffer.from(file.originalname, 'latin1').toString('utf8'), buffer: file.buffer, size: file.size }, environment);
    uploadsAccepted.inc();
    res.status(201).json({ upload });
  });

  // The processes a line can be corrected to: the classifier's list, so the page never keeps a copy.
  router.get('/bom/processes', guards.signedIn, (_req, res) => {
    res.json(Object.entries(BOM_PROCESSES).map(([slug, name]) => ({ slug, name })));
  });
  router.get('/bom/uploads', guards.signedIn, async (req, res) => {
    const { all } = parseOrThrow(z.object({ all: z.enum(['0', '1', 'true', 'false']).optional() }), req.query, 'query');
    res.json(await listUploads(requirePrincipal(req), all === '1' || all === 'true'));
  });

  router.get('/bom/uploads/:id', guards.signedIn, async (req, res) => {
    res.json({ upload: uploadView(await getOwnedUpload(requirePrincipal(req), String(req.params.id))) });
  });

  router.post('/bom/uploads/:id/sheet', guards.signedIn, async (req, res) => {
    const { sheet } = parseOrThrow(z.object({ sheet: z.string().min(1).max(200) }), req.body, 'sheet choice');
    res.json({ upload: await selectSheet(requirePrincipal(req), String(req.params.id), sheet) });
  });

  router.post('/bom/uploads/:id/process', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const body = parseOrThrow(ProcessSchema, req.body, 'processing request');
    const upload = await getOwnedUpload(principal, String(req.params.id));
    const mapping = Object.fromEntries(Object.entries(body.mapping).filter(([, v]) => v !== null && v !== undefined)) as Record<string, number>;
    const updated = await startProcessing(bomQueue, principal, upload, mapping, body.requirements ?? {});
    res.status(202).json({ upload: uploadView(updated) });
  });

  router.get('/bom/uploads/:id/progress', tokenFromQuery, guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const first = await getOwnedUpload(principal, String(req.params.id));
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 2000\n\n');
    let last = '';
    let closed = false;
    const send = (u: Pick<BomUploadDoc, 'processed' | 'total' | 'state' | 'error'>) => {
      const payload = JSON.stringify({ processed: u.processed ?? 0, total: u.total ?? 0, state: u.state, ...(u.error ? { error: u.error } : {}) });
      if (payload !== last) {
        res.write(`data: ${payload}\n\n`);
        last = payload;
      }
      return u.state === 'completed' || u.state === 'failed';
    };
    const finish = () => {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      res.end();
    };
    const poll = setInterval(async () => {
      try {
        const u = await readProgress(first._id);
        if (!u || closed) return finish();
        if (send(u)) finish();
      } catch {
        /* the store hiccupped; next tick */
      }
    }, 250);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    req.on('close', finish);
    if (send(first)) finish();
  });

  router.get('/bom/uploads/:id/lines', guards.signedIn, async (req, res) => {
    const filters = parseOrThrow(LinesQuerySchema, req.query, 'query');
    res.json(await listLines(requirePrincipal(req), String(req.params.id), filters));
  });

  router.patch('/bom/uploads/:id/lines/:lineId', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(CorrectionSchema, req.body, 'correction');
    res.json({ line: await correctLine(requirePrincipal(req), String(req.params.id), String(req.params.lineId), body) });
  });

  router.get('/bom/uploads/:id/export', tokenFromQuery, guards.signedIn, async (req, res) => {
    const { format } = parseOrThrow(z.object({ format: z.enum(['csv', 'xlsx']).default('csv'), access_token: z.string().optional() }), req.query, 'query');
    const principal = requirePrincipal(req);
    const upload = await getOwnedUpload(principal, String(req.params.id));
    const lines = await listLines(principal, String(upload._id), {});
    const base = upload.fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'bom';
    const rows = [EXPORT_HEADER, ...lines.map(exportRow)];
    if (format === 'csv') {
      res.set({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${base}-classified.csv"` });
      res.send(`\uFEFF${toCsv(rows)}\r\n`);
      return;
    }
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Classified BOM');
    for (const row of rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    res.set({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${base}-classified.xlsx"`,
    });
    res.send(buffer);
  });

  router.post('/bom/uploads/:id/restore', guards.signedIn, async (req, res) => {
    const { rows } = parseOrThrow(z.object({ rows: z.array(z.number().int().min(1)).min(1).max(1000) }), req.body, 'rows to restore');
    const updated = await restoreRows(bomQueue, requirePrincipal(req), String(req.params.id), rows);
    res.status(202).json({ upload: uploadView(updated) });
  });

  router.get('/bom/uploads/:id/buy-list', tokenFromQuery, guards.signedIn, async (req, res) => {
    const { format } = parseOrThrow(z.object({ format: z.enum(['json', 'csv']).default('json'), access_token: z.string().optional() }), req.query, 'query');
    const principal = requirePrincipal(req);
    const upload = await getOwnedUpload(principal, String(req.params.id));
    const list = await buyList(principal, String(upload._id));
    if (format === 'json') {
      res.json(list);
      return;
    }
    const base = upload.fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'bom';
    res.set({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${base}-buy-list.csv"` });
    res.send(`\uFEFF${toCsv([BUY_LIST_HEADER, ...buyListRows(list)])}\r\n`);
  });

  router.get('/parts', guards.signedIn, async (req, res) => {
    const { q } = parseOrThrow(z.object({ q: z.string().trim().max(200).optional() }), req.query, 'query');
    res.json(await listParts(requirePrincipal(req), q));
  });

  router.get('/parts/:uploadId/:partId', guards.signedIn, async (req, res) => {
    res.json(await partDetail(requirePrincipal(req), String(req.params.uploadId), String(req.params.partId)));
  });

  router.get('/my-activity', guards.signedIn, async (req, res) => {
    res.json(await myActivity(requirePrincipal(req)));
  });

  // Operators
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
      res.cookie(BULL_BOARD_COOKIE, fromQuery, { httpOnly: true, sameSite: 'strict', path: BULL_BOARD_PATH, secure: config.env === 'production' });
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

  return {
    name: 'bom',
    router,
    openapi: {
      '/api/bom/processes': { get: { summary: 'Processes a BOM line can be corrected to', tags: ['bom'] } },
      '/api/bom/uploads': {
        post: { summary: 'Upload a BOM (multipart field "file": CSV, TSV or XLSX, ≤ 10 MB, ≤ 20,000 lines)', tags: ['bom'], security: [{ bearer: [] }] },
        get: { summary: 'My uploads (admins: ?all=1 for everyone’s)', tags: ['bom'], security: [{ bearer: [] }] },
      },
      '/api/bom/uploads/{id}': { get: { summary: 'One upload with detected columns, mapping and preview', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/sheet': { post: { summary: 'Choose another XLSX sheet and re-detect columns', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/process': { post: { summary: 'Confirm the mapping and queue processing (202)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/progress': { get: { summary: 'Server-Sent Events of {processed,total,state}', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/lines': { get: { summary: 'Classified lines (?kind=&process=&q=)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/lines/{lineId}': { patch: { summary: 'Correct a line (remembered for later uploads)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/export': { get: { summary: 'Export classified lines (?format=csv|xlsx)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/restore': { post: { summary: 'Restore skipped rows as lines ({rows:[row numbers]}) and process again (202)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/bom/uploads/{id}/buy-list': { get: { summary: 'Standard lines grouped by supplier with quantities, prices and links (?format=json|csv)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/parts': { get: { summary: 'Part master across my uploads (?q=)', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/parts/{uploadId}/{partId}': { get: { summary: 'Part detail, revision history and where used', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/my-activity': { get: { summary: 'My uploads, RFQs and recent supplier searches', tags: ['bom'], security: [{ bearer: [] }] } },
      '/api/admin/queue': { get: { summary: 'BOM queue counts, throughput, durations and failed jobs', tags: ['bom', 'admin'], security: [{ bearer: [] }] } },
      '/api/admin/queue/jobs/{id}/retry': { post: { summary: 'Retry a failed job', tags: ['bom', 'admin'], security: [{ bearer: [] }] } },
      '/api/admin/queue/jobs/{id}': { delete: { summary: 'Remove a job', tags: ['bom', 'admin'], security: [{ bearer: [] }] } },
      '/api/admin/queue/pause': { post: { summary: 'Pause the queue', tags: ['bom', 'admin'], security: [{ bearer: [] }] } },
      '/api/admin/queue/resume': { post: { summary: 'Resume the queue', tags: ['bom', 'admin'], security: [{ bearer: [] }] } },
    },
    async stop() {
      setQueueMetricsSource(null);
      await bomQueue.close();
      await closeSharedParsePool();
    },
  };
};
