import type { Request, Response, Router } from 'express';
import type multer from 'multer';
import { setAttachment, uploadParser } from '../../lib/file-names.js';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Guards } from '../../lib/auth.js';
import { requirePrincipal } from '../../lib/auth.js';
import { parseOrThrow } from '../../lib/validate.js';
import { FileTooLarge, findStored, gridFsStorage, type StoredInfo } from './model/file-store.js';
import { FileTypeRefused } from './file-types.js';
import { notifyDrawingAdded, quietly } from './notify.js';
import { queueModelRead } from '../cad/service.js';
import type { RfqDoc } from './model.js';
import { confirmUpload, createLink, deleteFile, downloadByLink, downloadDirect, fileView, listDownloads, listFiles, prepareUpload, tooLargeMessage, type Download } from './files.js';

const UploadQuerySchema = z.object({ lineId: z.string().trim().min(1).max(100).optional() }).strict();

/** Runs multer (streaming into GridFS) and turns its refusals into sentences for the user. */
async function receive(req: Request, res: Response, storage: multer.StorageEngine, maxBytes: number, used: number): Promise<(Express.Multer.File & StoredInfo) | undefined> {
  const upload = uploadParser({ storage, limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } }).single('file');
  try {
    await new Promise<void>((resolve, reject) => upload(req, res, (error: unknown) => (error ? reject(error) : resolve())));
  } catch (error) {
    const e = error as { name?: string; code?: string; filename?: string; message?: string };
    if (error instanceof FileTypeRefused) throw AppError.badRequest(error.message);
    if (error instanceof FileTooLarge || e.code === 'LIMIT_FILE_SIZE') throw AppError.badRequest(tooLargeMessage(e.filename ?? 'The file', used, maxBytes));
    if (e.code === 'LIMIT_FILE_COUNT' || e.code === 'LIMIT_UNEXPECTED_FILE') throw AppError.badRequest('Attach one file per request, in the multipart field "file".');
    throw error;
  }
  return req.file as (Express.Multer.File & StoredInfo) | undefined;
}

/** How a notification names the line a drawing belongs to: its part number, else its description. */
function lineLabel(doc: RfqDoc, lineId: string | null): string | null {
  const line = lineId ? doc.lines.find((l) => String(l._id) === lineId) : undefined;
  return line ? line.partNumber || line.description || null : null;
}

export async function send(res: Response, { file, stream, itar }: Download): Promise<void> {
  res.set({ 'Content-Type': file.metadata.contentType, 'Content-Length': String(file.length), 'Cache-Control': 'private, no-store' });
  if (itar) res.set('X-Export-Control', 'ITAR');
  setAttachment(res, file.filename);
  await pipeline(stream, res);
}

/** Drawings and files of an RFQ (thin; the rules live in files.ts, the storage in file-store.ts). */
export function addFileRoutes(router: Router, guards: Guards): void {
  router.post('/rfqs/:id/files', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const { lineId } = parseOrThrow(UploadQuerySchema, req.query, 'query');
    const { doc, used, maxBytes } = await prepareUpload(principal, String(req.params.id), lineId ?? null);
    const rfqId = String(doc._id);
    const received = await receive(req, res, gridFsStorage({ rfqId, lineId: lineId ?? null, uploadedBy: principal.uid }), maxBytes, used);
    if (!received) throw AppError.badRequest('Attach the file in the multipart field "file".');
    const stored = await confirmUpload(rfqId, await findStored(rfqId, String(received.id)), received.originalname);
    // a model (STEP, IGES, STL, DXF) is read by the worker; never fails the upload
    await queueModelRead({ fileId: String(stored._id), rfqId, lineId: lineId ?? null, name: stored.filename, size: stored.length });
    // suppliers already invited learn of a drawing added after sending (a draft's files go out with the invitation)
    if (doc.status === 'open') await quietly('drawing added', () => notifyDrawingAdded(doc, stored.filename, lineLabel(doc, lineId ?? null)));
    res.status(201).json({ file: fileView(stored, Boolean(doc.itar)) });
  });

  router.get('/rfqs/:id/files', guards.signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await listFiles(requirePrincipal(req), String(req.params.id)));
  });

  router.get('/rfqs/:id/files/downloads', guards.signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await listDownloads(requirePrincipal(req), String(req.params.id)));
  });

  router.get('/rfqs/:id/files/:fileId/content', guards.signedIn, async (req, res) => {
    await send(res, await downloadDirect(requirePrincipal(req), String(req.params.id), String(req.params.fileId)));
  });

  router.post('/rfqs/:id/files/:fileId/link', guards.signedIn, async (req, res) => {
    res.json(await createLink(requirePrincipal(req), String(req.params.id), String(req.params.fileId)));
  });

  router.delete('/rfqs/:id/files/:fileId', guards.signedIn, async (req, res) => {
    await deleteFile(requirePrincipal(req), String(req.params.id), String(req.params.fileId));
    res.status(204).end();
  });

  // The link is the credential (a browser navigates to it without the bearer token); it names one user, serves one
  // download and expires. A bearer token, when sent, must be that user's.
  router.get('/rfq-files/:token', guards.optional, async (req, res) => {
    await send(res, await downloadByLink(String(req.params.token), req.principal));
  });
}
