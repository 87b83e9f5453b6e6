import { apiUrl, requestParsed, useMutation, useQuery, useQueryClient, type QuoteInput } from '@forge/shell-sdk';
import { RfqInviteMessageEnvelopeSchema, RfqInviteQuoteResultSchema, RfqInviteViewSchema } from '@forge/shell-sdk/buying-contract';

// The quote-link page's reads and writes: the token in the path is the credential (no sign-in).
export const invitePath = (token: string) => `/api/rfq-invites/${encodeURIComponent(token)}`;

export function useInvite(token: string) {
  return useQuery({ queryKey: [invitePath(token)], queryFn: () => requestParsed(RfqInviteViewSchema, 'GET', invitePath(token)), retry: false });
}

function useRefreshInvite(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [invitePath(token)] });
}

export function useAskByInvite(token: string) {
  const refresh = useRefreshInvite(token);
  return useMutation({
    mutationFn: async (body: string) => (await requestParsed(RfqInviteMessageEnvelopeSchema, 'POST', `${invitePath(token)}/messages`, { body })).message,
    onSuccess: () => refresh(),
  });
}

export function useQuoteByInvite(token: string) {
  const refresh = useRefreshInvite(token);
  return useMutation({
    mutationFn: (body: { name: string; email: string; quote: QuoteInput }) => requestParsed(RfqInviteQuoteResultSchema, 'POST', `${invitePath(token)}/quotes`, body),
    onSuccess: () => refresh(),
  });
}

/** A drawing's address through the link: the browser downloads it directly (each download is logged for the buyer). */
export const inviteFileUrl = (token: string, fileId: string) => apiUrl(`${invitePath(token)}/files/${encodeURIComponent(fileId)}/content`);
