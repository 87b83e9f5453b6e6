import { GridFSBucket, ObjectId, type GridFSFile } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { binaryStlLengthMatches, checkContent, checkExtension, FileTypeRefused, SNIFF_BYTES, stlKind, type RfqFileExtension } from '../file-types.js';

/**
 * Where RFQ drawings live: a GridFS bucket (`rfq_files.files` + `rfq_files.chunks`) on the API's mongoose
 * connection. Files are streamed in and out in 255 KB chunks; no file is ever held whole in memory.
 */
export const BUCKET = 'rfq_files';

export interface RfqFileMeta {
  rfqId: string;
  lineId: string | null;
  uploadedBy: string;
  ext: RfqFileExtension;
  kind: string;
  contentType: string;
}
export type StoredRfqFile = GridFSFile & { metadata: RfqFileMeta };

export function bucket(bucketName = BUCKET): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('the database connection is not open');
  return new GridFSBucket(db, { bucketName });
}

export const CONTENT_TYPES: Record<RfqFileExtension, string> = {
  pdf: 'application/pdf',
  step: 'model/step',
  stp: 'model/step',
  iges: 'model/iges',
  igs: 'model/iges',
  dxf: 'image/vnd.dxf',
  dwg: 'image/vnd.dwg',
  stl: 'model/stl',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  zip: 'application/zip',
};

export async function listStored(rfqId: string): Promise<StoredRfqFile[]> {
  return (await bucket().find({ 'metadata.rfqId': rfqId }, { sort: { uploadDate: 1 } }).toArray()) as StoredRfqFile[];
}

export async function findStored(rfqId: string, fileId: string): Promise<StoredRfqFile | null> {
  if (!ObjectId.isValid(fileId)) return null;
  const [file] = await bucket().find({ _id: new ObjectId(fileId), 'metadata.rfqId': rfqId }, { limit: 1 }).toArray();
  return (file as StoredRfqFile | undefined) ?? null;
}

export async function usedBytes(rfqId: string): Promise<number> {
  return (await listStored(rfqId)).reduce((sum, f) => sum + f.length, 0);
}

/** Removes a file and its chunks (also a half-written one, whose files document may not exist yet). */
export async function removeStored(id: ObjectId, bucketName = BUCKET): Promise<void> {
  const db = mongoose.connection.db!;
  await db.collection(`${bucketName}.chunks`).deleteMany({ files_id: id });
  await db.collection(`${bucketName}.files`).deleteOne({ _id: id });
}

/** Holds back the first SNIFF_BYTES, checks them against the extension, then passes everything through, counting. */
class Sniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  bytes = 0;
  firstBytes: Buffer = Buffer.alloc(0);
  kind = '';

  constructor(private readonly fileName: string, private readonly ext: RfqFileExtension) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.check(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (!this.checked) return this.check(callback);
    callback();
  }

  private check(callback: TransformCallback): void {
    const buffered = Buffer.concat(this.head);
    this.head = [];
    this.firstBytes = buffered.subarray(0, Math.max(SNIFF_BYTES, 84));
    checkContent(this.fileName, this.ext, buffered.subarray(0, SNIFF_BYTES)).then(
      (kind) => {
        this.kind = kind;
        this.checked = true;
        callback(null, buffered);
      },
      (error: unknown) => callback(error as Error),
    );
  }
}

/** Stands for the size limit crossed while streaming (multer answers LIMIT_FILE_SIZE for the request). */
export class FileTooLarge extends Error {
  constructor(readonly limit: number) {
    super('file too large');
    this.name = 'FileTooLarge';
  }
}

export interface StoredInfo {
  id: ObjectId;
  size: number;
  kind: string;
}

/**
 * A multer storage engine that streams the part through the type check into GridFS. A refused or truncated file
 * (busboy cut it at the size limit) leaves nothing behind.
 */
export function gridFsStorage(
  context: { rfqId: string; lineId: string | null; uploadedBy: string; supplierId?: string },
  /** Another bucket and a narrower list of extensions (the suppliers' quote PDFs). */
  options: { bucketName?: string; accept?: (fileName: string) => RfqFileExtension } = {},
): StorageEngine {
  const bucketName = options.bucketName ?? BUCKET;
  const accept = options.accept ?? checkExtension;
  return {
    _handleFile(_req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File> & StoredInfo) => void) {
      let ext: RfqFileExtension;
      try {
        ext = accept(file.originalname);
      } catch (error) {
        file.stream.resume();
        return callback(error);
      }
      const sniffer = new Sniffer(file.originalname, ext);
      const upload = bucket(bucketName).openUploadStream(file.originalname, {
        metadata: { ...context, ext, kind: '', contentType: CONTENT_TYPES[ext] } satisfies RfqFileMeta,
      });
      const id = upload.id as ObjectId;
      // pipeline reports the failure; a late 'aborted' from the bucket stream has nobody else to hear it
      upload.on('error', () => undefined);
      const fail = (error: unknown) => {
        file.stream.resume();
        removeStored(id, bucketName).then(
          () => callback(error),
          () => callback(error),
        );
      };
      pipeline(file.stream, sniffer, upload).then(async () => {
        const truncated = (file.stream as unknown as { truncated?: boolean }).truncated;
        if (truncated) return fail(new FileTooLarge(sniffer.bytes));
        if (ext === 'stl' && stlKind(sniffer.firstBytes) === 'binary' && !binaryStlLengthMatches(sniffer.firstBytes, sniffer.bytes)) {
          return fail(new FileTypeRefused(`"${file.originalname}" is named .stl but is neither ASCII STL nor a binary STL of the length its triangle count gives.`));
        }
        await mongoose.connection.db!.collection(`${bucketName}.files`).updateOne({ _id: id }, { $set: { 'metadata.kind': sniffer.kind } });
        callback(null, { id, size: sniffer.bytes, kind: sniffer.kind });
      }, fail);
    },
    _removeFile(_req: Request, file: Express.Multer.File & Partial<StoredInfo>, callback: (error: Error | null) => void) {
      if (!file.id) return callback(null);
      removeStored(file.id, bucketName).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  };
}

/** Who reads a file (a download, or the holder of a link): the user, the role, and the supplier it reads for. */
const readerFields = {
  uid: { type: String, required: true },
  email: { type: String, default: '' },
  role: { type: String, enum: ['buyer', 'admin', 'supplier'], required: true },
  supplierId: { type: String, default: null },
  supplierName: { type: String, default: null },
};

/** Each download: who, when, how (direct with a bearer token, or through an expiring link). */
const downloadSchema = new Schema(
  {
    rfqId: { type: String, required: true },
    fileId: { type: String, required: true },
    fileName: { type: String, required: true },
    ...readerFields,
    via: { type: String, enum: ['direct', 'link'], required: true },
    at: { type: Date, required: true },
  },
  { collection: 'rfq_file_downloads', versionKey: false },
);
downloadSchema.index({ rfqId: 1, at: -1 });
export const FileDownloadModel = mongoose.model('RfqFileDownload', downloadSchema);
export type FileDownloadDoc = {
  rfqId: string;
  fileId: string;
  fileName: string;
  uid: string;
  email: string;
  role: 'buyer' | 'admin' | 'supplier';
  supplierId: string | null;
  supplierName: string | null;
  via: 'direct' | 'link';
  at: Date;
};

/** An expiring download link: only the SHA-256 of its token is stored; expired ones are swept by a TTL index. */
const linkSchema = new Schema(
  {
    tokenHash: { type: String, required: true, unique: true },
    rfqId: { type: String, required: true },
    fileId: { type: String, required: true },
    ...readerFields,
    expiresAt: { type: Date, required: true },
    /** Set by the one download the link allows (a link is bound to its requester's single navigation). */
    usedAt: { type: Date, default: null },
  },
  { collection: 'rfq_file_links', versionKey: false },
);
// kept a day past expiry so an expired link is answered "expired" rather than "unknown"
linkSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 86_400 });
export const FileLinkModel = mongoose.model('RfqFileLink', linkSchema);
export type FileLinkDoc = Omit<FileDownloadDoc, 'fileName' | 'via' | 'at'> & { tokenHash: string; expiresAt: Date; usedAt?: Date | null };

export async function ensureFileIndexes(): Promise<void> {
  await Promise.all([FileDownloadModel.init(), FileLinkModel.init()]);
}

/** Stores a file the server itself produced (the demo drawing) through the same type check as an upload. */
export async function storeGenerated(context: { rfqId: string; lineId: string | null; uploadedBy: string }, fileName: string, content: Buffer): Promise<ObjectId> {
  const ext = checkExtension(fileName);
  const kind = await checkContent(fileName, ext, content.subarray(0, SNIFF_BYTES));
  const upload = bucket().openUploadStream(fileName, { metadata: { ...context, ext, kind, contentType: CONTENT_TYPES[ext] } satisfies RfqFileMeta });
  await pipeline(Readable.from([content]), upload);
  return upload.id as ObjectId;
}
