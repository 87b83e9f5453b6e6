import { profileCompleteness, type AdminListQuery, type AdminProfile, type AdminProfileChanges, type AdminProfileCreate, type AdminProfileRow, type ProfilePart } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { arrayListSource, type ListSource } from '../../lib/admin-list.js';
import type { Principal } from '../../lib/auth.js';
import type { CsvColumn } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { CERTIFICATION_BY_SLUG } from '../catalogue/certifications.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { profileRows } from './profile-registry.js';
import { publishExtractedProfile } from './profile-extraction/publish.js';
import { INDUSTRY_SLUGS } from './search-index/index.js';
import { getSupplier, updateSupplier, type SupplierChanges, type SupplierProfile } from './service.js';
import { EMPLOYEE_RANGES } from './types.js';
import { renameSupplierSlug } from './aliases.js';
import { checkHandSetStatuses } from './cert-verification-record.js';

export interface ProfileFilters {
  missing?: ProfilePart | undefined;
  completeness?: 'complete' | 'incomplete' | undefined;
  state?: string | undefined;
}

const SORT_VALUES: Record<string, (row: AdminProfileRow) => string | number> = {
  completeness: (row) => row.completeness.score,
  name: (row) => row.name.toLowerCase(),
  state: (row) => row.state,
  updatedAt: (row) => row.updatedAt,
};

/**
 * /admin/gcp-profiles: profiles with their completeness, from this process's profile rows (kept like the search
 * index, see profile-registry.ts): searched by name, city or slug, filtered by a missing part, sorted by score.
 */
export function adminProfileList(query: AdminListQuery, filters: ProfileFilters): ListSource<AdminProfileRow> {
  const state = filters.state?.toUpperCase();
  const rows = profileRows().filter(
    (row) =>
      (!state || row.state === state) &&
      (!filters.missing || row.completeness.missing.includes(filters.missing)) &&
      (filters.completeness === undefined || (filters.completeness === 'complete') === (row.completeness.score === 100)),
  );
  return arrayListSource(rows, query, { searchText: (row) => `${row.name} ${row.city} ${row.slug}`, sortValues: SORT_VALUES, defaultSort: 'completeness' });
}

export const ADMIN_PROFILE_CSV: CsvColumn<AdminProfileRow>[] = [
  { header: 'Name', value: (p) => p.name },
  { header: 'City', value: (p) => p.city },
  { header: 'State', value: (p) => p.state },
  { header: 'Completeness', value: (p) => p.completeness.score },
  { header: 'Missing', value: (p) => p.completeness.missing.join(' ') },
  { header: 'Verified', value: (p) => p.verified },
  { header: 'Claimed', value: (p) => p.claimed },
  { header: 'Updated', value: (p) => p.updatedAt },
];

function toAdminProfile(p: SupplierProfile): AdminProfile {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    address: { street: p.address.street, city: p.address.city, state: p.address.state, county: p.address.county, zip: p.address.zip },
    capabilities: p.capabilities,
    certifications: p.certifications,
    industries: p.industries,
    employeeRange: p.employeeRange,
    yearFounded: p.yearFounded,
    leadTimeDays: p.leadTimeDays,
    minimumOrder: p.minimumOrder,
    contact: p.contact,
    photos: p.photos,
    verified: p.verified,
    claimed: p.claimed,
    featured: p.featured,
    ownerUid: p.ownerUid,
    completeness: profileCompleteness(p),
    updatedAt: p.updatedAt,
  };
}

export async function getAdminProfile(id: string): Promise<AdminProfile> {
  return toAdminProfile(await getSupplier(id));
}

/** Slugs and choices the contract cannot know: checked against the catalogue, each wrong one named at its field. */
function checkAgainstCatalogue(changes: AdminProfileChanges): void {
  const fields: { field: string; message: string }[] = [];
  changes.capabilities?.forEach((slug, i) => {
    if (!PROCESS_BY_SLUG.has(slug)) fields.push({ field: `capabilities.${i}`, message: `unknown capability "${slug}"` });
  });
  changes.certifications?.forEach((c, i) => {
    if (!CERTIFICATION_BY_SLUG.has(c.slug)) fields.push({ field: `certifications.${i}.slug`, message: `unknown certification "${c.slug}"` });
  });
  changes.industries?.forEach((slug, i) => {
    if (!INDUSTRY_SLUGS.includes(slug)) fields.push({ field: `industries.${i}`, message: `unknown industry "${slug}"` });
  });
  if (changes.employeeRange !== undefined && !(EMPLOYEE_RANGES as readonly string[]).includes(changes.employeeRange)) {
    fields.push({ field: 'employeeRange', message: `must be one of ${EMPLOYEE_RANGES.join(', ')}` });
  }
  if (fields.length) throw AppError.badRequest(`Invalid profile: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, { fields });
}

function toSupplierChanges(changes: AdminProfileChanges): SupplierChanges {
  const { certifications, photos, ...rest } = changes;
  return {
    ...rest,
    ...(certifications ? { certifications: certifications.map((c) => ({ ...c, expiresAt: new Date(c.expiresAt) })) } : {}),
    ...(photos ? { photos: photos.map((p) => ({ url: p.url, caption: p.caption })) } : {}),
  };
}

/** The fields an edit changed, before and after (what the audit log keeps). */
function changedFields(before: AdminProfile, after: AdminProfile, sent: AdminProfileChanges) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(sent) as (keyof AdminProfileChanges)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { was, now };
}

/**
 * An admin edit through the suppliers service: MongoDB, this replica's index and the change stream
 * (`forge:suppliers:changes`, so every replica re-reads it) follow; the changed fields go to the audit log.
 */
export async function updateAdminProfile(admin: Principal, actor: AuditActor, id: string, changes: AdminProfileChanges): Promise<AdminProfile> {
  checkAgainstCatalogue(changes);
  const before = await getAdminProfile(id);
  // refused before anything is written (the slug below); updateSupplier checks it again for its other callers
  checkHandSetStatuses(before.certifications, changes.certifications);
  // a new page address: the old slug keeps answering 301 (aliases.ts); the edit below re-indexes and announces it
  const { slug, ...rest } = changes;
  if (slug !== undefined) await renameSupplierSlug(id, slug);
  const after = toAdminProfile(await updateSupplier(admin, id, toSupplierChanges(rest)));
  const { was, now } = changedFields(before, after, changes);
  if (Object.keys(now).length > 0) {
    await recordAdminAction(actor, { action: 'profile.update', target: { type: 'company', id, label: after.name }, before: was, after: now });
  }
  return after;
}

/** A new profile: created through the import's validation (ZIP → county, state, coordinates), then the remaining fields as an edit. */
export async function createAdminProfile(admin: Principal, actor: AuditActor, input: AdminProfileCreate): Promise<AdminProfile> {
  checkAgainstCatalogue(input);
  checkHandSetStatuses([], input.certifications);
  const { photos, leadTimeDays, minimumOrder, certifications, ...listing } = input;
  const created = await publishExtractedProfile({
    name: listing.name,
    description: listing.description ?? '',
    address: { street: listing.address.street ?? '', city: listing.address.city || undefined, zip: listing.address.zip },
    capabilities: listing.capabilities,
    // listed as declared; one set expired by hand becomes so in the edit below
    certifications: (certifications ?? []).map((c) => ({ slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: new Date(c.expiresAt), status: 'self-declared' as const, checkedAt: null })),
    industries: listing.industries ?? [],
    employeeRange: listing.employeeRange as (typeof EMPLOYEE_RANGES)[number],
    yearFounded: listing.yearFounded ?? null,
    contact: { email: listing.contact?.email ?? '', phone: listing.contact?.phone ?? '', website: listing.contact?.website ?? '' },
  });
  const extra: AdminProfileChanges = {
    ...(photos ? { photos } : {}),
    ...(leadTimeDays ? { leadTimeDays } : {}),
    ...(minimumOrder !== undefined ? { minimumOrder } : {}),
    ...(certifications?.some((c) => c.status === 'expired') ? { certifications } : {}),
  };
  const profile = Object.keys(extra).length ? toAdminProfile(await updateSupplier(admin, created.id, toSupplierChanges(extra))) : toAdminProfile(created);
  await recordAdminAction(actor, {
    action: 'profile.create',
    target: { type: 'company', id: profile.id, label: profile.name },
    after: { name: profile.name, slug: profile.slug, state: profile.address.state, capabilities: profile.capabilities, source: 'gcp-profile' },
  });
  return profile;
}
