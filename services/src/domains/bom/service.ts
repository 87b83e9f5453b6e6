import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import { BOM_FIELDS, headerSignature, mappingFromColumns, type Mapping } from './columns.js';
import { MAX_FILE_BYTES } from './limits.js';
import { SupplierMatcher, type Requirements } from './match.js';
import {
  BomCorrectionModel,
  BomLinePageModel,
  LINES_PER_PAGE,
  loadLines,
  BomMappingModel,
  BomUploadModel,
  correctionKeys,
  deleteFile,
  readFile,
  storeFile,
  type BomLineDoc,
  type BomUploadDoc,
} from './model.js';
import type { LineKind } from './classify.js';
import { countLine } from './line-kinds.js';
import { isProcessSlug, processRef } from './processes.js';
import type { BomQueue } from './queueing.js';
import type { TableInspection } from './analyse.js';
import { sharedParsePool } from './parse-pool.js';
import { fileTypeOf, type BomFileType } from './table.js';
import { lineView, suppliersOf, uploadView, type SupplierMatchView } from './views.js';
import { lineMatchKey } from './match-key.js';
import { resolveRequirements } from './requirements.js';
import { storedLineAsNormalized } from './stored-line.js';
import { offersProcess } from '../suppliers/queries.js';
import { recordTrainingExample } from './training-examples.js';

export type AnalyticsEnvironment = 'alpha' | 'development' | 'production';

const CONTENT_TYPES: Record<BomFileType, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function objectId(id: string, what = 'upload'): Types.ObjectId {
  if (!Types.ObjectId.isValid(id) || !/^[a-f0-9]{24}$/i.test(id)) throw AppError.notFound(`No ${what} with id "${id}".`);
  return new Types.ObjectId(id);
}

/** Owners see their own uploads; admins see all; others get 404 (not 403) so ids do not leak. */
export async function getOwnedUpload(principal: Principal, id: string): Promise<BomUploadDoc> {
  const upload = await BomUploadModel.findById(objectId(id)).lean<BomUploadDoc>();
  if (!upload || (upload.uid !== principal.uid && !principal.admin)) throw AppError.notFound(`No upload with id "${id}".`);
  return upload;
}

async function rememberedMapping(uid: string, signature: string, width: number): Promise<Mapping | null> {
  const saved = await BomMappingModel.findOne({ uid, signature }).lean();
  if (!saved) return null;
  const mapping: Mapping = {};
  for (const [field, index] of Object.entries(saved.mapping as Record<string, number>)) {
    if ((BOM_FIELDS as readonly string[]).includes(field) && Number.isInteger(index) && index < width) mapping[field as keyof Mapping] = index;
  }
  return mapping;
}

/**
 * What reading one sheet sets on an upload: its header, the detected columns, the mapping (the one the user confirmed
 * for this header before, else the detected one), the preview and the counts.
 */
async function sheetFields(uid: string, sheet: TableInspection) {
  const signature = headerSignature(sheet.header);
  const remembered = await rememberedMapping(uid, signature, sheet.columns.length);
  return {
    headerRow: sheet.headerRow,
    headerSignature: signature,
    columns: sheet.columns,
    mapping: remembered ?? mappingFromColumns(sheet.columns),
    mappingSource: remembered ? ('remembered' as const) : ('detected' as const),
    preview: sheet.preview,
    format: sheet.format,
    skippedCount: sheet.skippedCount,
    lineCount: sheet.lineCount,
    total: sheet.lineCount,
  };
}

/** Where an upload came from when it was not uploaded by its owner: a waitlist signup's stored BOM. */
export interface UploadSource {
  kind: 'waitlist';
  waitlistEntryId: Types.ObjectId;
  /** The waitlist's stored file: at most one upload per stored file (a unique index says so). */
  waitlistFileId: Types.ObjectId;
}

/** Validates and analyses the whole file before anything is stored; a bad file leaves nothing behind. */
export async function createUpload(
  principal: Principal,
  file: { originalname: string; buffer: Buffer; size: number },
  environment: AnalyticsEnvironment,
  source?: UploadSource,
) {
  const fileName = file.originalname.replace(/[\\/]/g, '_').slice(0, 200) || 'bom';
  const fileType = fileTypeOf(fileName);
  if (file.size > MAX_FILE_BYTES) throw AppError.badRequest(`"${fileName}" is larger than 10 MB.`);
  // Read on a thread: a big workbook must not stall every other request.
  const sheet = await sharedParsePool().inspect({ buffer: file.buffer, fileName, fileType });
  const read = await sheetFields(principal.uid, sheet);
  const fileId = await storeFile(fileName, file.buffer, CONTENT_TYPES[fileType]);
  let upload: BomUploadDoc;
  try {
    const created = await BomUploadModel.create({
      uid: principal.uid,
      email: principal.email,
      fileName,
      fileType,
      size: file.size,
      fileId,
      state: 'awaiting-mapping',
      sheets: sheet.sheets,
      sheet: sheet.sheet,
      includedSheets: await rememberedSheets(principal.uid, sheet.sheets),
      ...read,
      ...(source ? { source } : {}),
      createdAt: new Date(),
    });
    upload = created.toObject() as BomUploadDoc;
  } catch (error) {
    await deleteFile(fileId);
    throw error;
  }
  await recordEvent({
    event: { type: 'bom_upload', props: { fileName, fileType, fileSize: file.size, user: principal.uid } },
    environment,
    uid: principal.uid,
    anonymousId: null,
    path: '/bom-upload',
  }).catch(() => undefined);
  return uploadView(upload);
}

/** Re-reads the stored workbook with another sheet (the XLSX sheet picker). */
export async function selectSheet(principal: Principal, id: string, sheetName: string) {
  const upload = await getOwnedUpload(principal, id);
  if (upload.fileType !== 'xlsx') throw AppError.badRequest('Only XLSX uploads have sheets to choose from.');
  if (upload.state === 'queued' || upload.state === 'processing') throw AppError.conflict('This BOM is being processed; wait for it to finish before changing the sheet.');
  if (!upload.sheets.includes(sheetName)) throw AppError.badRequest(`The workbook has no sheet named "${sheetName}". Sheets: ${upload.sheets.join(', ')}.`);
  const buffer = await readFile(upload.fileId);
  const sheet = await sharedParsePool().inspect({ buffer, fileName: upload.fileName, fileType: 'xlsx', sheet: sheetName, label: `${upload.fileName} (sheet "${sheetName}")` });
  const updated = await BomUploadModel.findByIdAndUpdate(
    upload._id,
    {
      $set: {
        sheet: sheetName,
        ...(await sheetFields(upload.uid, sheet)),
        processed: 0,
        state: upload.state === 'completed' || upload.state === 'failed' ? upload.state : 'awaiting-mapping',
      },
    },
    { returnDocument: 'after' },
  ).lean<BomUploadDoc>();
  return uploadView(updated!);
}

export function validateMapping(mapping: Mapping, width: number): Mapping {
  const clean: Mapping = {};
  const used = new Map<number, string>();
  for (const [field, index] of Object.entries(mapping)) {
    if (index === undefined || index === null) continue;
    if (!Number.isInteger(index) || index < 0 || index >= width) throw AppError.badRequest(`mapping.${field}: column ${index} does not exist (the file has ${width} columns).`);
    const other = used.get(index);
    if (other) throw AppError.badRequest(`mapping: column ${index} is mapped to both ${other} and ${field}.`);
    used.set(index, field);
    clean[field as keyof Mapping] = index;
  }
  // KiCad and Eagle files name parts by value, footprint and reference designators: those identify a line too.
  const identifying: (keyof Mapping)[] = ['partNumber', 'description', 'mpn', 'value', 'supplierPn', 'refDes'];
  if (identifying.every((f) => clean[f] === undefined)) {
    throw AppError.badRequest('mapping: map at least a part number, description, MPN, value, supplier part number or reference designator column.');
  }
  return clean;
}

/** Stores the confirmed mapping (remembered per user + header signature) and bumps the generation. */
export async function prepareProcessing(principal: Principal, upload: BomUploadDoc, mapping: Mapping, requirements: Requirements, sheets?: string[]) {
  const clean = validateMapping(mapping, upload.columns.length);
  requirements = await resolveRequirements(upload.uid, requirements);
  const included = sheets ? includedSheets(upload, sheets) : undefined;
  const updated = await BomUploadModel.findOneAndUpdate(
    { _id: upload._id, generation: upload.generation },
    {
      $set: { state: 'queued', mapping: clean, mappingSource: 'confirmed', requirements, processed: 0, total: upload.lineCount, error: null, queuedAt: new Date(), ...(included ? { includedSheets: included } : {}) },
      $inc: { generation: 1 },
    },
    { returnDocument: 'after' },
  ).lean<BomUploadDoc>();
  if (!updated) throw AppError.conflict('This upload changed while you were confirming it; reload and try again.');
  if (included) {
    // The sheet choice is remembered per user for workbooks with the same sheets, like the mapping.
    await BomMappingModel.updateOne({ uid: upload.uid, signature: workbookSignature(upload.sheets) }, { $set: { mapping: { sheets: included }, updatedAt: new Date() } }, { upsert: true });
  }
  if (upload.headerSignature) {
    await BomMappingModel.updateOne(
      { uid: upload.uid, signature: upload.headerSignature },
      { $set: { mapping: clean, updatedAt: new Date() } },
      { upsert: true },
    );
  }
  return updated;
}

/** The sheets a workbook upload reads: the mapped one always, the others as chosen; an unknown name is refused. */
function includedSheets(upload: BomUploadDoc, sheets: string[]): string[] {
  if (upload.fileType !== 'xlsx') throw AppError.badRequest('sheets: only XLSX uploads have sheets to choose from.');
  const unknown = sheets.filter((s) => !upload.sheets.includes(s));
  if (unknown.length) throw AppError.badRequest(`sheets: the workbook has no sheet named "${unknown[0]}". Sheets: ${upload.sheets.join(', ')}.`);
  return upload.sheets.filter((s) => s === upload.sheet || sheets.includes(s));
}

/** Identifies a workbook layout by its sheet names, for the remembered sheet choice. */
function workbookSignature(sheets: string[]): string {
  return `sheets:${createHash('sha1').update(sheets.join('|')).digest('hex')}`;
}

/** The sheets this user chose before for a workbook with the same sheets, if any. */
async function rememberedSheets(uid: string, sheets: string[]): Promise<string[] | undefined> {
  if (sheets.length < 2) return undefined;
  const saved = await BomMappingModel.findOne({ uid, signature: workbookSignature(sheets) }).lean();
  const chosen = (saved?.mapping as { sheets?: unknown } | undefined)?.sheets;
  return Array.isArray(chosen) ? sheets.filter((s) => chosen.includes(s)) : undefined;
}

/** The job for this processing generation could not be queued: say so on the upload, so nothing waits forever. */
export async function markQueueingFailed(uploadId: BomUploadDoc['_id'], generation: number): Promise<void> {
  await BomUploadModel.updateOne(
    { _id: uploadId, generation },
    { $set: { state: 'failed', error: 'The job could not be queued; process it again.' } },
  );
}

/** Confirms the mapping and queues the job for the new generation; a queueing failure is recorded on the upload. */
export async function startProcessing(queue: BomQueue, principal: Principal, upload: BomUploadDoc, mapping: Mapping, requirements: Requirements, sheets?: string[]) {
  const id = String(upload._id);
  await queue.clearFinishedJob(id);
  const updated = await prepareProcessing(principal, upload, mapping, requirements, sheets);
  try {
    await queue.add({ uploadId: id, generation: updated.generation, fileName: updated.fileName, uid: updated.uid });
  } catch (error) {
    await markQueueingFailed(upload._id, updated.generation);
    throw error;
  }
  return updated;
}

/**
 * Sends a file another domain already stores (a waitlist BOM) through the pipeline, once per stored file: a
 * repeat answers with the existing upload. The file is read only when a new upload is needed. The detected
 * mapping is queued right away when it is usable; otherwise the upload waits for someone to confirm the columns.
 */
export async function submitStoredFile(
  queue: BomQueue,
  principal: Principal,
  source: UploadSource,
  readSourceFile: () => Promise<{ originalname: string; buffer: Buffer; size: number }>,
  environment: AnalyticsEnvironment,
): Promise<{ created: boolean; queued: boolean; upload: ReturnType<typeof uploadView> }> {
  const fromSource = () => BomUploadModel.findOne({ 'source.waitlistFileId': source.waitlistFileId }).lean<BomUploadDoc>();
  const known = await fromSource();
  if (known) return { created: false, queued: false, upload: uploadView(known) };
  let created: ReturnType<typeof uploadView>;
  try {
    created = await createUpload(principal, await readSourceFile(), environment, source);
  } catch (error) {
    // A concurrent request for the same file won the unique index: answer with its upload.
    if ((error as { code?: number }).code !== 11000) throw error;
    const winner = await fromSource();
    if (!winner) throw error;
    return { created: false, queued: false, upload: uploadView(winner) };
  }
  const upload = await getOwnedUpload(principal, created.id);
  let mapping: Mapping;
  try {
    mapping = validateMapping(upload.mapping as Mapping, upload.columns.length);
  } catch {
    return { created: true, queued: false, upload: created };
  }
  return { created: true, queued: true, upload: uploadView(await startProcessing(queue, principal, upload, mapping, {})) };
}

/** The progress fields of an upload, for the live progress stream. */
export async function readProgress(uploadId: BomUploadDoc['_id']): Promise<BomUploadDoc | null> {
  return BomUploadModel.findById(uploadId, { processed: 1, total: 1, state: 1, error: 1 }).lean<BomUploadDoc>();
}

export async function listUploads(principal: Principal, all: boolean, limit = 200) {
  const filter = all && principal.admin ? {} : { uid: principal.uid };
  const uploads = await BomUploadModel.find(filter, { preview: 0, columns: 0 }).sort({ createdAt: -1 }).limit(limit).lean<BomUploadDoc[]>();
  return uploads.map((u) => ({ ...uploadView({ ...u, preview: [], columns: [] } as unknown as BomUploadDoc), preview: undefined, columns: undefined }));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface LineFilters {
  kind?: LineKind;
  process?: string;
  q?: string;
}

export async function listLines(principal: Principal, id: string, filters: LineFilters) {
  const upload = await getOwnedUpload(principal, id);
  let lines = await loadLines(upload);
  if (filters.kind) lines = lines.filter((l) => l.kind === filters.kind);
  if (filters.process) lines = lines.filter((l) => l.process?.slug === filters.process);
  if (filters.q) {
    const re = new RegExp(escapeRegex(filters.q.trim()), 'i');
    lines = lines.filter((l) => [l.partNumber, l.description, l.mpn, l.manufacturer, l.material].some((v) => v && re.test(v)));
  }
  const matches = (upload.supplierMatches ?? {}) as Record<string, SupplierMatchView[]>;
  return lines.map((l) => lineView(l, matches));
}

async function recomputeSummary(upload: BomUploadDoc, lines: BomLineDoc[], matches: Record<string, SupplierMatchView[]>) {
  const previous = (upload.summary ?? {}) as { skipped?: unknown[]; modelVersion?: string };
  const summary = {
    byProcess: {} as Record<string, number>, custom: 0, standard: 0, unknown: 0, byKind: {}, suppliersFound: 0,
    toQuote: 0, toBuy: 0, toReview: 0, notParts: 0, alternates: 0, dnp: 0, quantityWarnings: 0, skipped: previous.skipped ?? [], modelVersion: previous.modelVersion ?? '',
  };
  const suppliers = new Set<string>();
  for (const l of lines) {
    countLine(summary, l.kind as LineKind, Boolean(l.dnp), typeof l.alternateOf === 'number');
    if (l.quantityWarning) summary.quantityWarnings++;
    if (l.process?.slug) summary.byProcess[l.process.slug] = (summary.byProcess[l.process.slug] ?? 0) + 1;
    for (const s of suppliersOf(l, storedLineAsNormalized(l), matches)) suppliers.add(s.id);
  }
  summary.suppliersFound = suppliers.size;
  await BomUploadModel.updateOne({ _id: upload._id }, { $set: { summary } });
}

/** A user's correction: applied to the line now and remembered for the same part number/description later. */
export async function correctLine(
  principal: Principal,
  id: string,
  lineId: string,
  correction: { kind: LineKind; process?: string | null; standardCategory?: string | null },
) {
  const upload = await getOwnedUpload(principal, id);
  const wanted = objectId(lineId, 'line');
  const lines = await loadLines(upload);
  const index = lines.findIndex((l) => wanted.equals(l._id));
  const line = lines[index];
  if (!line) throw AppError.notFound(`No line with id "${lineId}" in this upload.`);
  if (correction.kind === 'custom' && correction.process && !isProcessSlug(correction.process)) {
    const known = await offersProcess(correction.process);
    if (!known && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(correction.process)) throw AppError.badRequest(`process: "${correction.process}" is not a catalogue process slug.`);
  }
  const process = correction.kind === 'custom' && correction.process ? processRef(correction.process) : null;
  const matches = { ...((upload.supplierMatches ?? {}) as Record<string, SupplierMatchView[]>) };
  if (process) {
    // a line corrected to a process gets its ranking now, unless a line like it has one already
    const needs = { ...storedLineAsNormalized(line), process };
    const key = lineMatchKey(needs);
    if (!matches[key]) {
      matches[key] = (await SupplierMatcher.load([process.slug], (upload.requirements ?? {}) as Requirements)).matchLine(needs);
      await BomUploadModel.updateOne({ _id: upload._id }, { $set: { [`supplierMatches.${key}`]: matches[key] } });
    }
  }
  const updated: BomLineDoc = {
    ...line,
    kind: correction.kind,
    process,
    standardCategory: correction.kind === 'standard' ? (correction.standardCategory ?? null) : null,
    confidence: 1,
    evidence: ['corrected by you'],
    corrected: true,
  };
  lines[index] = updated;
  // Rewrite the line's page (read-modify-write keyed by run and page: a reprocess makes a new run instead).
  const page = Math.floor(index / LINES_PER_PAGE);
  const { uploadId: _omit, ...stored } = updated;
  void _omit;
  const pageDoc = await BomLinePageModel.findOne({ uploadId: upload._id, run: upload.activeRun, page }).lean();
  if (!pageDoc) throw AppError.conflict('This BOM was reprocessed meanwhile; reload the results and correct the line again.');
  const pageLines = (pageDoc.lines as { _id: Types.ObjectId }[]).map((l) => (wanted.equals(l._id) ? stored : l));
  await BomLinePageModel.updateOne({ _id: pageDoc._id }, { $set: { lines: pageLines } });
  for (const key of correctionKeys(line.partNumber || line.mpn || '', line.description || line.displayName || '')) {
    await BomCorrectionModel.updateOne(
      { uid: upload.uid, key },
      { $set: { kind: correction.kind, process: process?.slug ?? null, standardCategory: correction.standardCategory ?? null, updatedAt: new Date() } },
      { upsert: true },
    );
  }
  const modelVersion = ((upload.summary ?? {}) as { modelVersion?: string }).modelVersion || null;
  await recordTrainingExample(upload.uid, line, upload.format ?? '', { kind: correction.kind, process: process?.slug ?? null }, modelVersion);
  await recomputeSummary(upload, lines, matches);
  return lineView(updated, matches);
}

/** Lines of completed uploads visible to the caller (own, or all for admins). */
async function visibleLines(principal: Principal, keep: (l: BomLineDoc) => boolean = () => true, uploadFilter: Record<string, unknown> = {}) {
  const filter = principal.admin ? { ...uploadFilter } : { ...uploadFilter, uid: principal.uid };
  const uploads = await BomUploadModel.find({ ...filter, activeRun: { $gt: 0 } }, { fileName: 1, createdAt: 1, activeRun: 1, uid: 1 }).lean<BomUploadDoc[]>();
  const byId = new Map(uploads.map((u) => [String(u._id), u]));
  const lines: BomLineDoc[] = [];
  for (const u of uploads) for (const l of await loadLines(u)) if (keep(l)) lines.push(l);
  return { uploads: byId, lines };
}

export async function listParts(principal: Principal, q?: string) {
  const re = q?.trim() ? new RegExp(escapeRegex(q.trim()), 'i') : null;
  const { uploads, lines } = await visibleLines(principal, re ? (l) => [l.partNumber, l.description, l.mpn, l.manufacturer].some((v) => v && re.test(v)) : undefined);
  const parts = new Map<string, { latest: BomLineDoc; latestAt: Date; revisions: Set<string>; uploads: Set<string>; totalQuantity: number; lines: number }>();
  for (const line of lines) {
    const upload = uploads.get(String(line.uploadId))!;
    const key = principal.admin ? `${line.uid}|${line.partKey}` : line.partKey;
    const entry = parts.get(key);
    if (!entry) {
      parts.set(key, {
        latest: line,
        latestAt: upload.createdAt,
        revisions: new Set(line.revision ? [line.revision] : []),
        uploads: new Set([String(line.uploadId)]),
        totalQuantity: line.quantity ?? 0,
        lines: 1,
      });
      continue;
    }
    if (line.revision) entry.revisions.add(line.revision);
    entry.uploads.add(String(line.uploadId));
    entry.totalQuantity += line.quantity ?? 0;
    entry.lines++;
    if (upload.createdAt > entry.latestAt || (upload.createdAt.getTime() === entry.latestAt.getTime() && (line.revision ?? '') > (entry.latest.revision ?? ''))) {
      entry.latest = line;
      entry.latestAt = upload.createdAt;
    }
  }
  return [...parts.values()]
    .sort((a, b) => b.latestAt.getTime() - a.latestAt.getTime() || a.latest.partKey.localeCompare(b.latest.partKey))
    .slice(0, 5000)
    .map((p) => ({
      id: String(p.latest._id),
      partId: String(p.latest._id),
      uploadId: String(p.latest.uploadId),
      partKey: p.latest.partKey,
      partNumber: p.latest.partNumber ?? '',
      description: p.latest.description ?? '',
      revision: p.latest.revision ?? '',
      revisions: [...p.revisions].sort(),
      kind: p.latest.kind,
      process: p.latest.process?.slug ? { slug: p.latest.process.slug, name: p.latest.process.name ?? '' } : null,
      standardCategory: p.latest.standardCategory ?? null,
      manufacturer: p.latest.manufacturer ?? '',
      mpn: p.latest.mpn ?? '',
      uploads: p.uploads.size,
      occurrences: p.lines,
      totalQuantity: p.totalQuantity,
      lastSeenAt: p.latestAt.toISOString(),
    }));
}

export async function partDetail(principal: Principal, uploadId: string, partId: string) {
  const upload = await getOwnedUpload(principal, uploadId);
  const wanted = objectId(partId, 'part');
  const line = (await loadLines(upload)).find((l) => wanted.equals(l._id));
  if (!line) throw AppError.notFound(`No part with id "${partId}" in this upload.`);
  const { uploads, lines } = await visibleLines(principal, (l) => l.partKey === line.partKey && l.uid === line.uid, { uid: line.uid });
  const occurrences = lines
    .map((l) => ({ line: l, upload: uploads.get(String(l.uploadId))! }))
    .sort((a, b) => a.upload.createdAt.getTime() - b.upload.createdAt.getTime() || a.line.lineNo - b.line.lineNo);
  const history = occurrences.map(({ line: l, upload: u }) => ({
    uploadId: String(u._id),
    lineId: String(l._id),
    fileName: u.fileName,
    at: u.createdAt.toISOString(),
    revision: l.revision ?? '',
    description: l.description ?? '',
    quantity: l.quantity ?? null,
    kind: l.kind,
    process: l.process?.slug ? { slug: l.process.slug, name: l.process.name ?? '' } : null,
    corrected: Boolean(l.corrected),
  }));
  const whereUsed = occurrences.map(({ line: l, upload: u }) => ({
    uploadId: String(u._id),
    fileName: u.fileName,
    lineNo: l.lineNo,
    quantity: l.quantity ?? null,
    unit: l.unit ?? 'ea',
    refDes: l.refDes ?? [],
  }));
  const revisions = [...new Set(history.map((h) => h.revision).filter(Boolean))].sort();
  return {
    part: lineView(line, (upload.supplierMatches ?? {}) as Record<string, SupplierMatchView[]>),
    upload: { id: String(upload._id), fileName: upload.fileName, createdAt: upload.createdAt.toISOString() },
    revision: line.revision ?? '',
    revisions,
    latestRevision: revisions.at(-1) ?? (line.revision || ''),
    history,
    whereUsed,
  };
}
