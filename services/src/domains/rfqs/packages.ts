import type { RfqFromBom, RfqPackage, RfqPackagePreview, RfqPackagesCreated } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { getOwnedUpload, listLines } from '../bom/service.js';
import { combineLineSuppliers } from '../bom/supplier-picks.js';
import type { LineView } from '../bom/views.js';
import { getSupplier } from '../suppliers/service.js';
import { RfqModel, type RfqDoc } from './model.js';
import { MAX_LINES, MAX_SUPPLIERS, createRfq, rfqHeadline, type AnalyticsEnvironment, type LineInput } from './service.js';

/**
 * Packages by process (issue 14): "Request quotes" on a BOM makes one draft RFQ per process of its custom lines
 * (CNC parts, sheet-metal parts, PCBs, …), each prefilled with that process's lines and the suppliers the BOM
 * pipeline matched for the process. The BOM is read only through the bom domain's service (ownership included).
 */

/** How many days ahead a package's draft is due unless the buyer picks a date; every draft can be changed. */
export const DEFAULT_DUE_DAYS = 14;
const UNKNOWN_PROCESS = 'Custom parts (process to confirm)';

interface Group {
  process: { slug: string; name: string } | null;
  lines: LineView[];
}

/** Custom lines to quote (DNP lines are kept in the BOM but never sourced), grouped by classified process. */
function groupByProcess(lines: LineView[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    if (line.kind !== 'custom' || line.dnp) continue;
    const key = line.process?.slug ?? '';
    const group = groups.get(key) ?? { process: line.process, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  // largest package first; ties by name so the order is stable
  return [...groups.values()].sort((a, b) => b.lines.length - a.lines.length || (a.process?.name ?? '~').localeCompare(b.process?.name ?? '~'));
}

/** An RFQ takes at most MAX_LINES lines: a larger process is split into parts "(1 of 2)", "(2 of 2)". */
function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function titleFor(group: Group, fileName: string, part: number, parts: number): string {
  const what = group.process ? `${group.process.name} parts` : UNKNOWN_PROCESS;
  const suffix = parts > 1 ? ` (${part} of ${parts})` : '';
  const head = `${what}${suffix} — `;
  const room = 120 - head.length;
  return head + (fileName.length > room ? `${fileName.slice(0, Math.max(0, room - 1))}…` : fileName);
}

/**
 * The suppliers that fit the group's lines best together (each line's ranking summed, as for any RFQ draft) and
 * still exist (a company removed since is left out).
 */
async function matchedSuppliers(group: Group): Promise<RfqPackage['suppliers']> {
  const matched = combineLineSuppliers(group.lines, MAX_SUPPLIERS);
  const out: RfqPackage['suppliers'] = [];
  for (const s of matched) {
    try {
      const profile = await getSupplier(s.id);
      out.push({ id: profile.id, name: profile.name, city: profile.address.city, state: profile.address.state });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not-found')) throw error;
    }
  }
  return out;
}

async function readPackages(principal: Principal, uploadId: string) {
  const upload = await getOwnedUpload(principal, uploadId);
  if (upload.state !== 'completed') {
    throw AppError.conflict(`BOM "${upload.fileName}" is not processed yet (${upload.state}); request quotes once its lines are classified.`);
  }
  const lines = await listLines(principal, uploadId, {});
  const groups = groupByProcess(lines);
  const packages: (RfqPackage & { lines: LineView[] })[] = [];
  for (const group of groups) {
    const suppliers = await matchedSuppliers(group);
    const parts = chunks(group.lines, MAX_LINES);
    parts.forEach((part, i) => {
      packages.push({
        process: group.process,
        title: titleFor(group, upload.fileName, i + 1, parts.length),
        lineCount: part.length,
        linesWithoutQuantity: part.filter((l) => l.quantity == null || !(l.quantity > 0)).length,
        revisions: part.filter((l) => l.revision).map((l) => ({ partNumber: l.partNumber || l.displayName, revision: l.revision })),
        suppliers,
        lines: part,
      });
    });
  }
  return { upload, lines, packages };
}

function fromBomView(doc: RfqDoc): RfqFromBom {
  const slugs = new Set(doc.lines.map((l) => l.process?.slug ?? ''));
  const first = doc.lines[0]?.process ?? null;
  return {
    ...rfqHeadline(doc),
    supplierCount: doc.suppliers.length,
    process: slugs.size === 1 && first?.slug ? { slug: first.slug, name: first.name } : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The caller's RFQs with lines copied from this upload, newest first (one batch of packages in the order made). */
async function rfqsFromUpload(principal: Principal, uploadId: string): Promise<RfqFromBom[]> {
  const docs = await RfqModel.find({ uid: principal.uid, 'lines.source.uploadId': uploadId }, { history: 0, notes: 0 }).sort({ createdAt: -1, _id: 1 }).limit(100).lean<RfqDoc[]>();
  return docs.map(fromBomView);
}

const noCustomLines = (fileName: string, total: number) =>
  AppError.conflict(
    `BOM "${fileName}" has no custom lines to quote: its ${total} line${total === 1 ? ' is' : 's are'} standard parts (see the buy list), not placed (DNP) or still to review. Mark a line as custom to request quotes for it.`,
  );

/** What "Request quotes" would create, and what was already made from this BOM. */
export async function previewPackages(principal: Principal, uploadId: string): Promise<RfqPackagePreview> {
  const { upload, packages } = await readPackages(principal, uploadId);
  return {
    uploadId: String(upload._id),
    fileName: upload.fileName,
    customLines: packages.reduce((sum, p) => sum + p.lineCount, 0),
    packages: packages.map(({ lines: _lines, ...p }) => p),
    created: await rfqsFromUpload(principal, String(upload._id)),
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Creates one draft per package; the buyer reviews, changes and sends each one. */
export async function createPackages(
  principal: Principal,
  input: { uploadId: string; dueDate?: string | undefined },
  environment: AnalyticsEnvironment,
  onEventError: (error: unknown) => void,
  now = new Date(),
): Promise<RfqPackagesCreated> {
  const { upload, lines, packages } = await readPackages(principal, input.uploadId);
  if (packages.length === 0) throw noCustomLines(upload.fileName, lines.length);
  const dueDate = input.dueDate ?? day(new Date(now.getTime() + DEFAULT_DUE_DAYS * 86_400_000));
  const uploadId = String(upload._id);
  const created: RfqFromBom[] = [];
  for (const pkg of packages) {
    const missing = pkg.lines.filter((l) => l.quantity == null || !(l.quantity > 0));
    const notes = [
      `Made from BOM "${upload.fileName}": ${pkg.lineCount} custom line${pkg.lineCount === 1 ? '' : 's'}${pkg.process ? ` classified as ${pkg.process.name}` : ' whose process is not known yet'}.`,
      missing.length ? `BOM line${missing.length === 1 ? '' : 's'} ${missing.map((l) => l.lineNo).join(', ')} had no quantity; 1 is asked for. Check before sending.` : '',
    ].filter(Boolean).join('\n');
    const lineInputs: LineInput[] = pkg.lines.map((l) => ({ source: { uploadId, lineId: l.id }, ...(l.quantity == null || !(l.quantity > 0) ? { quantity: 1 } : {}) }));
    const rfq = await createRfq(
      principal,
      { title: pkg.title, status: 'draft', dueDate, notes, lines: lineInputs, supplierIds: pkg.suppliers.map((s) => s.id) },
      environment,
      onEventError,
      now,
    );
    created.push({
      id: rfq.id,
      title: rfq.title,
      status: rfq.status,
      dueDate: rfq.dueDate,
      lineCount: rfq.lines.length,
      supplierCount: rfq.suppliers.length,
      process: pkg.process,
      createdAt: rfq.createdAt,
    });
  }
  return { uploadId, created };
}
