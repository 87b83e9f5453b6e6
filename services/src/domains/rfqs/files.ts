import { ITAR_FILE_BANNER, RFQ_FILE_MAX_BYTES, RFQ_FILES_MAX_TOTAL_BYTES, type RfqFile, type RfqFileDownload, type RfqFileList } from '@forge/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { bucket, findStored, FileDownloadModel, FileLinkModel, listStored, removeStored, type FileDownloadDoc, type FileLinkDoc, type StoredRfqFile } from './model/file-store.js';
import { RfqModel, type RfqDoc } from './model.js';
import { getSupplier } from '../suppliers/service.js';
import { readable, type Viewer } from './service.js';

/**
 * Drawings and models on an RFQ. The buyer (or an admin) attaches them while the RFQ is a draft or open; the buyer,
 * admins and the owners of invited suppliers (once it is sent) list and download them; every download is logged.
 * ITAR RFQs' files carry a banner and are downloaded only through links that expire.
 */

export const LINK_MINUTES = { itar: 5, other: 15 } as const;

type Role = FileDownloadDoc['role'];
interface Reader {
  doc: RfqDoc;
  viewer: Viewer;
  companyId?: string | undefined;
}

/** Like reading the RFQ, and a supplier also needs the RFQ to have been sent (a draft closed unsent never was). */
async function fileReader(principal: Principal, rfqId: string): Promise<Reader> {
  const reader = await readable(principal, rfqId);
  if (reader.viewer === 'supplier' && !reader.doc.openedAt) throw AppError.notFound(`No RFQ with id "${rfqId}".`);
  return reader;
}

async function manager(principal: Principal, rfqId: string): Promise<Reader> {
  const reader = await readable(principal, rfqId);
  if (reader.viewer === 'supplier') throw AppError.forbidden("Only the buyer who owns this RFQ (or an admin) can change its files or read who downloaded them.");
  return reader;
}

export function fileView(f: StoredRfqFile, itar: boolean): RfqFile {
  return {
    id: String(f._id),
    rfqId: f.metadata.rfqId,
    lineId: f.metadata.lineId,
    name: f.filename,
    size: f.length,
    kind: f.metadata.kind,
    contentType: f.metadata.contentType,
    uploadedAt: f.uploadDate.toISOString(),
    itar,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/**
 * Who may upload now and how many bytes this one file may have: min(50 MB, what is left of the RFQ's 200 MB).
 * Throws when the RFQ may take no file (sent RFQs that are closed or awarded, a full RFQ, an unknown line).
 */
export async function prepareUpload(principal: Principal, rfqId: string, lineId: string | null) {
  const { doc } = await manager(principal, rfqId);
  if (doc.status !== 'draft' && doc.status !== 'open') throw AppError.conflict(`Files can be attached only to a draft or open RFQ; this one is ${doc.status}.`);
  if (lineId && !doc.lines.some((l) => String(l._id) === lineId)) throw AppError.badRequest(`lineId: this RFQ has no line "${lineId}".`, { fields: [{ field: 'lineId', message: 'unknown line' }] });
  const used = (await listStored(String(doc._id))).reduce((sum, f) => sum + f.length, 0);
  const left = RFQ_FILES_MAX_TOTAL_BYTES - used;
  if (left <= 0) throw AppError.badRequest(`This RFQ already holds ${mb(used)} of files, its limit of ${mb(RFQ_FILES_MAX_TOTAL_BYTES)}; remove a file before attaching another.`);
  return { doc, used, maxBytes: Math.min(RFQ_FILE_MAX_BYTES, left) };
}

/** The sentence for a file cut at the limit: the per-file limit, or what the RFQ's total limit leaves. */
export function tooLargeMessage(fileName: string, used: number, maxBytes: number): string {
  if (maxBytes >= RFQ_FILE_MAX_BYTES) return `"${fileName}" is larger than ${mb(RFQ_FILE_MAX_BYTES)}, the limit per file.`;
  return `"${fileName}" does not fit: this RFQ already holds ${mb(used)} of its ${mb(RFQ_FILES_MAX_TOTAL_BYTES)}, leaving ${mb(maxBytes)}.`;
}

/** After storing: two uploads racing past the total limit — the later one is removed again. */
export async function confirmUpload(rfqId: string, stored: StoredRfqFile | null, fileName: string): Promise<StoredRfqFile> {
  if (!stored) throw new AppError('internal', 'The file was stored but cannot be read back.');
  const files = await listStored(rfqId);
  const before = files.filter((f) => f.uploadDate.getTime() < stored.uploadDate.getTime() || (f.uploadDate.getTime() === stored.uploadDate.getTime() && String(f._id) < String(stored._id)));
  const used = before.reduce((sum, f) => sum + f.length, 0);
  if (used + stored.length > RFQ_FILES_MAX_TOTAL_BYTES) {
    await removeStored(stored._id);
    throw AppError.badRequest(tooLargeMessage(fileName, used, Math.max(0, RFQ_FILES_MAX_TOTAL_BYTES - used)));
  }
  return stored;
}

export async function listFiles(principal: Principal, rfqId: string): Promise<RfqFileList> {
  const { doc, viewer } = await fileReader(principal, rfqId);
  const itar = Boolean(doc.itar);
  const files = await listStored(String(doc._id));
  return {
    itar,
    banner: itar ? ITAR_FILE_BANNER : null,
    canUpload: viewer !== 'supplier' && (doc.status === 'draft' || doc.status === 'open'),
    limits: { maxFileBytes: RFQ_FILE_MAX_BYTES, maxRfqBytes: RFQ_FILES_MAX_TOTAL_BYTES, usedBytes: files.reduce((sum, f) => sum + f.length, 0) },
    files: files.map((f) => fileView(f, itar)),
  };
}

export async function deleteFile(principal: Principal, rfqId: string, fileId: string): Promise<void> {
  const { doc } = await manager(principal, rfqId);
  if (doc.status !== 'draft' && doc.status !== 'open') throw AppError.conflict(`Files of a ${doc.status} RFQ are kept as they were sent.`);
  const file = await findStored(String(doc._id), fileId);
  if (!file) throw AppError.notFound(`This RFQ has no file "${fileId}".`);
  await removeStored(file._id);
}

function who(principal: Principal, reader: Reader): Pick<FileDownloadDoc, 'uid' | 'email' | 'role' | 'supplierId' | 'supplierName'> {
  const role: Role = reader.viewer === 'owner' ? 'buyer' : reader.viewer;
  const supplier = reader.companyId ? reader.doc.suppliers.find((s) => s.id === reader.companyId) : undefined;
  return { uid: principal.uid, email: principal.email, role, supplierId: supplier?.id ?? null, supplierName: supplier?.name ?? null };
}

export interface Download {
  file: StoredRfqFile;
  stream: Readable;
  itar: boolean;
}

async function open(file: StoredRfqFile, itar: boolean, entry: Omit<FileDownloadDoc, 'fileId' | 'fileName' | 'at'>, now: Date): Promise<Download> {
  await FileDownloadModel.create({ ...entry, fileId: String(file._id), fileName: file.filename, at: now });
  return { file, itar, stream: bucket().openDownloadStream(file._id) };
}

/** A download with the bearer token (non-ITAR files only). */
export async function downloadDirect(principal: Principal, rfqId: string, fileId: string, now = new Date()): Promise<Download> {
  const reader = await fileReader(principal, rfqId);
  const file = await findStored(String(reader.doc._id), fileId);
  if (!file) throw AppError.notFound(`This RFQ has no file "${fileId}".`);
  if (reader.doc.itar) throw AppError.forbidden('This RFQ is ITAR / export-controlled: its files are downloaded only through a link that expires (POST …/link).');
  return open(file, false, { rfqId: String(reader.doc._id), ...who(principal, reader), via: 'direct' }, now);
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link for one user and one file; it works once without the bearer token (a browser navigates to it) until it expires. */
export async function createLink(principal: Principal, rfqId: string, fileId: string, now = new Date()) {
  const reader = await fileReader(principal, rfqId);
  const file = await findStored(String(reader.doc._id), fileId);
  if (!file) throw AppError.notFound(`This RFQ has no file "${fileId}".`);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (reader.doc.itar ? LINK_MINUTES.itar : LINK_MINUTES.other) * 60_000);
  await FileLinkModel.create({ tokenHash: hash(token), rfqId: String(reader.doc._id), fileId, ...who(principal, reader), expiresAt });
  return { url: `/api/rfq-files/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Follows a link. A link is bound to the account that asked for it (and, for a supplier, to its company): it serves
 * one download, credited to that requester; a signed-in caller who is someone else is refused (403), as are an
 * expired or already used link. The supplier must still own an invited company (and the file be there) at download.
 */
export async function downloadByLink(token: string, follower: Principal | undefined, now = new Date()): Promise<Download> {
  const link = await FileLinkModel.findOne({ tokenHash: hash(token) }).lean<FileLinkDoc>();
  if (!link) throw AppError.notFound('This download link is unknown. Open the RFQ and download the file from there.');
  if (follower && follower.uid !== link.uid) {
    throw AppError.forbidden('This download link was made for another account. Open the RFQ and download the file from there.');
  }
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw AppError.forbidden(`This download link expired at ${link.expiresAt.toISOString()}. Open the RFQ and download the file again for a new link.`);
  }
  if (link.usedAt) throw AppError.forbidden('This download link was already used. Open the RFQ and download the file again for a new link.');
  const file = await findStored(link.rfqId, link.fileId);
  if (!file) throw AppError.notFound('This file was removed from the RFQ.');
  const rfq = await RfqModel.findById(link.rfqId, { itar: 1, status: 1, suppliers: 1 }).lean<Pick<RfqDoc, 'itar' | 'status' | 'suppliers'>>();
  if (!rfq || (link.role === 'supplier' && (rfq.status === 'draft' || !rfq.suppliers.some((s) => s.id === link.supplierId) || !(await ownsCompany(link.uid, link.supplierId))))) {
    throw AppError.notFound('This RFQ no longer invites your company.');
  }
  // one download per link: of two racing requests, one finds the link unused
  const claimed = await FileLinkModel.updateOne({ tokenHash: link.tokenHash, usedAt: null }, { $set: { usedAt: now } });
  if (claimed.modifiedCount !== 1) throw AppError.forbidden('This download link was already used. Open the RFQ and download the file again for a new link.');
  const { rfqId, uid, email, role, supplierId, supplierName } = link;
  return open(file, Boolean(rfq.itar), { rfqId, uid, email, role, supplierId, supplierName, via: 'link' }, now);
}

/** The link's company is still owned by the account that asked for the link (a transferred claim ends its links). */
async function ownsCompany(uid: string, supplierId: string | null): Promise<boolean> {
  if (!supplierId) return false;
  const supplier = await getSupplier(supplierId).catch(() => null);
  return supplier?.ownerUid === uid;
}

export async function listDownloads(principal: Principal, rfqId: string): Promise<{ downloads: RfqFileDownload[] }> {
  const { doc } = await manager(principal, rfqId);
  const rows = await FileDownloadModel.find({ rfqId: String(doc._id) }).sort({ at: -1 }).limit(1000).lean<FileDownloadDoc[]>();
  return {
    downloads: rows.map((r) => ({ fileId: r.fileId, fileName: r.fileName, uid: r.uid, email: r.email, role: r.role, supplierId: r.supplierId, supplierName: r.supplierName, via: r.via, at: r.at.toISOString() })),
  };
}
