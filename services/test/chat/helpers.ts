/** Asking the assistant over HTTP in chat tests: one message, the whole SSE answer (AI SDK UI message stream) read back. */
import type { TestStack } from '../support/stack.js';

export interface Answer {
  status: number;
  /** the answer's markdown as streamed */
  text: string;
  chunks: { type: string; [key: string]: unknown }[];
  cards: { id: string; name: string }[];
  tools: string[];
  error?: { error: { message: string } };
}

export async function ask(stack: TestStack, token: string, conversationId: string, text: string): Promise<Answer> {
  const res = await fetch(`${stack.api.url}/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
  const body = await res.text();
  if (!res.ok) return { status: res.status, text: '', chunks: [], cards: [], tools: [], error: JSON.parse(body) };
  const chunks = body
    .split('\n')
    .filter((l) => l.startsWith('data: ') && l !== 'data: [DONE]')
    .map((l) => JSON.parse(l.slice(6)) as Answer['chunks'][number]);
  return {
    status: res.status,
    chunks,
    text: chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta as string).join(''),
    cards: chunks.filter((c) => c.type === 'data-suppliers').flatMap((c) => c.data as Answer['cards']),
    tools: chunks.filter((c) => c.type === 'tool-input-available').map((c) => c.toolName as string),
  };
}

export async function newConversation(stack: TestStack, token: string, body: Record<string, unknown> = {}): Promise<string> {
  const res = await stack.request('POST', '/api/chat/conversations', { token, body });
  if (res.status !== 201) throw new Error(`conversation not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation.id as string;
}

/** Every link target in an answer's markdown (unescaped brackets only). */
export function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!\\)\[(?:\\.|[^\]\\])*\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}
