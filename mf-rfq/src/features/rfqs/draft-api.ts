import { useMutation, useQueryClient, type DraftChanges, requestParsed } from '@forge/shell-sdk';
import { RfqEnvelopeSchema } from '@forge/shell-sdk/buying-contract';
import { RFQS_PATH, rfqPath } from './api';

function useRefreshRfqs(id: string) {
  const queryClient = useQueryClient();
  return (rfq: unknown) => {
    queryClient.setQueryData([rfqPath(id)], rfq);
    return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
  };
}

/** PUT /api/rfqs/:id (a draft), then sends it when asked: the send is the usual status change to open. */
export function useEditDraft(id: string) {
  const refresh = useRefreshRfqs(id);
  return useMutation({
    mutationFn: async ({ changes, send }: { changes: DraftChanges; send: boolean }) => {
      const saved = (await requestParsed(RfqEnvelopeSchema, 'PUT', rfqPath(id), changes)).rfq;
      return send ? (await requestParsed(RfqEnvelopeSchema, 'PATCH', rfqPath(id), { status: 'open' })).rfq : saved;
    },
    onSuccess: refresh,
  });
}

/** POST /api/rfqs/:id/due-date: a later due date for an open RFQ (quoting reopens until then; invitees are told). */
export function useExtendDueDate(id: string) {
  const refresh = useRefreshRfqs(id);
  return useMutation({
    mutationFn: async (dueDate: string) => (await requestParsed(RfqEnvelopeSchema, 'POST', `${rfqPath(id)}/due-date`, { dueDate })).rfq,
    onSuccess: refresh,
  });
}
