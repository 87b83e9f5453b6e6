import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import { recordEvent } from '../analytics/service.js';
import type { ClassifiedLine, Correction, Summary } from './analyse.js';
import type { Mapping } from './columns.js';
import type { SupplierMatch } from '@forge/contract';
import { SupplierMatcher, type Requirements } from './match.js';
import { BomCorrectionModel, BomLinePageModel, BomMappingModel, BomUploadModel, LINES_PER_PAGE, readFile } from './model.js';
import type { ParsePool } from './parse-pool.js';
import type { BomFileType } from './table.js';
import type { RowChoice } from './workbook.js';

export { classifyWithCorrections, type ClassifiedLine, type Correction, type Summary } from './analyse.js';

/** Bad content: retrying cannot help (the worker turns it into BullMQ's UnrecoverableError). */
export class BadContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BadContentError';
  }
}

export async function loadCorrections(uid: string): Promise<Map<string, Correction>> {
  const rows = await BomCorrectionModel.find({ uid }).lean();
  return new Map(rows.map((r) => [r.key, { kind: r.kind as Correction['kind'], process: r.process ?? null, standardCategory: r.standardCategory ?? null }]));
}

/** Lines are handed on in chunks of this many (whole pages), so storing can overlap classifying. */
export const CHUNK_LINES = LINES_PER_PAGE * 4;

/**
 * Parse → normalise → classify on a reading thread of `pool`, then match suppliers here (it reads the
 * directory). Shared by the worker and the in-process benchmark, so both do the same work.
 * `onChunk` receives each classified chunk in order while the thread classifies the next.
 */
export async function analyseBom(
  pool: ParsePool,
  input: {
    buffer: Buffer;
    fileName: string;
    fileType: BomFileType;
    sheet: string | null;
    mapping: Mapping;
    requirements: Requirements;
    restoredRows?: number[];
    /** Rows the user restored or moved out of the lines, by sheet. */
    rowChoices?: RowChoice[];
    /** Other workbook sheets to read (those holding a BOM add their lines) and the user's mappings by header. */
    extraSheets?: string[];
    rememberedMappings?: Record<string, Mapping>;
  },
  corrections: Map<string, Correction>,
  onChunk?: (chunk: ClassifiedLine[], offset: number, total: number) => Promise<void> | void,
): Promise<{ lines: ClassifiedLine[]; summary: Summary; supplierMatches: Record<string, SupplierMatch[]> }> {
  const lines: ClassifiedLine[] = [];
  let summary: Summary;
  try {
    ({ summary } = await pool.classify(
      { buffer: input.buffer, fileName: input.fileName, fileType: input.fileType, sheet: input.sheet || null, mapping: input.mapping, corrections: [...corrections], chunkLines: CHUNK_LINES, restoredRows: input.restoredRows ?? [], rowChoices: input.rowChoices ?? [], extraSheets: input.extraSheets ?? [], rememberedMappings: input.rememberedMappings ?? {} },
      async (chunk, offset, total) => {
        for (const line of chunk) lines.push(line);
        await onChunk?.(chunk, offset, total);
      },
    ));
  } catch (error) {
    // The file's own fault (unreadable, too many lines, over the thread's memory or time limit): no retry helps.
    if (error instanceof AppError) throw new BadContentError(error.message);
    throw error;
  }
  // Suppliers depend on the line's process, material and value band and on the requirements: ranked once per key.
  const custom = lines.filter((l) => l.kind === 'custom' && l.process && l.alternateOf === null);
  const matcher = await SupplierMatcher.load([...new Set(custom.map((l) => l.process!.slug))], input.requirements);
  const supplierIds = new Set<string>();
  for (const line of custom) for (const s of matcher.matchLine({ ...line, process: line.process! })) supplierIds.add(s.id);
  const supplierMatches = matcher.rankings();
  summary.suppliersFound = supplierIds.size;
  return { lines, summary, supplierMatches };
}

/** The stored line: empty fields are left out (views default them), which keeps 10k-line inserts light. */
export function lineDocument(uid: string, l: ClassifiedLine) {
  const doc: Record<string, unknown> = { _id: new Types.ObjectId(), uid, lineNo: l.lineNo, partKey: l.partKey, kind: l.kind, confidence: l.confidence, evidence: l.evidence };
  const optional: Record<string, unknown> = {
    partNumber: l.partNumber,
    revision: l.revision,
    description: l.description,
    quantity: l.quantity,
    unit: l.unit === 'ea' ? '' : l.unit,
    material: l.material,
    finish: l.finish,
    processHint: l.processHint,
    manufacturer: l.manufacturer,
    mpn: l.mpn,
    notes: l.notes,
    unitPrice: l.unitPrice,
    value: l.value,
    footprint: l.footprint,
    supplier: l.supplier,
    supplierPn: l.supplierPn,
    link: l.link,
    datasheet: l.datasheet,
    makeBuy: l.makeBuy,
    usedIn: l.usedIn,
    displayName: l.description ? '' : l.displayName,
    quantityWarning: l.quantityWarning,
    process: l.process,
    standardCategory: l.standardCategory,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== '' && value !== null && value !== undefined) doc[key] = value;
  if (l.refDes.length) doc.refDes = l.refDes;
  if (l.corrected) doc.corrected = true;
  if (l.dnp) doc.dnp = true;
  if (l.alternateOf !== null) doc.alternateOf = l.alternateOf;
  if (l.sheet) doc.sheet = l.sheet;
  for (const _ in l.attributes) {
    doc.attributes = l.attributes;
    break;
  }
  return doc;
}

/** The user's confirmed column mappings by header signature (for a workbook's other sheets). */
async function rememberedMappings(uid: string): Promise<Record<string, Mapping>> {
  const saved = await BomMappingModel.find({ uid }).sort({ updatedAt: -1 }).limit(500).lean();
  return Object.fromEntries(saved.filter((m) => !m.signature.startsWith('sheets:')).map((m) => [m.signature, m.mapping as Mapping]));
}

export type ProgressReporter = (processed: number, total: number) => Promise<void>;

/**
 * Processes one upload for one generation. Idempotent: each run takes a fresh run number, writes its lines
 * under it, and makes them visible in one conditional update (activeRun) that succeeds only if no newer run
 * started; older runs' lines are removed after. A crash anywhere leaves the previous results visible, and
 * overlapping runs (a stalled job picked up again) can neither duplicate nor mix lines.
 */
export async function processUpload(
  uploadId: string,
  generation: number,
  pool: ParsePool,
  report: ProgressReporter = async () => undefined,
  environment: 'alpha' | 'development' | 'production' = 'production',
): Promise<{ status: 'completed' | 'stale'; lines: number; summary?: Summary }> {
  const started = Date.now();
  const id = new Types.ObjectId(uploadId);
  const upload = await BomUploadModel.findOneAndUpdate(
    { _id: id, generation },
    { $set: { state: 'processing', startedAt: new Date(), processed: 0, error: null }, $inc: { runSeq: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!upload) return { status: 'stale', lines: 0 };
  const run = upload.runSeq;
  let buffer: Buffer;
  try {
    buffer = await readFile(upload.fileId);
  } catch (error) {
    throw new BadContentError(`The stored file of this upload is missing (${(error as Error).message}).`);
  }
  const corrections = await loadCorrections(upload.uid);
  // Each chunk's pages are written while the reading thread classifies the next one.
  const { lines, summary, supplierMatches } = await analyseBom(
    pool,
    {
      buffer,
      fileName: upload.fileName,
      fileType: upload.fileType as BomFileType,
      sheet: upload.sheet || null,
      mapping: (upload.mapping ?? {}) as Mapping,
      requirements: (upload.requirements ?? {}) as Requirements,
      restoredRows: upload.restoredRows ?? [],
      rowChoices: (upload.rowChoices ?? []).map((c) => ({ sheet: c.sheet ?? '', lineNo: c.lineNo, part: c.part })),
      // A workbook is read whole: the mapped sheet and every other included sheet that holds a BOM.
      extraSheets: upload.fileType === 'xlsx' ? (upload.includedSheets ?? upload.sheets ?? []) : [],
      rememberedMappings: upload.fileType === 'xlsx' ? await rememberedMappings(upload.uid) : {},
    },
    corrections,
    async (chunk, offset, total) => {
      const pages = [];
      for (let p = 0; p < chunk.length; p += LINES_PER_PAGE) {
        pages.push({ uploadId: id, generation, run, uid: upload.uid, page: (offset + p) / LINES_PER_PAGE, lines: chunk.slice(p, p + LINES_PER_PAGE).map((l) => lineDocument(upload.uid, l)) });
      }
      await BomLinePageModel.collection.insertMany(pages, { ordered: false });
      await report(offset + chunk.length, total);
    },
  );
  const processingTimeMs = Date.now() - started;
  const committed = await BomUploadModel.findOneAndUpdate(
    { _id: id, generation, runSeq: run },
    {
      $set: {
        state: 'completed',
        activeGeneration: generation,
        activeRun: run,
        processed: lines.length,
        total: lines.length,
        summary,
        supplierMatches,
        completedAt: new Date(),
        processingTimeMs,
        error: null,
      },
    },
  ).lean();
  if (!committed) {
    await BomLinePageModel.collection.deleteMany({ uploadId: id, run });
    return { status: 'stale', lines: 0 };
  }
  await BomLinePageModel.collection.deleteMany({ uploadId: id, run: { $lt: run } });
  await recordEvent({
    event: {
      type: 'processing_complete',
      props: { uploadId, processingTimeMs, linesProcessed: lines.length, suppliersFound: summary.suppliersFound },
    },
    environment,
    uid: upload.uid,
    anonymousId: null,
    path: null,
  }).catch(() => undefined);
  return { status: 'completed', lines: lines.length, summary };
}

/** Called when the queue gives up on a job (bad content or attempts exhausted). */
export async function markFailed(uploadId: string, generation: number, message: string): Promise<void> {
  // An overlapping run of the same generation may already have committed: never turn that into a failure.
  await BomUploadModel.updateOne({ _id: new Types.ObjectId(uploadId), generation, state: { $ne: 'completed' } }, { $set: { state: 'failed', error: message.slice(0, 500) } });
}

/** Progress as the page sees it. */
export async function storeProgress(uploadId: string, generation: number, processed: number, total: number): Promise<void> {
  await BomUploadModel.updateOne({ _id: new Types.ObjectId(uploadId), generation, state: 'processing' }, { $set: { processed, total } });
}
