import mongoose, { Schema, type Types } from 'mongoose';

export const BOM_BUCKET = 'bom_files';

const columnSchema = new Schema(
  { index: Number, header: String, detected: { type: String, default: null }, confidence: Number, quantityCandidates: { type: [Number], default: undefined } },
  { _id: false },
);

const uploadSchema = new Schema(
  {
    uid: { type: String, required: true, index: true },
    email: { type: String, default: '' },
    fileName: { type: String, required: true },
    fileType: { type: String, required: true },
    size: { type: Number, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    state: { type: String, required: true, index: true },
    sheets: { type: [String], default: [] },
    sheet: { type: String, default: '' },
    /** The workbook sheets read when processing (the mapped one and others holding a BOM); unset: every sheet. */
    includedSheets: { type: [String], default: undefined },
    headerRow: { type: Number, default: 0 },
    headerSignature: { type: String, default: '' },
    columns: { type: [columnSchema], default: [] },
    mapping: { type: Schema.Types.Mixed, default: {} },
    mappingSource: { type: String, default: 'detected' },
    preview: { type: [[String]], default: [] },
    lineCount: { type: Number, default: 0 },
    /** The recognised export format (e.g. "KiCad (schematic BOM)"), '' for a generic table. */
    format: { type: String, default: '' },
    /** Rows under the header that are not lines (blank rows not counted). */
    skippedCount: { type: Number, default: 0 },
    processed: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    error: { type: String, default: null },
    requirements: { type: Schema.Types.Mixed, default: {} },
    /** Skipped rows (1-based) the user restored as lines. */
    restoredRows: { type: [Number], default: [] },
    /** Rows the user moved between the lines and the "not a part" list, by sheet; the latest choice per row wins. */
    rowChoices: { type: [new Schema({ sheet: { type: String, default: '' }, lineNo: { type: Number, required: true }, part: { type: Boolean, required: true } }, { _id: false })], default: [] },
    /** Bumped on each process request; only the job of the current generation may write results. */
    generation: { type: Number, default: 0 },
    /** The generation whose lines are visible. */
    activeGeneration: { type: Number, default: 0 },
    /** Bumped by every processing run (retries and stalled re-runs included): lines belong to one run. */
    runSeq: { type: Number, default: 0 },
    /** The run whose lines are visible. */
    activeRun: { type: Number, default: 0 },
    summary: { type: Schema.Types.Mixed, default: null },
    /** Ranked suppliers per match key (match-key.ts: process, material, value band) for this upload's requirements. */
    supplierMatches: { type: Schema.Types.Mixed, default: {} },
    createdAt: { type: Date, required: true },
    queuedAt: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    processingTimeMs: { type: Number, default: null },
    /** Set when the file came from elsewhere (a waitlist signup's BOM) instead of the owner's own upload. */
    source: {
      type: new Schema(
        {
          kind: { type: String, enum: ['waitlist'], required: true },
          waitlistEntryId: { type: Schema.Types.ObjectId, required: true },
          waitlistFileId: { type: Schema.Types.ObjectId, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { collection: 'bom_uploads', versionKey: false },
);
uploadSchema.index({ uid: 1, createdAt: -1 });
// One upload per stored waitlist file, even when two admins press "Process" at once.
uploadSchema.index({ 'source.waitlistFileId': 1 }, { unique: true, sparse: true });

/** A stored BOM line (inside a page). Empty fields are omitted; views default them. */
export interface BomLineDoc {
  _id: Types.ObjectId;
  uploadId: Types.ObjectId;
  uid: string;
  lineNo: number;
  partKey: string;
  partNumber?: string;
  revision?: string;
  description?: string;
  quantity?: number | null;
  unit?: string;
  material?: string;
  finish?: string;
  processHint?: string;
  manufacturer?: string;
  mpn?: string;
  refDes?: string[];
  notes?: string;
  unitPrice?: number | null;
  value?: string;
  footprint?: string;
  supplier?: string;
  supplierPn?: string;
  link?: string;
  datasheet?: string;
  makeBuy?: string;
  usedIn?: string;
  dnp?: boolean;
  displayName?: string;
  quantityWarning?: string;
  attributes?: Record<string, string>;
  kind: string;
  process?: { slug: string; name: string } | null;
  standardCategory?: string | null;
  confidence: number;
  evidence: string[];
  corrected?: boolean;
  /** The primary line this one is an alternate of. */
  alternateOf?: number;
  /** The workbook sheet of the line (absent for CSV). */
  sheet?: string;
}

/**
 * Lines are stored in pages of up to LINES_PER_PAGE per document: a 10,000-line BOM is 20 inserts, not 10,000.
 * A page belongs to one processing run; only the upload's activeRun is visible.
 */
export const LINES_PER_PAGE = 500;
const linePageSchema = new Schema(
  {
    uploadId: { type: Schema.Types.ObjectId, required: true },
    generation: { type: Number, required: true },
    run: { type: Number, required: true },
    uid: { type: String, required: true },
    page: { type: Number, required: true },
    lines: { type: [Schema.Types.Mixed], default: [] },
  },
  { collection: 'bom_line_pages', versionKey: false },
);
// One page per run and index: overlapping runs (a stalled job re-run while the first still writes) never mix.
linePageSchema.index({ uploadId: 1, run: 1, page: 1 }, { unique: true });

const mappingSchema = new Schema(
  { uid: { type: String, required: true }, signature: { type: String, required: true }, mapping: { type: Schema.Types.Mixed, required: true }, updatedAt: Date },
  { collection: 'bom_mappings', versionKey: false },
);
mappingSchema.index({ uid: 1, signature: 1 }, { unique: true });

const correctionSchema = new Schema(
  {
    uid: { type: String, required: true },
    key: { type: String, required: true },
    kind: { type: String, required: true },
    process: { type: String, default: null },
    standardCategory: { type: String, default: null },
    updatedAt: Date,
  },
  { collection: 'bom_corrections', versionKey: false },
);
correctionSchema.index({ uid: 1, key: 1 }, { unique: true });

export const BomUploadModel = mongoose.model('BomUpload', uploadSchema);
export const BomLinePageModel = mongoose.model('BomLinePage', linePageSchema);
export const BomMappingModel = mongoose.model('BomMapping', mappingSchema);
export const BomCorrectionModel = mongoose.model('BomCorrection', correctionSchema);

export type BomUploadDoc = mongoose.InferSchemaType<typeof uploadSchema> & { _id: Types.ObjectId };

/** The visible lines of an upload, in file order. */
export async function loadLines(upload: { _id: Types.ObjectId; activeRun?: number | null }): Promise<BomLineDoc[]> {
  if (!upload.activeRun) return [];
  const pages = await BomLinePageModel.find({ uploadId: upload._id, run: upload.activeRun }).sort({ page: 1 }).lean();
  return pages.flatMap((p) => (p.lines as Omit<BomLineDoc, 'uploadId'>[]).map((l) => ({ ...l, uploadId: upload._id })));
}

function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: BOM_BUCKET });
}

export async function storeFile(fileName: string, buffer: Buffer, contentType: string): Promise<Types.ObjectId> {
  const stream = bucket().openUploadStream(fileName, { metadata: { contentType } });
  await new Promise<void>((resolve, reject) => {
    stream.once('finish', () => resolve());
    stream.once('error', reject);
    stream.end(buffer);
  });
  return stream.id as Types.ObjectId;
}

export async function readFile(fileId: Types.ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = bucket().openDownloadStream(fileId);
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function deleteFile(fileId: Types.ObjectId): Promise<void> {
  try {
    await bucket().delete(fileId);
  } catch {
    /* already gone */
  }
}

// Pure key helpers live apart so the reading threads can use them without mongoose.
export { correctionKeys, partKeyOf } from './line-keys.js';
