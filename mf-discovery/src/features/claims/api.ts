import { call, useApi, useMutation, useQueryClient, type RouteResult } from '@forge/shell-sdk';
import { CLAIMS_API, SUPPLIERS_API } from '@forge/shell-sdk/api-contract';
import { supplierKeys } from '../suppliers';

/** The company a claim link hands over, until when (the contract's answer). */
export type ClaimInfo = RouteResult<typeof CLAIMS_API.get>;

export const useClaim = (token: string) => useApi(CLAIMS_API.get, { params: { token } });

/** Every company profile read starts with its entry's path up to the first parameter. */
const SUPPLIER_READS = SUPPLIERS_API.get.path.slice(0, SUPPLIERS_API.get.path.indexOf('{'));

export function useSubmitClaim(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(CLAIMS_API.claim, { params: { token } }),
    onSuccess: ({ supplier }) => {
      // a profile read before the claim still has no owner; the edit page must see the new one at once
      const fresh = [supplierKeys.byId(supplier.id), supplierKeys.bySlug(supplier.slug)];
      for (const key of fresh) queryClient.setQueryData(key, supplier);
      const freshPaths = new Set(fresh.map(([path]) => path));
      void queryClient.invalidateQueries({
        predicate: ({ queryKey: [path] }) => typeof path === 'string' && path.startsWith(SUPPLIER_READS) && !freshPaths.has(path),
      });
    },
  });
}
