import { apiRequest, useQuery } from '@forge/shell-sdk';
import { AdminCompanyPageSchema, AdminMergePlanSchema, AdminMergeResultSchema } from '@forge/shell-sdk/admin-contract';
import { useAdminChange } from '../../components/admin-list';
import { COMPANIES_PATH } from './api';

const encode = encodeURIComponent;

/** Companies whose name, city or slug match what the admin typed (the company to keep), the one being merged left out. */
export function useCompanyCandidates(q: string, excludeId: string) {
  const text = q.trim();
  return useQuery({
    queryKey: [`${COMPANIES_PATH}?merge-candidates`, text],
    enabled: text.length >= 2,
    queryFn: async () => {
      const page = AdminCompanyPageSchema.parse(await apiRequest('GET', `${COMPANIES_PATH}?q=${encode(text)}&pageSize=6&sort=name`));
      return page.items.filter((c) => c.id !== excludeId);
    },
  });
}

/** What merging `removeId` into `keepId` would move; the server's 409 (two different owners) arrives as the error. */
export function useMergePreview(keepId: string | null, removeId: string) {
  return useQuery({
    queryKey: [`${COMPANIES_PATH}/${keepId}/merge-preview`, removeId],
    enabled: keepId !== null,
    retry: false,
    queryFn: async () => AdminMergePlanSchema.parse(await apiRequest('GET', `${COMPANIES_PATH}/${encode(keepId!)}/merge-preview?removeId=${encode(removeId)}`)),
  });
}

export function useMerge() {
  return useAdminChange(COMPANIES_PATH, async ({ keepId, removeId, note }: { keepId: string; removeId: string; note: string }) =>
    AdminMergeResultSchema.parse(await apiRequest('POST', `${COMPANIES_PATH}/${encode(keepId)}/merge`, { removeId, note })),
  );
}
