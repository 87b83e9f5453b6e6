import { z } from 'zod';
import { VERIFICATION_STATUSES } from './enums.js';
import type { ApiRoute } from './route-types.js';

/**
 * Per-certification verification records (issue 16, /admin/companies). A certificate on a profile carries one of the
 * verification levels of VERIFICATION_STATUSES, or "expired": past its expiry date (the scheduled expiry job sets it)
 * or withdrawn. An expired certificate is never shown or counted as held.
 */
export const CERTIFICATION_STATUSES = [...VERIFICATION_STATUSES, 'expired'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  'self-declared': 'Self-declared',
  'document-on-file': 'Document on file',
  'registry-checked': 'Registry checked',
  expired: 'Expired',
};

/** Where a certificate was checked: a public registry, or an evidence file (the certificate document) kept on file. */
export const CERT_CHECK_SOURCES = ['iaqg-oasis', 'iaf-certsearch', 'iatf-site-code', 'evidence-file'] as const;
export type CertCheckSource = (typeof CERT_CHECK_SOURCES)[number];

export const CERT_CHECK_SOURCE_LABELS: Record<CertCheckSource, string> = {
  'iaqg-oasis': 'IAQG OASIS',
  'iaf-certsearch': 'IAF CertSearch',
  'iatf-site-code': 'IATF site code',
  'evidence-file': 'Evidence file',
};

/** The registries that list each certification's certificates (others can only rest on an evidence file). */
export const CERT_REGISTRIES: Readonly<Record<string, readonly CertCheckSource[]>> = {
  as9100: ['iaqg-oasis'],
  'iso-9001': ['iaf-certsearch'],
  'iso-13485': ['iaf-certsearch'],
  'iso-14001': ['iaf-certsearch'],
  'iso-45001': ['iaf-certsearch'],
  'iatf-16949': ['iatf-site-code'],
};

/** The sources an admin may record for a certification: its registries, then an evidence file. */
export function checkSourcesFor(slug: string): CertCheckSource[] {
  return [...(CERT_REGISTRIES[slug] ?? []), 'evidence-file'];
}

/** A certificate past its expiry date is expired, whatever was recorded before (the expiry job catches up daily). */
export function effectiveCertificationStatus(cert: { status: string; expiresAt?: string | Date | null }, now: Date = new Date()): CertificationStatus {
  const status = (CERTIFICATION_STATUSES as readonly string[]).includes(cert.status) ? (cert.status as CertificationStatus) : 'self-declared';
  if (status === 'expired' || !cert.expiresAt) return status;
  const expires = new Date(cert.expiresAt).getTime();
  return Number.isFinite(expires) && expires <= now.getTime() ? 'expired' : status;
}

const dateOnly = z.iso.date('must be a date (YYYY-MM-DD)');

/** The statuses that say a certificate was checked: only recorded here, with where and when (never set by hand elsewhere). */
export const CHECKED_CERTIFICATION_STATUSES = ['registry-checked', 'document-on-file'] as const satisfies readonly CertificationStatus[];
/** The statuses a profile edit may set by hand (/admin/gcp-profile): nothing there says the certificate was checked. */
export const HAND_SET_CERTIFICATION_STATUSES = ['self-declared', 'expired'] as const satisfies readonly CertificationStatus[];

export function isCheckedCertificationStatus(status: string): status is (typeof CHECKED_CERTIFICATION_STATUSES)[number] {
  return (CHECKED_CERTIFICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * What an admin records for one certification. Rules that need no clock are here; the service adds the ones that do
 * (an expiry date in the past needs the status "expired"; the next check must be ahead) and the source's fit to the
 * certification.
 */
export const CertVerificationChangeSchema = z
  .object({
    status: z.enum(CERTIFICATION_STATUSES, 'choose registry checked, document on file, self-declared or expired'),
    source: z.enum(CERT_CHECK_SOURCES, 'choose where it was checked').nullable().default(null),
    /** The IATF site code, or the evidence file's name or reference. */
    reference: z.string().trim().max(200).default(''),
    certificateNumber: z.string().trim().max(80).default(''),
    expiresAt: dateOnly.nullable().default(null),
    nextCheckAt: dateOnly.nullable().default(null),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.status === 'registry-checked') {
      if (!v.source || v.source === 'evidence-file') issue('source', 'registry checked needs the registry it was checked in');
      if (!v.certificateNumber) issue('certificateNumber', 'registry checked needs the certificate number');
      if (v.source === 'iatf-site-code' && !v.reference) issue('reference', 'give the IATF site code');
    }
    if (v.status === 'document-on-file') {
      if (v.source !== 'evidence-file') issue('source', 'document on file needs the evidence file as its source');
      if (!v.reference) issue('reference', 'name the evidence file');
    }
    if (isCheckedCertificationStatus(v.status)) {
      if (!v.expiresAt) issue('expiresAt', 'give the expiry date printed on the certificate');
      if (!v.nextCheckAt) issue('nextCheckAt', 'give the date of the next check');
      else if (v.expiresAt && v.nextCheckAt > v.expiresAt) issue('nextCheckAt', 'the next check must come on or before the expiry date');
    }
  });
export type CertVerificationChange = z.input<typeof CertVerificationChangeSchema>;

/** One certification of a company with its verification record, as /admin/companies shows and edits it. */
export const CertVerificationSchema = z.object({
  slug: z.string(),
  /** The stored status (the expiry job turns a lapsed one into "expired"). */
  status: z.enum(CERTIFICATION_STATUSES),
  /** What public pages show now: "expired" once the expiry date is past, even before the job ran. */
  effectiveStatus: z.enum(CERTIFICATION_STATUSES),
  certificateNumber: z.string(),
  registrar: z.string(),
  expiresAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  source: z.enum(CERT_CHECK_SOURCES).nullable(),
  reference: z.string(),
  checkedBy: z.string(),
  nextCheckAt: z.string().nullable(),
  note: z.string(),
  /** Where this certification can be checked (its registries, then an evidence file). */
  sources: z.array(z.enum(CERT_CHECK_SOURCES)),
});
export type CertVerification = z.infer<typeof CertVerificationSchema>;

export const CompanyCertVerificationsSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  certifications: z.array(CertVerificationSchema),
});
export type CompanyCertVerifications = z.infer<typeof CompanyCertVerificationsSchema>;

const admin = (route: Omit<ApiRoute, 'auth' | 'tags'>): ApiRoute => ({ ...route, tags: ['admin'], auth: true });

export const CERT_VERIFICATION_API_ROUTES: ApiRoute[] = [
  admin({ id: 'admin.listCompanyCertifications', method: 'get', path: '/api/admin/companies/{id}/certifications', summary: "A company's certifications with their verification records", response: CompanyCertVerificationsSchema }),
  admin({ id: 'admin.setCompanyCertification', method: 'put', path: '/api/admin/companies/{id}/certifications/{slug}', summary: "Record a certification's verification: status, where it was checked, certificate number, expiry, next check (audited)", request: CertVerificationChangeSchema, response: CompanyCertVerificationsSchema }),
];
