import { useQueries } from '@tanstack/react-query';
import { apiPath, parseAnswer, type VerificationStatus } from '@forge/shell-sdk';
import { SUPPLIERS_API, type RouteResult } from '@forge/shell-sdk/api-contract';

/** How a registration is evidenced, in the product's words (a DDTC registration, never a "certification"). */
export const ITAR_EVIDENCE: Record<VerificationStatus, string> = {
  'self-declared': 'self-declared',
  'document-on-file': 'registration letter on file',
  'registry-checked': 'checked with DDTC',
};

type Certifications = Pick<RouteResult<typeof SUPPLIERS_API.get>['certifications'][number], 'slug' | 'status' | 'expiresAt'>[];

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
      // the key of every read of the profile (the answer cached whole, by the query client's default read); only the
      // certifications are used here
      return { queryKey: [apiPath(SUPPLIERS_API.get, { params: { id } })], select: (raw: unknown) => parseAnswer(SUPPLIERS_API.get, raw).certifications, staleTime: 60_000 };
    }),
  });
  return new Map(ids.map((id, i) => [id, results[i]?.data ? itarEvidence(results[i].data) : undefined]));
}
