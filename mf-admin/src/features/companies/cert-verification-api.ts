import { CompanyCertVerificationsSchema, apiRequest, useMutation, useQuery, useQueryClient, type CertVerificationChange } from '@forge/shell-sdk';
import { useRefreshUnder } from '../../components/admin-list';
import { COMPANIES_PATH } from './api';

const certificationsPath = (companyId: string) => `${COMPANIES_PATH}/${encodeURIComponent(companyId)}/certifications`;

/** A company's certifications with their verification records (read when the admin opens them). */
export function useCertVerifications(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [certificationsPath(companyId)],
    queryFn: async () => CompanyCertVerificationsSchema.parse(await apiRequest('GET', certificationsPath(companyId))),
    enabled,
  });
}

/** Records one certification's verification; the companies list (badges) and this company's records refresh. */
export function useSetCertVerification(companyId: string) {
  const queryClient = useQueryClient();
  const refreshCompanies = useRefreshUnder(COMPANIES_PATH);
  return useMutation({
    mutationFn: async ({ slug, change }: { slug: string; change: CertVerificationChange }) =>
      CompanyCertVerificationsSchema.parse(await apiRequest('PUT', `${certificationsPath(companyId)}/${encodeURIComponent(slug)}`, change)),
    onSuccess: (saved) => {
      queryClient.setQueryData([certificationsPath(companyId)], saved);
      return refreshCompanies();
    },
  });
}
