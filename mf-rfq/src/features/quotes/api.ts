import { apiPath, apiUrl, call, http, useApi, useMutation, useQueryClient, type AwardInput, type InboxBucket, type QuoteInput } from '@forge/shell-sdk';
import { RFQ_INVITATIONS_API, RFQ_LIFECYCLE_API, RFQS_API } from '@forge/shell-sdk/api-contract';
import { RFQS_PATH } from '../rfqs';

// The quote loop's reads and writes, by contract entry. A read caches the API's answer whole under its path (the
// query client is shared by every section) and narrows it with `select`.

/** Every RFQ read starts with the RFQs path: refresh them all after a write (the header badge too). */
function useInvalidateRfqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
}

export function useInbox(bucket: InboxBucket | undefined) {
  return useApi(RFQS_API.getInbox, { query: { bucket } }, { placeholderData: (previous: unknown) => previous });
}

export function useMyQuotes(id: string, enabled: boolean) {
  return useApi(RFQS_API.listQuotes, { params: { id } }, { select: (answer) => answer.quotes, enabled });
}

export function useSubmitQuote(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (body: QuoteInput) => (await call(RFQS_API.createQuote, { params: { id }, body })).quote,
    onSuccess: () => invalidate(),
  });
}

export function useComparison(id: string, enabled: boolean) {
  return useApi(RFQS_API.getComparison, { params: { id } }, { select: (answer) => answer.comparison, enabled });
}

export function useInvitations(id: string, enabled: boolean) {
  return useApi(RFQS_API.listInvitations, { params: { id } }, { select: (answer) => answer.invitations, enabled });
}

/** The buyer takes an invitation back (open RFQs): the company leaves the RFQ and its quote link stops working. */
export function useWithdrawInvitation(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (supplierId: string) => (await call(RFQ_INVITATIONS_API.withdrawInvitation, { params: { id, supplierId }, body: {} })).invitations,
    onSuccess: () => invalidate(),
  });
}

export function useAward(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({ mutationFn: (body: AwardInput) => call(RFQS_API.award, { params: { id }, body }), onSuccess: () => invalidate() });
}

export function useDuplicate(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({ mutationFn: async () => (await call(RFQS_API.duplicate, { params: { id } })).rfq, onSuccess: () => invalidate() });
}

const EXPORTS = { csv: RFQ_LIFECYCLE_API.getComparisonCsv, xlsx: RFQ_LIFECYCLE_API.getComparisonXlsx } as const;

/** Saves the server's CSV or Excel export (formula cells already neutralised there) under its own file name. */
export async function downloadComparison(id: string, format: keyof typeof EXPORTS): Promise<void> {
  const response = await http.get<ArrayBuffer>(apiUrl(apiPath(EXPORTS[format], { params: { id } })), { responseType: 'arraybuffer' });
  if (response.status !== 200) throw new Error(`The export failed (HTTP ${response.status}).`);
  const url = URL.createObjectURL(new Blob([response.data], { type: EXPORTS[format].produces }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `rfq-${id}-comparison.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
