import { useMutation, useQuery, useQueryClient, type RfqMessageInput, requestParsed, withQuery } from '@forge/shell-sdk';
import { RfqMessageEnvelopeSchema, RfqMessagesSchema } from '@forge/shell-sdk/buying-contract';
import { rfqPath } from '../rfqs';

// Clarification threads of one RFQ, checked against the @forge/contract schemas (through the SDK).
export const messagesPath = (id: string) => `${rfqPath(id)}/messages`;

export function useMessages(id: string, supplierId: string | undefined) {
  const path = withQuery(messagesPath(id), { supplierId });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(RfqMessagesSchema, 'GET', path), placeholderData: (previous) => previous, refetchInterval: 30_000 });
}

export function usePostMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RfqMessageInput) => (await requestParsed(RfqMessageEnvelopeSchema, 'POST', messagesPath(id), body)).message,
    // The thread, the buyer's invitation statuses ("asked") and the header bell all change.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(rfqPath(id)) || String(q.queryKey[0]).startsWith('/api/notifications') }),
  });
}
