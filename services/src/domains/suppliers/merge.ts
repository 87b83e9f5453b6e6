import type { AdminMergePlan, AdminMergeResult } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { reassignSupplier, rfqHistoryOf } from '../rfqs/reassign.js';
import { assignSupplierCompany, emailsOf } from '../users/service.js';
import { adminCompanyById } from './admin-companies.js';
import { recordAlias, repointAliases } from './aliases.js';
import { publishSupplierChange } from './change-feed.js';
import { reloadFeaturedPlacementsOf } from './featured-marks.js';
import { ClaimModel, FeaturedPlacementModel, SupplierContactModel, SupplierModel } from './model.js';
import { indexSupplier, reloadSupplierIntoIndex } from './service.js';
import type { SupplierCertification, SupplierData } from './types.js';

async function load(id: string, role: string): Promise<SupplierData> {
  const doc = (await SupplierModel.findById(id).lean()) as SupplierData | null;
  if (!doc) throw AppError.notFound(`No supplier has the id "${id}" (the company to ${role}).`);
  return doc;
}

const union = (a: string[] | undefined, b: string[] | undefined) => [...new Set([...(a ?? []), ...(b ?? [])])];

/** Certifications of both: the kept company's entry stands where both list the same certification. */
function mergedCertifications(keep: SupplierData, remove: SupplierData): SupplierCertification[] {
  const held = new Set(keep.certifications.map((c) => c.slug));
  return [...keep.certifications, ...remove.certifications.filter((c) => !held.has(c.slug))];
}

const side = (d: SupplierData, emails: Map<string, string>) => ({
  id: d._id,
  slug: d.slug,
  name: d.name,
  city: d.address.city,
  state: d.address.state,
  claimed: Boolean(d.claimed && d.ownerUid),
  ownerEmail: d.ownerUid ? (emails.get(d.ownerUid) ?? d.ownerUid) : '',
});

/** A placement moves only where it stays valid: a state placement needs the kept company to be in that state. */
const movablePlacements = (keep: SupplierData, removeId: string) => ({ supplierId: removeId, $or: [{ scope: 'capability' as const }, { scope: 'state' as const, value: keep.address.state }] });

async function planOf(keep: SupplierData, remove: SupplierData): Promise<AdminMergePlan> {
  if (keep._id === remove._id) throw AppError.badRequest('Choose two different companies: a company cannot be merged into itself.', { fields: [{ field: 'removeId', message: 'same company' }] });
  const emails = await emailsOf([keep.ownerUid, remove.ownerUid].filter((u): u is string => !!u));
  const keepSide = side(keep, emails);
  const removeSide = side(remove, emails);
  if (keep.ownerUid && remove.ownerUid && keep.ownerUid !== remove.ownerUid) {
    throw AppError.conflict(
      `Both companies are claimed by different owners (${keep.name}: ${keepSide.ownerEmail}; ${remove.name}: ${removeSide.ownerEmail}). Transfer one of them to the other owner first, then merge.`,
    );
  }
  const [rfqHistory, claimLinks, contacts, placements] = await Promise.all([
    rfqHistoryOf(remove._id),
    ClaimModel.countDocuments({ supplierId: remove._id }),
    SupplierContactModel.countDocuments({ supplierId: remove._id }),
    FeaturedPlacementModel.countDocuments(movablePlacements(keep, remove._id)),
  ]);
  const capabilities = new Set(keep.capabilities);
  const certifications = new Set(keep.certifications.map((c) => c.slug));
  return {
    keep: keepSide,
    remove: removeSide,
    rfqHistory,
    claimLinks,
    contacts,
    placements,
    owner: keepSide.ownerEmail || removeSide.ownerEmail,
    capabilitiesAdded: remove.capabilities.filter((c) => !capabilities.has(c)),
    certificationsAdded: remove.certifications.map((c) => c.slug).filter((c) => !certifications.has(c)),
    redirects: [`/companies/${remove.slug}`, `/company/${remove._id}`],
  };
}

/** What merging `removeId` into `keepId` would do; refuses (409) when both are claimed by different owners. */
export async function previewMerge(keepId: string, removeId: string): Promise<AdminMergePlan> {
  return planOf(await load(keepId, 'keep'), await load(removeId, 'merge'));
}

/**
 * Merges a duplicate into the kept company, for good: the duplicate's RFQ history moves through the rfqs domain, its
 * claim links, contacts, featured placements and owner move here, capabilities, certifications, industries and
 * materials are joined (every other field stays the kept company's), its slug and id become aliases that answer 301,
 * and the duplicate is deleted. Every replica drops it from its index through the change stream. Audited.
 */
export async function mergeCompanies(actor: AuditActor, keepId: string, removeId: string, note: string, now = new Date()): Promise<AdminMergeResult> {
  const keep = await load(keepId, 'keep');
  const remove = await load(removeId, 'merge');
  const plan = await planOf(keep, remove);

  await reassignSupplier(remove._id, { id: keep._id, name: keep.name, slug: keep.slug, city: keep.address.city, state: keep.address.state });
  // claim links: open ones of the duplicate are revoked (it no longer exists); all keep their history on the kept company
  await ClaimModel.updateMany({ supplierId: remove._id, usedAt: null, expiresAt: { $gt: now } }, { $set: { expiresAt: now } });
  await ClaimModel.updateMany({ supplierId: remove._id }, { $set: { supplierId: keep._id, supplierName: keep.name } });
  await SupplierContactModel.updateMany({ supplierId: remove._id }, { $set: { supplierId: keep._id, supplierName: keep.name } });
  await FeaturedPlacementModel.updateMany(movablePlacements(keep, remove._id), { $set: { supplierId: keep._id, supplierName: keep.name } });
  await FeaturedPlacementModel.deleteMany({ supplierId: remove._id });

  const ownerUid = keep.ownerUid ?? remove.ownerUid ?? null;
  const set: Record<string, unknown> = {
    capabilities: union(keep.capabilities, remove.capabilities),
    certifications: mergedCertifications(keep, remove),
    industries: union(keep.industries, remove.industries),
    materials: union(keep.materials, remove.materials),
    ownerUid,
    claimed: Boolean(ownerUid) || keep.claimed,
    updatedAt: now,
  };
  const updated = (await SupplierModel.findByIdAndUpdate(keep._id, { $set: set }, { returnDocument: 'after', lean: true })) as SupplierData | null;
  if (!updated) throw AppError.notFound(`No supplier has the id "${keep._id}".`);
  if (ownerUid) await assignSupplierCompany(ownerUid, keep._id);

  await repointAliases(remove._id, keep._id);
  await recordAlias('slug', remove.slug, keep._id, 'merge', now);
  await recordAlias('id', remove._id, keep._id, 'merge', now);
  await SupplierModel.deleteOne({ _id: remove._id });

  indexSupplier(updated);
  await reloadSupplierIntoIndex(remove._id);
  await reloadFeaturedPlacementsOf(keep._id);
  await publishSupplierChange(remove._id);
  await publishSupplierChange(keep._id);

  const summary = (d: SupplierData) => ({ id: d._id, slug: d.slug, name: d.name, ownerUid: d.ownerUid ?? null, capabilities: d.capabilities, certifications: d.certifications.map((c) => c.slug) });
  await recordAdminAction(actor, {
    action: 'company.merge',
    target: { type: 'company', id: keep._id, label: keep.name },
    before: { kept: summary(keep), removed: summary(remove) },
    after: { kept: summary(updated), moved: { rfqHistory: plan.rfqHistory, claimLinks: plan.claimLinks, contacts: plan.contacts, placements: plan.placements }, redirects: plan.redirects },
    note,
  });
  return { plan, company: await adminCompanyById(keep._id) };
}
