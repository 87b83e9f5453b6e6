import { randomBytes } from 'node:crypto';
import { companyNameProblem, effectiveCertificationStatus, type CertCheckSource } from '@forge/contract';
import { publicRfqStats, type SupplierRfqStats } from '@forge/contract';
import { publicOrderStats, type SupplierOrderStats } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { recordEvent } from '../analytics/service.js';
import { geo } from '../geo/atlas.js';
import { zipPlaces } from '../geo/zips.js';
import { assignSupplierCompany, linkSupplierCompany } from '../users/service.js';
import { publishSupplierChange, publishSupplierRebuild } from './change-feed.js';
import { isFeaturedNow, loadFeaturedPlacements, markFeatured, reloadFeaturedPlacementsOf } from './featured-marks.js';
import { rebuildProfileRows, removeProfileRow, updateProfileRow } from './profile-registry.js';
import { ClaimModel, SupplierContactModel, SupplierModel } from './model.js';
import { interpretedSearch, type InterpretedResult } from './interpreted-search.js';
import { replaceSupplierIndex, supplierIndex } from './registry.js';
import { INDUSTRY_SLUGS, SupplierSearchIndex, type SearchParams, type SearchResult } from './search-index/index.js';
import {
  EMPLOYEE_RANGES, INDUSTRIES, VERIFICATION_STATUSES, VERIFICATION_STATUS_LABELS,
  type CertificationStatus, type SupplierCertification, type SupplierData,
} from './types.js';
import { checkHandSetStatuses, keepsItsStatus, verificationRecordOf } from './cert-verification-record.js';

export const CLAIM_TTL_MS = 7 * 86_400_000;

/** Analytics environment of server-side events (§9: development on localhost, production otherwise). */
let analyticsEnvironment: 'development' | 'production' = 'development';
export function setAnalyticsEnvironment(env: 'development' | 'production'): void {
  analyticsEnvironment = env;
}

/** Rebuilds the in-process index from the suppliers collection (at start, or after a bulk import). */
export async function rebuildSupplierIndex(): Promise<{ suppliers: number; loadMs: number; buildMs: number; buildCpuMs: number }> {
  const started = Date.now();
  // whole documents: the embedded store answers a projection about twice as slowly as a plain find
  const all = (await SupplierModel.collection.find({}).toArray()) as unknown as SupplierData[];
  rebuildProfileRows(all);
  const docs = all.filter((d) => !d.hidden);
  const loaded = Date.now();
  const cpu = process.cpuUsage();
  replaceSupplierIndex(SupplierSearchIndex.build(docs));
  const used = process.cpuUsage(cpu);
  await loadFeaturedPlacements();
  return { suppliers: docs.length, loadMs: loaded - started, buildMs: Date.now() - loaded, buildCpuMs: Math.round((used.user + used.system) / 1000) };
}

/** An admin's reindex: this replica rebuilds now, and announces it so every other replica rebuilds too. */
export async function reindexSuppliers(): Promise<Awaited<ReturnType<typeof rebuildSupplierIndex>>> {
  const result = await rebuildSupplierIndex();
  await publishSupplierRebuild();
  return result;
}

/** Puts a supplier into this process's index, or keeps it out while an admin has hidden it. */
export function indexSupplier(doc: SupplierData): void {
  updateProfileRow(doc);
  if (doc.hidden) supplierIndex().remove(doc._id);
  else supplierIndex().upsert(doc);
}

/** Re-reads one supplier into this process's index (a change announced by another replica), or drops it if deleted. */
export async function reloadSupplierIntoIndex(id: string): Promise<void> {
  const doc = (await SupplierModel.collection.findOne({ _id: id } as never)) as unknown as SupplierData | null;
  if (doc) indexSupplier(doc);
  else {
    supplierIndex().remove(id);
    removeProfileRow(id);
  }
  await reloadFeaturedPlacementsOf(id);
}

// ---------- search ----------

export interface SearchInput extends SearchParams {
  /** "text", "filters", "location" joined by "+", or "browse": the searchType of the analytics event. */
  searchType: string;
}

/** Analytics writes still in flight; the response does not wait for them, shutdown does. */
const pendingEvents = new Set<Promise<void>>();

export async function flushSearchEvents(): Promise<void> {
  await Promise.allSettled([...pendingEvents]);
}

/** Suppliers for a listing page (a state, county, capability...): the same index, but nobody searched, so no event. */
export function listSuppliers(params: SearchParams): SearchResult {
  const { explainTerms: _e, ...result } = supplierIndex().search(params);
  return markFeatured(result, params);
}

/**
 * Runs a user's search (free text read by the query parser: recognised parts become filters, see interpreted-search.ts)
 * and records the "supplier search" event (§3, first page only) without making the buyer wait for the write.
 */
export function searchSuppliers(input: SearchInput, caller: Principal | undefined, onEventError: (error: unknown) => void): InterpretedResult {
  const { searchType: _t, ...params } = input;
  // featured placements for the capabilities or state searched are marked, never moved
  const result = markFeatured(interpretedSearch(supplierIndex(), params), params);
  // A later page of the same search is the same search: count it once.
  if (input.page > 1) return result;
  const write = recordEvent({
    event: { type: 'supplier_search', props: { query: input.q ?? '', resultCount: result.total, searchType: input.searchType } },
    environment: analyticsEnvironment,
    uid: caller?.uid ?? null,
    anonymousId: null,
    path: '/api/suppliers/search',
  })
    .catch(onEventError)
    .finally(() => pendingEvents.delete(write));
  pendingEvents.add(write);
  return result;
}

/** Resolves `near`: "lat,lng", a 5-digit ZIP, or "stateCode:countySlug". */
export function resolveNear(near: string): { lat: number; lng: number; label: string } {
  const coords = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(near);
  if (coords) {
    const lat = Number(coords[1]);
    const lng = Number(coords[2]);
    if (lat < -90 || lat > 90 || lng < -180 || lng > 180) throw AppError.badRequest('near: latitude must be within ±90 and longitude within ±180.');
    return { lat, lng, label: `${lat},${lng}` };
  }
  if (/^\d{5}$/.test(near)) {
    const place = zipPlaces().byZip.get(near);
    if (!place) throw AppError.badRequest(`near: ZIP code ${near} is not a known US ZIP code.`);
    return { lat: place.lat, lng: place.lng, label: `ZIP ${near}` };
  }
  const county = /^([A-Za-z]{2}):([a-z-]+)$/.exec(near);
  if (county) {
    const found = geo().countyBySlug.get(`${county[1]!.toUpperCase()}:${county[2]}`);
    if (!found) throw AppError.badRequest(`near: no county "${county[2]}" in ${county[1]!.toUpperCase()}.`);
    const places = zipPlaces().byCounty.get(found.fips) ?? [];
    const center = places.length
      ? { lat: places.reduce((s, p) => s + p.lat, 0) / places.length, lng: places.reduce((s, p) => s + p.lng, 0) / places.length }
      : { lat: (found.bbox[1] + found.bbox[3]) / 2, lng: (found.bbox[0] + found.bbox[2]) / 2 };
    return { ...center, label: `${found.name} County, ${found.stateCode}` };
  }
  throw AppError.badRequest('near: use "lat,lng", a 5-digit ZIP code, or "stateCode:county-slug" (e.g. "OH:cuyahoga").');
}

// ---------- options ----------

/** The choices a profile's fields take (edit forms and filters read them here instead of keeping a copy). */
export function supplierOptions() {
  return {
    employeeRanges: EMPLOYEE_RANGES.map((value) => ({ value, label: `${value} employees` })),
    industries: INDUSTRIES.map((label, i) => ({ value: INDUSTRY_SLUGS[i]!, label })),
    /** Lowest to highest: a filter on one level also matches the levels above it. */
    verificationStatuses: VERIFICATION_STATUSES.map((value) => ({ value, label: VERIFICATION_STATUS_LABELS[value] })),
  };
}

// ---------- profiles ----------

type StoredSupplier = SupplierData;

export interface SupplierProfile {
  id: string;
  slug: string;
  name: string;
  description: string;
  address: { street: string; city: string; state: string; county: string; countySlug: string; countyFips: string; zip: string };
  lat: number;
  lng: number;
  capabilities: string[];
  /** `status` is what holds now: "expired" once the expiry date is past, even before the daily expiry job ran. */
  certifications: { slug: string; certificateNumber: string; registrar: string; expiresAt: string | null; status: CertificationStatus; checkedAt: string | null; source: CertCheckSource | null }[];
  industries: string[];
  materials: string[];
  employeeRange: string;
  yearFounded: number | null;
  leadTimeDays: { min: number | null; max: number | null };
  minimumOrder: number;
  contact: { email: string; phone: string; website: string };
  photos: { url: string; caption: string }[];
  verified: boolean;
  claimed: boolean;
  ownerUid: string | null;
  featured: boolean;
  /** Share of real RFQ invitations answered, 0-100; null below 3 invitations (never the generated figure). */
  responseRate: number | null;
  /** Response figures counted from real RFQs (null below 3 invitations: "new to quoting on Forge"). */
  rfqStats: SupplierRfqStats | null;
  /** Scorecard from delivered purchase orders (null below 3). */
  orderStats: SupplierOrderStats | null;
  updatedAt: string;
}

function iso(d: Date | string | null | undefined): string | null {
  if (!d) return null;
  return new Date(d).toISOString();
}

export function toProfile(doc: StoredSupplier): SupplierProfile {
  const county = geo().countyByFips.get(doc.address.countyFips);
  const rfqStats = publicRfqStats(doc.rfqStats);
  return {
    id: doc._id,
    slug: doc.slug,
    name: doc.name,
    description: doc.description,
    address: { ...doc.address, street: doc.address.street ?? '', countySlug: county?.slug ?? '' },
    lat: doc.lat,
    lng: doc.lng,
    capabilities: doc.capabilities,
    certifications: doc.certifications.map((c) => ({
      slug: c.slug,
      certificateNumber: c.certificateNumber,
      registrar: c.registrar,
      expiresAt: iso(c.expiresAt),
      status: effectiveCertificationStatus(c),
      checkedAt: iso(c.checkedAt),
      source: c.source ?? null,
    })),
    industries: doc.industries,
    materials: doc.materials ?? [],
    employeeRange: doc.employeeRange,
    yearFounded: doc.yearFounded ?? null,
    leadTimeDays: { min: doc.leadTimeDays?.min ?? null, max: doc.leadTimeDays?.max ?? null },
    minimumOrder: doc.minimumOrder ?? 0,
    contact: { email: doc.contact?.email ?? '', phone: doc.contact?.phone ?? '', website: doc.contact?.website ?? '' },
    photos: (doc.photos ?? []).map((p) => ({ url: p.url, caption: p.caption ?? '' })),
    verified: doc.verified,
    claimed: doc.claimed,
    ownerUid: doc.ownerUid ?? null,
    featured: isFeaturedNow(String(doc._id)),
    responseRate: rfqStats ? Math.round(rfqStats.responseRate * 100) : null,
    rfqStats,
    orderStats: publicOrderStats(doc.orderStats),
    updatedAt: iso(doc.updatedAt) ?? '',
  };
}

/** What anyone may see of a supplier: no owner's user id; the caller learns only whether the company is theirs. */
export type PublicSupplierProfile = Omit<SupplierProfile, 'ownerUid'> & { ownedByYou: boolean };

/** The one public serializer of a supplier (internal callers keep SupplierProfile, with its owner). */
export function publicProfile(profile: SupplierProfile, caller?: Principal): PublicSupplierProfile {
  const { ownerUid, ...rest } = profile;
  return { ...rest, ownedByYou: !!caller && ownerUid !== null && ownerUid === caller.uid };
}

async function findSupplier(id: string): Promise<StoredSupplier> {
  const doc = (await SupplierModel.findById(id).lean()) as StoredSupplier | null;
  if (!doc) throw AppError.notFound(`No supplier has the id "${id}".`);
  return doc;
}

export async function getSupplier(id: string): Promise<SupplierProfile> {
  return toProfile(await findSupplier(id));
}

export async function getSupplierBySlug(slug: string): Promise<SupplierProfile> {
  const doc = (await SupplierModel.findOne({ slug }).lean()) as StoredSupplier | null;
  if (!doc) throw AppError.notFound(`No supplier has the page "${slug}".`);
  return toProfile(doc);
}

export interface SupplierChanges {
  name?: string | undefined;
  description?: string | undefined;
  address?: { street?: string | undefined; city?: string | undefined; zip?: string | undefined } | undefined;
  capabilities?: string[] | undefined;
  certifications?: { slug: string; certificateNumber: string; registrar: string; expiresAt: Date; status?: CertificationStatus | undefined }[] | undefined;
  industries?: string[] | undefined;
  employeeRange?: string | undefined;
  yearFounded?: number | undefined;
  leadTimeDays?: { min: number; max: number } | undefined;
  minimumOrder?: number | undefined;
  contact?: { email?: string | undefined; phone?: string | undefined; website?: string | undefined } | undefined;
  photos?: { url: string; caption: string }[] | undefined;
  featured?: boolean | undefined;
  verified?: boolean | undefined;
}

/** Owner or admin edits a profile; MongoDB is written first, then the search index, so search shows it at once. */
export async function updateSupplier(caller: Principal, id: string, changes: SupplierChanges, now = new Date()): Promise<SupplierProfile> {
  const doc = await findSupplier(id);
  const isOwner = doc.ownerUid !== null && doc.ownerUid === caller.uid;
  if (!isOwner && !caller.admin) throw AppError.forbidden('Only the company owner or an admin can edit this profile.');
  if (!caller.admin && (changes.featured !== undefined || changes.verified !== undefined)) {
    throw AppError.forbidden('Only admins can change the featured and verified flags.');
  }
  if (changes.featured !== undefined && changes.featured !== isFeaturedNow(String(doc._id))) {
    throw AppError.badRequest('featured: a supplier is featured by a placement for a capability or state with dates (Admin → Featured suppliers), not by a flag.', { fields: [{ field: 'featured', message: 'set by featured placements' }] });
  }
  // every path that renames a company (owner, admin editor) comes through here: a name is plain text
  const nameProblem = changes.name !== undefined ? companyNameProblem(changes.name) : null;
  if (nameProblem) throw AppError.badRequest(`name: ${nameProblem}.`);
  const set: Record<string, unknown> = { updatedAt: now };
  for (const key of ['name', 'description', 'capabilities', 'industries', 'employeeRange', 'yearFounded', 'leadTimeDays', 'minimumOrder', 'photos', 'verified'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  if (changes.contact) for (const [k, v] of Object.entries(changes.contact)) if (v !== undefined) set[`contact.${k}`] = v;
  if (changes.address) {
    if (changes.address.street !== undefined) set['address.street'] = changes.address.street;
    if (changes.address.city !== undefined) set['address.city'] = changes.address.city;
    if (changes.address.zip !== undefined && changes.address.zip !== doc.address.zip) {
      const place = zipPlaces().byZip.get(changes.address.zip);
      if (!place) throw AppError.badRequest(`address.zip: ${changes.address.zip} is not a known US ZIP code.`);
      const county = geo().countyByFips.get(place.countyFips)!;
      Object.assign(set, {
        'address.zip': place.zip,
        'address.state': place.stateCode,
        'address.county': county.name,
        'address.countyFips': county.fips,
        lat: place.lat,
        lng: place.lng,
      });
      if (changes.address.city === undefined) set['address.city'] = place.city;
    }
  }
  if (changes.certifications) {
    // what each certificate holds now (a lapsed one reads "expired"), as the editor saw it
    const held = doc.certifications.map((c) => ({ ...c, status: effectiveCertificationStatus(c, now) }));
    // owners declare (their status is ignored); an admin sets self-declared or expired by hand, never a checked status
    if (caller.admin) checkHandSetStatuses(held, changes.certifications);
    const previous = new Map(held.map((c) => [c.slug, c]));
    set.certifications = changes.certifications.map((c): SupplierCertification => {
      const before = previous.get(c.slug);
      const certificate = { slug: c.slug, certificateNumber: c.certificateNumber, registrar: c.registrar, expiresAt: c.expiresAt };
      // an unchanged certificate keeps its status with where, when and by whom it was checked
      if (keepsItsStatus(before, caller.admin ? c : { ...c, status: undefined })) {
        return { ...verificationRecordOf(before), ...certificate, status: before.status, checkedAt: before.checkedAt ?? null };
      }
      // a new or changed certificate, or a status set by hand: nobody checked it
      return { ...certificate, status: caller.admin && c.status ? c.status : 'self-declared', checkedAt: null };
    });
  }
  const updated = (await SupplierModel.findByIdAndUpdate(id, { $set: set }, { returnDocument: 'after', lean: true, runValidators: true })) as StoredSupplier | null;
  if (!updated) throw AppError.notFound(`No supplier has the id "${id}".`);
  indexSupplier(updated);
  await publishSupplierChange(updated._id);
  return toProfile(updated);
}

/** Hides a company from search and listings (or shows it again); every replica's index follows through the change stream. */
export async function setSupplierHidden(id: string, hidden: boolean, reason: string, now = new Date()): Promise<SupplierProfile & { hidden: boolean; hiddenReason: string }> {
  const updated = (await SupplierModel.findByIdAndUpdate(id, { $set: { hidden, hiddenReason: hidden ? reason : '', updatedAt: now } }, { returnDocument: 'after', lean: true })) as StoredSupplier | null;
  if (!updated) throw AppError.notFound(`No supplier has the id "${id}".`);
  indexSupplier(updated);
  await publishSupplierChange(updated._id);
  return { ...toProfile(updated), hidden, hiddenReason: updated.hiddenReason ?? '' };
}

/** Hands a company to another owner (an admin's transfer): edit rights follow ownerUid, the owner's profile names it. */
export async function transferSupplier(id: string, owner: { uid: string }, now = new Date()): Promise<{ before: string | null; profile: SupplierProfile }> {
  const before = await findSupplier(id);
  const updated = (await SupplierModel.findByIdAndUpdate(id, { $set: { ownerUid: owner.uid, claimed: true, updatedAt: now } }, { returnDocument: 'after', lean: true })) as StoredSupplier | null;
  if (!updated) throw AppError.notFound(`No supplier has the id "${id}".`);
  indexSupplier(updated);
  await publishSupplierChange(updated._id);
  await assignSupplierCompany(owner.uid, id);
  return { before: before.ownerUid ?? null, profile: toProfile(updated) };
}

// ---------- contact ----------

export async function contactSupplier(caller: Principal, id: string, input: { method: 'email' | 'phone' | 'rfq' | 'message'; message?: string | undefined }, now = new Date()) {
  const doc = await findSupplier(id);
  const contact = await SupplierContactModel.create({
    supplierId: doc._id,
    supplierName: doc.name,
    uid: caller.uid,
    email: caller.email,
    method: input.method,
    message: input.message ?? '',
    createdAt: now,
  });
  await recordEvent({
    event: { type: 'supplier_contact', props: { supplierId: doc._id, name: doc.name, contactMethod: input.method } },
    environment: analyticsEnvironment,
    uid: caller.uid,
    anonymousId: null,
    path: `/api/suppliers/${doc._id}/contact`,
  });
  return {
    id: String(contact._id),
    supplierId: doc._id,
    method: input.method,
    createdAt: now.toISOString(),
    // what the buyer needs to follow through with the chosen method
    contact: input.method === 'email' ? { email: doc.contact.email } : input.method === 'phone' ? { phone: doc.contact.phone } : {},
  };
}

// ---------- claims ----------

/** 410 Gone for used or expired claim links (same error shape, code not-found). */
class GoneError extends AppError {
  constructor(message: string) {
    super('not-found', message);
  }
  override get httpStatus(): number {
    return 410;
  }
}

function claimSummary(doc: StoredSupplier) {
  return { id: doc._id, slug: doc.slug, name: doc.name, city: doc.address.city, state: doc.address.state, claimed: doc.claimed };
}

export async function createClaimToken(admin: Principal, supplierId: string, now = new Date()) {
  const supplier = await findSupplier(supplierId);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CLAIM_TTL_MS);
  await ClaimModel.create({ _id: token, supplierId: supplier._id, supplierName: supplier.name, createdBy: admin.uid, createdAt: now, expiresAt });
  return { token, url: `/claim/${token}`, expiresAt: expiresAt.toISOString(), supplier: claimSummary(supplier) };
}

/** Revokes an unused claim link: it ends now, and whoever opens it is told it expired. */
export async function revokeClaimToken(token: string, now = new Date()) {
  const claim = await ClaimModel.findOneAndUpdate({ _id: token, usedAt: null, expiresAt: { $gt: now } }, { $set: { expiresAt: now } }, { returnDocument: 'before', lean: true });
  if (!claim) {
    const existing = await ClaimModel.findById(token).lean();
    if (!existing) throw AppError.notFound('No claim link has this token.');
    throw AppError.conflict(existing.usedAt ? 'This claim link was already used: the company is claimed.' : 'This claim link has already expired or been revoked.');
  }
  return { supplierId: claim.supplierId, supplierName: claim.supplierName, expiresAt: claim.expiresAt.toISOString() };
}

async function usableClaim(token: string, now: Date) {
  const claim = await ClaimModel.findById(token).lean();
  if (!claim) throw AppError.notFound('This claim link does not exist. Ask Forge for a new one.');
  if (claim.usedAt) throw new GoneError('This claim link has already been used.');
  if (claim.expiresAt.getTime() <= now.getTime()) throw new GoneError('This claim link has expired. Ask Forge for a new one.');
  return claim;
}

export async function getClaim(token: string, now = new Date()) {
  const claim = await usableClaim(token, now);
  const supplier = await findSupplier(claim.supplierId);
  return { supplier: claimSummary(supplier), expiresAt: claim.expiresAt.toISOString() };
}

export async function redeemClaim(caller: Principal, token: string, now = new Date()) {
  await usableClaim(token, now);
  // single use even under concurrent requests: only one update can flip usedAt from null
  const claim = await ClaimModel.findOneAndUpdate(
    { _id: token, usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now, claimedBy: caller.uid, claimedByEmail: caller.email } },
    { returnDocument: 'after', lean: true },
  );
  if (!claim) throw new GoneError('This claim link has already been used.');
  const updated = (await SupplierModel.findByIdAndUpdate(
    claim.supplierId,
    { $set: { ownerUid: caller.uid, claimed: true, updatedAt: now } },
    { returnDocument: 'after', lean: true },
  )) as StoredSupplier | null;
  if (!updated) throw AppError.notFound('The company of this claim link no longer exists.');
  indexSupplier(updated);
  await publishSupplierChange(updated._id);
  // the owner's profile names the company (the shell's "My company" link); ownership itself stays ownerUid
  const profile = await linkSupplierCompany(caller, updated._id);
  return { claimed: true, supplier: publicProfile(toProfile(updated), caller), claimedAt: now.toISOString(), supplierCompanyId: profile.supplierCompanyId };
}

export async function listClaims(limit = 200) {
  const claims = await ClaimModel.find({}).sort({ createdAt: -1 }).limit(limit).lean();
  const now = Date.now();
  return claims.map((c) => ({
    token: c._id,
    supplierId: c.supplierId,
    supplierName: c.supplierName,
    createdBy: c.createdBy,
    createdAt: c.createdAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    usedAt: c.usedAt ? c.usedAt.toISOString() : null,
    claimedBy: c.claimedBy,
    claimedByEmail: c.claimedByEmail,
    state: c.usedAt ? 'claimed' : c.expiresAt.getTime() <= now ? 'expired' : 'open',
  }));
}
