import { z } from 'zod';
import { compareQuotes } from '../rfqs/comparison.js';
import { getRfq, listRfqs } from '../rfqs/service.js';
import type { ChatTool, ToolContext } from './tools.js';
import { companyLink } from './tools.js';
import type { RfqFact, RfqQuotesOutput } from './tool-results.js';

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
