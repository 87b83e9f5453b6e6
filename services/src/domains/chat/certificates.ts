import { effectiveCertificationStatus } from '@forge/contract';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';

/**
 * A certificate as the assistant names it, always with its status: current (checked, in date), expiring (checked,
 * expires within EXPIRING_DAYS), expired (past its date, whatever was recorded) or self-declared (nobody checked it).
 */

export type CertificateState = 'current' | 'expiring' | 'expired' | 'self-declared';

export const EXPIRING_DAYS = 60;

export interface CertificateFact {
  slug: string;
  name: string;
  state: CertificateState;
  /** YYYY-MM-DD when known */
  expiresAt: string | null;
}

export function certificateFact(cert: { slug: string; status: string; expiresAt?: string | Date | null }, now = new Date()): CertificateFact {
  const status = effectiveCertificationStatus(cert, now);
  const expires = cert.expiresAt ? new Date(cert.expiresAt) : null;
  const expiresAt = expires && Number.isFinite(expires.getTime()) ? expires.toISOString().slice(0, 10) : null;
  let state: CertificateState;
  if (status === 'expired') state = 'expired';
  else if (status === 'self-declared') state = 'self-declared';
  else if (expires && expires.getTime() - now.getTime() <= EXPIRING_DAYS * 86_400_000) state = 'expiring';
  else state = 'current';
  return { slug: cert.slug, name: CERTIFICATION_BY_SLUG.get(cert.slug)?.name ?? cert.slug, state, expiresAt };
}

/** "ISO 9001 (current)", "AS9100 (expiring 2026-12-20)", "ITAR Registered (expired 2026-01-31)". */
export function certificateLabel(c: CertificateFact): string {
  if (c.state === 'expiring' || (c.state === 'expired' && c.expiresAt)) return `${c.name} (${c.state} ${c.expiresAt})`;
  return `${c.name} (${c.state})`;
}
