import { isCheckedCertificationStatus, type CertificationStatus } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { SupplierCertification } from './types.js';

/** The verification fields of a stored certificate (where, reference, who, next check, note), for copying it over. */
export function verificationRecordOf(c: SupplierCertification): Pick<SupplierCertification, 'source' | 'reference' | 'checkedBy' | 'nextCheckAt' | 'note'> {
  return { source: c.source ?? null, reference: c.reference ?? '', checkedBy: c.checkedBy ?? '', nextCheckAt: c.nextCheckAt ?? null, note: c.note ?? '' };
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** What an audit record keeps of a certificate's verification. */
export function auditedCert(c: SupplierCertification) {
  return { status: c.status, source: c.source ?? null, reference: c.reference ?? '', certificateNumber: c.certificateNumber, expiresAt: iso(c.expiresAt), nextCheckAt: iso(c.nextCheckAt) };
}

/** A certification as an edit sends it: the certificate, and the status the editor saw or chose (none: keep it). */
interface SentCertification { slug: string; certificateNumber: string; registrar: string; status?: CertificationStatus | undefined }
/** A certification as it stands: `status` is what holds now (expired once its date passed, see effectiveCertificationStatus). */
interface HeldCertification { slug: string; certificateNumber: string; registrar: string; status: string }

export const HAND_SET_STATUS_MESSAGE = 'Registry checked and Document on file come from Verify certifications; set Self-declared or Expired here';

/** Whether an edit leaves a certificate as it was: the same number and registrar, and its status sent back unchanged (or not sent). */
export function keepsItsStatus(held: HeldCertification | undefined, sent: SentCertification): held is HeldCertification {
  return !!held && held.certificateNumber === sent.certificateNumber && held.registrar === sent.registrar && (sent.status === undefined || sent.status === held.status);
}

/**
 * A profile edit may not make a certificate checked: registry checked and document on file are recorded by Verify
 * certifications (cert-verification.ts) with where and when. Only a certificate that already held that status, with
 * the same number and registrar, may send it back. Each refused one is named at `certifications.{i}.status`.
 */
export function checkHandSetStatuses(held: readonly HeldCertification[], sent: readonly SentCertification[] | undefined): void {
  const bySlug = new Map(held.map((c) => [c.slug, c]));
  const fields = (sent ?? []).flatMap((c, i) =>
    c.status !== undefined && isCheckedCertificationStatus(c.status) && !keepsItsStatus(bySlug.get(c.slug), c)
      ? [{ field: `certifications.${i}.status`, message: HAND_SET_STATUS_MESSAGE }]
      : [],
  );
  if (fields.length) throw AppError.badRequest(`Invalid profile: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, { fields });
}
