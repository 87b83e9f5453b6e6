import { md, mdLink } from './markdown.js';
import type { BomLineFact, BomLinesOutput, BomSummaryOutput, SupplierSearchOutput } from './tool-results.js';

/** Answer templates over tool results: every name, number and link below comes from a tool's output, escaped (markdown.ts). */

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function describeFilters(filters: string[]): string {
  return filters.length ? filters.map(md).join(', ') : 'your search';
}

export function suppliersAnswer(out: SupplierSearchOutput, shown = 5): string {
  if (out.total === 0) {
    const partial = out.partialTotal ? ` ${plural(out.partialTotal, 'supplier')} match all but one of those filters; you can see them in ${mdLink('Discover', out.discoverLink)}.` : '';
    return `No supplier on Forge matches ${describeFilters(out.filters)}.${partial}`;
  }
  const list = out.cards.slice(0, shown).map((c, i) => {
    const where = `${md(c.city)}, ${md(c.state)}${c.distanceMiles !== undefined ? ` (${c.distanceMiles} mi)` : ''}`;
    const certs = c.certifications.length ? `; ${c.certifications.slice(0, 3).map(md).join(', ')}` : '';
    return `${i + 1}. ${mdLink(c.name, c.link)} — ${where}${certs}`;
  });
  return [`${plural(out.total, 'supplier')} ${out.total === 1 ? 'matches' : 'match'} ${describeFilters(out.filters)}. The best ${Math.min(shown, out.cards.length)}:`, ...list, `See all of them in ${mdLink('Discover', out.discoverLink)}.`].join('\n');
}

export function lineList(lines: BomLineFact[], max = 15): string {
  const shown = lines.slice(0, max).map((l) => {
    const what = [l.partNumber, l.description].filter(Boolean).map(md).join(' — ') || 'no description';
    return `- ${mdLink(`Line ${l.lineNo}`, l.link)}: ${what}${l.process ? ` (${md(l.process.name)})` : ''}${l.quantity !== null ? `, qty ${l.quantity}` : ''}; ${l.matchCount ? plural(l.matchCount, 'matched supplier') : 'no matched supplier'}`;
  });
  if (lines.length > max) shown.push(`- …and ${lines.length - max} more on the results page.`);
  return shown.join('\n');
}

export function linesAnswer(out: BomLinesOutput, what: string, lineCount: number): string {
  if (out.total === 0) return `None of the ${plural(lineCount, 'line')} in ${md(out.fileName)} ${what}.`;
  return [`${plural(out.total, 'line')} of ${lineCount} in ${md(out.fileName)} ${what}:`, lineList(out.lines)].join('\n');
}

export function summaryAnswer(s: BomSummaryOutput): string {
  const processes = s.byProcess.slice(0, 6).map((p) => `${md(p.name)} (${p.lines})`).join(', ');
  return [
    `${mdLink(s.fileName, s.link)} has ${plural(s.lineCount, 'line')}: ${s.custom} custom (made to print), ${s.standard} standard (off the shelf) and ${s.unknown} still unknown.`,
    processes ? `Processes: ${processes}.` : 'No line has a process yet.',
  ].join('\n');
}

export function totalAnswer(s: BomSummaryOutput): string {
  if (s.standardTotal === null) return `None of the ${plural(s.standard, 'standard line')} in ${md(s.fileName)} has both a unit price and a quantity, so I can't total them (I won't guess prices).`;
  const missing = s.standard - s.standardPricedLines;
  return `The standard parts in ${md(s.fileName)} total ${money(s.standardTotal)} (quantity × unit price over ${plural(s.standardPricedLines, 'line')} from the file)${missing ? `; ${plural(missing, 'standard line')} ${missing === 1 ? 'has' : 'have'} no price and ${missing === 1 ? 'is' : 'are'} not counted` : ''}.`;
}

export const NO_PRICES =
  "Forge has no prices or quoted lead times for suppliers' work except the quotes on your own RFQs (ask \"who quoted lowest on my RFQ <title>?\"), so I won't guess one. To get real prices and lead times, send an RFQ to the suppliers you pick; I can draft one from a BOM.";

/** The built-in engine's honest limit: what it can answer, as questions to copy. */
export const CAN_DO = [
  "That question is outside what I can answer: I am Forge's built-in assistant (no language model), and I answer only these kinds of questions from Forge's data:",
  '- Suppliers: "Who does anodizing in Michigan?", "ISO 13485 CNC shops within 50 miles of Dayton, OH", "Tell me about <company name>", "Compare <company> and <company>"',
  '- Processes and certifications: "When should I use waterjet instead of laser cutting?", "What is AS9100?"',
  '- Your BOMs: "Which lines need machining?", "Which lines have no supplier?", "What can I buy off the shelf?", "Draft an RFQ for the custom lines"',
  '- Your RFQs: "List my RFQs", "Who quoted lowest on my RFQ <title>?", "Any messages waiting on my RFQs?"',
  '- Your purchase orders: "List my purchase orders", "Which of my orders have shipped?", "What is the status of PO <number>?"',
  '- Your part master: "Show my part master", "Where is <part number> used?", "What revision is <part number> at?"',
  '- Follow-ups on the last list: "only the verified ones", "within 50 miles", "sort by lead time", "which has the largest quantity", "the second one"',
  'I have no data to answer that question.',
].join('\n');

export const PICK_UPLOAD = 'Which BOM do you mean? Open the assistant from a BOM\'s results page ("Ask about this BOM") or pick one of your uploads:';
