import type { CertCheckSource } from '@forge/contract';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { auditedCert } from './cert-verification-record.js';
import { SupplierModel } from './model.js';
import type { CertificationStatus, SupplierCertification, SupplierData } from './types.js';

/**
 * Demo verification records (issue 16) on a few generated companies, so /admin/companies and the public pages show
 * them: one registry check expiring soon, one certificate already expired, registry checks by IAF CertSearch and the
 * IATF site code, a document on file. Dates are relative to the day of seeding. Runs once: skipped when the first
 * record is there, or when the generated companies are not.
 */
const DAY_MS = 86_400_000;
const SEED_ACTOR: AuditActor = { uid: 'seed', email: 'demo seed', ip: '' };
const CHECKED_BY = 'admin@forge.test';

interface DemoRecord {
  companyId: string;
  slug: string;
  status: CertificationStatus;
  source: CertCheckSource;
  reference?: string;
  /** Days from today (negative: in the past); omitted keeps the generated expiry date. */
  expiresInDays?: number;
  checkedDaysAgo: number;
  nextCheckInDays: number | null;
  note: string;
}

export const DEMO_CERT_RECORDS: DemoRecord[] = [
  // the demo supplier's company (sup-000001): one expiring soon, one expired
  { companyId: 'sup-000001', slug: 'iso-13485', status: 'registry-checked', source: 'iaf-certsearch', expiresInDays: 20, checkedDaysAgo: 9, nextCheckInDays: 14, note: 'Listed on IAF CertSearch; renewal audit booked' },
  { companyId: 'sup-000001', slug: 'iso-45001', status: 'expired', source: 'evidence-file', reference: 'iso45001-certificate-2023.pdf', checkedDaysAgo: 30, nextCheckInDays: null, note: 'Certificate lapsed; no renewal on file' },
  { companyId: 'sup-000003', slug: 'iso-9001', status: 'registry-checked', source: 'iaf-certsearch', checkedDaysAgo: 12, nextCheckInDays: 180, note: 'Scope matches the profile' },
  { companyId: 'sup-000003', slug: 'iatf-16949', status: 'expired', source: 'iatf-site-code', reference: '0312887', checkedDaysAgo: 40, nextCheckInDays: null, note: 'IATF database shows the certificate withdrawn' },
  { companyId: 'sup-000004', slug: 'iatf-16949', status: 'registry-checked', source: 'iatf-site-code', reference: '0419552', checkedDaysAgo: 5, nextCheckInDays: 120, note: 'Site code confirmed in the IATF database' },
  { companyId: 'sup-000004', slug: 'iso-9001', status: 'document-on-file', source: 'evidence-file', reference: 'hartman-iso9001.pdf', checkedDaysAgo: 5, nextCheckInDays: 90, note: 'Certificate PDF received from the owner' },
];

export async function seedDemoCertVerificationsIfEmpty(now = new Date()): Promise<{ inserted: number; skipped?: string }> {
  const first = DEMO_CERT_RECORDS[0]!;
  const marker = (await SupplierModel.findById(first.companyId).lean()) as SupplierData | null;
  if (!marker) return { inserted: 0, skipped: 'generated demo suppliers not found' };
  if (marker.certifications.some((c) => c.slug === first.slug && c.source)) return { inserted: 0, skipped: 'present' };
  let inserted = 0;
  for (const companyId of [...new Set(DEMO_CERT_RECORDS.map((r) => r.companyId))]) {
    const doc = (await SupplierModel.findById(companyId).lean()) as SupplierData | null;
    if (!doc) continue;
    const changes: { before: SupplierCertification; after: SupplierCertification }[] = [];
    const certifications = doc.certifications.map((c) => {
      const record = DEMO_CERT_RECORDS.find((r) => r.companyId === companyId && r.slug === c.slug);
      if (!record) return c;
      const after: SupplierCertification = {
        ...c,
        status: record.status,
        source: record.source,
        reference: record.reference ?? '',
        expiresAt: record.expiresInDays === undefined ? c.expiresAt : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + record.expiresInDays * DAY_MS),
        checkedAt: new Date(now.getTime() - record.checkedDaysAgo * DAY_MS),
        checkedBy: CHECKED_BY,
        nextCheckAt: record.nextCheckInDays === null ? null : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + record.nextCheckInDays * DAY_MS),
        note: record.note,
      };
      changes.push({ before: c, after });
      return after;
    });
    if (changes.length === 0) continue;
    await SupplierModel.updateOne({ _id: companyId }, { $set: { certifications, updatedAt: now } });
    for (const { before, after } of changes) {
      await recordAdminAction(SEED_ACTOR, { action: 'company.certification', target: { type: 'company', id: companyId, label: doc.name }, before: { slug: before.slug, ...auditedCert(before) }, after: { slug: after.slug, ...auditedCert(after) }, note: `Demo data: ${after.note}` }, now);
      inserted++;
    }
  }
  return { inserted };
}
