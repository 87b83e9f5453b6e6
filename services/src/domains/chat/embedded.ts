import { CAN_DO, NO_PRICES, PICK_UPLOAD, lineList, linesAnswer, summaryAnswer, suppliersAnswer, totalAnswer } from './answers.js';
import type { ChatBackend, ExchangeInput } from './backend.js';
import { searchText, understand, type Slots } from './intent.js';
import { streamText, type AnswerSink } from './sink.js';
import type { BomLinesOutput, BomSummaryOutput, RankedSupplier, SupplierCard, SupplierSearchOutput } from './tool-results.js';
import { runSupplierSearch, TOOLS } from './tools.js';
import { rfqQuotesAnswer, rfqsAnswer, unmatchedLinesAnswer } from './embedded-buyer.js';
import { BUYER_TOOLS } from './buyer-tools.js';
import { messagesRunner, ordersRunner, partRunner, partsRunner } from './embedded-records.js';
import { applyRefinement } from './refine.js';
import { readRefinement, RESULT_SET_MAX, type ResultSet } from './state.js';
import type { Turn } from './turn.js';
import { compareAnswer, lookupCompany } from './compare.js';
import { md, mdBold, mdLink } from './markdown.js';
import { slugify } from '../catalogue/slug.js';

/**
 * The embedded backend: no model, no network. The language layer (intent.ts) reads the question into an intent and
 * slots, the tools fetch the facts, and templates (answers.ts) write the answer. Anything it has no data for is
 * declined in so many words.
 */

type Run = (input: ExchangeInput, slots: Slots, sink: AnswerSink, turn: Turn) => Promise<string>;

const KIND_WORDS = { custom: 'are custom (made to print)', standard: 'are standard parts you can buy off the shelf', unknown: 'are still unknown (not classified)' } as const;

/** A supplier search whose best 50 are kept as the result set a follow-up refines; `limit` are shown. */
async function search(input: ExchangeInput, sink: AnswerSink, query: string, limit: number, turn: Turn): Promise<SupplierSearchOutput> {
  const out = await sink.step(TOOLS.searchSuppliers.name, { query, limit }, TOOLS.searchSuppliers.step({ query }), async () => runSupplierSearch(input.ctx, query, limit, RESULT_SET_MAX));
  turn.result = { kind: 'suppliers', query, total: out.total, items: out.cards.slice(0, RESULT_SET_MAX) };
  return { ...out, cards: out.cards.slice(0, Math.max(limit, 1)) };
}

const summary = (input: ExchangeInput, sink: AnswerSink, uploadId: string) =>
  sink.step(TOOLS.summariseBom.name, { uploadId }, TOOLS.summariseBom.step(), () => TOOLS.summariseBom.run(input.ctx, { uploadId })) as Promise<BomSummaryOutput>;

function lines(input: ExchangeInput, sink: AnswerSink, query: { uploadId: string; kind?: Slots['kind'] | undefined; processes?: string[] | undefined; lineNumbers?: number[] | undefined }) {
  const clean = { uploadId: query.uploadId, ...(query.kind ? { kind: query.kind } : {}), ...(query.processes?.length ? { processes: query.processes } : {}), ...(query.lineNumbers?.length ? { lineNumbers: query.lineNumbers } : {}) };
  return sink.step(TOOLS.queryBomLines.name, clean, TOOLS.queryBomLines.step(clean), () => TOOLS.queryBomLines.run(input.ctx, clean)) as Promise<BomLinesOutput>;
}

async function pickUpload(input: ExchangeInput, sink: AnswerSink): Promise<string> {
  const uploads = (await sink.step(TOOLS.listMyUploads.name, {}, TOOLS.listMyUploads.step(), () => TOOLS.listMyUploads.run(input.ctx))) as { id: string; fileName: string; lineCount: number }[];
  if (!uploads.length) return 'You have no BOM uploads yet. Upload one at [BOM upload](/bom-upload) and ask me about it.';
  return [PICK_UPLOAD, ...uploads.slice(0, 10).map((u) => `- ${mdLink(u.fileName, `/chat/${u.id}`)} (${u.lineCount} lines)`)].join('\n');
}

const processSlugs = (slots: Slots) => slots.capabilities.flatMap((c) => c.slugs);

const runners: Record<Slots['intent'], Run> = {
  async suppliers(input, slots, sink, turn) {
    const query = searchText(slots);
    if (!query) return 'Tell me what the supplier should do (a process such as CNC machining or anodizing), and where or with which certification.';
    const out = await search(input, sink, query, slots.top ?? 5, turn);
    sink.cards(out.cards);
    return suppliersAnswer(out, slots.top ?? 5);
  },
  compare: (input, slots, sink) => compareAnswer(input, slots.names, sink),
  async certification(input, slots, sink) {
    const parts: string[] = [];
    for (const c of slots.certifications) {
      const out = (await sink.step(TOOLS.getCertification.name, { name: c.slug }, TOOLS.getCertification.step({ name: c.label }), () => TOOLS.getCertification.run(input.ctx, { name: c.slug }))) as { found: boolean; name: string; meaning?: string; scheme?: string; link?: string };
      parts.push(out.found ? `${mdBold(out.name)} (${mdLink('certification page', out.link!)}): ${md(out.meaning)} Issued under: ${md(out.scheme)}.` : `I have no entry for ${md(c.label)}.`);
    }
    if (slots.certifications.length > 1) parts.push('These descriptions come from Forge\'s certification pages; the difference is in what each one adds, as described above.');
    return parts.join('\n\n');
  },
  async process(input, slots, sink) {
    const parts: string[] = [];
    for (const c of slots.capabilities) {
      // inside a family, the process the words named ("cnc milling"), else the family's first
      const named = slugify(c.text ?? '');
      const name = c.slugs.find((slug) => slug === named) ?? c.slugs[0]!;
      const out = (await sink.step(TOOLS.getCatalogueEntry.name, { name }, TOOLS.getCatalogueEntry.step({ name: c.label }), () => TOOLS.getCatalogueEntry.run(input.ctx, { name }))) as { found: boolean; name: string; description?: string; whenToUse?: string; link?: string };
      parts.push(out.found ? `${mdBold(out.name)} (${mdLink('catalogue', out.link!)}): ${md(out.description)}\nWhen to use it: ${md(out.whenToUse)}` : `The catalogue has no entry for ${md(c.label)}.`);
    }
    return parts.join('\n\n');
  },
  async 'bom-lines'(input, slots, sink, turn) {
    if (!input.uploadId) return pickUpload(input, sink);
    const processes = processSlugs(slots);
    const out = await lines(input, sink, { uploadId: input.uploadId, kind: processes.length ? null : slots.kind, processes, lineNumbers: slots.lineNumbers });
    turn.result = { kind: 'lines', uploadId: input.uploadId, fileName: out.fileName, items: out.lines.slice(0, RESULT_SET_MAX) };
    const all = await summary(input, sink, input.uploadId);
    const what = processes.length ? `need ${slots.capabilities.map((c) => c.label).join(' or ')}` : slots.kind ? KIND_WORDS[slots.kind] : 'match';
    if (!processes.length && !slots.kind && !slots.lineNumbers.length) return summaryAnswer(all);
    return linesAnswer(out, what, all.lineCount);
  },
  async 'bom-summary'(input, _slots, sink) {
    if (!input.uploadId) return pickUpload(input, sink);
    return summaryAnswer(await summary(input, sink, input.uploadId));
  },
  async 'bom-total'(input, _slots, sink) {
    if (!input.uploadId) return pickUpload(input, sink);
    return totalAnswer(await summary(input, sink, input.uploadId));
  },
  async 'bom-suppliers'(input, slots, sink, turn) {
    if (!input.uploadId) return pickUpload(input, sink);
    const processes = processSlugs(slots);
    const out = await lines(input, sink, { uploadId: input.uploadId, kind: processes.length ? null : 'custom', processes });
    const found = processes.length ? out.lines : out.lines.filter((l) => l.process);
    if (!found.length) return `No line in ${md(out.fileName)} needs ${slots.capabilities.map((c) => md(c.label)).join(' or ') || 'a process'}, so there is nothing to quote.`;
    const labels = processes.length ? slots.capabilities.map((c) => c.label) : [...new Set(found.map((l) => l.process!.name))].slice(0, 2);
    const query = searchText({ ...slots, capabilities: labels.map((label) => ({ label, slugs: [] })) });
    const suppliers = await search(input, sink, query, slots.top ?? 5, turn);
    sink.cards(suppliers.cards);
    return [`${found.length === 1 ? 'This line needs' : `These ${found.length} lines need`} ${labels.map(md).join(' or ')}:`, lineList(found, 8), '', suppliersAnswer(suppliers, slots.top ?? 5)].join('\n');
  },
  async 'draft-rfq'(input, slots, sink, turn) {
    if (!input.uploadId) return pickUpload(input, sink);
    // a follow-up keeps what the previous question narrowed to (its process, place and certifications) unless it names its own
    const previous = input.previous;
    const merged = !previous
      ? slots
      : {
          ...slots,
          capabilities: slots.capabilities.length ? slots.capabilities : previous.capabilities,
          place: slots.place ?? previous.place,
          certifications: slots.certifications.length ? slots.certifications : previous.certifications,
        };
    const processes = processSlugs(merged);
    const out = await lines(input, sink, { uploadId: input.uploadId, kind: processes.length ? null : 'custom', processes, lineNumbers: slots.lineNumbers });
    const chosen = out.lines.filter((l) => l.kind === 'custom' || processes.length || slots.lineNumbers.length);
    if (!chosen.length) return `I found no ${processes.length ? merged.capabilities.map((c) => md(c.label)).join(' or ') : 'custom'} lines in ${md(out.fileName)} to put in an RFQ.`;
    const labels = merged.capabilities.length ? merged.capabilities.map((c) => c.label) : [...new Set(chosen.flatMap((l) => (l.process ? [l.process.name] : [])))].slice(0, 1);
    const top = slots.top ?? 3;
    // the BOM domain's ranking of these lines picks the best (with the certifications asked for); a place asked for narrows by search
    const rankInput = { uploadId: input.uploadId, lineIds: chosen.map((l) => l.id), certifications: merged.certifications.map((c) => c.slug), limit: top };
    const ranked = merged.place ? [] : ((await sink.step(BUYER_TOOLS.rankSuppliersForLines.name, rankInput, BUYER_TOOLS.rankSuppliersForLines.step(), () => BUYER_TOOLS.rankSuppliersForLines.run(input.ctx, rankInput))) as RankedSupplier[]);
    const suppliers = !ranked.length && labels.length ? await search(input, sink, searchText({ ...merged, capabilities: labels.map((label) => ({ label, slugs: [] })) }), top, turn) : null;
    const invited: (SupplierCard & { score?: number })[] = ranked.length ? ranked : (suppliers?.cards.slice(0, top) ?? []);
    if (invited.length) sink.cards(invited);
    if (ranked.length) turn.result = { kind: 'suppliers', query: `the best matches for ${out.fileName}`, total: ranked.length, items: ranked };
    const title = `${labels.join(' and ') || 'Custom parts'} from ${out.fileName}`.slice(0, 120);
    sink.propose({
      kind: 'draft-rfq',
      label: `Create draft RFQ: ${chosen.length} line${chosen.length === 1 ? '' : 's'}${invited.length ? `, ${invited.length} supplier${invited.length === 1 ? '' : 's'}` : ''}`,
      payload: { uploadId: input.uploadId, lineIds: chosen.map((l) => l.id), supplierIds: invited.map((s) => s.id), title },
    });
    return [
      `I can create a draft RFQ "${md(title)}" with ${chosen.length === 1 ? 'this line' : `these ${chosen.length} lines`}:`,
      lineList(chosen, 10),
      invited.length ? `inviting ${invited.map((s) => `${mdLink(s.name, s.link)}${s.score !== undefined && s.why[0] ? ` (BOM matching: ${md(s.why.slice(0, 3).join(', '))})` : ''}`).join(', ')}.` : 'with no supplier invited yet (none matched).',
      'Nothing is created until you click **Create draft RFQ**; it stays a draft you can edit in RFQ management.',
    ].join('\n');
  },
  async discover(input, slots, sink) {
    const base = slots.capabilities.length || slots.place || slots.certifications.length || !input.previous ? slots : input.previous;
    const query = searchText(base);
    if (!query) return 'Tell me what to search for (a process, a certification, a place), and I will prepare the discover search.';
    const out = (await sink.step(TOOLS.openDiscoverSearch.name, { query }, TOOLS.openDiscoverSearch.step({ query }), () => TOOLS.openDiscoverSearch.run(input.ctx, { query }))) as { link: string };
    sink.propose({ kind: 'open-discover', label: `Open in Discover: ${query}`, payload: { link: out.link, query } });
    return `Here is the search "${md(query)}" for Discover, with its filters applied. Click **Open in Discover** to see it.`;
  },
  async 'correct-line'(input, slots, sink) {
    if (!input.uploadId) return pickUpload(input, sink);
    const lineNo = slots.lineNumbers[0]!;
    const out = await lines(input, sink, { uploadId: input.uploadId, lineNumbers: [lineNo] });
    const line = out.lines[0];
    if (!line) return `${md(out.fileName)} has no line ${lineNo}.`;
    const process = slots.capabilities[0]?.slugs[0] ?? null;
    const kind = process ? 'custom' : slots.kind;
    if (!kind) return `What should line ${lineNo} be: custom (with a process such as CNC machining), standard (off the shelf) or unknown?`;
    const label = process ? `custom, ${slots.capabilities[0]!.label}` : kind;
    sink.propose({ kind: 'correct-line', label: `Mark line ${lineNo} as ${label}`, payload: { uploadId: input.uploadId, lineId: line.id, lineNo, kind, process } });
    return `${mdLink(`Line ${lineNo}`, line.link)} (${md(line.description || line.partNumber)}) is ${line.kind}${line.process ? `, ${md(line.process.name)}` : ''} now. Click **Mark line ${lineNo} as ${label}** to correct it; Forge remembers the correction for this part.`;
  },
  uploads: (input, _slots, sink) => pickUpload(input, sink),
  company: (input, slots, sink) => compareAnswer(input, slots.names, sink),
  async 'bom-unmatched'(input, _slots, sink, turn) {
    if (!input.uploadId) return pickUpload(input, sink);
    return unmatchedLinesAnswer({ ...input, uploadId: input.uploadId }, sink, turn);
  },
  rfqs: rfqsAnswer,
  'rfq-quotes': rfqQuotesAnswer,
  orders: ordersRunner,
  parts: partsRunner,
  part: partRunner,
  messages: messagesRunner,
  async 'decline-price'() {
    return NO_PRICES;
  },
  async unknown() {
    return CAN_DO;
  },
};

const NEEDS_UPLOAD = new Set<Slots['intent']>(['bom-lines', 'bom-summary', 'bom-total', 'bom-suppliers', 'bom-unmatched', 'draft-rfq', 'correct-line']);

/** A BOM question asked outside a BOM's conversation: the upload it names, the one the last answer was about, or the only one. */
async function resolveUpload(input: ExchangeInput, sink: AnswerSink): Promise<string | null> {
  const uploads = (await sink.step(TOOLS.listMyUploads.name, {}, TOOLS.listMyUploads.step(), () => TOOLS.listMyUploads.run(input.ctx))) as { id: string; fileName: string }[];
  const said = input.message.toLowerCase();
  const named = uploads.find((u) => said.includes(u.fileName.toLowerCase()) || said.includes(u.fileName.toLowerCase().replace(/\.[a-z0-9]+$/, '')));
  const last = input.lastResult?.kind === 'lines' ? uploads.find((u) => u.id === (input.lastResult as { uploadId: string }).uploadId) : undefined;
  return (named ?? last ?? (uploads.length === 1 ? uploads[0] : undefined))?.id ?? null;
}

const RECORD_KIND: Partial<Record<Slots['intent'], ResultSet['kind']>> = { orders: 'orders', parts: 'parts', part: 'parts', messages: 'messages' };

/** A follow-up that only refines (names no new process, certification or place) applies to the last result set. */
function refinementOf(input: ExchangeInput, slots: Slots) {
  if (!input.lastResult || ['draft-rfq', 'compare', 'correct-line', 'discover'].includes(slots.intent)) return null;
  // a new question about orders, parts or messages refines only a list of the same
  const own = RECORD_KIND[slots.intent];
  if (own && input.lastResult.kind !== own) return null;
  const r = readRefinement(input.message);
  if (!r || slots.capabilities.length || slots.certifications.length || (slots.place && r.op !== 'radius')) return null;
  return r;
}

export const embeddedBackend: ChatBackend = {
  name: 'embedded',
  async answer(input, sink) {
    let slots = understand(input.message, { hasUpload: input.uploadId !== null, previous: input.previous });
    const turn: Turn = {};
    let text: string;
    const refinement = refinementOf(input, slots);
    // a company asked for by name is looked up before its words are read as places or processes ("Tell" is a town in TX)
    const named = !refinement && slots.companyName && !['compare', 'draft-rfq', 'correct-line'].includes(slots.intent) ? await lookupCompany(input, slots.companyName, sink) : [];
    if (refinement) {
      text = await applyRefinement(input, input.lastResult!, refinement, sink, turn);
      // the question's slots stay those of the list it refined
      slots = input.previous ?? slots;
    } else if (named.length) {
      slots = { ...slots, intent: 'company', names: [slots.companyName!] };
      turn.result = { kind: 'suppliers', query: slots.companyName!, total: named.length, items: named };
      text = await compareAnswer(input, slots.names, sink, new Map([[slots.companyName!, named]]));
    } else {
      const uploadId = !input.uploadId && NEEDS_UPLOAD.has(slots.intent) ? await resolveUpload(input, sink) : input.uploadId;
      text = await runners[slots.intent]({ ...input, uploadId }, slots, sink, turn);
    }
    streamText(sink, text);
    return { slots, ...(turn.result !== undefined ? { result: turn.result } : {}) };
  },
};
