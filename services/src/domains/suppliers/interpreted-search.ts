import { geo } from '../geo/atlas.js';
import { parseQuery, withoutWords, textWords, type PlaceIntent, type QueryIntent } from './query-parser.js';
import { queryVocabulary } from './query-vocabulary.js';
import type { SearchHit, SearchParams, SearchResult, SupplierSearchIndex } from './search-index.js';

/**
 * A typed query read as filters plus text: the parser's recognised parts become filters (unless the request already
 * sets that filter), the leftover words are matched as text. Suppliers meeting every recognised part come first,
 * always; when they do not fill the page, suppliers missing exactly one part follow, each labelled with what it lacks.
 */

export interface QueryChip {
  /** "place", "capability:CNC machining", "certification:iso-9001"… */
  key: string;
  kind: 'capability' | 'certification' | 'industry' | 'material' | 'size' | 'place';
  label: string;
  /** the query without this part's words: what removing the chip searches for */
  removeQuery: string;
}

export interface QueryAlternative {
  /** the words read two ways */
  text: string;
  chosen: string;
  instead: string;
  /** the search for the other reading: a query and the filters to add */
  query: string;
  filters: Record<string, string>;
}

export interface QueryInterpretation {
  query: string;
  /** words matched as text */
  text: string;
  chips: QueryChip[];
  /** the place came from a bare word ("ohio"), not from "in"/"near": offer the whole country */
  placeInferred: boolean;
  /** the query without its place words ("Search all of the US instead") */
  allOfUsQuery: string | null;
  alternatives: QueryAlternative[];
  /** parser time, milliseconds */
  parseMs: number;
}

export interface InterpretedResult extends SearchResult {
  /** suppliers missing one recognised part, shown after every full match */
  partialTotal: number;
  interpretation: QueryInterpretation | null;
  explainTerms?: unknown;
}

interface Constraint {
  key: string;
  kind: QueryChip['kind'];
  label: string;
  apply(p: SearchParams): void;
}

/** Runs a search whose `q` is free text typed by a buyer. */
export function interpretedSearch(index: SupplierSearchIndex, params: SearchParams): InterpretedResult {
  if (!params.q) {
    const { explainTerms: _e, ...result } = index.search(params);
    return { ...result, partialTotal: 0, interpretation: null };
  }
  const vocabulary = queryVocabulary();
  const started = performance.now();
  const intent = parseQuery(params.q, vocabulary);
  const parseMs = performance.now() - started;
  const explicitPlace = !!(params.state || params.countyFips || params.near);
  const constraints = constraintsOf(intent, params, explicitPlace);
  // words of a part the request overrides (a place when the request sets one) are matched as text again
  const returned = Object.entries(intent.words).filter(([key]) => !constraints.some((c) => c.key === key)).flatMap(([, words]) => words);
  const words = textWords(params.q);
  const text = [intent.leftover, ...returned.map((w) => words[w]!.toLowerCase())].filter(Boolean).join(' ').trim();

  const base: SearchParams = { ...params, q: text || undefined };
  const strict: SearchParams = { ...base };
  for (const c of constraints) c.apply(strict);
  const end = params.page * params.pageSize;
  const start = end - params.pageSize;
  const { explainTerms: _e, ...full } = index.search({ ...strict, page: 1, pageSize: end });
  // a name-like query ("weber molding"): among full matches, those whose text holds every word of it come first
  const allWords = withoutWords(params.q, []).toLowerCase();
  if (text && constraints.some((c) => c.kind !== 'place') && allWords !== text) {
    const { explainTerms: _x, ...named } = index.search({ ...strict, q: allWords, page: 1, pageSize: end });
    if (named.mode === 'all-words' && named.total > 0) {
      const first = new Set(named.hits.map((h) => h.id));
      full.hits = [...named.hits, ...full.hits.filter((h) => !first.has(h.id))].slice(0, end);
    }
  }
  let hits = full.hits.slice(start, end);
  let partialTotal = 0;
  // no supplier has every word: those with some of them are partial matches, not results
  if (full.mode === 'any-word') {
    return { ...full, total: 0, page: params.page, pageSize: params.pageSize, hits, partialTotal: full.total, interpretation: interpret(params.q, intent, constraints, text, parseMs) };
  }
  if (full.total < end && constraints.length > 0 && !(constraints.length === 1 && !text)) {
    const fullIds = new Set(full.hits.map((h) => h.id));
    const partials: SearchHit[] = [];
    // drop one recognised part at a time, the place first: a shop one state over is the likeliest substitute
    for (const dropped of [...constraints].sort((a, b) => relaxOrder(a) - relaxOrder(b))) {
      const relaxed: SearchParams = { ...base, page: 1, pageSize: end };
      for (const c of constraints) if (c !== dropped) c.apply(relaxed);
      const result = index.search(relaxed);
      for (const hit of result.hits) {
        if (fullIds.has(hit.id)) continue;
        fullIds.add(hit.id);
        partials.push({ ...hit, why: [`Lacks ${dropped.label} (matches your other words)`, ...hit.why] });
      }
      partialTotal += Math.max(0, result.total - full.total);
      if (full.total + partials.length >= end) break;
    }
    hits = [...full.hits, ...partials].slice(start, end);
  }

  return { ...full, page: params.page, pageSize: params.pageSize, hits, partialTotal, interpretation: interpret(params.q, intent, constraints, text, parseMs) };
}

function interpret(query: string, intent: QueryIntent, constraints: Constraint[], text: string, parseMs: number): QueryInterpretation {
  const chips: QueryChip[] = constraints.map((c) => ({ key: c.key, kind: c.kind, label: c.label, removeQuery: withoutWords(query, intent.words[c.key] ?? []) }));
  const place = constraints.some((c) => c.key === 'place') ? intent.place : undefined;
  const placeWords = intent.words.place ?? [];
  return {
    query,
    text,
    chips,
    placeInferred: !!place && !place.explicit,
    allOfUsQuery: place ? withoutWords(query, placeWords) : null,
    alternatives: intent.alternatives.flatMap((a) => {
      if (!a.place || !place) return [];
      return [{ text: a.text, chosen: a.chosen, instead: a.instead, query: withoutWords(query, placeWords), filters: placeFilters(a.place) }];
    }),
    parseMs: Math.round(parseMs * 1000) / 1000,
  };
}

function relaxOrder(c: Constraint): number {
  return { place: 0, size: 1, industry: 2, material: 3, certification: 4, capability: 5 }[c.kind];
}

function constraintsOf(intent: QueryIntent, params: SearchParams, explicitPlace: boolean): Constraint[] {
  const out: Constraint[] = [];
  for (const c of intent.capabilities) {
    out.push({ key: `capability:${c.label}`, kind: 'capability', label: c.label, apply: (p) => void (p.capabilityGroups = [...(p.capabilityGroups ?? []), c.slugs]) });
  }
  for (const c of intent.certifications) {
    if (params.certifications?.includes(c.slug)) continue;
    out.push({ key: `certification:${c.slug}`, kind: 'certification', label: c.label, apply: (p) => void (p.certifications = [...(p.certifications ?? []), c.slug]) });
  }
  for (const c of intent.industries) {
    if (params.industry === c.slug) continue;
    out.push({ key: `industry:${c.slug}`, kind: 'industry', label: c.label, apply: (p) => void (p.industries = [...(p.industries ?? []), c.slug]) });
  }
  for (const c of intent.materials) {
    out.push({ key: `material:${c.slug}`, kind: 'material', label: c.label, apply: (p) => void (p.materials = [...(p.materials ?? []), c.slug]) });
  }
  const size = intent.size;
  if (size && !params.employees) out.push({ key: `size:${size.label}`, kind: 'size', label: size.label, apply: (p) => void (p.employeeRanges = size.ranges) });
  const place = intent.place;
  if (place && !explicitPlace) {
    out.push({
      key: 'place',
      kind: 'place',
      label: place.label,
      apply: (p) => {
        if (place.state) p.state = place.state;
        if (place.countyFips) p.countyFips = place.countyFips;
        if (place.near) {
          p.near = place.near;
          p.radiusMiles = place.radiusMiles;
        }
      },
    });
  }
  return out;
}

function placeFilters(place: PlaceIntent): Record<string, string> {
  if (place.state) return { state: place.state };
  if (place.countyFips && !place.near) {
    const county = geo().countyByFips.get(place.countyFips);
    return county ? { county: `${county.stateCode}:${county.slug}` } : {};
  }
  if (place.near) return { near: `${place.near.lat.toFixed(4)},${place.near.lng.toFixed(4)}`, radius: String(place.radiusMiles ?? 25) };
  return {};
}
