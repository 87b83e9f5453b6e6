import type { Constraint, InterpretedHit } from './interpreted-search.js';
import type { PlaceIntent } from './query-parser.js';
import type { SearchParams, SupplierSearchIndex } from './search-index/index.js';

/**
 * The partial matches that fill a page the full matches leave short. One recognised part is dropped at a time, the
 * least specific first (size, lead time, volume, industry, material, certification), then the place, and the process
 * last: a buyer asking for CNC machining in Dayton wants CNC shops near Dayton before anything else in Dayton.
 * Dropping a place that has a point widens it instead: the same suppliers beyond it, nearest first. Every group of a
 * query with a place is ordered by distance from it. Unknown words never filter, so there is nothing of them to drop.
 */

const RELAX_ORDER: Record<Constraint['kind'], number> = { size: 0, volume: 1, leadTime: 2, industry: 3, material: 4, certification: 5, place: 6, capability: 7 };

export interface RelaxationInput {
  /** the search without any recognised part (its text filter and the request's own filters) */
  base: SearchParams;
  constraints: Constraint[];
  /** the typed place, when it is one of the constraints */
  place: PlaceIntent | undefined;
  fullIds: Set<string>;
  fullTotal: number;
  /** how many partial matches the page needs */
  wanted: number;
  /** the query filters by text (company-name words): dropping its only part still leaves a search */
  hasText: boolean;
}

export function relaxedMatches(index: SupplierSearchIndex, input: RelaxationInput): { hits: InterpretedHit[]; total: number } {
  const { base, constraints, place, fullIds, fullTotal, wanted, hasText } = input;
  const hits: InterpretedHit[] = [];
  let total = 0;
  const point = place ? placePoint(place) : undefined;
  const ordered = [...constraints].sort((a, b) => RELAX_ORDER[a.kind] - RELAX_ORDER[b.kind]);
  for (const dropped of ordered) {
    if (hits.length >= wanted) break;
    const widen = dropped.kind === 'place' && !!point;
    // dropping the only part of a query leaves everything: no partial results, unless it widens a place
    if (constraints.length === 1 && !hasText && !widen) break;
    const relaxed: SearchParams = { ...base, page: 1, pageSize: fullIds.size + wanted };
    for (const c of constraints) if (c !== dropped) c.apply(relaxed);
    if (point) {
      // the place stays (or is widened), and distance from it orders the group
      relaxed.near = point;
      if (widen) relaxed.radiusMiles = undefined;
      relaxed.sort = 'distance';
    }
    const result = index.search(relaxed);
    const note = widen ? `Beyond ${placeName(place!)}, nearest first` : `Without ${dropped.label}${point ? `, nearest first` : ''}`;
    for (const hit of result.hits) {
      if (fullIds.has(hit.id)) continue;
      fullIds.add(hit.id);
      hits.push({ ...hit, partial: note, why: [`Lacks ${dropped.label} (matches your other words)`, ...hit.why] });
    }
    total += Math.max(0, result.total - fullTotal);
  }
  return { hits: hits.slice(0, wanted), total };
}

/** The point distances are measured from: the place's own point, or the middle of its state or county. */
function placePoint(place: PlaceIntent): { lat: number; lng: number; label: string } | undefined {
  if (place.near) return place.near;
  if (place.centre) return { ...place.centre, label: `the middle of ${place.label}` };
  return undefined;
}

function placeName(place: PlaceIntent): string {
  if (place.near && place.radiusMiles !== undefined) return `${place.radiusMiles} mi of ${place.near.label}`;
  return place.label;
}
