import { FeaturedPlacementModel } from './model.js';
import type { SearchParams, SearchResult } from './search-index/index.js';

export interface Placement {
  id: string;
  supplierId: string;
  scope: 'capability' | 'state';
  value: string;
  startsAt: number;
  endsAt: number;
  order: number;
}

/**
 * This process's copy of the placements, by supplier. Loaded with the search index and re-read for one supplier
 * whenever the change stream announces it (a placement write publishes its supplier), so every replica marks alike.
 */
let bySupplier = new Map<string, Placement[]>();

function toPlacement(doc: Record<string, unknown>): Placement {
  const d = doc as { _id: unknown; supplierId: string; scope: 'capability' | 'state'; value: string; startsAt: Date; endsAt: Date; order: number };
  return { id: String(d._id), supplierId: d.supplierId, scope: d.scope, value: d.value, startsAt: d.startsAt.getTime(), endsAt: d.endsAt.getTime(), order: d.order };
}

export async function loadFeaturedPlacements(): Promise<void> {
  const next = new Map<string, Placement[]>();
  for (const doc of (await FeaturedPlacementModel.find({}).lean()) as Record<string, unknown>[]) {
    const p = toPlacement(doc);
    next.set(p.supplierId, [...(next.get(p.supplierId) ?? []), p]);
  }
  bySupplier = next;
}

export async function reloadFeaturedPlacementsOf(supplierId: string): Promise<void> {
  const docs = (await FeaturedPlacementModel.find({ supplierId }).lean()) as Record<string, unknown>[];
  if (docs.length) bySupplier.set(supplierId, docs.map(toPlacement));
  else bySupplier.delete(supplierId);
}

const activeAt = (p: Placement, now: number) => p.startsAt <= now && now < p.endsAt;

/**
 * Featured means "has a placement active now" (the featured-suppliers panel's collection): the one source of truth.
 * The old `featured` flag on supplier documents (set at random by earlier seeds) is read nowhere.
 */
export function isFeaturedNow(supplierId: string, now = Date.now()): boolean {
  return (bySupplier.get(supplierId) ?? []).some((p) => activeAt(p, now));
}

/** The suppliers with a placement active now (for the admin companies' "featured" filter). */
export function featuredSupplierIdsNow(now = Date.now()): string[] {
  return [...bySupplier.entries()].filter(([, placements]) => placements.some((p) => activeAt(p, now))).map(([id]) => id);
}

/** The capabilities and state a search names: the scopes whose placements it shows as featured. */
function scopesOf(params: Pick<SearchParams, 'state' | 'capabilities' | 'capabilityGroups'>) {
  return { state: params.state, capabilities: new Set([...(params.capabilities ?? []), ...(params.capabilityGroups ?? []).flat()]) };
}

export const FEATURED_WHY = 'Featured (paid) supplier: marked only; payment never changes its position';

/**
 * Marks hits featured for this search (the supplier's own flag, or a placement active now for a capability or state
 * the search names). Only the mark and its line in `why` change: the hits keep their order, positions and scores.
 */
export function markFeatured<R extends Pick<SearchResult, 'hits'>>(result: R, params: Pick<SearchParams, 'state' | 'capabilities' | 'capabilityGroups'>, now = Date.now()): R {
  const { state, capabilities } = scopesOf(params);
  const hits = result.hits.map((hit) => {
    // the index's copy of the old supplier flag does not count: only placements do
    const why = hit.why.filter((line) => line !== FEATURED_WHY);
    const placed = (bySupplier.get(hit.id) ?? []).some((p) => activeAt(p, now) && (p.scope === 'state' ? p.value === state : capabilities.has(p.value)));
    return placed ? { ...hit, featured: true, why: [...why, FEATURED_WHY] } : { ...hit, featured: false, why };
  });
  return { ...result, hits };
}


/**
 * Placements active now for any of these scopes, in their order (then start date): the sponsored list shown apart
 * from ranked results.
 */
export function activePlacementsFor(scopes: { state?: string | undefined; capabilities: Set<string> }, now = Date.now()): Placement[] {
  const found: Placement[] = [];
  for (const placements of bySupplier.values()) {
    for (const p of placements) {
      if (activeAt(p, now) && (p.scope === 'state' ? p.value === scopes.state : scopes.capabilities.has(p.value))) found.push(p);
    }
  }
  return found.sort((a, b) => a.order - b.order || a.startsAt - b.startsAt || a.supplierId.localeCompare(b.supplierId));
}
