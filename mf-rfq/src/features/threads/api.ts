import { apiPath, call, useApi, useMutation, useQueryClient, type RfqMessageInput } from '@forge/shell-sdk';
import { NOTIFICATIONS_API, RFQ_THREADS_API } from '@forge/shell-sdk/api-contract';
import { rfqPath } from '../rfqs';

// Clarification threads of one RFQ, called by contract entry.
const NOTIFICATIONS_PATH = apiPath(NOTIFICATIONS_API.list);

export function useMessages(id: string, supplierId: string | undefined) {
  return useApi(RFQ_THREADS_API.listMessages, { params: { id }, query: { supplierId } }, { placeholderData: (previous: unknown) => previous, refetchInterval: 30_000 });
}

export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RfqMessageInput) => (await call(RFQ_THREADS_API.createMessage, { params: { id }, body })).message,
    // The thread, the buyer's invitation statuses ("asked") and the header bell all change.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(rfqPath(id)) || String(q.queryKey[0]).startsWith(NOTIFICATIONS_PATH) }),
  });
}
