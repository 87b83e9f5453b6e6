import type { ExchangeInput } from './backend.js';
import { BUYER_TOOLS } from './buyer-tools.js';
import { linesAnswer } from './answers.js';
import type { Slots } from './intent.js';
import { md } from './markdown.js';
import { lowestQuotesAnswer, rfqListAnswer } from './rfq-answers.js';
import type { AnswerSink } from './sink.js';
import { RESULT_SET_MAX } from './state.js';
import type { BomLinesOutput, RfqFact, RfqQuotesOutput } from './tool-results.js';
import { TOOLS } from './tools.js';
import type { Turn } from './turn.js';

/**
 * The embedded backend's answers over the buyer's own data: the lines of a BOM no supplier was matched to, the
 * buyer's RFQs, and the quotes on one of them. Each goes through a tool (the BOM and RFQ domains' services, as the
 * signed-in user) and leaves its result set for follow-ups.
 */

export const listRfqsStep = (input: ExchangeInput, sink: AnswerSink) =>
  sink.step(BUYER_TOOLS.listMyRfqs.name, {}, BUYER_TOOLS.listMyRfqs.step(), () => BUYER_TOOLS.listMyRfqs.run(input.ctx)) as Promise<RfqFact[]>;

export const quotesStep = (input: ExchangeInput, sink: AnswerSink, rfqId: string) =>
  sink.step(BUYER_TOOLS.compareRfqQuotes.name, { rfqId }, BUYER_TOOLS.compareRfqQuotes.step(), () => BUYER_TOOLS.compareRfqQuotes.run(input.ctx, { rfqId })) as Promise<RfqQuotesOutput>;

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/** The RFQ a message names by its title: the title inside the message, else the one most of whose words it uses. */
export function rfqNamed(text: string, rfqs: RfqFact[]): RfqFact | null {
  const said = ` ${words(text).join(' ')} `;
  const whole = rfqs.filter((r) => words(r.title).length && said.includes(` ${words(r.title).join(' ')} `)).sort((a, b) => b.title.length - a.title.length);
  if (whole[0]) return whole[0];
  const saidSet = new Set(words(text));
  let best: { rfq: RfqFact; share: number } | null = null;
  for (const rfq of rfqs) {
    const titleWords = words(rfq.title).filter((w) => w.length > 2);
    if (!titleWords.length) continue;
    const share = titleWords.filter((w) => saidSet.has(w)).length / titleWords.length;
    if (share >= 0.6 && (!best || share > best.share)) best = { rfq, share };
  }
  return best?.rfq ?? null;
}

export async function unmatchedLinesAnswer(input: ExchangeInput & { uploadId: string }, sink: AnswerSink, turn: Turn): Promise<string> {
  const query = { uploadId: input.uploadId, matched: 'none' as const };
  const out = (await sink.step(TOOLS.queryBomLines.name, query, TOOLS.queryBomLines.step({}), () => TOOLS.queryBomLines.run(input.ctx, query))) as BomLinesOutput;
  const all = (await sink.step(TOOLS.summariseBom.name, { uploadId: input.uploadId }, TOOLS.summariseBom.step(), () => TOOLS.summariseBom.run(input.ctx, { uploadId: input.uploadId }))) as { lineCount: number };
  turn.result = { kind: 'lines', uploadId: input.uploadId, fileName: out.fileName, items: out.lines.slice(0, RESULT_SET_MAX) };
  const kinds = [...new Set(out.lines.map((l) => l.kind))];
  const why = kinds.length === 1 && kinds[0] === 'standard' ? ' They are standard (catalogue) parts: you buy them off the shelf rather than have them made.' : '';
  return `${linesAnswer(out, 'have no matched supplier', all.lineCount)}${out.total ? `\n${why.trim() || 'Nobody on Forge was matched to them; the other lines each have at least one matched supplier.'}` : ''}`;
}

export async function rfqsAnswer(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const rfqs = await listRfqsStep(input, sink);
  const named = rfqNamed(input.message, rfqs);
  if (named) {
    turn.result = { kind: 'rfqs', items: [named] };
    return rfqListAnswer([named], 'Your RFQ:');
  }
  turn.result = { kind: 'rfqs', items: rfqs.slice(0, RESULT_SET_MAX) };
  return rfqListAnswer(rfqs);
}

export async function rfqQuotesAnswer(input: ExchangeInput, _slots: Slots, sink: AnswerSink, turn: Turn): Promise<string> {
  const rfqs = await listRfqsStep(input, sink);
  const sent = rfqs.filter((r) => r.status !== 'draft');
  // the RFQ named, else the one the conversation is about, else the only one sent
  const last = input.lastResult;
  const current = last?.kind === 'quotes' ? last.quotes.rfq.id : last?.kind === 'rfqs' && last.items.length === 1 ? last.items[0]!.id : null;
  const named = rfqNamed(input.message, rfqs) ?? rfqs.find((r) => r.id === current) ?? (sent.length === 1 ? sent[0]! : null);
  if (!named) {
    turn.result = { kind: 'rfqs', items: rfqs.slice(0, RESULT_SET_MAX) };
    if (!rfqs.length) return rfqListAnswer(rfqs);
    return rfqListAnswer(rfqs, 'Which RFQ do you mean? Name it by its title, or say "the second one":');
  }
  if (named.status === 'draft') return `${md(named.title)} is still a draft: no supplier has seen it, so it has no quotes yet.`;
  return quotesOf(input, sink, named.id, turn);
}

export async function quotesOf(input: ExchangeInput, sink: AnswerSink, rfqId: string, turn: Turn): Promise<string> {
  const quotes = await quotesStep(input, sink, rfqId);
  turn.result = { kind: 'quotes', quotes, items: quotes.suppliers };
  return lowestQuotesAnswer(quotes);
}
