import type { UIMessage } from 'ai';
import type { ChatAction, ChatStoredMessage, ChatSupplierCard } from '@forge/shell-sdk';

/** The assistant's UI messages: text, tool steps, and data parts for supplier cards, actions and notices. */
export type AssistantMessage = UIMessage<
  { conversationId?: string; messageId?: string; backend?: string; latencyMs?: number },
  { suppliers: ChatSupplierCard[]; action: ChatAction; notice: { text: string } }
>;

/** A stored message as a UI message, so a reopened conversation looks like it did while streaming. */
export function fromStored(m: ChatStoredMessage): AssistantMessage {
  const parts: AssistantMessage['parts'] = [];
  if (m.notice) parts.push({ type: 'data-notice', data: { text: m.notice } });
  for (const t of m.tools) {
    parts.push({ type: 'dynamic-tool', toolName: t.name, toolCallId: `${m.id}-${parts.length}`, state: t.ok ? 'output-available' : 'output-error', input: {}, output: undefined, errorText: t.ok ? undefined : 'failed' } as AssistantMessage['parts'][number]);
  }
  if (m.text) parts.push({ type: 'text', text: m.text });
  if (m.cards.length) parts.push({ type: 'data-suppliers', data: m.cards });
  for (const a of m.actions) parts.push({ type: 'data-action', id: a.id, data: a });
  return { id: m.id, role: m.role, parts, metadata: { backend: m.backend ?? undefined, latencyMs: m.latencyMs ?? undefined } };
}

/** The step label of a tool part: the title the server sent, else the tool's name in words. */
export function stepLabel(part: { toolName: string; title?: string }): string {
  return part.title ?? part.toolName.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** The API's error sentence out of a failed stream request (its body is the one error shape). */
export function chatErrorMessage(error: Error | undefined): string | null {
  if (!error) return null;
  try {
    const body = JSON.parse(error.message) as { error?: { message?: string } };
    if (body.error?.message) return body.error.message;
  } catch {
    /* not JSON */
  }
  return error.message || 'The assistant could not answer. Try again.';
}
