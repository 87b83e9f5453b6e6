import type { z } from 'zod';
import { AdminClaimLinkSchema, AdminCompanySchema, apiRequest, useMutation, useQueryClient } from '@forge/shell-sdk';

export const COMPANIES_PATH = '/api/admin/companies';

/** A company as /admin/companies lists it: the contract's schema. */
export const adminCompanySchema = AdminCompanySchema;
export type AdminCompanyView = z.infer<typeof AdminCompanySchema>;

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

export function useIssueClaimLink(id: string) {
  return useMutation({ mutationFn: async () => AdminClaimLinkSchema.parse(await apiRequest('POST', `/api/admin/suppliers/${encodeURIComponent(id)}/claim-tokens`)) });
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
