import type { ExchangeInput } from './backend.js';
import { compareAnswer } from './compare.js';
import { quotesOf } from './embedded-buyer.js';
import { md, mdLink } from './markdown.js';
import { quoteSuppliersAnswer } from './rfq-answers.js';
import type { AnswerSink } from './sink.js';
import { picked, RESULT_SET_MAX, type Refinement, type ResultSet, type SortKey, type SupplierItem } from './state.js';
import type { BomLineFact, RfqQuotesOutput, SupplierSearchOutput } from './tool-results.js';
import { TOOLS } from './tools.js';
import { refineRecords } from './refine-records.js';
import type { Turn } from './turn.js';

/**
 * Applies a follow-up to the conversation's last result set (state.ts). Only the stored items are used, plus the
 * tools for what they lack (a supplier's lead time from its profile); a refinement that does not fit the list says so.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const WHAT: Record<Exclude<ResultSet['kind'], RecordKind>, string> = { suppliers: 'suppliers', lines: 'BOM lines', rfqs: 'RFQs', quotes: 'quotes' };
type RecordKind = 'orders' | 'parts' | 'messages';

function unsupported(set: Exclude<ResultSet, { kind: RecordKind }>, r: Refinement): string {
  const asked = r.op === 'verified' ? 'keep only verified ones in' : r.op === 'radius' ? 'narrow by distance' : `order by ${r.op === 'sort' || r.op === 'extreme' ? r.by.replace('leadTime', 'lead time') : ''}`;
  const can: Record<Exclude<ResultSet['kind'], RecordKind>, string> = {
    suppliers: '"only the verified ones", "within 50 miles", "sort by lead time", "sort by distance", "the second one"',
    lines: '"which has the largest quantity", "sort by quantity", "which has the highest price", "the second one"',
    rfqs: '"the second one" (its quotes)',
    quotes: '"sort by price", "sort by lead time", "which has the shortest lead time", "the second one"',
  };
  return `I can't ${asked} this list of ${WHAT[set.kind]}. For it you can ask: ${can[set.kind]}.`;
}

function supplierRow(s: SupplierItem, i: number, extra = ''): string {
  return `${i + 1}. ${mdLink(s.name, s.link)} — ${md(s.city)}, ${md(s.state)}${s.distanceMiles !== undefined ? ` (${s.distanceMiles} mi)` : ''}${s.verified ? ', verified' : ''}${extra}${s.certifications.length ? `; ${s.certifications.slice(0, 3).map(md).join(', ')}` : ''}`;
}

const leadText = (s: SupplierItem) => (s.leadTimeDays?.min != null && s.leadTimeDays.max != null ? `; lead time ${s.leadTimeDays.min}–${s.leadTimeDays.max} days as listed on its profile` : '; no lead time listed');
const scope = (set: Extract<ResultSet, { kind: 'suppliers' }>) => (set.total > set.items.length ? `the best ${set.items.length} of the ${set.total} suppliers matching ${md(set.query)}` : `the ${plural(set.items.length, 'supplier')} matching ${md(set.query)}`);

/** Profiles read at a time: a burst of 50 parallel reads opened up to 50 new store connections and stalled a loaded API. */
const PROFILE_BATCH = 5;

async function leadTimesOf(input: ExchangeInput, ids: string[]): Promise<{ id: string; leadTimeDays: { min: number | null; max: number | null } }[]> {
  const out: { id: string; leadTimeDays: { min: number | null; max: number | null } }[] = [];
  for (let i = 0; i < ids.length; i += PROFILE_BATCH) {
    const profiles = await Promise.all(ids.slice(i, i + PROFILE_BATCH).map((id) => TOOLS.getSupplier.run(input.ctx, { id })));
    // the step shows (and streams) only what the sort reads, not whole profiles
    out.push(...profiles.map((p) => ({ id: p.id, leadTimeDays: p.leadTimeDays })));
  }
  return out;
}

async function withLeadTimes(input: ExchangeInput, sink: AnswerSink, items: SupplierItem[]): Promise<SupplierItem[]> {
  const missing = items.filter((s) => !s.leadTimeDays);
  if (!missing.length) return items;
  const ids = missing.map((s) => s.id);
  const profiles = await sink.step(TOOLS.getSupplier.name, { ids }, `Reading the lead times of ${plural(ids.length, 'supplier')}`, () => leadTimesOf(input, ids));
  const byId = new Map(profiles.map((p) => [p.id, p.leadTimeDays]));
  return items.map((s) => (s.leadTimeDays ? s : { ...s, leadTimeDays: byId.get(s.id) ?? { min: null, max: null } }));
}

const byLead = (a: SupplierItem, b: SupplierItem) => (a.leadTimeDays?.min ?? Infinity) - (b.leadTimeDays?.min ?? Infinity) || (a.leadTimeDays?.max ?? Infinity) - (b.leadTimeDays?.max ?? Infinity);

async function refineSuppliers(input: ExchangeInput, set: Extract<ResultSet, { kind: 'suppliers' }>, r: Refinement, sink: AnswerSink, turn: Turn): Promise<string> {
  if (r.op === 'verified') {
    const kept = set.items.filter((s) => s.verified);
    turn.result = { ...set, total: kept.length, items: kept };
    sink.cards(kept.slice(0, 5));
    if (!kept.length) return `None of ${scope(set)} is verified.`;
    return [`${plural(kept.length, 'supplier')} of ${scope(set)} ${kept.length === 1 ? 'is' : 'are'} verified:`, ...kept.slice(0, 10).map((s, i) => supplierRow(s, i))].join('\n');
  }
  if (r.op === 'radius') {
    const near = /within\s+\d+\s+miles\s+of\s+(.+)$/i.exec(input.previous?.place?.query ?? '')?.[1];
    if (!near) return `Within ${r.miles} miles of where? Name a city or ZIP code, e.g. "within ${r.miles} miles of Dayton, OH".`;
    const query = set.query.replace(/within\s+\d+\s+miles\s+of\s+.+$/i, `within ${r.miles} miles of ${near}`);
    const out = (await sink.step(TOOLS.searchSuppliers.name, { query, limit: 5 }, TOOLS.searchSuppliers.step({ query }), () => Promise.resolve(TOOLS.searchSuppliers.run(input.ctx, { query, limit: 10 })))) as SupplierSearchOutput;
    turn.result = { kind: 'suppliers', query, total: out.total, items: out.cards.slice(0, RESULT_SET_MAX) };
    sink.cards(out.cards.slice(0, 5));
    if (!out.total) return `No supplier on Forge matches ${md(query)}.`;
    return [`${plural(out.total, 'supplier')} ${out.total === 1 ? 'matches' : 'match'} ${md(query)}. The best ${Math.min(5, out.cards.length)}:`, ...out.cards.slice(0, 5).map((s, i) => supplierRow(s, i))].join('\n');
  }
  if (r.op === 'pick') {
    const one = picked(set.items, r.index);
    if (!one) return `The last list had ${plural(set.items.length, 'supplier')}; there is no number ${r.index}.`;
    turn.result = { ...set, total: 1, items: [one] };
    return compareAnswer(input, [one.name], sink, new Map([[one.name, [one]]]));
  }
  const by: SortKey = r.by;
  if (by === 'leadTime') {
    const items = (await withLeadTimes(input, sink, set.items)).slice().sort(byLead);
    if (r.op === 'extreme') return r.largest ? extremeSupplier(set, items.slice().reverse(), turn, 'the longest') : extremeSupplier(set, items, turn, 'the shortest');
    turn.result = { ...set, items };
    return [`${scope(set)[0]!.toUpperCase()}${scope(set).slice(1)}, shortest listed lead time first:`, ...items.slice(0, 10).map((s, i) => supplierRow(s, i, leadText(s)))].join('\n');
  }
  if (by === 'distance') {
    if (!set.items.some((s) => s.distanceMiles !== undefined)) return 'These results have no distances: ask for suppliers "within 50 miles of" a city or ZIP first.';
    const items = set.items.slice().sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity));
    if (r.op === 'sort') {
      turn.result = { ...set, items };
      return ['Nearest first:', ...items.slice(0, 10).map((s, i) => supplierRow(s, i))].join('\n');
    }
    const one = r.largest ? items[items.length - 1]! : items[0]!;
    turn.result = { ...set, total: 1, items: [one] };
    return `${mdLink(one.name, one.link)} is the ${r.largest ? 'farthest' : 'nearest'} of ${scope(set)}: ${one.distanceMiles} miles.`;
  }
  return unsupported(set, r);
}

function extremeSupplier(set: Extract<ResultSet, { kind: 'suppliers' }>, ordered: SupplierItem[], turn: Turn, which: string): string {
  const one = ordered.find((s) => s.leadTimeDays?.min != null);
  if (!one) return `None of ${scope(set)} lists a lead time on its profile.`;
  turn.result = { ...set, total: 1, items: [one] };
  return `${mdLink(one.name, one.link)} lists ${which} lead time of ${scope(set)}${leadText(one).replace(/^; lead time/, ':')}. Listed lead times are the supplier's own; an RFQ gets you a quoted one.`;
}

const lineRow = (l: BomLineFact, i: number) => `${i + 1}. ${mdLink(`Line ${l.lineNo}`, l.link)}: ${md([l.partNumber, l.description].filter(Boolean).join(' — ') || 'no description')}${l.quantity !== null ? `, qty ${l.quantity}` : ''}${l.unitPrice !== null ? `, ${money(l.unitPrice)} each (from the file)` : ''}; ${plural(l.matchCount, 'matched supplier')}`;

function lineDetail(l: BomLineFact): string {
  const best = l.suppliers.length ? `Best matches (BOM matching): ${l.suppliers.slice(0, 3).map((s) => `${mdLink(s.name, `/company/${s.id}`)} (${s.score}${s.why.length ? `: ${md(s.why.slice(0, 2).join(', '))}` : ''})`).join('; ')}.` : 'No supplier on Forge was matched to it.';
  return [`${mdLink(`Line ${l.lineNo}`, l.link)}: ${md([l.partNumber, l.description].filter(Boolean).join(' — ') || 'no description')}`, `- Kind: ${md(l.kind)}${l.process ? `, ${md(l.process.name)}` : ''}`, `- Quantity: ${l.quantity ?? 'not given'}${l.unitPrice !== null ? `; unit price in the file ${money(l.unitPrice)}` : ''}`, `- ${plural(l.matchCount, 'matched supplier')}. ${best}`].join('\n');
}

function refineLines(set: Extract<ResultSet, { kind: 'lines' }>, r: Refinement, turn: Turn): string {
  if (r.op === 'pick') {
    const one = picked(set.items, r.index);
    if (!one) return `The last list had ${plural(set.items.length, 'line')}; there is no number ${r.index}.`;
    turn.result = { ...set, items: [one] };
    return lineDetail(one);
  }
  if ((r.op === 'sort' || r.op === 'extreme') && (r.by === 'quantity' || r.by === 'price')) {
    const value = (l: BomLineFact) => (r.by === 'quantity' ? l.quantity : l.unitPrice);
    const known = set.items.filter((l) => value(l) !== null);
    if (!known.length) return `None of these ${plural(set.items.length, 'line')} has a ${r.by === 'quantity' ? 'quantity' : 'unit price'} in ${md(set.fileName)}.`;
    const largest = r.op === 'sort' ? r.by === 'quantity' : r.largest;
    const ordered = known.slice().sort((a, b) => (largest ? value(b)! - value(a)! : value(a)! - value(b)!));
    if (r.op === 'sort') {
      turn.result = { ...set, items: ordered };
      return [`These lines of ${md(set.fileName)} by ${r.by}, ${largest ? 'largest' : 'smallest'} first:`, ...ordered.slice(0, 15).map(lineRow)].join('\n');
    }
    const top = ordered.filter((l) => value(l) === value(ordered[0]!));
    turn.result = { ...set, items: top };
    const amount = r.by === 'quantity' ? `qty ${value(top[0]!)}` : `${money(value(top[0]!)!)} each (from the file)`;
    return `${top.length === 1 ? 'The line' : `${top.length} lines`} with the ${largest ? 'largest' : 'smallest'} ${r.by === 'quantity' ? 'quantity' : 'unit price'} (${amount}) of these ${plural(set.items.length, 'line')}:\n${top.map((l) => `- ${lineRow(l, 0).replace(/^1\. /, '')}`).join('\n')}`;
  }
  return unsupported(set, r);
}

async function refineQuotes(input: ExchangeInput, set: Extract<ResultSet, { kind: 'quotes' }>, r: Refinement, sink: AnswerSink, turn: Turn): Promise<string> {
  const q: RfqQuotesOutput = set.quotes;
  if (r.op === 'pick') {
    const one = picked(set.items, r.index);
    if (!one) return `The last list had ${plural(set.items.length, 'supplier')}; there is no number ${r.index}.`;
    turn.result = { ...set, items: [one] };
    const rows = q.lines.map((l) => {
      const offer = l.offers.find((o) => o.supplierId === one.supplierId);
      const declined = l.declines.find((d) => d.supplierId === one.supplierId);
      return `- ${md([l.partNumber, l.description].filter(Boolean).join(' — ') || 'line')} (qty ${l.quantity}): ${offer ? `${money(offer.unitPrice)} each, ${money(offer.extendedPrice)} in all, ${offer.leadTimeDays} days${l.offers[0]?.supplierId === one.supplierId ? ' (lowest)' : ''}` : declined ? `declined (${md(declined.reason)})` : 'not quoted'}`;
    });
    return [`${mdLink(one.supplierName, one.link)} on ${mdLink(q.rfq.title, q.rfq.link)}: ${one.quotedLines ? `${money(one.total)} over ${one.quotedLines} of ${q.lines.length} lines` : 'no price quoted'}`, ...rows].join('\n');
  }
  if ((r.op === 'sort' || r.op === 'extreme') && (r.by === 'price' || r.by === 'leadTime')) {
    const quoted = set.items.filter((s) => s.quotedLines > 0);
    if (!quoted.length) return 'No supplier has quoted a price on it yet.';
    const value = (s: RfqQuotesOutput['suppliers'][number]) => (r.by === 'price' ? s.total : (s.longestLeadTimeDays ?? Infinity));
    const ordered = quoted.slice().sort((a, b) => value(a) - value(b));
    if (r.op === 'extreme') {
      const one = r.largest ? ordered[ordered.length - 1]! : ordered[0]!;
      turn.result = { ...set, items: [one] };
      return `${mdLink(one.supplierName, one.link)} has the ${r.largest ? (r.by === 'price' ? 'highest total' : 'longest lead time') : r.by === 'price' ? 'lowest total' : 'shortest lead time'}: ${money(one.total)} over ${one.quotedLines} of ${q.lines.length} lines, longest lead time ${one.longestLeadTimeDays} days.`;
    }
    turn.result = { ...set, items: ordered };
    return quoteSuppliersAnswer(q, ordered, r.by === 'price' ? 'The quotes by total, lowest first' : 'The quotes by lead time, shortest first');
  }
  return unsupported(set, r);
}

export async function applyRefinement(input: ExchangeInput, set: ResultSet, r: Refinement, sink: AnswerSink, turn: Turn): Promise<string> {
  if (set.kind === 'suppliers') return refineSuppliers(input, set, r, sink, turn);
  if (set.kind === 'lines') return refineLines(set, r, turn);
  if (set.kind === 'quotes') return refineQuotes(input, set, r, sink, turn);
  if (set.kind === 'orders' || set.kind === 'parts' || set.kind === 'messages') return refineRecords(input, set, r, sink, turn);
  if (r.op === 'pick') {
    const one = picked(set.items, r.index);
    if (!one) return `The last list had ${plural(set.items.length, 'RFQ')}; there is no number ${r.index}.`;
    if (one.status === 'draft') return `${md(one.title)} is still a draft: no supplier has seen it, so it has no quotes yet.`;
    return quotesOf(input, sink, one.id, turn);
  }
  return unsupported(set, r);
}
