import mongoose, { Types } from 'mongoose';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import { submitStoredFile } from '../bom/service.js';
import { linkTo, type ContentServiceDeps } from './deps.js';
import { WaitlistModel } from './model.js';
import { emailTemplates } from './email-templates.js';
import type { WaitlistSchema } from '@forge/contract';

export const WAITLIST_BUCKET = 'waitlist_files';
export const BOM_FILE_MAX_BYTES = 10 * 1024 * 1024;
const BOM_EXTENSIONS = ['.csv', '.tsv', '.xlsx'] as const;

export interface UploadedFile {
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

function fieldError(field: string, message: string): AppError {
  return AppError.badRequest(`Invalid request: ${field}: ${message}`, { fields: [{ field, message }] });
}

/** A BOM must be CSV, TSV or Excel (.xlsx), at most 10 MB, and its bytes must match its extension. */
export function checkBomFile(file: UploadedFile): { extension: string; contentType: string } {
  const name = file.originalname.trim();
  if (!name || name.length > 200) throw fieldError('file', 'The file name must be 1 to 200 characters');
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase();
  if (!(BOM_EXTENSIONS as readonly string[]).includes(extension)) {
    throw fieldError('file', 'The BOM must be a CSV, TSV or Excel (.xlsx) file');
  }
  if (file.size === 0) throw fieldError('file', 'The BOM file is empty');
  if (file.size > BOM_FILE_MAX_BYTES) throw fieldError('file', 'The BOM file must be 10 MB or smaller');
  const head = file.buffer.subarray(0, 4096);
  if (extension === '.xlsx') {
    // .xlsx is a ZIP container
    if (!(head[0] === 0x50 && head[1] === 0x4b)) throw fieldError('file', 'The file is not a valid Excel (.xlsx) workbook');
    return { extension, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
  }
  if (head.includes(0)) throw fieldError('file', `The file is not a text ${extension === '.csv' ? 'CSV' : 'TSV'} file`);
  return { extension, contentType: extension === '.csv' ? 'text/csv' : 'text/tab-separated-values' };
}

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw AppError.unavailable('The database is unavailable. Try again shortly.');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: WAITLIST_BUCKET });
}

async function storeFile(file: UploadedFile, contentType: string, metadata: Record<string, unknown>) {
  const upload = bucket().openUploadStream(file.originalname, { metadata: { ...metadata, contentType } });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(file.buffer);
  });
  return { fileId: upload.id, name: file.originalname, size: file.size, contentType, bucket: WAITLIST_BUCKET };
}

type StoredFile = { fileId: Types.ObjectId; name: string; size: number };

async function readStoredFile(file: StoredFile): Promise<{ originalname: string; buffer: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of bucket().openDownloadStream(file.fileId)) chunks.push(chunk as Buffer);
  } catch (error) {
    if (/not found/i.test((error as Error).message ?? '')) throw AppError.notFound(`The stored BOM file "${file.name}" of this waitlist entry is missing.`);
    throw error;
  }
  const buffer = Buffer.concat(chunks);
  return { originalname: file.name, buffer, size: buffer.length };
}

/** Malformed ids are unknown entries (404), like ids that match nothing. */
async function findWaitlistEntry(entryId: string) {
  const entry = /^[a-f0-9]{24}$/i.test(entryId) ? await WaitlistModel.findById(entryId).lean() : null;
  if (!entry) throw AppError.notFound(`No waitlist entry with id "${entryId}".`);
  return entry;
}

/** The waitlist: signups with an optional BOM (stored in GridFS), the admin listing, and sending a stored BOM through the pipeline. */
export function createWaitlistService(deps: ContentServiceDeps) {
  const { outbox } = deps;
  const link = linkTo(deps.publicUrl);

  return {
    /** Creates or updates (dedupe by email) a waitlist entry, stores the BOM in GridFS, records §3's event, emails a confirmation. */
    async joinWaitlist(input: z.infer<typeof WaitlistSchema>, file: UploadedFile | undefined, uid: string | null) {
      const checked = file ? checkBomFile(file) : null;
      const existing = await WaitlistModel.findOne({ email: input.email });
      const storedFile = file && checked ? await storeFile(file, checked.contentType, { email: input.email, role: input.role }) : null;
      const fields = {
        company: input.company,
        role: input.role,
        source: input.source,
        description: input.description,
        ...(storedFile ? { file: storedFile, bomUploadId: null } : {}),
        ...(uid ? { uid } : {}),
      };
      let updated = false;
      let entry;
      if (existing) {
        const previousFile = existing.file?.fileId;
        entry = await WaitlistModel.findOneAndUpdate({ _id: existing._id }, { $set: fields, $inc: { signups: 1 } }, { returnDocument: 'after' });
        if (storedFile && previousFile) await bucket().delete(previousFile).catch(() => undefined);
        updated = true;
      } else {
        try {
          entry = await WaitlistModel.create({ email: input.email, ...fields });
        } catch (error) {
          // Two signups raced: the other one won, so this becomes an update.
          if ((error as { code?: number }).code !== 11000) throw error;
          entry = await WaitlistModel.findOneAndUpdate({ email: input.email }, { $set: fields, $inc: { signups: 1 } }, { returnDocument: 'after' });
          updated = true;
        }
      }
      if (!entry) throw new Error('waitlist entry vanished during signup');

      await recordEvent({
        event: {
          type: 'waitlist_signup',
          props: {
            email: input.email,
            company: input.company,
            source: input.source,
            fileName: file?.originalname ?? null,
            descriptionLength: input.description.length,
          },
        },
        environment: deps.analyticsEnvironment,
        uid,
        anonymousId: null,
        path: '/waitlist',
      });

      await outbox.send(
        input.email,
        updated ? 'waitlist-updated' : 'waitlist-confirmation',
        emailTemplates.waitlistConfirmation({ company: input.company, role: input.role, fileName: file?.originalname ?? null, updated }, link),
      );

      // The same answer for a new and a repeat signup, so the form cannot tell who is on the waitlist; the owner's
      // inbox learns which it was. Only what this request sent is echoed (not an earlier file).
      return {
        status: 'created' as const,
        message: 'You are on the waitlist. We sent a confirmation to your inbox.',
        entry: {
          id: String(entry._id),
          email: entry.email,
          company: entry.company,
          role: entry.role,
          file: storedFile ? { name: storedFile.name, size: storedFile.size } : null,
        },
      };
    },

    /** Streams a stored waitlist BOM for admins. */
    async openWaitlistFile(entryId: string) {
      const entry = await findWaitlistEntry(entryId);
      if (!entry.file) throw AppError.notFound('This waitlist entry has no BOM file.');
      return { file: entry.file, stream: bucket().openDownloadStream(entry.file.fileId) };
    },

    /**
     * Sends an entry's stored BOM through the BOM pipeline as the calling admin's upload (admins see every
     * upload). Once per stored file: a repeat answers with the same upload; a new file from a repeat signup
     * can be processed again.
     */
    async processWaitlistBom(principal: Principal, entryId: string) {
      const entry = await findWaitlistEntry(entryId);
      const file = entry.file;
      if (!file) throw AppError.conflict('This waitlist entry has no BOM file to process.');
      const result = await submitStoredFile(
        deps.bomQueue,
        principal,
        { kind: 'waitlist', waitlistEntryId: entry._id, waitlistFileId: file.fileId },
        () => readStoredFile(file),
        deps.analyticsEnvironment,
      );
      // Only while the entry still holds this file: a repeat signup may have replaced it meanwhile.
      await WaitlistModel.updateOne(
        { _id: entry._id, 'file.fileId': file.fileId },
        { $set: { bomUploadId: new Types.ObjectId(result.upload.id) } },
        // Processing is not a signup: the entry keeps its place in the listing (sorted by updatedAt).
        { timestamps: false },
      );
      const message = !result.created
        ? `${file.name} was already sent to the BOM pipeline; this is its upload.`
        : result.queued
          ? `${file.name} is queued for processing (${result.upload.lineCount.toLocaleString('en-US')} lines).`
          : `${file.name} is uploaded, but its columns could not be detected: open the upload to confirm the mapping.`;
      return { status: result.created ? ('created' as const) : ('existing' as const), queued: result.queued, message, upload: result.upload };
    },

  };
}
