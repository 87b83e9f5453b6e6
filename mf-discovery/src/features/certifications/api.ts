import { z } from 'zod';
import { useApiQuery } from '../common';

export const certificationSchema = z.object({
  slug: z.string(),
  name: z.string(),
  scheme: z.string(),
  meaning: z.string(),
  industries: z.array(z.string()),
  supplierCount: z.number().int().nonnegative(),
});
export type Certification = z.infer<typeof certificationSchema>;

export const certificationsApi = {
  list: '/api/certifications',
  detail: (slug: string) => `/api/certifications/${encodeURIComponent(slug)}`,
};

export const useCertifications = () => useApiQuery(certificationsApi.list, z.array(certificationSchema));
export const useCertification = (slug: string) =>
  useApiQuery(certificationsApi.detail(slug), certificationSchema);

export function useCertificationNames(): Map<string, string> {
  const { data } = useCertifications();
  return new Map((data ?? []).map((c) => [c.slug, c.name]));
}
