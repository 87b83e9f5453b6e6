import { ORDER_FILE_EXTENSIONS, ORDER_FILES_MAX, ORDER_STATUSES, type OrderStatus } from '@forge/contract';
import { ObjectId } from 'mongodb';
import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/app-error.js';
import type { Principal } from '../../../lib/auth.js';
import { checkExtension, extensionOf, FileTypeRefused, type RfqFileExtension } from '../file-types.js';
import { bucket, removeStored, type StoredInfo } from '../model/file-store.js';
import { quietly } from '../notify.js';
import { orderView, readableOrder } from './access.js';
import { OrderModel, type OrderDoc } from './model.js';
import { notifyOrderFile } from './notify.js';

/** Step attachments live in their own GridFS bucket; only the order lists and serves them. */
export const ORDER_BUCKET = 'order_files';

/** PDFs and images only (certificates of conformance, inspection reports, photos); the content is checked as for drawings. */
export function acceptOrderFile(fileName: string): RfqFileExtension {
  const ext = extensionOf(fileName);
  if (!(ORDER_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new FileTypeRefused(`"${fileName}" cannot be attached to an order: attach a PDF or an image (${ORDER_FILE_EXTENSIONS.join(', ')}).`);
  }
  return checkExtension(fileName);
}

/** Who may attach: either party or an admin, to the current step or one already passed (default: the current one). */
export async function prepareOrderUpload(principal: Principal, orderId: string, status: string | undefined) {
  const { doc, viewer } = await readableOrder(principal, orderId);
  const step = (status ?? doc.status) as OrderStatus;
  if (!(ORDER_STATUSES as readonly string[]).includes(step)) throw AppError.badRequest(`status: must be one of ${ORDER_STATUSES.join(', ')}.`);
  if (!doc.events.some((e) => e.status === step)) throw AppError.conflict(`This order has not reached "${step}" yet; attach files to the current step (${doc.status}) or an earlier one.`);
  if (doc.files.length >= ORDER_FILES_MAX) throw AppError.conflict(`An order holds at most ${ORDER_FILES_MAX} files.`);
  const side: 'buyer' | 'supplier' = viewer === 'supplier' ? 'supplier' : 'buyer';
  return { doc, viewer, step, side };
}

/** Records a stored upload on the order; if the order cannot take it (full, gone), the stored file is removed. */
export async function recordOrderFile(principal: Principal, prepared: Awaited<ReturnType<typeof prepareOrderUpload>>, file: { originalname: string; mimetype: string } & StoredInfo, contentType: string, now = new Date()) {
  const { doc, viewer, step, side } = prepared;
  const entry = { id: String(file.id), name: file.originalname, size: file.size, contentType, status: step, side, uploadedBy: principal.uid, uploadedAt: now };
  const updated = await OrderModel.findOneAndUpdate(
    { _id: doc._id, [`files.${ORDER_FILES_MAX - 1}`]: { $exists: false } },
    { $push: { files: entry }, $set: { updatedAt: now } },
    { returnDocument: 'after' },
  ).lean<OrderDoc>();
  if (!updated) {
    await removeStored(file.id, ORDER_BUCKET);
    throw AppError.conflict(`An order holds at most ${ORDER_FILES_MAX} files.`);
  }
  await quietly('order file', () => notifyOrderFile(updated, side, file.originalname, step));
  return orderView(updated, viewer);
}

export async function downloadOrderFile(principal: Principal, orderId: string, fileId: string): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
  const { doc } = await readableOrder(principal, orderId);
  const entry = doc.files.find((f) => f.id === fileId);
  if (!entry || !ObjectId.isValid(fileId)) throw AppError.notFound(`This order has no file "${fileId}".`);
  return { name: entry.name, contentType: entry.contentType, size: entry.size, stream: bucket(ORDER_BUCKET).openDownloadStream(new ObjectId(fileId)) };
}
