import { call, useApi, useMutation } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';

export type { NewsletterLinkResult, NewsletterSubscribeResult } from '@forge/shell-sdk';

export const useSubscribe = () =>
  useMutation({
    mutationFn: (input: { email: string; source: string; website: string }) =>
      call(CONTENT_API.subscribeNewsletter, { body: { ...input, email: input.email.trim() } }),
  });

/** Opening the emailed link is the action; the query runs once per token. */
export const useNewsletterLink = (action: 'confirm' | 'unsubscribe', token: string | null) =>
  useApi(action === 'confirm' ? CONTENT_API.confirmNewsletter : CONTENT_API.unsubscribeNewsletter, { query: { token: token ?? '' } }, { enabled: Boolean(token) });
