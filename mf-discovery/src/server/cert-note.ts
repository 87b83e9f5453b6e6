// The server-rendered company page's words for a certificate's status. Kept free of the SDK (the server bundle loads
// only React); the labels are the contract's CERTIFICATION_STATUS_LABELS and CERT_CHECK_SOURCE_LABELS.
const LABELS: Record<string, string> = { 'registry-checked': 'Registry checked', 'document-on-file': 'Document on file', 'self-declared': 'Self-declared', expired: 'Expired' };
const SOURCES: Record<string, string> = { 'iaqg-oasis': 'in IAQG OASIS', 'iaf-certsearch': 'in IAF CertSearch', 'iatf-site-code': 'in the IATF database', 'evidence-file': 'from the evidence file' };

export interface CertificationStatusFacts {
  status: string;
  checkedAt?: string | null;
  expiresAt?: string | null;
  source?: string | null;
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Registry checked · checked on Nov 3, 2026 in IAQG OASIS", or "Expired Nov 20, 2026": never current once past its date. */
export function certificationNote(c: CertificationStatusFacts, now = new Date()): string {
  const expired = c.status === 'expired' || (!!c.expiresAt && Date.parse(c.expiresAt) <= now.getTime());
  if (expired) return c.expiresAt ? `Expired ${day(c.expiresAt)}` : 'Expired';
  const parts = [LABELS[c.status] ?? c.status];
  if (c.checkedAt && c.status !== 'self-declared') parts.push(`checked on ${day(c.checkedAt)}${c.source && SOURCES[c.source] ? ` ${SOURCES[c.source]}` : ''}`);
  if (c.expiresAt) parts.push(`expires ${day(c.expiresAt)}`);
  return parts.join(' · ');
}
