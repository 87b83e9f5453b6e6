import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { listFiles } from './files.js';
import { bucket, findStored } from './model/file-store.js';
import { RfqModel, type RfqDoc } from './model.js';

/**
 * RFQ files as other domains see them (the cad domain reads models): the same access rules as listing the files,
 * and the content for the worker. Nobody outside this domain opens the `rfq_files` bucket.
 */
export interface AccessibleRfqFile {
  id: string;
  name: string;
  size: number;
  lineId: string | null;
  /** The material of the file's line, when it belongs to a line that names one. */
  material: string | null;
}

/** A file of an RFQ the caller may read (buyer, admins, invited suppliers once sent); others 404. */
export async function accessibleRfqFile(principal: Principal, rfqId: string, fileId: string): Promise<AccessibleRfqFile> {
  const list = await listFiles(principal, rfqId);
  const file = list.files.find((f) => f.id === fileId);
  if (!file) throw AppError.notFound(`This RFQ has no file "${fileId}".`);
  const doc = await RfqModel.findById(rfqId, { lines: 1 }).lean<Pick<RfqDoc, 'lines'>>();
  const line = file.lineId ? doc?.lines.find((l) => String(l._id) === file.lineId) : undefined;
  return { id: file.id, name: file.name, size: file.size, lineId: file.lineId, material: line?.material?.trim() || null };
}

/** The stored bytes of an RFQ file, or null when it was removed. */
export async function openRfqFileContent(rfqId: string, fileId: string): Promise<{ name: string; size: number; stream: Readable } | null> {
  const file = await findStored(rfqId, fileId);
  if (!file) return null;
  return { name: file.filename, size: file.length, stream: bucket().openDownloadStream(file._id) };
}
