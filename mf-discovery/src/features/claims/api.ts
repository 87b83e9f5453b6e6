import { z } from 'zod';
import { apiRequest, useMutation } from '@forge/shell-sdk';
import { useApiQuery } from '../common/query';

export const claimSchema = z.object({
  supplier: z
    .object({
      id: z.string(),
      name: z.string(),
      slug: z.string().nullish(),
      city: z.string().nullish(),
      state: z.string().nullish(),
      address: z.object({ city: z.string().nullish(), state: z.string().nullish() }).nullish(),
    })
    .loose(),
  expiresAt: z.string(),
});
export type ClaimInfo = z.infer<typeof claimSchema>;

export const claimPath = (token: string) => `/api/claims/${encodeURIComponent(token)}`;
export const useClaim = (token: string) => useApiQuery(claimPath(token), claimSchema);

export function useSubmitClaim(token: string) {
  return useMutation({ mutationFn: () => apiRequest<unknown>('POST', claimPath(token), {}) });
}
