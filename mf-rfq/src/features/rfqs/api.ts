import {
  apiPath,
  call,
  useApi,
  useMutation,
  useQueryClient,
  type RfqCreate,
  type RfqStatus,
  type RfqStatusChange,
  type RfqView,
} from '@forge/shell-sdk';
import { RFQ_LIFECYCLE_API, RFQS_API } from '@forge/shell-sdk/api-contract';

/** Every RFQ read's path starts here (the list, one RFQ, its quotes, files, threads): the prefix refreshed after a write. */
export const RFQS_PATH = apiPath(RFQ_LIFECYCLE_API.list);
/** One RFQ's path, the query key of its read and the prefix of its sub-resources. */
export const rfqPath = (id: string) => apiPath(RFQS_API.get, { params: { id } });

export { RFQ_STATUSES, type RfqStatus } from '@forge/shell-sdk';

export const STATUS_LABELS: Record<RfqStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed', awarded: 'Awarded' };
export const STATUS_PALETTES: Record<RfqStatus, string> = { draft: 'gray', open: 'blue', closed: 'red', awarded: 'green' };
export const STATUS_HINTS: Record<RfqStatus, string> = {
  draft: 'Saved, not sent. Only you can see it.',
  open: 'Sent. Invited suppliers can read it and quote by the due date.',
  closed: 'No longer taking quotes.',
  awarded: 'A supplier won this RFQ.',
};

/** One line of an RFQ, and one invited supplier, as the contract defines them. */
export type RfqLine = RfqView['lines'][number];
export type InvitedSupplier = RfqView['suppliers'][number];

/** One RFQ as the contract defines it (GET /api/rfqs/{id}). */
export type Rfq = RfqView;

/** GET /api/rfqs: a page of RFQ summaries with per-status counts (the contract's schemas). */
export type { RfqList, RfqSummary } from '@forge/shell-sdk';

/** The RFQ's answer is cached whole under its path (other sections read the same key) and narrowed here. */
export function useRfq(id: string) {
  return useApi(RFQS_API.get, { params: { id } }, { select: (answer) => answer.rfq });
}

export interface ListParams {
  status?: RfqStatus | undefined;
  scope?: 'mine' | 'invited' | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

const listQuery = (params: ListParams) => ({ status: params.status, scope: params.scope, page: params.page && params.page > 1 ? params.page : undefined, pageSize: params.pageSize });

export const rfqListPath = (params: ListParams) => apiPath(RFQ_LIFECYCLE_API.list, { query: listQuery(params) });

export function useRfqList(params: ListParams) {
  return useApi(RFQ_LIFECYCLE_API.list, { query: listQuery(params) }, { placeholderData: (previous: unknown) => previous });
}

/** What the create form sends (a narrower RfqCreate): BOM lines by reference (the server copies them), typed lines in full. */
export type NewRfqLine =
  | { source: { uploadId: string; lineId: string }; quantity: number }
  | { partNumber?: string; description?: string; quantity: number; material?: string; process?: string };

export interface NewRfq extends Omit<RfqCreate, 'lines' | 'status'> {
  status: 'draft' | 'open';
  lines: NewRfqLine[];
}

/** Every list and detail read starts with /api/rfqs: refresh them all after a write. */
function useInvalidateRfqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
}

export function useCreateRfq() {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (body: NewRfq) => (await call(RFQ_LIFECYCLE_API.create, { body })).rfq,
    onSuccess: () => invalidate(),
  });
}

export type StatusChange = RfqStatusChange;

export function useChangeStatus(id: string) {
  const invalidate = useInvalidateRfqs();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: StatusChange) => (await call(RFQ_LIFECYCLE_API.update, { params: { id }, body: change })).rfq,
    onSuccess: (rfq) => {
      // The read's key holds the API's answer whole: the envelope, never the bare RFQ.
      queryClient.setQueryData([rfqPath(id)], { rfq });
      return invalidate();
    },
  });
}

/** Sends a saved draft (PATCH {status: "open"}): the create form does so once the draft's drawings are attached. */
export async function sendDraft(id: string): Promise<Rfq> {
  return (await call(RFQ_LIFECYCLE_API.update, { params: { id }, body: { status: 'open' } })).rfq;
}
