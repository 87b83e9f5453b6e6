import { z } from 'zod';
import { apiRequest, RFQ_STATUSES, RfqEnvelopeSchema, useMutation, useQuery, useQueryClient, type RfqStatus, type RfqView } from '@forge/shell-sdk';
import { requestParsed, withQuery } from '../../lib/api-client';

export const RFQS_PATH = '/api/rfqs';
export const rfqPath = (id: string) => `${RFQS_PATH}/${encodeURIComponent(id)}`;

export { RFQ_STATUSES, type RfqStatus } from '@forge/shell-sdk';

export const STATUS_LABELS: Record<RfqStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed', awarded: 'Awarded' };
export const STATUS_PALETTES: Record<RfqStatus, string> = { draft: 'gray', open: 'blue', closed: 'red', awarded: 'green' };
export const STATUS_HINTS: Record<RfqStatus, string> = {
  draft: 'Saved, not sent. Only you can see it.',
  open: 'Sent. Invited suppliers can read it and quote by the due date.',
  closed: 'No longer taking quotes.',
  awarded: 'A supplier won this RFQ.',
};

const deliverySchema = z.object({ zip: z.string(), city: z.string(), state: z.string() });

export const rfqLineSchema = z.object({
  id: z.string(),
  partNumber: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  material: z.string(),
  process: z.object({ slug: z.string(), name: z.string() }).nullable(),
  source: z.object({ uploadId: z.string(), lineId: z.string(), lineNo: z.number().nullable(), fileName: z.string() }).nullable(),
  /** The part's revision, kept from the BOM line the RFQ line was made from. */
  revision: z.string().optional(),
});
export type RfqLine = z.infer<typeof rfqLineSchema>;

export const invitedSupplierSchema = z.object({ id: z.string(), name: z.string(), slug: z.string(), city: z.string(), state: z.string() });
export type InvitedSupplier = z.infer<typeof invitedSupplierSchema>;

/** One RFQ as the contract defines it (GET /api/rfqs/{id}). */
export type Rfq = RfqView;

export const rfqSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(RFQ_STATUSES),
  dueDate: z.string(),
  lineCount: z.number(),
  totalQuantity: z.number(),
  supplierCount: z.number(),
  suppliers: z.array(z.object({ id: z.string(), name: z.string() })),
  delivery: deliverySchema,
  owner: z.object({ uid: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RfqSummary = z.infer<typeof rfqSummarySchema>;

export const rfqListSchema = z.object({
  items: z.array(rfqSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pages: z.number(),
  scope: z.enum(['mine', 'invited', 'all']),
  counts: z.record(z.enum(RFQ_STATUSES), z.number()),
});
export type RfqList = z.infer<typeof rfqListSchema>;

const rfqEnvelope = RfqEnvelopeSchema;

export function useRfq(id: string) {
  return useQuery({ queryKey: [rfqPath(id)], queryFn: async () => (await requestParsed(rfqEnvelope, 'GET', rfqPath(id))).rfq });
}

export interface ListParams {
  status?: RfqStatus | undefined;
  scope?: 'mine' | 'invited' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const rfqListPath = (params: ListParams) =>
  withQuery(RFQS_PATH, { status: params.status, scope: params.scope, page: params.page && params.page > 1 ? params.page : undefined, pageSize: params.pageSize });

export function useRfqList(params: ListParams) {
  const path = rfqListPath(params);
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(rfqListSchema, 'GET', path), placeholderData: (previous) => previous });
}

/** What the create form sends: BOM lines by reference (the server copies them), typed lines in full. */
export type NewRfqLine =
  | { source: { uploadId: string; lineId: string }; quantity: number }
  | { partNumber?: string; description?: string; quantity: number; material?: string; process?: string };

export interface NewRfq {
  title: string;
  status: 'draft' | 'open';
  dueDate: string;
  delivery?: { zip?: string };
  notes?: string;
  ndaRequired?: boolean;
  itar?: boolean;
  lines: NewRfqLine[];
  supplierIds?: string[];
}

/** Every list and detail read starts with /api/rfqs: refresh them all after a write. */
function useInvalidateRfqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
}

export function useCreateRfq() {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (body: NewRfq) => (await requestParsed(rfqEnvelope, 'POST', RFQS_PATH, body)).rfq,
    onSuccess: () => invalidate(),
  });
}

export interface StatusChange {
  status: RfqStatus;
  awardedSupplierId?: string;
  reason?: string;
}

export function useChangeStatus(id: string) {
  const invalidate = useInvalidateRfqs();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: StatusChange) => rfqEnvelope.parse(await apiRequest('PATCH', rfqPath(id), change)).rfq,
    onSuccess: (rfq) => {
      queryClient.setQueryData([rfqPath(id)], rfq);
      return invalidate();
    },
  });
}
