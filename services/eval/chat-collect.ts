/** Runs one question through a backend and collects what it streamed (text, cards, tools, actions, first token). */
import type { ChatBackend } from '../src/domains/chat/backend.js';
import type { Slots } from '../src/domains/chat/intent.js';
import type { ResultSet } from '../src/domains/chat/state.js';
import type { AnswerSink } from '../src/domains/chat/sink.js';
import type { SupplierCard } from '../src/domains/chat/tool-results.js';
import type { ToolContext } from '../src/domains/chat/tools.js';

export interface Collected {
  text: string;
  cards: SupplierCard[];
  tools: { name: string; input: Record<string, unknown>; output: unknown }[];
  actions: { kind: string; payload: Record<string, unknown> }[];
  notice: string | null;
  firstTokenMs: number | null;
  totalMs: number;
  slots: Slots | null;
  /** the answer's result set (undefined: the previous one stays) */
  result: ResultSet | null | undefined;
}

export async function collect(backend: ChatBackend, ctx: ToolContext, message: string, options: { uploadId: string | null; previous: Slots | null; lastResult?: ResultSet | null; history?: { role: 'user' | 'assistant'; text: string }[] }): Promise<Collected> {
  const started = performance.now();
  const out: Collected = { text: '', cards: [], tools: [], actions: [], notice: null, firstTokenMs: null, totalMs: 0, slots: null, result: undefined };
  const sink: AnswerSink = {
    signal: new AbortController().signal,
    async step(name, input, _label, run) {
      const output = await run();
      out.tools.push({ name, input, output });
      return output;
    },
    text(delta) {
      out.firstTokenMs ??= performance.now() - started;
      out.text += delta;
    },
    cards(cards) {
      out.cards.push(...cards);
    },
    propose(action) {
      out.actions.push(action);
      return String(out.actions.length);
    },
    notice(text) {
      out.notice = text;
    },
  };
  const { slots, result } = await backend.answer({ message, uploadId: options.uploadId, previous: options.previous, lastResult: options.lastResult ?? null, history: options.history ?? [], ctx }, sink);
  out.slots = slots;
  out.result = result;
  out.totalMs = performance.now() - started;
  return out;
}
