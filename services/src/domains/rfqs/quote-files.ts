import { RFQ_FILE_MAX_BYTES, type QuoteAttachment } from '@forge/contract';
import { ObjectId, type GridFSFile } from 'mongodb';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { extensionOf, FileTypeRefused, type RfqFileExtension } from './file-types.js';
import { bucket, FileDownloadModel, removeStored } from './model/file-store.js';
import { QuoteModel } from './quote-model.js';
import { checkQuotable } from './quote-rules.js';
import { readable } from './service.js';

/**
 * The supplier's formal quote PDF (issue 14): one per quote revision. It lives in its own GridFS bucket, apart from
 * the buyer's drawings, so no route that lists or serves an RFQ's files can ever reach it. Only the buyer, admins
 * and the supplier that uploaded it may download it; another invited supplier gets 404, as if it did not exist.
 */
export const QUOTE_BUCKET = 'rfq_quote_files';

export interface QuoteFileMeta {
  rfqId: string;
  supplierId: string;
  uploadedBy: string;
  ext: RfqFileExtension;
  kind: string;
  contentType: string;
}
export type StoredQuoteFile = GridFSFile & { metadata: QuoteFileMeta };

/** Only PDFs: the extension first (a clear refusal), then the content is checked against it while streaming. */
export function acceptQuotePdf(fileName: string): RfqFileExtension {
  const ext = extensionOf(fileName);
  if (ext !== 'pdf') {
    throw new FileTypeRefused(`"${fileName}" is not a PDF. Attach your formal quote as a PDF file (.pdf, at most ${RFQ_FILE_MAX_BYTES / 1024 / 1024} MB).`);
  }
  return ext;
}

export function attachmentView(f: StoredQuoteFile): QuoteAttachment {
  return { id: String(f._id), name: f.filename, size: f.length, uploadedAt: f.uploadDate.toISOString() };
}

export async function findQuoteFile(rfqId: string, fileId: string): Promise<StoredQuoteFile | null> {
  if (!ObjectId.isValid(fileId)) return null;
  const [file] = await bucket(QUOTE_BUCKET).find({ _id: new ObjectId(fileId), 'metadata.rfqId': rfqId }, { limit: 1 }).toArray();
  return (file as StoredQuoteFile | undefined) ?? null;
}

/** Who may upload: the owner of an invited supplier, while the RFQ takes quotes (as for quoting itself). */
export async function prepareQuoteUpload(principal: Principal, rfqId: string, now = new Date()) {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  if (viewer !== 'supplier' || !companyId) throw AppError.forbidden('Only the owner of an invited supplier can attach a formal quote to this RFQ.');
  checkQuotable(doc, now);
  return { rfqId: String(doc._id), companyId, maxBytes: RFQ_FILE_MAX_BYTES };
}

/**
 * The attachment a quote revision names: it must be a PDF this supplier uploaded for this RFQ. A revision keeps
 * the attachment it was sent with; later revisions name the same file again or another one.
 */
export async function resolveAttachment(rfqId: string, companyId: string, attachmentId: string | undefined): Promise<QuoteAttachment | null> {
  if (!attachmentId) return null;
  const file = await findQuoteFile(rfqId, attachmentId);
  if (!file || file.metadata.supplierId !== companyId) {
    throw AppError.badRequest(`attachmentId: your company uploaded no quote PDF "${attachmentId}" for this RFQ; upload the PDF again.`, { fields: [{ field: 'attachmentId', message: 'unknown attachment' }] });
  }
  return attachmentView(file);
}

export interface QuoteFileDownload {
  file: StoredQuoteFile;
  stream: Readable;
}

/**
 * The buyer and admins download the PDFs sent with a revision; the supplier its own (also one not sent yet).
 * Anyone else, including another invited supplier: 404. Every download is logged with the RFQ's other downloads.
 */
export async function downloadQuoteFile(principal: Principal, rfqId: string, fileId: string, now = new Date()): Promise<QuoteFileDownload> {
  const { doc, viewer, companyId } = await readable(principal, rfqId);
  const id = String(doc._id);
  const file = await findQuoteFile(id, fileId);
  const notFound = () => AppError.notFound(`This RFQ has no quote attachment "${fileId}".`);
  if (!file) throw notFound();
  if (viewer === 'supplier') {
    if (file.metadata.supplierId !== companyId) throw notFound();
  } else if (!(await QuoteModel.exists({ rfqId: id, 'attachment.id': fileId }))) {
    // Uploaded but never sent with a revision: not the buyer's to read.
    throw notFound();
  }
  const supplier = doc.suppliers.find((s) => s.id === file.metadata.supplierId);
  await FileDownloadModel.create({
    rfqId: id,
    fileId,
    fileName: file.filename,
    uid: principal.uid,
    email: principal.email,
    role: viewer === 'owner' ? 'buyer' : viewer,
    supplierId: viewer === 'supplier' ? (supplier?.id ?? null) : null,
    supplierName: viewer === 'supplier' ? (supplier?.name ?? null) : null,
    via: 'direct',
    at: now,
  });
  return { file, stream: bucket(QUOTE_BUCKET).openDownloadStream(file._id) };
}

/**
 * After a revision is stored: the PDFs this supplier uploaded for the RFQ that no revision names (replaced or
 * removed in the form before sending) are deleted, so only PDFs that went out with a revision are kept.
 */
export async function removeUnsentQuoteFiles(rfqId: string, supplierId: string): Promise<number> {
  const files = (await bucket(QUOTE_BUCKET).find({ 'metadata.rfqId': rfqId, 'metadata.supplierId': supplierId }).toArray()) as StoredQuoteFile[];
  if (files.length === 0) return 0;
  const sent = new Set((await QuoteModel.find({ rfqId, supplierId, attachment: { $ne: null } }, { attachment: 1 }).lean<{ attachment: { id: string } }[]>()).map((q) => q.attachment.id));
  const unsent = files.filter((f) => !sent.has(String(f._id)));
  for (const f of unsent) await removeStored(f._id, QUOTE_BUCKET);
  return unsent.length;
}
