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
