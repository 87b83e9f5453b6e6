import { md, mdLink } from './markdown.js';
import type { RfqFact, RfqQuotesOutput } from './tool-results.js';
import { companyLink } from './tools.js';

/** Answer templates over the buyer's RFQs and quotes: every price, date and name comes from the rfqs domain's data. */

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (n: number) => `${Math.round(n * 100)}%`;

export function rfqListAnswer(rfqs: RfqFact[], lead = 'Your RFQs:'): string {
  if (!rfqs.length) return 'You have no RFQs yet. Create one in [Request quotes](/create-rfq), or ask me to draft one from a BOM.';
  const rows = rfqs.slice(0, 10).map((r, i) => {
    const invited = r.invited.length ? `; invited ${r.invited.map((s) => mdLink(s.name, companyLink(s.id))).join(', ')}${r.supplierCount > r.invited.length ? ` and ${r.supplierCount - r.invited.length} more` : ''}` : '; no supplier invited yet';
    return `${i + 1}. ${mdLink(r.title, r.link)}: ${r.status}, due ${r.dueDate}, ${r.lineCount} line${r.lineCount === 1 ? '' : 's'}${invited}`;
  });
  if (rfqs.length > 10) rows.push(`…and ${rfqs.length - 10} more in [RFQ management](/rfq-management).`);
  return [lead, ...rows].join('\n');
}

const lineName = (l: RfqQuotesOutput['lines'][number]) => md([l.partNumber, l.description].filter(Boolean).join(' — ') || 'line');

/** Who quoted lowest: over every line (suppliers that quoted all of them), then per line with the spread. */
export function lowestQuotesAnswer(q: RfqQuotesOutput): string {
  const head = `${mdLink(q.rfq.title, q.rfq.link)} (${q.rfq.status}, due ${q.rfq.dueDate}): ${q.suppliers.filter((s) => s.answered).length} of ${q.invited} invited supplier${q.invited === 1 ? '' : 's'} answered.`;
  const priced = q.lines.filter((l) => l.offers.length);
  if (!priced.length) return `${head}\nNo supplier has quoted a price on it yet, so there is no lowest quote.`;
  const out = [head];
  const complete = q.suppliers.filter((s) => s.quotedLines === q.lines.length && s.quotedLines > 0).sort((a, b) => a.total - b.total);
  if (complete.length) {
    const [best, ...rest] = complete;
    const spread = rest.length ? ` The other complete quotes: ${rest.slice(0, 3).map((s) => `${mdLink(s.supplierName, s.link)} ${money(s.total)}`).join(', ')}; the spread is ${money(rest[rest.length - 1]!.total - best!.total)} (${pct((rest[rest.length - 1]!.total - best!.total) / best!.total)} over the lowest).` : '';
    out.push(`Lowest total for ${q.lines.length === 1 ? 'its one line' : `all ${q.lines.length} lines`}: **${mdLink(best!.supplierName, best!.link)}** at ${money(best!.total)}.${spread}`);
  } else out.push('No supplier quoted every line, so there is no lowest total; line by line:');
  out.push('Per line (lowest unit price first):');
  for (const l of q.lines) {
    if (!l.offers.length) {
      out.push(`- ${lineName(l)} (qty ${l.quantity}): no price quoted${l.declines.length ? `; declined by ${l.declines.map((d) => md(d.supplierName)).join(', ')}` : ''}`);
      continue;
    }
    const low = l.offers[0]!;
    const high = l.offers[l.offers.length - 1]!;
    const spread = l.offers.length > 1 ? `; ${l.offers.length} quotes from ${money(low.unitPrice)} to ${money(high.unitPrice)} each (spread ${money(high.unitPrice - low.unitPrice)})` : '; the only quote';
    out.push(`- ${lineName(l)} (qty ${l.quantity}): lowest ${mdLink(low.supplierName, companyLink(low.supplierId))} at ${money(low.unitPrice)} each, ${money(low.extendedPrice)} in all, ${low.leadTimeDays} days${spread}`);
  }
  const silent = q.suppliers.filter((s) => !s.answered);
  if (silent.length) out.push(`Not answered yet: ${silent.map((s) => mdLink(s.supplierName, s.link)).join(', ')}.`);
  out.push(`Compare them side by side on ${mdLink('the RFQ page', q.rfq.link)}.`);
  return out.join('\n');
}

/** The suppliers' quotes as a list (the result set refinements sort and pick from). */
export function quoteSuppliersAnswer(q: RfqQuotesOutput, order: RfqQuotesOutput['suppliers'], lead: string): string {
  const rows = order.map((s, i) => `${i + 1}. ${mdLink(s.supplierName, s.link)}: ${s.quotedLines ? `${money(s.total)} over ${s.quotedLines} of ${q.lines.length} lines, longest lead time ${s.longestLeadTimeDays} days` : s.declinedAll ? 'declined' : 'no price quoted'}`);
  return [`${lead} (${mdLink(q.rfq.title, q.rfq.link)}):`, ...rows].join('\n');
}
