import type { AdminListQuery } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { mongoListSource, type ListSource } from '../../lib/admin-list.js';
import type { Principal } from '../../lib/auth.js';
import type { CsvColumn } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { featuredSupplierIdsNow, isFeaturedNow } from './featured-marks.js';
import { SupplierModel } from './model.js';
import { findUserByEmail } from '../users/service.js';
import { getSupplier, setSupplierHidden, transferSupplier, updateSupplier } from './service.js';

export interface AdminCompany {
  id: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  capabilities: string[];
  certifications: { slug: string; status: string; checkedAt: string | null; expiresAt: string | null }[];
  verified: boolean;
  claimed: boolean;
  featured: boolean;
  hidden: boolean;
  hiddenReason: string;
  updatedAt: string;
}

export interface CompanyFilters {
  state?: string | undefined;
  capability?: string | undefined;
  certification?: string | undefined;
  /** A certification verification status (registry-checked, document-on-file, self-declared, expired). */
  certificationStatus?: string | undefined;
  verified?: boolean | undefined;
  claimed?: boolean | undefined;
  featured?: boolean | undefined;
  hidden?: boolean | undefined;
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

function toCompany(doc: Record<string, unknown>): AdminCompany {
  const d = doc as {
    _id: string;
    slug: string;
    name: string;
    address: { city: string; state: string };
    capabilities?: string[];
    certifications?: { slug: string; status: string; checkedAt?: Date | null; expiresAt?: Date | null }[];
    verified?: boolean;
    claimed?: boolean;
    hidden?: boolean;
    hiddenReason?: string;
    updatedAt: Date;
  };
  return {
    id: d._id,
    slug: d.slug,
    name: d.name,
    city: d.address.city,
    state: d.address.state,
    capabilities: d.capabilities ?? [],
    certifications: (d.certifications ?? []).map((c) => ({ slug: c.slug, status: c.status, checkedAt: iso(c.checkedAt), expiresAt: iso(c.expiresAt) })),
    verified: Boolean(d.verified),
    claimed: Boolean(d.claimed),
    featured: isFeaturedNow(String(d._id)),
    hidden: Boolean(d.hidden),
    hiddenReason: d.hiddenReason ?? '',
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** One company as /admin/companies shows it (after an action on it). */
export async function adminCompanyById(id: string): Promise<AdminCompany> {
  const doc = (await SupplierModel.findById(id).lean()) as Record<string, unknown> | null;
  if (!doc) throw AppError.notFound(`No supplier has the id "${id}".`);
  return toCompany(doc);
}

/** /admin/companies: every supplier company, filtered, searchable by name, city or slug, sortable. */
export function adminCompanyList(query: AdminListQuery, filters: CompanyFilters): ListSource<AdminCompany> {
  const filter: Record<string, unknown> = {};
  if (filters.state) filter['address.state'] = filters.state.toUpperCase();
  if (filters.capability) filter.capabilities = filters.capability;
  if (filters.certification || filters.certificationStatus) {
    filter.certifications = {
      $elemMatch: { ...(filters.certification ? { slug: filters.certification } : {}), ...(filters.certificationStatus ? { status: filters.certificationStatus } : {}) },
    };
  }
  for (const flag of ['verified', 'claimed'] as const) if (filters[flag] !== undefined) filter[flag] = filters[flag];
  // featured = a placement active now, as the featured-suppliers panel lists them
  if (filters.featured !== undefined) filter._id = { [filters.featured ? '$in' : '$nin']: featuredSupplierIdsNow() };
  // documents from before hiding existed have no flag: "not hidden" matches them too
  if (filters.hidden !== undefined) filter.hidden = filters.hidden ? true : { $ne: true };
  return mongoListSource(query, {
    model: SupplierModel,
    filter,
    searchFields: ['name', 'address.city', 'slug'],
    sortFields: { name: 'name', state: 'address.state', updatedAt: 'updatedAt' },
    defaultSort: 'name',
    toItem: toCompany,
  });
}

/** Verifies or unverifies a company through the suppliers service (index and change feed follow); the note goes to the audit log. */
export async function setCompanyVerified(admin: Principal, actor: AuditActor, id: string, verified: boolean, note: string): Promise<AdminCompany> {
  const before = await getSupplier(id);
  await updateSupplier(admin, id, { verified });
  const doc = (await SupplierModel.findById(id).lean()) as Record<string, unknown>;
  await recordAdminAction(actor, { action: verified ? 'company.verify' : 'company.unverify', target: { type: 'company', id, label: before.name }, before: { verified: before.verified }, after: { verified }, note });
  return toCompany(doc);
}

/** Hides a company from search and listings with a reason, or shows it again (audited with the reason as the note). */
export async function setCompanyHidden(actor: AuditActor, id: string, hidden: boolean, reason: string): Promise<AdminCompany> {
  const before = (await SupplierModel.findById(id).lean()) as Record<string, unknown> | null;
  if (!before) throw AppError.notFound(`No supplier has the id "${id}".`);
  await setSupplierHidden(id, hidden, reason);
  const doc = (await SupplierModel.findById(id).lean()) as Record<string, unknown>;
  await recordAdminAction(actor, { action: hidden ? 'company.hide' : 'company.unhide', target: { type: 'company', id, label: String(before.name) }, before: { hidden: Boolean(before.hidden) }, after: { hidden }, note: reason });
  return toCompany(doc);
}

/** Transfers a company to the user with this email (they must have signed in once), audited with both owners. */
export async function transferCompany(actor: AuditActor, id: string, email: string, note: string): Promise<AdminCompany> {
  const owner = await findUserByEmail(email);
  if (!owner) throw AppError.badRequest(`No Forge user has the email ${email}; they need to sign in once first.`, { fields: [{ field: 'email', message: 'no Forge user with this email' }] });
  const current = await getSupplier(id);
  if (current.ownerUid === owner.uid) throw AppError.conflict(`${current.name} already belongs to ${owner.email}.`);
  const { before, profile } = await transferSupplier(id, owner);
  const doc = (await SupplierModel.findById(id).lean()) as Record<string, unknown>;
  await recordAdminAction(actor, { action: 'company.transfer', target: { type: 'company', id, label: profile.name }, before: { ownerUid: before }, after: { ownerUid: owner.uid, ownerEmail: owner.email }, note });
  return toCompany(doc);
}

export const ADMIN_COMPANY_CSV: CsvColumn<AdminCompany>[] = [
  { header: 'Name', value: (c) => c.name },
  { header: 'City', value: (c) => c.city },
  { header: 'State', value: (c) => c.state },
  { header: 'Capabilities', value: (c) => c.capabilities.join(' ') },
  { header: 'Certifications', value: (c) => c.certifications.map((x) => `${x.slug}:${x.status}`).join(' ') },
  { header: 'Verified', value: (c) => c.verified },
  { header: 'Claimed', value: (c) => c.claimed },
  { header: 'Featured', value: (c) => c.featured },
  { header: 'Hidden', value: (c) => (c.hidden ? `yes: ${c.hiddenReason}` : '') },
  { header: 'Updated', value: (c) => c.updatedAt },
];
