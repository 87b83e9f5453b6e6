import { z } from 'zod';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import { RfqEnvelopeSchema } from './rfqs.js';

/** The buyer extends an open RFQ's due date (issue 14): quoting reopens until then and every invitee is told. */
export const DueDateChangeSchema = z.object({ dueDate: z.string({ error: 'is required (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD') }).strict();
export type DueDateChange = z.infer<typeof DueDateChangeSchema>;

export const RFQ_DEADLINES_API = routeGroup('rfqs', ['rfqs'], {
  setDueDate: { method: 'post', path: '/api/rfqs/{id}/due-date', summary: 'Extend the due date of an open RFQ (buyer or admin): reschedules the close and reminder jobs, notifies every invitee', tags: ['rfqs'], auth: true, request: DueDateChangeSchema, response: RfqEnvelopeSchema },
});

export const RFQ_DEADLINE_API_ROUTES: ApiRoute[] = [...routeList(RFQ_DEADLINES_API)];
