import {
  CERT_CHECK_SOURCE_LABELS, CERTIFICATION_STATUS_LABELS, checkSourcesFor, effectiveCertificationStatus,
  type CertVerification, type CertVerificationChangeSchema, type CompanyCertVerifications,
} from '@forge/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { auditedCert } from './cert-verification-record.js';
import { publishSupplierChange } from './change-feed.js';
import { SupplierModel } from './model.js';
import { indexSupplier } from './service.js';
import type { SupplierCertification, SupplierData } from './types.js';

/**
 * Per-certification verification records (issue 16): an admin records how each certificate of a company was checked
 * (status, registry or evidence file, certificate number, expiry, next check); who and when come from the request.
 * Audited before → after; the search index and every replica follow through the change feed.
 */

type Change = z.output<typeof CertVerificationChangeSchema>;

const DAY_MS = 86_400_000;
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const dateOf = (text: string) => new Date(`${text}T00:00:00.000Z`);
const dayText = (d: Date) => d.toISOString().slice(0, 10);

function invalid(field: string, message: string): AppError {
  return AppError.badRequest(`Invalid verification: ${field}: ${message}`, { fields: [{ field, message }] });
}

export function certVerificationView(c: SupplierCertification, now = new Date()): CertVerification {
  return {
    slug: c.slug,
    status: c.status,
    effectiveStatus: effectiveCertificationStatus(c, now),
    certificateNumber: c.certificateNumber ?? '',
    registrar: c.registrar ?? '',
    expiresAt: iso(c.expiresAt),
    checkedAt: iso(c.checkedAt),
    source: c.source ?? null,
    reference: c.reference ?? '',
    checkedBy: c.checkedBy ?? '',
    nextCheckAt: iso(c.nextCheckAt),
    note: c.note ?? '',
    sources: checkSourcesFor(c.slug),
  };
}

function companyView(doc: SupplierData, now = new Date()): CompanyCertVerifications {
  return { companyId: doc._id, name: doc.name, certifications: doc.certifications.map((c) => certVerificationView(c, now)) };
}

async function findCompany(id: string): Promise<SupplierData> {
  const doc = (await SupplierModel.findById(id).lean()) as SupplierData | null;
  if (!doc) throw AppError.notFound(`No supplier has the id "${id}".`);
  return doc;
}

export async function companyCertVerifications(id: string, now = new Date()): Promise<CompanyCertVerifications> {
  return companyView(await findCompany(id), now);
}

/** The rules that need the clock or the certification: expiry ahead unless expired, next check ahead, a fitting source. */
function checkAgainst(slug: string, change: Change, now: Date): void {
  if (change.source && !checkSourcesFor(slug).includes(change.source)) {
    const name = CERTIFICATION_BY_SLUG.get(slug)?.name ?? slug;
    const labels = checkSourcesFor(slug).map((source) => CERT_CHECK_SOURCE_LABELS[source]);
    throw invalid('source', `${name} is not listed in ${CERT_CHECK_SOURCE_LABELS[change.source]}; use ${labels.join(' or ')}`);
  }
  if (change.expiresAt && change.status !== 'expired' && dateOf(change.expiresAt).getTime() <= now.getTime()) {
    throw invalid('expiresAt', `the certificate expired on ${change.expiresAt}; set the status to expired, or give the new certificate's expiry date`);
  }
  if (change.nextCheckAt && change.status !== 'expired' && dateOf(change.nextCheckAt).getTime() < now.getTime() - DAY_MS) {
    throw invalid('nextCheckAt', `the next check must be today (${dayText(now)}) or later`);
  }
}

/** Records how one certification of a company was checked. 404 unknown company or certification, 400 invalid, 409 if it changed meanwhile. */
export async function setCertVerification(actor: AuditActor, id: string, slug: string, change: Change, now = new Date()): Promise<CompanyCertVerifications> {
  const doc = await findCompany(id);
  const before = doc.certifications.find((c) => c.slug === slug);
  if (!before) throw AppError.notFound(`${doc.name} does not list the certification "${slug}"; add it to the profile first.`);
  checkAgainst(slug, change, now);
  const after: SupplierCertification = {
    ...before,
    status: change.status,
    source: change.source,
    reference: change.reference,
    certificateNumber: change.certificateNumber || before.certificateNumber,
    expiresAt: change.expiresAt ? dateOf(change.expiresAt) : before.expiresAt,
    nextCheckAt: change.nextCheckAt ? dateOf(change.nextCheckAt) : null,
    checkedAt: change.status === 'self-declared' ? null : now,
    checkedBy: change.status === 'self-declared' ? '' : actor.email || actor.uid,
    note: change.note,
  };
  const certifications = doc.certifications.map((c) => (c.slug === slug ? after : c));
  // only if nobody (another admin, the owner, the expiry job) wrote the company since it was read
  const updated = (await SupplierModel.findOneAndUpdate({ _id: id, updatedAt: doc.updatedAt }, { $set: { certifications, updatedAt: now } }, { returnDocument: 'after', lean: true, runValidators: true })) as SupplierData | null;
  if (!updated) throw AppError.conflict(`${doc.name} changed while you were editing; reload and record the verification again.`);
  indexSupplier(updated);
  await publishSupplierChange(id);
  const name = CERTIFICATION_BY_SLUG.get(slug)?.name ?? slug;
  await recordAdminAction(
    actor,
    {
      action: 'company.certification',
      target: { type: 'company', id, label: doc.name },
      before: { slug, ...auditedCert(before) },
      after: { slug, ...auditedCert(after) },
      note: [`${name}: ${CERTIFICATION_STATUS_LABELS[change.status]}`, change.note].filter(Boolean).join(' — '),
    },
    now,
  );
  return companyView(updated, now);
}
