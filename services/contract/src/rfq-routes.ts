import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import {
  AwardInputSchema,
  AwardResultSchema,
  ComparisonEnvelopeSchema,
  DraftChangesSchema,
  InboxCountsEnvelopeSchema,
  InboxSchema,
  InvitationsSchema,
  QuoteEnvelopeSchema,
  QuoteInputSchema,
  QuoteListSchema,
  RfqEnvelopeSchema,
} from './rfqs.js';
import { RFQ_FILE_API_ROUTES } from './rfq-files.js';

/**
 * The RFQ quote loop (issue 14). The inbox paths come before `/api/rfqs/{id}` so a lookup by path finds them first;
 * routes.ts spreads this array into API_ROUTES.
 */
export const RFQS_API = routeGroup('rfqs', ['rfqs'], {
  getInboxCounts: { method: 'get', path: '/api/rfqs/inbox/counts', summary: "The supplier inbox counts for the header badge (unopened invitations)", tags: ['rfqs'], auth: true, response: InboxCountsEnvelopeSchema },
  getInbox: { method: 'get', path: '/api/rfqs/inbox', summary: 'Supplier inbox (?bucket=new|due-soon|answered|won|lost|closed): sent RFQs inviting the company I own, with counts', tags: ['rfqs'], auth: true, response: InboxSchema },
  createQuote: { method: 'post', path: '/api/rfqs/{id}/quotes', summary: 'Submit a quote revision (owner of an invited supplier, while open and before the due day ends)', tags: ['rfqs'], auth: true, request: QuoteInputSchema, response: QuoteEnvelopeSchema },
  listQuotes: { method: 'get', path: '/api/rfqs/{id}/quotes', summary: 'Quote revisions: the buyer and admins see all suppliers; a supplier only its own', tags: ['rfqs'], auth: true, response: QuoteListSchema },
  getComparison: { method: 'get', path: '/api/rfqs/{id}/comparison', summary: "Buyer's line-by-line comparison of the latest revisions", tags: ['rfqs'], auth: true, response: ComparisonEnvelopeSchema },
  award: { method: 'post', path: '/api/rfqs/{id}/award', summary: 'Award an open RFQ whole {supplierId} or split by line {lines}; reason? is told to the losers', tags: ['rfqs'], auth: true, request: AwardInputSchema, response: AwardResultSchema },
  listInvitations: { method: 'get', path: '/api/rfqs/{id}/invitations', summary: 'Per invited supplier: sent, opened, asked, quoted or declined (buyer and admins)', tags: ['rfqs'], auth: true, response: InvitationsSchema },
  duplicate: { method: 'post', path: '/api/rfqs/{id}/duplicate', summary: 'Copy an RFQ (lines, suppliers, delivery, notes) into a new draft', tags: ['rfqs'], auth: true, response: RfqEnvelopeSchema },
  set: { method: 'put', path: '/api/rfqs/{id}', summary: 'Edit a draft RFQ (owner or admin): title, dueDate, delivery, notes, ndaRequired, lines, supplierIds', tags: ['rfqs'], auth: true, request: DraftChangesSchema, response: RfqEnvelopeSchema },
  get: { method: 'get', path: '/api/rfqs/{id}', summary: 'One RFQ: owner, admin, or the owner of an invited company once it is sent', tags: ['rfqs'], auth: true, response: RfqEnvelopeSchema },
});

export const RFQ_API_ROUTES: ApiRoute[] = [...routeList(RFQS_API), ...RFQ_FILE_API_ROUTES];
