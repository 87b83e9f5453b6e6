import { PART_KINDS, PART_REVISION_STATES, type PartItemSummary } from '@forge/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { readItem } from '../parts/items.js';
import { listItems } from '../parts/list.js';
import { whereUsed } from '../parts/where-used.js';
import type { ChatTool, ToolContext } from './tools.js';
import type { PartDetail, PartFact } from './tool-results.js';

/**
 * Tools over the signed-in user's part master through the parts domain's own reads (list.ts listItems, which only
 * lists the caller's items; items.ts readItem; where-used.ts whereUsed). An item of another user is never listed,
 * and one named by id must be among the caller's own.
 */

export const partLink = (id: string) => `/parts/items/${id}`;
const PAGE = 25;
const key = (partNumber: string) => partNumber.toLowerCase().replace(/[\s-]+/g, '');

function partFact(p: PartItemSummary): PartFact {
  return {
    id: p.id,
    partNumber: p.partNumber,
    name: p.name,
    kind: p.kind,
    process: p.process ? (PROCESS_BY_SLUG.get(p.process)?.name ?? p.process) : '',
    unit: p.unit,
    revision: p.revision,
    state: p.state,
    isAssembly: p.isAssembly,
    needsReview: p.needsReview,
    link: partLink(p.id),
  };
}

export interface PartQuery {
  query?: string | undefined;
  kind?: (typeof PART_KINDS)[number] | undefined;
  state?: (typeof PART_REVISION_STATES)[number] | undefined;
}

export async function myParts(ctx: ToolContext, input: PartQuery): Promise<{ total: number; items: PartFact[] }> {
  const out = await listItems(ctx.principal, { q: input.query, kind: input.kind, state: input.state, sort: 'partNumber', order: 'asc', page: 1, pageSize: PAGE, format: 'json' });
  return { total: out.total, items: out.items.map(partFact) };
}

/** The caller's item with this part number (case, spaces and dashes aside, as the part master compares them). */
async function ownItemId(ctx: ToolContext, partNumber: string): Promise<string | null> {
  const { items } = await listItems(ctx.principal, { q: partNumber, sort: 'partNumber', order: 'asc', page: 1, pageSize: PAGE, format: 'json' });
  return items.find((i) => key(i.partNumber) === key(partNumber))?.id ?? null;
}

export async function myPart(ctx: ToolContext, input: { id?: string | undefined; partNumber?: string | undefined }): Promise<PartDetail> {
  const id = input.partNumber ? await ownItemId(ctx, input.partNumber) : (input.id ?? null);
  if (!id) throw AppError.notFound(input.partNumber ? `Your part master has no part numbered "${input.partNumber}".` : 'Name the part by its part number or id.');
  const item = await readItem(ctx.principal, id);
  // an admin may read anyone's item in the part master; the assistant answers only about the caller's own
  if (!input.partNumber && (await ownItemId(ctx, item.partNumber)) !== id) throw AppError.notFound(`No part master item ${id}.`);
  const used = await whereUsed(ctx.principal, id);
  const current = item.revisions.find((r) => r.label === item.revision);
  return {
    ...partFact(item),
    material: item.material,
    description: item.description,
    revisions: item.revisions.map((r) => ({ label: r.label, state: r.state, releasedAt: r.releasedAt, releaseNote: r.releaseNote })),
    children: (current?.children ?? []).map((c) => ({ partNumber: c.partNumber, name: c.name, quantity: c.quantity, findNumber: c.findNumber, link: partLink(c.itemId) })),
    usedIn: used.assemblies.map((a) => ({ partNumber: a.partNumber, name: a.name, revision: a.revision, level: a.level, quantity: a.quantity, link: partLink(a.itemId) })),
    uploads: [...new Map(used.uploads.map((u) => [u.uploadId, { fileName: u.fileName, link: `/bom/results/${u.uploadId}` }])).values()],
  };
}

export const PART_TOOLS = {
  searchMyParts: {
    name: 'search_my_parts',
    description: "Items of the signed-in user's part master (its own parts with revisions): part number, name, kind (standard/custom), process, current revision and its state (draft, released, obsolete), whether it is an assembly. Filter by text (part number or name), kind or state.",
    input: z.object({ query: z.string().min(1).max(120).optional(), kind: z.enum(PART_KINDS).optional(), state: z.enum(PART_REVISION_STATES).optional() }),
    step: (i: PartQuery) => `Searching your part master${i.query ? `: ${i.query}` : ''}`,
    run: async (ctx: ToolContext, i: PartQuery) => myParts(ctx, i),
  },
  getMyPart: {
    name: 'get_my_part',
    description: "One item of the user's part master by part number (or id): its revisions with states and release notes, the current revision's child lines, the assemblies using it at every level (where-used) and the BOM uploads it came from.",
    input: z.object({ partNumber: z.string().min(1).max(80).optional(), id: z.string().min(1).max(100).optional() }),
    step: (i: { partNumber?: string | undefined; id?: string | undefined }) => `Reading part ${i.partNumber ?? i.id ?? ''}`.trim(),
    run: async (ctx: ToolContext, i: { partNumber?: string | undefined; id?: string | undefined }) => myPart(ctx, i),
  },
} satisfies Record<string, ChatTool>;
