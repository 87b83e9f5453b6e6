import { z } from 'zod';
import { useQueries } from '@tanstack/react-query';
import { requestParsed, type VerificationStatus } from '@forge/shell-sdk';

/** How a registration is evidenced, in the product's words (a DDTC registration, never a "certification"). */
export const ITAR_EVIDENCE: Record<VerificationStatus, string> = {
  'self-declared': 'self-declared',
  'document-on-file': 'registration letter on file',
  'registry-checked': 'checked with DDTC',
};

const certificationsSchema = z.object({
  certifications: z.array(z.object({ slug: z.string(), status: z.string(), expiresAt: z.string().nullish() })).default([]),
});
type Certifications = z.infer<typeof certificationsSchema>['certifications'];

/**
 * The evidence of a supplier's ITAR registration, by the server's rule (rfqs/itar.ts): certification "itar", not
 * marked expired and not past its expiry date; null when the profile declares none.
 */
export function itarEvidence(certifications: Certifications, now = new Date()): VerificationStatus | null {
  const held = certifications.find((c) => c.slug === 'itar' && c.status !== 'expired' && (!c.expiresAt || new Date(c.expiresAt).getTime() > now.getTime()));
  return held && held.status in ITAR_EVIDENCE ? (held.status as VerificationStatus) : null;
}

/** Per candidate id: its registration evidence, null (none declared), or undefined while its profile loads. */
export function useItarRegistrations(ids: string[]): Map<string, VerificationStatus | null | undefined> {
  const results = useQueries({
    queries: ids.map((id) => {
      const path = `/api/suppliers/${encodeURIComponent(id)}`;
      // the same key as other reads of the profile; only the certifications are used here
      return { queryKey: [path, 'certifications'], queryFn: () => requestParsed(certificationsSchema, 'GET', path), staleTime: 60_000 };
    }),
  });
  return new Map(ids.map((id, i) => [id, results[i]?.data ? itarEvidence(results[i].data.certifications) : undefined]));
}
