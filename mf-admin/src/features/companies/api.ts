import type { z } from 'zod';
import { apiRequest, useMutation } from '@forge/shell-sdk';
import { AdminClaimLinkSchema, AdminCompanySchema } from '@forge/shell-sdk/admin-contract';
import { useAdminChange } from '../../components/admin-list';

export const COMPANIES_PATH = '/api/admin/companies';

/** A company as /admin/companies lists it: the contract's schema. */
export const adminCompanySchema = AdminCompanySchema;
export type AdminCompanyView = z.infer<typeof AdminCompanySchema>;

/** Sends one company's change (verification, visibility, owner) and reads the company back. */
export const putCompany = (id: string, part: string, body: unknown) => apiRequest('PUT', `${COMPANIES_PATH}/${encodeURIComponent(id)}/${part}`, body).then((saved) => adminCompanySchema.parse(saved));

export function useSetVerified() {
  return useAdminChange(COMPANIES_PATH, ({ id, verified, note }: { id: string; verified: boolean; note: string }) => putCompany(id, 'verification', { verified, note }));
}

export function useSetHidden() {
  return useAdminChange(COMPANIES_PATH, ({ id, hidden, reason }: { id: string; hidden: boolean; reason: string }) => putCompany(id, 'visibility', { hidden, reason }));
}

export function useIssueClaimLink(id: string) {
  return useMutation({ mutationFn: async () => AdminClaimLinkSchema.parse(await apiRequest('POST', `/api/admin/suppliers/${encodeURIComponent(id)}/claim-tokens`)) });
}

export function useRevokeClaimLink() {
  return useMutation({ mutationFn: async (token: string) => apiRequest('DELETE', `/api/admin/claims/${encodeURIComponent(token)}`) });
}

export function useTransfer() {
  return useAdminChange(COMPANIES_PATH, ({ id, email, note }: { id: string; email: string; note: string }) => putCompany(id, 'owner', { email, note }));
}
