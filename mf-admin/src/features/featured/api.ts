import { z } from 'zod';
import { apiRequest, useMutation, useQuery, useQueryClient, type FeaturePlacementInput } from '@forge/shell-sdk';
import { FeaturePlacementSchema } from '@forge/shell-sdk/admin-contract';

export const FEATURED_PATH = '/api/admin/featured-suppliers';
const isFeaturedQuery = (key: unknown) => String(key).startsWith(FEATURED_PATH);

export function useCreatePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: FeaturePlacementInput) => FeaturePlacementSchema.parse(await apiRequest('POST', FEATURED_PATH, input)),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isFeaturedQuery(query.queryKey[0]) }),
  });
}

/** Ends a placement now (audited on the server); the Stop button and the bulk action both use it. */
export const removePlacement = (id: string) => apiRequest('DELETE', `${FEATURED_PATH}/${encodeURIComponent(id)}`);

export function useRemovePlacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlacement,
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isFeaturedQuery(query.queryKey[0]) }),
  });
}

const companySchema = z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string(), capabilities: z.array(z.string()) });
export type CompanyChoice = z.infer<typeof companySchema>;

/** Companies matching what the admin typed (the companies list, searched on the server). */
export function useCompanySearch(q: string) {
  const url = `/api/admin/companies?q=${encodeURIComponent(q)}&pageSize=8&sort=name&dir=asc`;
  return useQuery({
    queryKey: [url],
    enabled: q.trim().length >= 2,
    queryFn: async () => z.object({ items: z.array(companySchema) }).parse(await apiRequest('GET', url)).items,
  });
}

const processSchema = z.object({ slug: z.string(), name: z.string() }).passthrough();
export function useProcessNames() {
  return useQuery({
    queryKey: ['/api/catalogue/processes'],
    staleTime: 3_600_000,
    queryFn: async () => z.array(processSchema).parse(await apiRequest('GET', '/api/catalogue/processes')),
  });
}
