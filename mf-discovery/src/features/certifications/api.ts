import type { z } from 'zod';
import { useApi, type CertificationSchema } from '@forge/shell-sdk';
import { CERTIFICATIONS_API } from '@forge/shell-sdk/api-contract';

// The answers are the contract's schemas (@forge/contract through the SDK); each read is called by its entry.
export type Certification = z.infer<typeof CertificationSchema>;

export const useCertifications = () => useApi(CERTIFICATIONS_API.list);
export const useCertification = (slug: string) => useApi(CERTIFICATIONS_API.get, { params: { slug } });

export function useCertificationNames(): Map<string, string> {
  const { data } = useCertifications();
  return new Map((data ?? []).map((c) => [c.slug, c.name]));
}
