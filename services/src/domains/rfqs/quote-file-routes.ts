import type { Router } from 'express';
import { setAttachment, uploadParser } from '../../lib/file-names.js';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../lib/app-error.js';
import type { Guards } from '../../lib/auth.js';
import { requirePrincipal } from '../../lib/auth.js';
import { FileTypeRefused } from './file-types.js';
import { FileTooLarge, gridFsStorage, type StoredInfo } from './model/file-store.js';
import { acceptQuotePdf, attachmentView, downloadQuoteFile, findQuoteFile, prepareQuoteUpload, QUOTE_BUCKET } from './quote-files.js';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The supplier's formal quote PDF: upload (streamed into GridFS through the type check) and download. */
export function addQuoteFileRoutes(router: Router, guards: Guards): void {
  router.post('/rfqs/:id/quote-attachments', guards.signedIn, async (req, res) => {
    const principal = requirePrincipal(req);
    const { rfqId, companyId, maxBytes } = await prepareQuoteUpload(principal, String(req.params.id));
    const storage = gridFsStorage({ rfqId, lineId: null, uploadedBy: principal.uid, supplierId: companyId }, { bucketName: QUOTE_BUCKET, accept: acceptQuotePdf });
    const upload = uploadParser({ storage, limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } }).single('file');
    try {
      await new Promise<void>((resolve, reject) => upload(req, res, (error: unknown) => (error ? reject(error) : resolve())));
    } catch (error) {
      const e = error as { code?: string; filename?: string };
      if (error instanceof FileTypeRefused) throw AppError.badRequest(error.message);
      if (error instanceof FileTooLarge || e.code === 'LIMIT_FILE_SIZE') throw AppError.badRequest(`"${e.filename ?? 'The file'}" is larger than ${mb(maxBytes)}, the limit for a quote PDF.`);
      if (e.code === 'LIMIT_FILE_COUNT' || e.code === 'LIMIT_UNEXPECTED_FILE') throw AppError.badRequest('Attach one PDF, in the multipart field "file".');
      throw error;
    }
    const received = req.file as (Express.Multer.File & StoredInfo) | undefined;
    if (!received) throw AppError.badRequest('Attach the quote PDF in the multipart field "file".');
    const stored = await findQuoteFile(rfqId, String(received.id));
    if (!stored) throw new AppError('internal', 'The file was stored but cannot be read back.');
    res.status(201).json({ attachment: attachmentView(stored) });
  });

  router.get('/rfqs/:id/quote-attachments/:fileId/content', guards.signedIn, async (req, res) => {
    const { file, stream } = await downloadQuoteFile(requirePrincipal(req), String(req.params.id), String(req.params.fileId));
    res.set({ 'Content-Type': file.metadata.contentType, 'Content-Length': String(file.length), 'Cache-Control': 'private, no-store' });
    setAttachment(res, file.filename);
    await pipeline(stream, res);
  });
}
