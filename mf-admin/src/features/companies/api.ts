import { z } from 'zod';
import { apiRequest, useMutation, useQueryClient } from '@forge/shell-sdk';

export const COMPANIES_PATH = '/api/admin/companies';

export const adminCompanySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  capabilities: z.array(z.string()),
  certifications: z.array(z.object({ slug: z.string(), status: z.string(), checkedAt: z.string().nullable(), expiresAt: z.string().nullable() })),
  verified: z.boolean(),
  claimed: z.boolean(),
  featured: z.boolean(),
  updatedAt: z.string(),
});
export type AdminCompanyView = z.infer<typeof adminCompanySchema>;

export function useSetVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, verified, note }: { id: string; verified: boolean; note: string }) =>
      adminCompanySchema.parse(await apiRequest('PUT', `${COMPANIES_PATH}/${encodeURIComponent(id)}/verification`, { verified, note })),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(COMPANIES_PATH) }),
  });
}
