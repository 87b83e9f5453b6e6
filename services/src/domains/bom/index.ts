import { BOM_API } from '@forge/contract';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { setAttachment, uploadParser } from '../../lib/file-names.js';
import type { DomainFactory } from '../module.js';
import { AppError } from '../../lib/app-error.js';
import { requirePrincipal } from '../../lib/auth.js';
import { setQueueMetricsSource, uploadsAccepted } from '../../lib/metrics.js';
import { withRedis } from '../../lib/queue.js';
import { mountRoute } from '../../lib/contract-route.js';
import { parseOrThrow } from '../../lib/validate.js';
import { exportBuyList, exportClassified, type Download } from './exports.js';
import { BOM_PROCESSES } from './processes.js';
import { MAX_FILE_BYTES } from './limits.js';
import { operatorRoutes } from './operator-routes.js';
import { createProgressFeed, followProgress } from './progress.js';
import { recentDurations } from './queue-admin.js';
import { closeSharedParsePool, configureSharedParsePool } from './parse-pool.js';
import { createBomQueue } from './queueing.js';
import { BuyListQuerySchema, ExportQuerySchema, PartsQuerySchema } from './requests.js';
import {
  correctLine,
  createUpload,
  getOwnedUpload,
  listLines,
  listParts,
  listUploads,
  partDetail,
  selectSheet,
  startProcessing,
  type AnalyticsEnvironment,
} from './service.js';
import { excludeRows, restoreRows } from './row-choices.js';
import { uploadView } from './views.js';

const fileUpload = uploadParser({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, parts: 8 } }).single('file');

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

/** Sends a file as an attachment. */
function sendDownload(res: Response, download: Download): void {
  setAttachment(res, download.fileName);
  res.set('content-type', download.contentType);
  res.send(download.body);
}

export const bomDomain: DomainFactory = ({ config, guards, logger }) => {
  const environment: AnalyticsEnvironment = config.env === 'production' ? 'production' : 'development';
  const bomQueue = createBomQueue(config.redisUrl, logger);
  const progressFeed = createProgressFeed(config.redisUrl, logger);
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
    const upload = await createUpload(principal, { originalname: file.originalname, buffer: file.buffer, size: file.size }, environment);
    uploadsAccepted.inc();
    res.status(201).json({ upload });
  });

  // The processes a line can be corrected to: the classifier's list, so the page never keeps a copy.
  mountRoute(router, BOM_API.listProcesses, [guards.signedIn], async () => Object.entries(BOM_PROCESSES).map(([slug, name]) => ({ slug, name })));
  mountRoute(router, BOM_API.listUploads, [guards.signedIn], async ({ query }, req) => listUploads(requirePrincipal(req), query.all === '1' || query.all === 'true'));

  mountRoute(router, BOM_API.getUpload, [guards.signedIn], async ({ params }, req) => ({ upload: uploadView(await getOwnedUpload(requirePrincipal(req), params.id)) }));

  mountRoute(router, BOM_API.chooseSheet, [guards.signedIn], async ({ params, body }, req) => ({ upload: await selectSheet(requirePrincipal(req), params.id, body.sheet) }));

  mountRoute(router, BOM_API.process, [guards.signedIn], async ({ params, body }, req, res) => {
    const principal = requirePrincipal(req);
    const upload = await getOwnedUpload(principal, params.id);
    const mapping = Object.fromEntries(Object.entries(body.mapping).filter(([, v]) => v !== null && v !== undefined)) as Record<string, number>;
    const updated = await startProcessing(bomQueue, principal, upload, mapping, body.requirements ?? {}, body.sheets);
    res.status(202);
    return { upload: uploadView(updated) };
  });

  router.get('/bom/uploads/:id/progress', tokenFromQuery, guards.signedIn, async (req, res) => {
    const upload = await getOwnedUpload(requirePrincipal(req), String(req.params.id));
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
    const finish = () => {
      clearInterval(heartbeat);
      if (!res.writableEnded) res.end();
    };
    const stop = followProgress(progressFeed, upload, (progress) => res.write(`data: ${JSON.stringify(progress)}\n\n`), finish);
    req.on('close', () => {
      stop();
      finish();
    });
  });

  mountRoute(router, BOM_API.listUploadLines, [guards.signedIn], async ({ params, query }, req) => listLines(requirePrincipal(req), params.id, query));

  mountRoute(router, BOM_API.updateUploadLine, [guards.signedIn], async ({ params, body }, req) => ({
    line: await correctLine(requirePrincipal(req), params.id, params.lineId, body),
  }));

  router.get('/bom/uploads/:id/export', tokenFromQuery, guards.signedIn, async (req, res) => {
    const { format } = parseOrThrow(ExportQuerySchema, req.query, 'query');
    sendDownload(res, await exportClassified(requirePrincipal(req), String(req.params.id), format));
  });

  mountRoute(router, BOM_API.restore, [guards.signedIn], async ({ params, body }, req, res) => {
    const updated = await restoreRows(bomQueue, requirePrincipal(req), params.id, body.rows, body.sheet);
    res.status(202);
    return { upload: uploadView(updated) };
  });

  mountRoute(router, BOM_API.excludeRows, [guards.signedIn], async ({ params, body }, req, res) => {
    const updated = await excludeRows(bomQueue, requirePrincipal(req), params.id, body.rows, body.sheet);
    res.status(202);
    return { upload: uploadView(updated) };
  });

  router.get('/bom/uploads/:id/buy-list', tokenFromQuery, guards.signedIn, async (req, res) => {
    const { format } = parseOrThrow(BuyListQuerySchema, req.query, 'query');
    const result = await exportBuyList(requirePrincipal(req), String(req.params.id), format);
    if ('json' in result) res.json(result.json);
    else sendDownload(res, result.download);
  });

  router.get('/parts', guards.signedIn, async (req, res) => {
    const { q } = parseOrThrow(PartsQuerySchema, req.query, 'query');
    res.json(await listParts(requirePrincipal(req), q));
  });

  router.get('/parts/:uploadId/:partId', guards.signedIn, async (req, res) => {
    res.json(await partDetail(requirePrincipal(req), String(req.params.uploadId), String(req.params.partId)));
  });

  operatorRoutes(router, guards, bomQueue, config.env === 'production');

  return {
    name: 'bom',
    router,
    async start() {
      progressFeed.start();
    },
    async stop() {
      setQueueMetricsSource(null);
      await progressFeed.close();
      await bomQueue.close();
      await closeSharedParsePool();
    },
  };
};
