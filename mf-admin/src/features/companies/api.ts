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
  hidden: z.boolean().default(false),
  hiddenReason: z.string().default(''),
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

export function useSetHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) =>
      adminCompanySchema.parse(await apiRequest('PUT', `${COMPANIES_PATH}/${encodeURIComponent(id)}/visibility`, { hidden, reason })),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(COMPANIES_PATH) }),
  });
}

const claimLinkSchema = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });

export function useIssueClaimLink(id: string) {
  return useMutation({ mutationFn: async () => claimLinkSchema.parse(await apiRequest('POST', `/api/admin/suppliers/${encodeURIComponent(id)}/claim-tokens`)) });
}

export function useRevokeClaimLink() {
  return useMutation({ mutationFn: async (token: string) => apiRequest('DELETE', `/api/admin/claims/${encodeURIComponent(token)}`) });
}

export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, email, note }: { id: string; email: string; note: string }) =>
      adminCompanySchema.parse(await apiRequest('PUT', `${COMPANIES_PATH}/${encodeURIComponent(id)}/owner`, { email, note })),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(COMPANIES_PATH) }),
  });
}
