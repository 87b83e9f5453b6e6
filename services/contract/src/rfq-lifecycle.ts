import { z } from 'zod';
import { boundedText as text, requiredId as id } from './fields.js';
import { RFQ_STATUSES } from './enums.js';
import { RfqHeadlineSchema } from './rfq-headline.js';
import { routeGroup, routeList, type ApiRoute } from './route-types.js';
import { RFQ_DETAIL_FIELDS, RFQ_MAX_LINES, RfqEnvelopeSchema } from './rfqs.js';

// Creating, listing and moving RFQs along (draft → open → closed | awarded), and the RFQ routes that answer files.

/** How many suppliers one RFQ may invite. */
export const RFQ_MAX_SUPPLIERS = 20;

const quantity = z.number({ error: 'must be a number' }).positive('must be more than 0').max(10_000_000, 'must be at most 10,000,000');

/** One line item: either a reference to a BOM line (the server copies it; only the quantity may change) or typed in. */
export const RfqLineInputSchema = z
  .object({
    source: z.object({ uploadId: id, lineId: id }).strict().optional(),
    partNumber: text(100).optional(),
    description: text(500).optional(),
    quantity: quantity.optional(),
    unit: text(20).optional(),
    material: text(120).optional(),
    process: z.string().trim().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a process slug such as cnc-machining').optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.source) {
      for (const field of ['partNumber', 'description', 'unit', 'material', 'process'] as const) {
        if (line[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'comes from the BOM line; only the quantity can be changed' });
      }
      return;
    }
    if (line.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'is required' });
    if (!line.partNumber && !line.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'give a part number or a description' });
  });
export type RfqLineInput = z.input<typeof RfqLineInputSchema>;

/** POST /api/rfqs: a buyer's new RFQ, sent (open) or saved as a draft. */
export const RfqCreateSchema = z
  .object({
    ...RFQ_DETAIL_FIELDS,
    status: z.enum(['draft', 'open'], { error: 'must be "draft" or "open"' }).default('open'),
    dueDate: z.string({ error: 'is required (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'),
    lines: z.array(RfqLineInputSchema).min(1, 'add at least one line item').max(RFQ_MAX_LINES, `at most ${RFQ_MAX_LINES} line items`),
    supplierIds: z.array(id).max(RFQ_MAX_SUPPLIERS, `invite at most ${RFQ_MAX_SUPPLIERS} suppliers`).optional(),
  })
  .strict();
export type RfqCreate = z.input<typeof RfqCreateSchema>;

/**
 * PATCH /api/rfqs/{id}: send, close or reopen the RFQ (a reason is optional). `awarded` and `awardedSupplierId` are
 * refused with a 400 naming POST /api/rfqs/{id}/award, the one award path.
 */
export const RfqStatusChangeSchema = z
  .object({
    status: z.enum(RFQ_STATUSES, { error: `must be one of ${RFQ_STATUSES.join(', ')}` }),
    awardedSupplierId: id.optional(),
    reason: text(500).optional(),
    /** Sending an ITAR RFQ: confirm inviting self-declared ITAR registrations (recorded in the history). */
    itarSelfDeclaredConfirmed: z.boolean().optional(),
  })
  .strict();
export type RfqStatusChange = z.input<typeof RfqStatusChangeSchema>;

export const RFQ_LIST_SCOPES = ['mine', 'invited', 'all'] as const;

/** One RFQ in a list: counts instead of lines; a supplier's list (scope=invited) shows no buyer and no other suppliers. */
export const RfqSummarySchema = RfqHeadlineSchema.extend({
  totalQuantity: z.number(),
  supplierCount: z.number().int(),
  suppliers: z.array(z.object({ id: z.string(), name: z.string() })),
  delivery: z.object({ zip: z.string(), city: z.string(), state: z.string() }),
  owner: z.object({ uid: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RfqSummary = z.infer<typeof RfqSummarySchema>;

/** GET /api/rfqs: a page of RFQs, newest first, with the count of each status in the scope. */
export const RfqListSchema = z.object({
  items: z.array(RfqSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pages: z.number().int(),
  scope: z.enum(RFQ_LIST_SCOPES),
  counts: z.record(z.enum(RFQ_STATUSES), z.number().int()),
});
export type RfqList = z.infer<typeof RfqListSchema>;

export const RFQ_LIFECYCLE_API = routeGroup('rfqs', ['rfqs'], {
  create: { method: 'post', path: '/api/rfqs', summary: 'Create an RFQ (buyers and admins): BOM lines by reference or typed lines, invited suppliers; 201', request: RfqCreateSchema, response: RfqEnvelopeSchema, auth: true },
  list: { method: 'get', path: '/api/rfqs', summary: 'RFQs, newest first (?status=&scope=mine|invited|all&page=&pageSize=); admins default to all', response: RfqListSchema, auth: true },
  update: { method: 'patch', path: '/api/rfqs/{id}', summary: 'Change the status (owner or admin): open or closed, with an optional reason; awarding is POST /api/rfqs/{id}/award (400 here)', request: RfqStatusChangeSchema, response: RfqEnvelopeSchema, auth: true },
  getComparisonCsv: { method: 'get', path: '/api/rfqs/{id}/comparison.csv', summary: 'The quote comparison as CSV (buyer and admins)', produces: 'text/csv', auth: true },
  getComparisonXlsx: { method: 'get', path: '/api/rfqs/{id}/comparison.xlsx', summary: 'The quote comparison as an Excel workbook, text cells never formulas (buyer and admins)', produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', auth: true },
  getFileContent: { method: 'get', path: '/api/rfqs/{id}/files/{fileId}/content', summary: 'Download an attached file (non-ITAR; ITAR files only through a link)', produces: 'application/octet-stream', auth: true },
  deleteFile: { method: 'delete', path: '/api/rfqs/{id}/files/{fileId}', summary: 'Remove an attached file (the buyer, while draft or open; 204)', auth: true },
});

export const RFQ_FILE_LINKS_API = routeGroup('rfqFiles', ['rfqs'], {
  get: { method: 'get', path: '/api/rfq-files/{token}', summary: 'Download through a short-lived link (the token is the credential)', tags: ['rfqs'], produces: 'application/octet-stream' },
});

export const RFQ_LIFECYCLE_API_ROUTES: ApiRoute[] = [...routeList(RFQ_LIFECYCLE_API), ...routeList(RFQ_FILE_LINKS_API)];
