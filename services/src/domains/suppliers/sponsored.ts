import type { SponsoredSupplier } from '@forge/contract';
import { PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { findState } from '../geo/atlas.js';
import { activePlacementsFor, markFeatured } from './featured-marks.js';
import { parseQuery } from './query-parser.js';
import { queryVocabulary } from './query-vocabulary.js';
import { supplierIndex } from './registry.js';
import type { SearchParams, SearchResult } from './search-index/index.js';

/** The capabilities and state a search names, whether chosen as filters or typed ("cnc machining in ohio"). */
export interface FeaturedScopes {
  state?: string | undefined;
  capabilities: Set<string>;
}

/**
 * The scopes whose placements a search shows: its explicit filters, plus what the query parser reads from the typed
 * text, as interpretedSearch applies it (a typed place counts only when the request sets no place of its own).
 */
export function featuredScopesOf(params: Pick<SearchParams, 'q' | 'state' | 'countyFips' | 'near' | 'capabilities' | 'capabilityGroups'>): FeaturedScopes {
  const capabilities = new Set([...(params.capabilities ?? []), ...(params.capabilityGroups ?? []).flat()]);
  let state = params.state;
  if (params.q) {
    const intent = parseQuery(params.q, queryVocabulary());
    for (const c of intent.capabilities) for (const slug of c.slugs) capabilities.add(slug);
    const explicitPlace = !!(params.state || params.countyFips || params.near);
    if (!explicitPlace && intent.place?.state) state = intent.place.state;
  }
  return { state, capabilities };
}

export const SPONSORED_LIMIT = 4;

/**
 * Suppliers featured now for the named capabilities or state, in the placements' order, as a list apart from the
 * ranked results (which featuring never reorders). When a search names both, a supplier must fit both: a capability
 * placement shows only for a supplier in that state, a state placement only for one offering a named capability.
 * Hidden companies are not in the index, so never sponsored.
 */
export function sponsoredFor(scopes: FeaturedScopes, now = Date.now(), limit = SPONSORED_LIMIT): SponsoredSupplier[] {
  if (!scopes.state && scopes.capabilities.size === 0) return [];
  const index = supplierIndex();
  const out: SponsoredSupplier[] = [];
  const seen = new Set<string>();
  for (const p of activePlacementsFor(scopes, now)) {
    if (seen.has(p.supplierId)) continue;
    const row = index.get(p.supplierId);
    if (!row) continue;
    if (scopes.state && row.state !== scopes.state) continue;
    if (scopes.capabilities.size > 0 && !row.capabilities.some((c) => scopes.capabilities.has(c))) continue;
    seen.add(p.supplierId);
    const label = p.scope === 'capability' ? (PROCESS_BY_SLUG.get(p.value)?.name ?? p.value) : (findState(p.value)?.name ?? p.value);
    out.push({ id: row.id, slug: row.slug, name: row.name, city: row.city, state: row.state, scope: p.scope, value: p.value, label });
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * A search or listing answer with featuring applied for what the buyer named, typed or chosen: hits of a featured
 * supplier are marked (never moved), and the sponsored list rides beside them.
 */
export function withSponsored<R extends Pick<SearchResult, 'hits'>>(result: R, params: Parameters<typeof featuredScopesOf>[0], now = Date.now()): R & { sponsored: SponsoredSupplier[] } {
  const scopes = featuredScopesOf(params);
  const marked = markFeatured(result, { state: scopes.state, capabilities: [...scopes.capabilities] }, now);
  return { ...marked, sponsored: sponsoredFor(scopes, now) };
}
