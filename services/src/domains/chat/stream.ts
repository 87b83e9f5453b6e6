import { randomUUID } from 'node:crypto';
import { createUIMessageStream, type UIMessage, type UIMessageStreamWriter } from 'ai';
import type { ActionRecord, ToolCallRecord } from './model.js';
import type { AnswerSink } from './sink.js';
import type { SupplierCard } from './tool-results.js';

/**
 * One streaming protocol for every backend: the AI SDK's UI message stream (sent as SSE). Tool calls become
 * dynamic tool parts (shown as steps), supplier cards, proposed actions and notices become data parts.
 */

export interface RecordedAnswer {
  text: string;
  tools: ToolCallRecord[];
  cards: SupplierCard[];
  actions: ActionRecord[];
  notice: string | null;
  firstTokenMs: number | null;
}

export type ChatUIMessage = UIMessage<{ conversationId: string; messageId?: string; backend?: string; latencyMs?: number }>;

export function recordingSink(writer: UIMessageStreamWriter<ChatUIMessage>, signal: AbortSignal, started: number): { sink: AnswerSink; record: RecordedAnswer; endText(): void } {
  const record: RecordedAnswer = { text: '', tools: [], cards: [], actions: [], notice: null, firstTokenMs: null };
  const textId = randomUUID();
  let textOpen = false;
  const sink: AnswerSink = {
    signal,
    async step(tool, input, label, run) {
      const toolCallId = randomUUID();
      writer.write({ type: 'tool-input-available', toolCallId, toolName: tool, input, dynamic: true, title: label });
      const at = Date.now();
      try {
        const output = await run();
        record.tools.push({ name: tool, input, ms: Date.now() - at, ok: true });
        writer.write({ type: 'tool-output-available', toolCallId, output: output as never, dynamic: true });
        return output;
      } catch (error) {
        record.tools.push({ name: tool, input, ms: Date.now() - at, ok: false });
        writer.write({ type: 'tool-output-error', toolCallId, errorText: error instanceof Error ? error.message : 'failed', dynamic: true });
        throw error;
      }
    },
    text(delta) {
      if (!delta) return;
      if (!textOpen) {
        writer.write({ type: 'text-start', id: textId });
        textOpen = true;
        record.firstTokenMs = Date.now() - started;
      }
      record.text += delta;
      writer.write({ type: 'text-delta', id: textId, delta });
    },
    cards(cards) {
      if (!cards.length) return;
      record.cards.push(...cards);
      writer.write({ type: 'data-suppliers', data: cards });
    },
    propose(action) {
      const full: ActionRecord = { id: randomUUID(), ...action, status: 'proposed', result: null };
      record.actions.push(full);
      writer.write({ type: 'data-action', id: full.id, data: full });
      return full.id;
    },
    notice(text) {
      record.notice = text;
      writer.write({ type: 'data-notice', data: { text } });
    },
  };
  return {
    sink,
    record,
    endText() {
      if (textOpen) writer.write({ type: 'text-end', id: textId });
    },
  };
}

export { createUIMessageStream };
