import type { ServerResponse } from 'node:http';
import { pipeUIMessageStreamToResponse } from 'ai';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import type { ChatBackend } from './backend.js';
import { embeddedBackend } from './embedded.js';
import type { Slots } from './intent.js';
import type { ResultSet } from './state.js';
import { ConversationModel, MessageModel, type MessageDoc } from './model.js';
import { ownedConversation } from './conversations.js';
import { createUIMessageStream, recordingSink, type ChatUIMessage } from './stream.js';
import type { SupplierCard } from './tool-results.js';

/**
 * One exchange: the user's message is stored, the configured backend answers through the tools, the answer streams
 * to the client and is stored with its backend, tools and latency; the §3 chat interaction event is recorded.
 * A backend that fails before saying anything (a model server that is down) hands over to the embedded one.
 */

export const MAX_MESSAGE = 2000;
const HISTORY = 12;

export interface ExchangeOptions {
  backend: ChatBackend;
  environment: 'development' | 'production';
  onEventError: (error: unknown) => void;
}

export const FALLBACK_NOTICE = 'The configured language model did not answer, so the built-in assistant answered instead.';

export async function streamExchange(principal: Principal, conversationId: string, text: string, response: ServerResponse, signal: AbortSignal, options: ExchangeOptions): Promise<void> {
  const conversation = await ownedConversation(principal, conversationId);
  const started = Date.now();
  const earlier = await MessageModel.find({ conversationId: conversation._id }).sort({ createdAt: -1, _id: -1 }).limit(HISTORY).lean<MessageDoc[]>();
  await MessageModel.create({ conversationId: conversation._id, uid: principal.uid, role: 'user', text });
  if (conversation.title === 'New conversation') await ConversationModel.updateOne({ _id: conversation._id }, { $set: { title: text.slice(0, 60) } });
  const ctx = { principal, onEventError: options.onEventError };
  const input = {
    message: text,
    uploadId: conversation.uploadId,
    previous: (conversation.slots as Slots | null) ?? null,
    lastResult: (conversation.lastResult as ResultSet | null | undefined) ?? null,
    history: earlier.reverse().map((m) => ({ role: m.role, text: m.text })),
    earlierSuppliers: earlier.flatMap((m) => (m.cards ?? []) as SupplierCard[]),
    ctx,
  };

  const stream = createUIMessageStream<ChatUIMessage>({
    onError: (error) => (error instanceof AppError && error.httpStatus < 500 ? error.message : 'The assistant failed to answer. Try again.'),
    execute: async ({ writer }) => {
      writer.write({ type: 'start', messageMetadata: { conversationId } });
      const { sink, record, endText } = recordingSink(writer, signal, started);
      let backend = options.backend;
      let slots: Slots | null = null;
      let result: ResultSet | null | undefined;
      try {
        try {
          ({ slots, result } = await backend.answer(input, sink));
        } catch (error) {
          if (backend === embeddedBackend || record.text || signal.aborted) throw error;
          sink.notice(FALLBACK_NOTICE);
          backend = embeddedBackend;
          ({ slots, result } = await backend.answer(input, sink));
        }
      } finally {
        endText();
        const latencyMs = Date.now() - started;
        const saved = await MessageModel.create({
          conversationId: conversation._id, uid: principal.uid, role: 'assistant', text: record.text, backend: backend.name,
          tools: record.tools, latencyMs, cards: record.cards, actions: record.actions, notice: record.notice, stopped: signal.aborted,
        });
        await ConversationModel.updateOne(
          { _id: conversation._id },
          { $set: { slots: slots ?? conversation.slots ?? null, ...(result !== undefined && !signal.aborted ? { lastResult: result } : {}), updatedAt: new Date() } },
        );
        recordEvent({
          event: { type: 'chat_interaction', props: { messageLength: text.length, responseLength: record.text.length, conversationId } },
          environment: options.environment,
          uid: principal.uid,
          anonymousId: null,
          path: `/api/chat/conversations/${conversationId}/messages`,
        }).catch(options.onEventError);
        if (!signal.aborted) writer.write({ type: 'finish', messageMetadata: { conversationId, messageId: String(saved._id), backend: backend.name, latencyMs } });
      }
    },
  });
  pipeUIMessageStreamToResponse({ response, stream, headers: { 'x-chat-conversation': conversationId } });
}
