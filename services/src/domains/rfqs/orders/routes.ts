import { OrderCreateSchema, OrderStepSchema, ORDER_FILE_MAX_BYTES } from '@forge/contract';
import type { Router } from 'express';
import { setAttachment, uploadParser } from '../../../lib/file-names.js';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.js';
import type { Guards } from '../../../lib/auth.js';
import { requirePrincipal } from '../../../lib/auth.js';
import { parseOrThrow } from '../../../lib/validate.js';
import { FileTypeRefused } from '../file-types.js';
import { CONTENT_TYPES, FileTooLarge, gridFsStorage, type StoredInfo } from '../model/file-store.js';
import { orderView, readableOrder } from './access.js';
import { acceptOrderFile, downloadOrderFile, ORDER_BUCKET, prepareOrderUpload, recordOrderFile } from './files.js';
import { issueOrder } from './issue.js';
import { orderPdf } from './pdf.js';
import { listOrders } from './queries.js';
import { takeStep } from './steps.js';

const ListQuerySchema = z.object({ role: z.enum(['buyer', 'supplier']).optional(), rfqId: z.string().max(64).optional() }).strict();
const FileQuerySchema = z.object({ status: z.string().max(40).optional() }).strict();

/** Purchase orders after an award (README.md in this folder). Thin: parse, then the order rules. */
export function addOrderRoutes(router: Router, guards: Guards): void {
  router.post('/orders', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(OrderCreateSchema, req.body, 'purchase order');
    res.status(201).json({ order: await issueOrder(requirePrincipal(req), body) });
  });

  router.get('/orders', guards.signedIn, async (req, res) => {
    res.json(await listOrders(requirePrincipal(req), parseOrThrow(ListQuerySchema, req.query, 'query')));
  });

  router.get('/orders/:id', guards.signedIn, async (req, res) => {
    const { doc, viewer } = await readableOrder(requirePrincipal(req), String(req.params.id));
    res.json({ order: orderView(doc, viewer) });
  });

  router.get('/orders/:id/pdf', guards.signedIn, async (req, res) => {
    const { doc, viewer } = await readableOrder(requirePrincipal(req), String(req.params.id));
    const order = orderView(doc, viewer);
    res.set({ 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' });
    res.attachment(`purchase-order-${order.number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`);
    await pipeline(orderPdf(order), res);
  });

  router.post('/orders/:id/steps', guards.signedIn, async (req, res) => {
    const body = parseOrThrow(OrderStepSchema, req.body, 'order step');
    res.json({ order: await takeStep(requirePrincipal(req), String(req.params.id), body) });
  });

  router.post('/orders/:id/files', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const query = parseOrThrow(FileQuerySchema, req.query, 'query');
    const prepared = await prepareOrderUpload(principal, String(req.params.id), query.status);
    const storage = gridFsStorage({ rfqId: prepared.doc.rfqId, lineId: null, uploadedBy: principal.uid }, { bucketName: ORDER_BUCKET, accept: acceptOrderFile });
    const upload = uploadParser({ storage, limits: { fileSize: ORDER_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 } }).single('file');
    try {
      await new Promise<void>((resolve, reject) => upload(req, res, (error: unknown) => (error ? reject(error) : resolve())));
    } catch (error) {
      const e = error as { code?: string; filename?: string };
      if (error instanceof FileTypeRefused) throw AppError.badRequest(error.message);
      if (error instanceof FileTooLarge || e.code === 'LIMIT_FILE_SIZE') throw AppError.badRequest(`"${e.filename ?? 'The file'}" is larger than ${ORDER_FILE_MAX_BYTES / 1024 / 1024} MB, the limit for an order attachment.`);
      if (e.code === 'LIMIT_FILE_COUNT' || e.code === 'LIMIT_UNEXPECTED_FILE') throw AppError.badRequest('Attach one file, in the multipart field "file".');
      throw error;
    }
    const received = req.file as (Express.Multer.File & StoredInfo) | undefined;
    if (!received) throw AppError.badRequest('Attach the file in the multipart field "file".');
    const ext = acceptOrderFile(received.originalname);
    res.status(201).json({ order: await recordOrderFile(principal, prepared, received, CONTENT_TYPES[ext]) });
  });

  router.get('/orders/:id/files/:fileId/content', guards.signedIn, async (req, res) => {
    const file = await downloadOrderFile(requirePrincipal(req), String(req.params.id), String(req.params.fileId));
    res.set({ 'Content-Type': file.contentType, 'Content-Length': String(file.size), 'Cache-Control': 'private, no-store' });
    setAttachment(res, file.name);
    await pipeline(file.stream, res);
  });
}
