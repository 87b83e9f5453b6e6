import { z } from 'zod';
import type { Principal } from '../../lib/auth.js';
import { CERTIFICATIONS, CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { PROCESSES, PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { searchSuppliers, getSupplier } from '../suppliers/service.js';
import { suppliersNamed } from '../suppliers/queries.js';
import { getOwnedUpload, listLines, listUploads } from '../bom/service.js';
import { slugify } from '../catalogue/slug.js';
import { certificateFact, certificateLabel } from './certificates.js';
import type { BomLineFact, BomLinesOutput, BomSummaryOutput, SupplierCard, SupplierSearchOutput } from './tool-results.js';

/**
 * The assistant's fixed tool set. Every tool runs as the signed-in user and reaches other domains through their
 * services only, so a chat can read exactly what that user could read in the app (another user's upload is a 404).
 */

export interface ToolContext {
  principal: Principal;
  /** called once per tool-driven supplier search (analytics of the supplier search event is the search's own) */
  onEventError: (error: unknown) => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds tools of different inputs; each validates its own
export interface ChatTool<I = any> {
  name: string;
  description: string;
  input: z.ZodType<I>;
  /** What the step shows while it runs ("Searching suppliers: CNC machining, OH…"). */
  step(input: I): string;
  run(ctx: ToolContext, input: I): Promise<unknown>;
}

const discoverLink = (query: string) => `/discover?q=${encodeURIComponent(query)}`;
export const companyLink = (id: string) => `/company/${id}`;
export const lineLink = (uploadId: string, lineNo: number) => `/bom/results/${uploadId}#line-${lineNo}`;

function card(hit: { id: string; name: string; city: string; state: string; capabilities: string[]; certifications: { slug: string; status: string; expiresAt?: string | null }[]; distanceMiles?: number; verified?: boolean; why: string[] }): SupplierCard {
  return {
    id: hit.id,
    name: hit.name,
    city: hit.city,
    state: hit.state,
    link: companyLink(hit.id),
    capabilities: hit.capabilities.slice(0, 6).map((slug) => PROCESS_BY_SLUG.get(slug)?.name ?? slug),
    // every certificate named with its status (current, expiring, expired, self-declared)
    certifications: hit.certifications.map((c) => certificateLabel(certificateFact(c))),
    ...(hit.distanceMiles !== undefined ? { distanceMiles: Math.round(hit.distanceMiles) } : {}),
    ...(hit.verified !== undefined ? { verified: hit.verified } : {}),
    why: hit.why.slice(0, 3),
  };
}

/** `pool`: how many of the best to return (up to 50, the assistant's result set); `limit` alone caps at 10. */
export function runSupplierSearch(ctx: ToolContext, query: string, limit: number, pool = limit): SupplierSearchOutput {
  const pageSize = Math.min(Math.max(limit, pool, 1), pool > limit ? 50 : 10);
  const result = searchSuppliers({ q: query, sort: 'relevance', page: 1, pageSize, searchType: 'chat' }, ctx.principal, ctx.onEventError);
  // partial matches (labelled "Lacks …") are not results: the assistant never shows them as matching
  const full = result.hits.filter((h) => !h.why[0]?.startsWith('Lacks ')).slice(0, result.total);
  return {
    query,
    total: result.total,
    partialTotal: result.partialTotal,
    filters: result.interpretation?.chips.map((c) => c.label) ?? [],
    // a query that is a company's exact name finds that company first, even where its words match many others
    cards: withExactNames(query, full.map(card)).slice(0, Math.max(limit, full.length)),
    discoverLink: discoverLink(query),
  };
}

function withExactNames(query: string, cards: SupplierCard[]): SupplierCard[] {
  const exact = suppliersNamed(query, 5).map((row) => card({ ...row, why: [`Named "${row.name}"`] }));
  if (!exact.length) return cards;
  const ids = new Set(exact.map((c) => c.id));
  return [...exact, ...cards.filter((c) => !ids.has(c.id))];
}

function findProcess(name: string) {
  const slug = slugify(name);
  return PROCESS_BY_SLUG.get(slug) ?? PROCESSES.find((p) => slugify(p.name).startsWith(slug) || slug.startsWith(p.slug));
}

function findCertification(name: string) {
  const slug = slugify(name);
  return CERTIFICATION_BY_SLUG.get(slug) ?? CERTIFICATIONS.find((c) => slugify(c.name) === slug || slug.startsWith(c.slug));
}

function lineFact(uploadId: string, line: Awaited<ReturnType<typeof listLines>>[number]): BomLineFact {
  return {
    id: line.id,
    lineNo: line.lineNo,
    partNumber: line.partNumber,
    description: line.displayName,
    kind: line.kind,
    process: line.process,
    material: line.material ?? '',
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    link: lineLink(uploadId, line.lineNo),
    matchCount: line.suppliers.length,
    suppliers: line.suppliers.slice(0, 5).map((s) => ({ id: s.id, name: s.name, city: s.city, state: s.state, score: s.score, why: (s.why ?? []).slice(0, 3) })),
  };
}

export interface BomLinesQuery {
  uploadId: string;
  kind?: 'custom' | 'standard' | 'unknown' | undefined;
  processes?: string[] | undefined;
  lineNumbers?: number[] | undefined;
  /** none: lines no supplier was matched to; some: lines with at least one match */
  matched?: 'none' | 'some' | undefined;
}

export async function bomLines(ctx: ToolContext, input: BomLinesQuery): Promise<BomLinesOutput> {
  const upload = await getOwnedUpload(ctx.principal, input.uploadId);
  let lines = await listLines(ctx.principal, input.uploadId, input.kind ? { kind: input.kind } : {});
  if (input.processes?.length) lines = lines.filter((l) => l.process && input.processes!.includes(l.process.slug));
  if (input.lineNumbers?.length) lines = lines.filter((l) => input.lineNumbers!.includes(l.lineNo));
  if (input.matched) lines = lines.filter((l) => (l.suppliers.length > 0) === (input.matched === 'some'));
  return { uploadId: input.uploadId, fileName: upload.fileName, total: lines.length, lines: lines.slice(0, 50).map((l) => lineFact(input.uploadId, l)) };
}

export async function bomSummary(ctx: ToolContext, uploadId: string): Promise<BomSummaryOutput> {
  const upload = await getOwnedUpload(ctx.principal, uploadId);
  const lines = await listLines(ctx.principal, uploadId, {});
  const byProcess = new Map<string, { slug: string; name: string; lines: number }>();
  let standardTotal = 0;
  let priced = 0;
  for (const l of lines) {
    if (l.process) byProcess.set(l.process.slug, { ...l.process, lines: (byProcess.get(l.process.slug)?.lines ?? 0) + 1 });
    if (l.kind === 'standard' && l.unitPrice !== null && l.quantity !== null) {
      standardTotal += l.unitPrice * l.quantity;
      priced++;
    }
  }
  const count = (kind: string) => lines.filter((l) => l.kind === kind).length;
  return {
    uploadId,
    fileName: upload.fileName,
    state: upload.state,
    link: `/bom/results/${uploadId}`,
    lineCount: lines.length,
    custom: count('custom'),
    standard: count('standard'),
    unknown: count('unknown'),
    byProcess: [...byProcess.values()].sort((a, b) => b.lines - a.lines),
    standardTotal: priced ? Math.round(standardTotal * 100) / 100 : null,
    standardPricedLines: priced,
  };
}

const uploadId = z.string().min(1).max(100).describe('the id of one of the user\'s BOM uploads');
const processSlugs = z.array(z.string().max(100)).max(20).optional().describe('catalogue process slugs, e.g. ["cnc-machining"]');

/** A tool that looks one catalogue entry up by name or slug: `{ found: true, ...view }`, or `{ found: false, name }`. */
function lookupByName<T>(name: string, description: string, step: string, find: (name: string) => T | undefined, view: (entry: T) => Record<string, unknown>): ChatTool<{ name: string }> {
  return {
    name,
    description,
    input: z.object({ name: z.string().min(1).max(100) }),
    step: (i: { name: string }) => `${step}: ${i.name}`,
    run: async (_ctx: ToolContext, i: { name: string }) => {
      const entry = find(i.name);
      return entry ? { found: true, ...view(entry) } : { found: false, name: i.name };
    },
  };
}

export const TOOLS = {
  searchSuppliers: {
    name: 'search_suppliers',
    description: 'Search Forge suppliers like the discover search box: free text naming processes, certifications, places ("ISO 13485 CNC machining within 50 miles of Dayton, OH"). Returns how many match and the best ones.',
    input: z.object({ query: z.string().min(1).max(300), limit: z.number().int().min(1).max(10).optional() }),
    step: (i: { query: string }) => `Searching suppliers: ${i.query}`,
    run: async (ctx: ToolContext, i: { query: string; limit?: number | undefined }) => runSupplierSearch(ctx, i.query, i.limit ?? 5),
  },
  getSupplier: {
    name: 'get_supplier',
    description: 'One supplier by id: place, processes, certifications, lead time range and minimum order as listed on its profile.',
    input: z.object({ id: z.string().min(1).max(100) }),
    step: (i: { id: string }) => `Reading supplier ${i.id}`,
    run: async (_ctx: ToolContext, i: { id: string }) => {
      const p = await getSupplier(i.id);
      return {
        ...card({ ...p, city: p.address.city, state: p.address.state, why: [] }),
        capabilities: p.capabilities.map((slug) => PROCESS_BY_SLUG.get(slug)?.name ?? slug),
        description: p.description,
        employees: p.employeeRange,
        leadTimeDays: p.leadTimeDays,
        minimumOrder: p.minimumOrder,
        verified: p.verified,
      };
    },
  },
  getCatalogueEntry: lookupByName(
    'get_catalogue_entry',
    'A manufacturing process from the catalogue by name or slug: description and when to use it.',
    'Reading the catalogue',
    findProcess,
    (p) => ({ name: p.name, slug: p.slug, category: p.category, description: p.description, whenToUse: p.whenToUse, link: `/manufacturing/${p.slug}` }),
  ),
  getCertification: lookupByName(
    'get_certification',
    'A certification by name or slug (ISO 9001, AS9100, ISO 13485, ITAR…): what it means and who issues it.',
    'Reading certification',
    findCertification,
    (c) => ({ name: c.name, slug: c.slug, scheme: c.scheme, meaning: c.meaning, industries: c.industries, link: `/certifications/${c.slug}` }),
  ),
  listMyUploads: {
    name: 'list_my_uploads',
    description: "The signed-in user's BOM uploads (id, file name, state, line count).",
    input: z.object({}),
    step: () => 'Listing your BOM uploads',
    run: async (ctx: ToolContext) => (await listUploads(ctx.principal, false, 20)).map((u) => ({ id: u.id, fileName: u.fileName, state: u.state, lineCount: u.lineCount, link: `/bom/results/${u.id}` })),
  },
  queryBomLines: {
    name: 'query_bom_lines',
    description: 'Lines of one of the user\'s BOMs (kind, quantity, unit price, how many suppliers were matched and the best ones), filtered by kind (custom = made to print, standard = off the shelf, unknown), process slugs, line numbers, or matched ("none" = lines no supplier was matched to).',
    input: z.object({ uploadId, kind: z.enum(['custom', 'standard', 'unknown']).optional(), processes: processSlugs, lineNumbers: z.array(z.number().int().min(1)).max(50).optional(), matched: z.enum(['none', 'some']).optional() }),
    step: (i: { kind?: string | undefined; processes?: string[] | undefined }) => `Reading BOM lines${i.kind ? `: ${i.kind}` : ''}${i.processes?.length ? ` (${i.processes.join(', ')})` : ''}`,
    run: bomLines,
  },
  summariseBom: {
    name: 'summarise_bom',
    description: 'Counts of one BOM: lines by kind and process, and the total of priced standard parts.',
    input: z.object({ uploadId }),
    step: () => 'Summarising the BOM',
    run: async (ctx: ToolContext, i: { uploadId: string }) => bomSummary(ctx, i.uploadId),
  },
  draftRfq: {
    name: 'draft_rfq',
    description: 'PROPOSE a draft RFQ (the user confirms with a click; nothing is created by this call) for BOM lines to suppliers.',
    input: z.object({ uploadId, lineIds: z.array(z.string().max(100)).min(1).max(200), supplierIds: z.array(z.string().max(100)).max(20), title: z.string().min(3).max(120) }),
    step: () => 'Preparing a draft RFQ',
    run: async (ctx: ToolContext, i: { uploadId: string; lineIds: string[]; supplierIds: string[]; title: string }) => {
      await getOwnedUpload(ctx.principal, i.uploadId);
      return { proposed: true, ...i };
    },
  },
  openDiscoverSearch: {
    name: 'open_discover_search',
    description: 'A link to the discover page with this search applied.',
    input: z.object({ query: z.string().min(1).max(300) }),
    step: (i: { query: string }) => `Preparing a discover search: ${i.query}`,
    run: async (_ctx: ToolContext, i: { query: string }) => ({ link: discoverLink(i.query) }),
  },
} satisfies Record<string, ChatTool>;

/** The tools of Forge's public data and the user's BOMs; tool-list.ts adds the buyer's RFQs for the model backends. */
export const DATA_TOOLS: ChatTool[] = Object.values(TOOLS);
