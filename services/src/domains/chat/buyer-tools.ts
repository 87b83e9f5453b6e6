import { z } from 'zod';
import { compareQuotes } from '../rfqs/comparison.js';
import { rankSuppliersForDraft } from '../bom/supplier-picks.js';
import { getRfq, listRfqs } from '../rfqs/service.js';
import type { ChatTool, ToolContext } from './tools.js';
import { bomLines, companyLink } from './tools.js';
import type { RankedSupplier, RfqFact, RfqQuotesOutput } from './tool-results.js';

/**
 * The best suppliers for some of the buyer's BOM lines (an RFQ draft), ranked by the BOM domain's matching
 * (supplier-picks.ts: each line's ranking, scores summed over the lines) with its reasons. Lines without a
 * process are not ranked.
 */
export async function draftPicks(ctx: ToolContext, input: { uploadId: string; lineIds: string[]; certifications?: string[] | undefined; limit?: number | undefined }): Promise<RankedSupplier[]> {
  const { lines } = await bomLines(ctx, { uploadId: input.uploadId });
  const chosen = lines.filter((l) => input.lineIds.includes(l.id) && l.process);
  const picks = await rankSuppliersForDraft(
    ctx.principal,
    chosen.map((l) => ({ process: l.process!.slug, material: l.material, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice })),
    input.certifications?.length ? { certifications: input.certifications } : {},
    input.limit ?? 3,
  );
  return picks.map((m) => ({ id: m.id, name: m.name, city: m.city, state: m.state, link: companyLink(m.id), capabilities: [], certifications: [], why: m.why ?? [], score: m.score, ...(m.distanceMiles !== undefined ? { distanceMiles: Math.round(m.distanceMiles) } : {}) }));
}

/**
 * Tools over the signed-in buyer's RFQs, through the rfqs domain's own services (listRfqs scope "mine", and the
 * quote comparison the RFQ page shows): another user's RFQ is a 404 or 403 from that service, never read here.
 */

export const rfqLink = (id: string) => `/rfq/${id}`;

export async function myRfqs(ctx: ToolContext): Promise<RfqFact[]> {
  const page = await listRfqs(ctx.principal, { scope: 'mine', page: 1, pageSize: 50 });
  return page.items.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    dueDate: r.dueDate,
    lineCount: r.lineCount,
    supplierCount: r.supplierCount,
    invited: r.suppliers,
    link: rfqLink(r.id),
  }));
}

export async function rfqQuotes(ctx: ToolContext, rfqId: string): Promise<RfqQuotesOutput> {
  const [c, rfq] = await Promise.all([compareQuotes(ctx.principal, rfqId), getRfq(ctx.principal, rfqId)]);
  const longest = new Map<string, number>();
  for (const line of c.lines) for (const o of line.offers) longest.set(o.supplierId, Math.max(longest.get(o.supplierId) ?? 0, o.leadTimeDays));
  return {
    rfq: { id: c.rfqId, title: c.title, status: c.status, dueDate: rfq.dueDate, link: rfqLink(c.rfqId) },
    invited: c.suppliers.length,
    suppliers: c.suppliers.map((s) => ({
      supplierId: s.supplierId,
      supplierName: s.supplierName,
      link: companyLink(s.supplierId),
      answered: s.answered,
      declinedAll: Boolean(s.declinedAll),
      total: s.total,
      quotedLines: s.quotedLines,
      longestLeadTimeDays: longest.get(s.supplierId) ?? null,
    })),
    lines: c.lines.map((l) => ({
      lineId: l.lineId,
      partNumber: l.partNumber ?? '',
      description: l.description ?? '',
      quantity: l.quantity,
      unit: l.unit ?? 'ea',
      offers: l.offers.map((o) => ({ supplierId: o.supplierId, supplierName: o.supplierName, unitPrice: o.unitPrice, extendedPrice: o.extendedPrice, leadTimeDays: o.leadTimeDays })),
      declines: l.declines.map((d) => ({ supplierId: d.supplierId, supplierName: d.supplierName, reason: d.reason })),
    })),
  };
}

export const BUYER_TOOLS = {
  rankSuppliersForLines: {
    name: 'rank_suppliers_for_lines',
    description: "The best suppliers for some of the buyer's BOM lines (for an RFQ draft), ranked by Forge's BOM matching (process, material, certifications, distance, lead time, verification, response rate) with its reasons.",
    input: z.object({
      uploadId: z.string().min(1).max(100),
      lineIds: z.array(z.string().max(100)).min(1).max(200),
      certifications: z.array(z.string().max(60)).max(10).optional().describe('certification slugs every pick must hold'),
      limit: z.number().int().min(1).max(10).optional(),
    }),
    step: () => 'Ranking suppliers for these lines (BOM matching)',
    run: async (ctx: ToolContext, i: { uploadId: string; lineIds: string[]; certifications?: string[] | undefined; limit?: number | undefined }) => draftPicks(ctx, i),
  },
  listMyRfqs: {
    name: 'list_my_rfqs',
    description: "The signed-in buyer's RFQs: id, title, status, due date, line count and invited suppliers.",
    input: z.object({}),
    step: () => 'Listing your RFQs',
    run: async (ctx: ToolContext) => myRfqs(ctx),
  },
  compareRfqQuotes: {
    name: 'compare_rfq_quotes',
    description: "The quotes on one of the buyer's RFQs (latest revision per supplier): per line each offer's unit and extended price and lead time, lowest first, declines with reasons, and each supplier's total over the lines it quoted.",
    input: z.object({ rfqId: z.string().min(1).max(100).describe('the id of one of the buyer\'s RFQs (list_my_rfqs)') }),
    step: () => 'Reading the quotes on your RFQ',
    run: async (ctx: ToolContext, i: { rfqId: string }) => rfqQuotes(ctx, i.rfqId),
  },
} satisfies Record<string, ChatTool>;
