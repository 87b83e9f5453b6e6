import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';

/**
 * Clarification threads of an RFQ (issue 14): one thread per invited supplier between the buyer and that supplier,
 * plus the buyer's broadcast Q&A that every invitee sees. A supplier never sees another supplier's thread.
 */
export const RfqMessageSchema = z.object({
  id: z.string(),
  /** The invited supplier whose thread this is; null for a broadcast to every invitee. */
  supplierId: z.string().nullable(),
  broadcast: z.boolean(),
  from: z.enum(['buyer', 'supplier']),
  body: z.string(),
  createdAt: z.string(),
});
export type RfqMessage = z.infer<typeof RfqMessageSchema>;

export const RfqThreadSummarySchema = z.object({ supplierId: z.string(), name: z.string(), messages: z.number().int().min(0), lastAt: z.string().nullable(), lastFrom: z.enum(['buyer', 'supplier']).nullable() });

export const RfqMessagesSchema = z.object({
  /** Whose thread is shown (the caller's own company for a supplier); null when only broadcasts are shown. */
  supplierId: z.string().nullable(),
  messages: z.array(RfqMessageSchema),
  /** The buyer's overview of every invited supplier's thread; empty for suppliers. */
  threads: z.array(RfqThreadSummarySchema),
});
export type RfqMessages = z.infer<typeof RfqMessagesSchema>;

export const RfqMessageInputSchema = z
  .object({
    body: z.string().trim().min(1, 'write a message').max(4000, 'must be at most 4,000 characters'),
    /** The buyer names the supplier's thread; a supplier always writes in its own. */
    supplierId: z.string().trim().min(1).max(100).optional(),
    /** The buyer's question and answer to every invited supplier at once. */
    broadcast: z.boolean().optional(),
  })
  .strict();
export type RfqMessageInput = z.infer<typeof RfqMessageInputSchema>;

export const RfqMessageEnvelopeSchema = z.object({ message: RfqMessageSchema });

export const RFQ_THREADS_API = routeGroup('rfqs', ['rfqs'], {
  listMessages: { method: 'get', path: '/api/rfqs/{id}/messages', summary: "Clarifications (?supplierId= for the buyer): that supplier's thread with the buyer plus the broadcasts; a supplier sees only its own thread", tags: ['rfqs'], auth: true, response: RfqMessagesSchema },
  createMessage: { method: 'post', path: '/api/rfqs/{id}/messages', summary: "Post a clarification: a supplier to the buyer; the buyer to one supplier {supplierId} or to all {broadcast: true}", tags: ['rfqs'], auth: true, request: RfqMessageInputSchema, response: RfqMessageEnvelopeSchema },
});

export const THREAD_API_ROUTES: ApiRoute[] = [...routeList(RFQ_THREADS_API)];
