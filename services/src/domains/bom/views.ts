import type { BomField, BomLine, LineKind, SupplierMatch, UploadState, UploadView } from '@forge/contract';
import { neutraliseFormula } from '../../lib/csv.js';
import type { BomLineDoc, BomUploadDoc } from './model.js';
import { lineMatchKey, type LineNeeds } from './match-key.js';
import { storedLineAsNormalized } from './stored-line.js';

/** Rows of the mapped sheet the user made lines again: today's per-sheet choices and the legacy list. */
function restoredOnMappedSheet(u: BomUploadDoc): number[] {
  const sheet = u.sheet ?? '';
  const chosen = (u.rowChoices ?? []).filter((c) => c.part && (c.sheet ?? '') === sheet).map((c) => c.lineNo);
  return [...new Set([...(u.restoredRows ?? []), ...chosen])];
}

/** An upload as the contract's UploadSchema says; the stored enums are the ones this domain wrote. */
export function uploadView(u: BomUploadDoc): UploadView {
  return {
    id: String(u._id),
    fileName: u.fileName,
    fileType: u.fileType,
    size: u.size,
    state: u.state as UploadState,
    sheets: u.sheets ?? [],
    sheet: u.sheet ?? '',
    ...(u.includedSheets ? { includedSheets: u.includedSheets } : {}),
    headerRow: u.headerRow ?? 0,
    columns: (u.columns ?? []).map((c) => ({
      index: c.index ?? 0,
      header: c.header ?? '',
      detected: (c.detected ?? null) as BomField | null,
      confidence: c.confidence ?? 0,
      ...(c.quantityCandidates?.length ? { quantityCandidates: c.quantityCandidates } : {}),
    })),
    mapping: u.mapping ?? {},
    mappingSource: u.mappingSource ?? 'detected',
    // Stored as nested arrays of strings and nulls; mongoose types them as documents.
    preview: (u.preview ?? []) as unknown as (string | null)[][],
    lineCount: u.lineCount ?? 0,
    format: u.format ?? '',
    processed: u.processed ?? 0,
    total: u.total ?? 0,
    requirements: u.requirements ?? {},
    restoredRows: restoredOnMappedSheet(u),
    ...(u.error ? { error: u.error } : {}),
    createdAt: u.createdAt.toISOString(),
    ...(u.completedAt ? { completedAt: u.completedAt.toISOString() } : {}),
    ...(u.processingTimeMs != null ? { processingTimeMs: u.processingTimeMs } : {}),
    ...(u.summary ? { summary: u.summary } : {}),
    ...(u.source ? { source: { kind: u.source.kind, waitlistEntryId: String(u.source.waitlistEntryId) } } : {}),
    owner: u.uid,
  };
}

/** A supplier matched to a line's process, as the contract's SupplierMatchSchema says. */
export type SupplierMatchView = SupplierMatch;

/**
 * The suppliers ranked for a custom line: stored once per upload under the line's match key (process, material,
 * value band); uploads processed before keys existed have them under the process slug.
 */
export function suppliersOf(l: Pick<BomLineDoc, 'kind' | 'process' | 'alternateOf'>, fields: Omit<LineNeeds, 'process'>, supplierMatches: Record<string, SupplierMatchView[]>): SupplierMatchView[] {
  if (l.kind !== 'custom' || !l.process?.slug || typeof l.alternateOf === 'number') return [];
  const process = { slug: l.process.slug, name: l.process.name ?? l.process.slug };
  return supplierMatches[lineMatchKey({ ...fields, process })] ?? supplierMatches[process.slug] ?? [];
}

/** A line with the suppliers ranked for it. */
export function lineView(l: BomLineDoc, supplierMatches: Record<string, SupplierMatchView[]> = {}): BomLine {
  // The page shows no process hint; a line without a unit counts each.
  const { processHint: _processHint, ...fieldsForView } = storedLineAsNormalized(l);
  return {
    id: String(l._id),
    uploadId: String(l.uploadId),
    ...fieldsForView,
    unit: l.unit ?? 'ea',
    displayName: l.description || l.displayName || '',
    kind: l.kind as LineKind,
    process: l.process?.slug ? { slug: l.process.slug, name: l.process.name ?? l.process.slug } : null,
    ...(l.standardCategory ? { standardCategory: l.standardCategory } : {}),
    confidence: l.confidence,
    evidence: l.evidence ?? [],
    suppliers: suppliersOf(l, fieldsForView, supplierMatches),
    corrected: Boolean(l.corrected),
    alternateOf: typeof l.alternateOf === 'number' ? l.alternateOf : null,
    sheet: l.sheet ?? '',
  };
}

export type LineView = BomLine;

export const EXPORT_HEADER = [
  'Line', 'Part Number', 'Revision', 'Description', 'Quantity', 'Unit', 'Material', 'Finish', 'Manufacturer', 'MPN', 'Ref Des',
  'Unit Price', 'Value', 'Footprint', 'Supplier', 'Supplier PN', 'Link', 'DNP', 'Kind', 'Process', 'Standard Category', 'Confidence', 'Evidence', 'Suppliers', 'Corrected',
];

export function exportRow(l: LineView): (string | number)[] {
  return [
    l.lineNo,
    l.partNumber,
    l.revision,
    l.displayName,
    l.quantity ?? '',
    l.unit,
    l.material,
    l.finish,
    l.manufacturer,
    l.mpn,
    l.refDes.join(' '),
    l.unitPrice ?? '',
    l.value,
    l.footprint,
    l.supplier,
    l.supplierPn,
    l.link,
    l.dnp ? 'yes' : '',
    l.kind,
    l.process?.name ?? '',
    l.standardCategory ?? '',
    l.confidence,
    l.evidence.join('; '),
    l.suppliers.map((s) => s.name).join('; '),
    l.corrected ? 'yes' : '',
  ].map((v) => (typeof v === 'string' ? neutraliseFormula(v) : v));
}
