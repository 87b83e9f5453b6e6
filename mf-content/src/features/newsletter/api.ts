import { apiRequest, useMutation, useQuery } from '@forge/shell-sdk';

export interface NewsletterResult {
  status: 'pending' | 'already-subscribed' | 'confirmed' | 'unsubscribed';
  message: string;
  email?: string;
}

export const useSubscribe = () =>
  useMutation({
    mutationFn: (input: { email: string; source: string; website: string }) =>
      apiRequest<NewsletterResult>('POST', '/api/newsletter/subscribe', { ...input, email: input.email.trim() }),
  });

/** Opening the emailed link is the action; the query runs once per token. */
export const useNewsletterLink = (action: 'confirm' | 'unsubscribe', token: string | null) =>
  useQuery<NewsletterResult>({
    queryKey: [`/api/newsletter/${action}?token=${encodeURIComponent(token ?? '')}`],
    enabled: Boolean(token),
  });
