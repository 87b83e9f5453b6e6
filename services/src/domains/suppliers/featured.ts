import type { AdminListQuery, FeaturePlacement, FeaturePlacementInput } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { mongoListSource, type ListSource } from '../../lib/admin-list.js';
import { csvColumns } from '../../lib/csv.js';
import { recordAdminAction, type AuditActor } from '../audit/service.js';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { findState } from '../geo/atlas.js';
import { publishSupplierChange } from './change-feed.js';
import { reloadFeaturedPlacementsOf } from './featured-marks.js';
import { FeaturedPlacementModel } from './model.js';
import { getSupplier } from './service.js';

function labelOf(scope: 'capability' | 'state', value: string): string {
  return scope === 'capability' ? (PROCESS_BY_SLUG.get(value)?.name ?? value) : (findState(value)?.name ?? value);
}

function statusOf(startsAt: Date, endsAt: Date, now: number): FeaturePlacement['status'] {
  return now < startsAt.getTime() ? 'scheduled' : now < endsAt.getTime() ? 'active' : 'ended';
}

function toView(doc: Record<string, unknown>, now = Date.now()): FeaturePlacement {
  const d = doc as { _id: unknown; supplierId: string; supplierName: string; scope: 'capability' | 'state'; value: string; startsAt: Date; endsAt: Date; order: number; createdBy: string; createdAt: Date };
  return {
    id: String(d._id),
    supplierId: d.supplierId,
    supplierName: d.supplierName,
    scope: d.scope,
    value: d.value,
    valueLabel: labelOf(d.scope, d.value),
    startsAt: d.startsAt.toISOString(),
    endsAt: d.endsAt.toISOString(),
    order: d.order,
    status: statusOf(d.startsAt, d.endsAt, now),
    createdBy: d.createdBy,
    createdAt: d.createdAt.toISOString(),
  };
}

export function featuredList(query: AdminListQuery, filters: { scope?: string | undefined; status?: string | undefined }): ListSource<FeaturePlacement> {
  const filter: Record<string, unknown> = {};
  if (filters.scope) filter.scope = filters.scope;
  const now = new Date();
  if (filters.status === 'scheduled') filter.startsAt = { $gt: now };
  if (filters.status === 'active') Object.assign(filter, { startsAt: { $lte: now }, endsAt: { $gt: now } });
  if (filters.status === 'ended') filter.endsAt = { $lte: now };
  return mongoListSource(query, {
    model: FeaturedPlacementModel,
    filter,
    searchFields: ['supplierName', 'value'],
    sortFields: { order: 'order', startsAt: 'startsAt', endsAt: 'endsAt', supplier: 'supplierName' },
    defaultSort: 'order',
    toItem: (doc) => toView(doc),
  });
}

export const FEATURED_CSV = csvColumns<FeaturePlacement>({
  Supplier: 'supplierName', Scope: 'scope', 'Capability or state': 'valueLabel', Starts: 'startsAt', Ends: 'endsAt',
  Order: 'order', Status: 'status',
});

/** Features a supplier for a capability it offers or the state it is in; audited, and announced to every replica. */
export async function createPlacement(actor: AuditActor, input: FeaturePlacementInput, now = new Date()): Promise<FeaturePlacement> {
  const supplier = await getSupplier(input.supplierId);
  let value = input.value;
  if (input.scope === 'capability') {
    if (!PROCESS_BY_SLUG.has(value)) throw AppError.badRequest(`Unknown capability "${value}".`, { fields: [{ field: 'value', message: 'unknown capability' }] });
    if (!supplier.capabilities.includes(value)) throw AppError.badRequest(`${supplier.name} does not offer ${labelOf('capability', value)}, so it cannot be featured for it.`, { fields: [{ field: 'value', message: 'not offered by this supplier' }] });
  } else {
    const state = findState(value);
    if (!state) throw AppError.badRequest(`Unknown state "${value}"; use a two-letter code such as OH.`, { fields: [{ field: 'value', message: 'unknown state' }] });
    value = state.code;
    if (supplier.address.state !== value) throw AppError.badRequest(`${supplier.name} is in ${supplier.address.state}, not ${value}: it can be featured only in its own state.`, { fields: [{ field: 'value', message: 'not the supplier’s state' }] });
  }
  const doc = await FeaturedPlacementModel.create({
    supplierId: supplier.id, supplierName: supplier.name, scope: input.scope, value,
    startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), order: input.order, createdBy: actor.email || actor.uid, createdAt: now,
  });
  const view = toView(doc.toObject() as Record<string, unknown>);
  await reloadFeaturedPlacementsOf(supplier.id);
  await publishSupplierChange(supplier.id);
  await recordAdminAction(actor, { action: 'feature.create', target: { type: 'company', id: supplier.id, label: supplier.name }, after: { scope: view.scope, value: view.value, startsAt: view.startsAt, endsAt: view.endsAt, order: view.order } });
  return view;
}

export async function removePlacement(actor: AuditActor, id: string): Promise<void> {
  if (!/^[a-f0-9]{24}$/.test(id)) throw AppError.notFound(`No featured placement has the id "${id}".`);
  const doc = (await FeaturedPlacementModel.findByIdAndDelete(id).lean()) as Record<string, unknown> | null;
  if (!doc) throw AppError.notFound(`No featured placement has the id "${id}".`);
  const view = toView(doc);
  await reloadFeaturedPlacementsOf(view.supplierId);
  await publishSupplierChange(view.supplierId);
  await recordAdminAction(actor, { action: 'feature.remove', target: { type: 'company', id: view.supplierId, label: view.supplierName }, before: { scope: view.scope, value: view.value, startsAt: view.startsAt, endsAt: view.endsAt, order: view.order } });
}

/** The suppliers featured now for one capability or state, in their order (a sponsored list, apart from ranked results). */
export async function featuredNow(scope: 'capability' | 'state', value: string, now = new Date()) {
  const code = scope === 'state' ? (findState(value)?.code ?? value.toUpperCase()) : value;
  const docs = (await FeaturedPlacementModel.find({ scope, value: code, startsAt: { $lte: now }, endsAt: { $gt: now } }).sort({ order: 1, startsAt: 1 }).lean()) as Record<string, unknown>[];
  const suppliers = [];
  for (const doc of docs) {
    const p = toView(doc);
    const s = await getSupplier(p.supplierId).catch(() => null);
    if (s) suppliers.push({ id: s.id, slug: s.slug, name: s.name, city: s.address.city, state: s.address.state, order: p.order });
  }
  return { scope, value: code, suppliers };
}
