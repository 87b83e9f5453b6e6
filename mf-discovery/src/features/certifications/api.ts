import type { z } from 'zod';
import { CertificationListSchema, CertificationSchema } from '@forge/shell-sdk';
import { useApiQuery } from '../common';

// The answers are the contract's schemas (@forge/contract through the SDK).
export type Certification = z.infer<typeof CertificationSchema>;

export const certificationsApi = {
  list: '/api/certifications',
  detail: (slug: string) => `/api/certifications/${encodeURIComponent(slug)}`,
};

export const useCertifications = () => useApiQuery(certificationsApi.list, CertificationListSchema);
export const useCertification = (slug: string) =>
  useApiQuery(certificationsApi.detail(slug), CertificationSchema);

export function useCertificationNames(): Map<string, string> {
  const { data } = useCertifications();
  return new Map((data ?? []).map((c) => [c.slug, c.name]));
}
