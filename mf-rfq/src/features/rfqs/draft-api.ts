import { call, useMutation, useQueryClient, type DraftChanges, type RfqView } from '@forge/shell-sdk';
import { RFQ_DEADLINES_API, RFQ_LIFECYCLE_API, RFQS_API } from '@forge/shell-sdk/api-contract';
import { RFQS_PATH, rfqPath } from './api';

function useRefreshRfqs(id: string) {
  const queryClient = useQueryClient();
  return (rfq: RfqView) => {
    // The read's key holds the API's answer whole: the envelope, never the bare RFQ.
    queryClient.setQueryData([rfqPath(id)], { rfq });
    return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
  };
}

/** PUT /api/rfqs/:id (a draft), then sends it when asked: the send is the usual status change to open. */
export function useEditDraft(id: string) {
  const refresh = useRefreshRfqs(id);
  return useMutation({
    mutationFn: async ({ changes, send }: { changes: DraftChanges; send: boolean }) => {
      const saved = (await call(RFQS_API.set, { params: { id }, body: changes })).rfq;
      return send ? (await call(RFQ_LIFECYCLE_API.update, { params: { id }, body: { status: 'open' } })).rfq : saved;
    },
    onSuccess: refresh,
  });
}

/** POST /api/rfqs/:id/due-date: a later due date for an open RFQ (quoting reopens until then; invitees are told). */
export function useExtendDueDate(id: string) {
  const refresh = useRefreshRfqs(id);
  return useMutation({
    mutationFn: async (dueDate: string) => (await call(RFQ_DEADLINES_API.setDueDate, { params: { id }, body: { dueDate } })).rfq,
    onSuccess: refresh,
  });
}
