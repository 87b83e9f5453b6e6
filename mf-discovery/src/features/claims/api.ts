import { z } from 'zod';
import { apiRequest, useMutation, useQueryClient } from '@forge/shell-sdk';
import { useApiQuery } from '../common';
import { supplierSchema, suppliersApi } from '../suppliers';

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

/** POST /api/claims/{token} answers the claimed company; `supplier` is absent if its shape is not the expected one. */
export const claimResultSchema = z.object({ supplier: supplierSchema.optional().catch(undefined) }).loose();

export function useSubmitClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => claimResultSchema.parse(await apiRequest<unknown>('POST', claimPath(token), {})),
    onSuccess: ({ supplier }) => {
      // a profile read before the claim still has no owner; the edit page must see the new one at once
      const fresh = new Set<string>();
      if (supplier) {
        for (const path of [suppliersApi.byId(supplier.id), suppliersApi.bySlug(supplier.slug)]) {
          queryClient.setQueryData([path], supplier);
          fresh.add(path);
        }
      }
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) =>
          typeof path === 'string' && path.startsWith('/api/suppliers/') && !fresh.has(path),
      });
    },
  });
}
