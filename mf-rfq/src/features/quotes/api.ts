import {
  apiUrl,
  http,
  useMutation,
  useQuery,
  useQueryClient,
  type AwardInput,
  type InboxBucket,
  type QuoteInput,
  requestParsed,
  withQuery,
} from '@forge/shell-sdk';
import {
  AwardResultSchema,
  ComparisonEnvelopeSchema,
  InboxSchema,
  InvitationsSchema,
  QuoteEnvelopeSchema,
  QuoteListSchema,
  RfqEnvelopeSchema,
} from '@forge/shell-sdk/buying-contract';
import { RFQS_PATH, rfqPath } from '../rfqs';

// The quote loop's reads and writes, checked against the @forge/contract schemas (through the SDK).
export const INBOX_PATH = `${RFQS_PATH}/inbox`;
export const quotesPath = (id: string) => `${rfqPath(id)}/quotes`;
export const comparisonPath = (id: string) => `${rfqPath(id)}/comparison`;
export const invitationsPath = (id: string) => `${rfqPath(id)}/invitations`;

/** Every RFQ read starts with /api/rfqs: refresh them all after a write (the header badge too). */
function useInvalidateRfqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RFQS_PATH) });
}

export function useInbox(bucket: InboxBucket | undefined) {
  const path = withQuery(INBOX_PATH, { bucket });
  return useQuery({ queryKey: [path], queryFn: () => requestParsed(InboxSchema, 'GET', path), placeholderData: (previous) => previous });
}

export function useMyQuotes(id: string, enabled: boolean) {
  return useQuery({ queryKey: [quotesPath(id)], queryFn: async () => (await requestParsed(QuoteListSchema, 'GET', quotesPath(id))).quotes, enabled });
}

export function useSubmitQuote(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (body: QuoteInput) => (await requestParsed(QuoteEnvelopeSchema, 'POST', quotesPath(id), body)).quote,
    onSuccess: () => invalidate(),
  });
}

export function useComparison(id: string, enabled: boolean) {
  return useQuery({ queryKey: [comparisonPath(id)], queryFn: async () => (await requestParsed(ComparisonEnvelopeSchema, 'GET', comparisonPath(id))).comparison, enabled });
}

export function useInvitations(id: string, enabled: boolean) {
  return useQuery({ queryKey: [invitationsPath(id)], queryFn: async () => (await requestParsed(InvitationsSchema, 'GET', invitationsPath(id))).invitations, enabled });
}

/** The buyer takes an invitation back (open RFQs): the company leaves the RFQ and its quote link stops working. */
export function useWithdrawInvitation(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({
    mutationFn: async (supplierId: string) => (await requestParsed(InvitationsSchema, 'POST', `${invitationsPath(id)}/${encodeURIComponent(supplierId)}/withdraw`, {})).invitations,
    onSuccess: () => invalidate(),
  });
}

export function useAward(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({ mutationFn: (body: AwardInput) => requestParsed(AwardResultSchema, 'POST', `${rfqPath(id)}/award`, body), onSuccess: () => invalidate() });
}

export function useDuplicate(id: string) {
  const invalidate = useInvalidateRfqs();
  return useMutation({ mutationFn: async () => (await requestParsed(RfqEnvelopeSchema, 'POST', `${rfqPath(id)}/duplicate`)).rfq, onSuccess: () => invalidate() });
}

const EXPORT_TYPES = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Saves the server's CSV or Excel export (formula cells already neutralised there) under its own file name. */
export async function downloadComparison(id: string, format: keyof typeof EXPORT_TYPES): Promise<void> {
  const response = await http.get<ArrayBuffer>(apiUrl(`${comparisonPath(id)}.${format}`), { responseType: 'arraybuffer' });
  if (response.status !== 200) throw new Error(`The export failed (HTTP ${response.status}).`);
  const url = URL.createObjectURL(new Blob([response.data], { type: EXPORT_TYPES[format] }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `rfq-${id}-comparison.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
