import { apiPath, apiUrl, call, useApi, useMutation, useQueryClient, type QuoteInput } from '@forge/shell-sdk';
import { RFQ_INVITES_API } from '@forge/shell-sdk/api-contract';

// The quote-link page's reads and writes: the token in the path is the credential (no sign-in).
export const invitePath = (token: string) => apiPath(RFQ_INVITES_API.get, { params: { token } });

export function useInvite(token: string) {
  return useApi(RFQ_INVITES_API.get, { params: { token } }, { retry: false });
}

function useRefreshInvite(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [invitePath(token)] });
}

export function useAskByInvite(token: string) {
  const refresh = useRefreshInvite(token);
  return useMutation({
    mutationFn: async (body: string) => (await call(RFQ_INVITES_API.createMessage, { params: { token }, body: { body } })).message,
    onSuccess: () => refresh(),
  });
}

export function useQuoteByInvite(token: string) {
  const refresh = useRefreshInvite(token);
  return useMutation({
    mutationFn: (body: { name: string; email: string; quote: QuoteInput }) => call(RFQ_INVITES_API.createQuote, { params: { token }, body }),
    onSuccess: () => refresh(),
  });
}

/** A drawing's address through the link: the browser downloads it directly (each download is logged for the buyer). */
export const inviteFileUrl = (token: string, fileId: string) => apiUrl(apiPath(RFQ_INVITES_API.getFileContent, { params: { token, fileId } }));
