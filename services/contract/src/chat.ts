import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/** The sourcing assistant (issue 18): conversations, stored messages and the actions it proposes. */

export const CHAT_MAX_MESSAGE = 2000;

export const ChatConversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  uploadId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatSupplierCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  link: z.string(),
  capabilities: z.array(z.string()),
  certifications: z.array(z.string()),
  distanceMiles: z.number().optional(),
  why: z.array(z.string()),
});
export type ChatSupplierCard = z.infer<typeof ChatSupplierCardSchema>;

export const CHAT_ACTION_KINDS = ['draft-rfq', 'open-discover', 'correct-line'] as const;

export const ChatActionSchema = z.object({
  id: z.string(),
  kind: z.enum(CHAT_ACTION_KINDS),
  label: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['proposed', 'done']),
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type ChatAction = z.infer<typeof ChatActionSchema>;

export const ChatStoredMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  backend: z.string().nullable(),
  tools: z.array(z.object({ name: z.string(), ms: z.number(), ok: z.boolean() })),
  latencyMs: z.number().nullable(),
  cards: z.array(ChatSupplierCardSchema),
  actions: z.array(ChatActionSchema),
  notice: z.string().nullable(),
  stopped: z.boolean(),
  createdAt: z.string(),
});
export type ChatStoredMessage = z.infer<typeof ChatStoredMessageSchema>;

export const ChatConversationListSchema = z.object({ conversations: z.array(ChatConversationSchema), backend: z.string() });
export const ChatConversationEnvelopeSchema = z.object({ conversation: ChatConversationSchema });
export const ChatConversationDetailSchema = z.object({ conversation: ChatConversationSchema, messages: z.array(ChatStoredMessageSchema) });
export const ChatCreateConversationSchema = z.object({ uploadId: z.string().max(100).optional(), title: z.string().max(120).optional() });
export const ChatRenameSchema = z.object({ title: z.string().min(1).max(120) });
export const ChatMessageInputSchema = z.object({ text: z.string().min(1).max(CHAT_MAX_MESSAGE) });
export const ChatActionResultSchema = z.object({ action: ChatActionSchema });

export const CHAT_API = routeGroup('chat', ['chat'], {
  listConversations: { method: 'get', path: '/api/chat/conversations', summary: "My assistant conversations (?uploadId= for one BOM's), newest first, and the backend answering", tags: ['chat'], auth: true, response: ChatConversationListSchema },
  createConversation: { method: 'post', path: '/api/chat/conversations', summary: 'Start a conversation, optionally about one of my BOM uploads', tags: ['chat'], auth: true, request: ChatCreateConversationSchema, response: ChatConversationEnvelopeSchema },
  getConversation: { method: 'get', path: '/api/chat/conversations/{id}', summary: 'One of my conversations with its messages (backend, tools, latency, cards, actions)', tags: ['chat'], auth: true, response: ChatConversationDetailSchema },
  updateConversation: { method: 'patch', path: '/api/chat/conversations/{id}', summary: 'Rename a conversation', tags: ['chat'], auth: true, request: ChatRenameSchema, response: ChatConversationEnvelopeSchema },
  deleteConversation: { method: 'delete', path: '/api/chat/conversations/{id}', summary: 'Delete a conversation and its messages', tags: ['chat'], auth: true },
  sendMessage: { method: 'post', path: '/api/chat/conversations/{id}/messages', summary: 'Ask {text}: the answer streams as an AI SDK UI message stream (SSE); closing the request stops the work', tags: ['chat'], auth: true, request: ChatMessageInputSchema },
  runAction: { method: 'post', path: '/api/chat/conversations/{id}/actions/{actionId}', summary: 'Carry out an action the assistant proposed (draft RFQ, line correction), as me', tags: ['chat'], auth: true, response: ChatActionResultSchema },
});

export const CHAT_API_ROUTES: ApiRoute[] = [...routeList(CHAT_API)];
