import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { useMemo } from 'react';
import { apiUrl, authHeaders } from '@forge/shell-sdk';
import { messagesPath } from './api';
import type { AssistantMessage } from './messages';

const STREAM_RENDER_MS = 50;

/**
 * The AI SDK's chat state over our stream endpoint: only the new message's text is sent (the server keeps the
 * conversation), with the bearer token; stop() aborts the request, which stops the work on the server. An answer
 * streams word by word: the thread re-renders at most every STREAM_RENDER_MS, not once per word.
 */
export function useAssistant(conversationId: string, initial: AssistantMessage[]) {
  const transport = useMemo(
    () =>
      new DefaultChatTransport<AssistantMessage>({
        api: apiUrl(messagesPath(conversationId)),
        headers: () => authHeaders(),
        credentials: 'include',
        prepareSendMessagesRequest: ({ messages }) => {
          const last = messages.at(-1);
          const text = last?.parts.map((p) => (p.type === 'text' ? p.text : '')).join('') ?? '';
          return { body: { text } };
        },
      }),
    [conversationId],
  );
  return useChat<AssistantMessage>({ id: conversationId, messages: initial, transport, experimental_throttle: STREAM_RENDER_MS });
}
