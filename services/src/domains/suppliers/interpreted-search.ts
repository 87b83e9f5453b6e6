import { geo } from '../geo/atlas.js';
import { parseQuery, withoutWords, textWords, type PlaceIntent, type QueryIntent } from './query-parser.js';
import { queryVocabulary } from './query-vocabulary.js';
import type { SearchHit, SearchParams, SearchResult, SupplierSearchIndex } from './search-index/index.js';
import { relaxedMatches } from './search-relaxation.js';

/**
 * A typed query read as filters plus text. Every word gets a role: a facet (its recognised part becomes a filter,
 * unless the request already sets that filter), a company-name word (matched as text, it filters), filler ("parts",
 * "vendor": ignored) or unknown. An unknown word never filters on its own: suppliers that mention it rank first
 * among the full matches, and a typo never lands on a company name or a city. Only when the query has nothing else
 * are unknown words the whole search (then matched as text, and nonsense finds nothing).
 *
 * Suppliers meeting every filter come first, always, and only they are counted. When they do not fill the page,
 * suppliers missing one part follow (search-relaxation.ts), each group labelled with what it lacks.
 */

export type WordRole = 'facet' | 'name' | 'filler' | 'unknown';

export interface QueryChip {
  /** "place", "capability:CNC machining", "certification:iso-9001"… */
  key: string;
  kind: 'capability' | 'certification' | 'industry' | 'material' | 'size' | 'leadTime' | 'volume' | 'place';
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
  /** words matched as text (company-name words): they filter */
  text: string;
  chips: QueryChip[];
  /** the role of each word of the query, in order */
  words: { word: string; role: WordRole; facet?: QueryChip['kind'] }[];
  /** unknown words: they only rank ("also matching: …"); removeQuery drops the word */
  alsoMatching: { word: string; removeQuery: string }[];
  /** the place came from a bare word ("ohio"), not from "in"/"near": offer the whole country */
  placeInferred: boolean;
  /** the query without its place words ("Search all of the US instead") */
  allOfUsQuery: string | null;
  alternatives: QueryAlternative[];
  /** parser time, milliseconds */
  parseMs: number;
}

export interface InterpretedHit extends SearchHit {
  /** set on a partial match: what it lacks, as the divider above its group says it */
  partial?: string;
}

export interface InterpretedResult extends Omit<SearchResult, 'hits'> {
  hits: InterpretedHit[];
  /** suppliers missing one recognised part, shown after every full match (never counted in `total`) */
  partialTotal: number;
  interpretation: QueryInterpretation | null;
  explainTerms?: unknown;
}

export interface Constraint {
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
  const words = textWords(params.q);
  // words of a part the request overrides (a place when the request sets one) only rank, like unknown words
  const overridden = Object.entries(intent.words).filter(([key]) => !constraints.some((c) => c.key === key)).flatMap(([, w]) => w);
  const candidates = intent.unrecognised.filter((w) => !w.filler);
  const nameWords = candidates.filter((w) => index.isNameWord(w.word));
  const unknown = [...candidates.filter((w) => !nameWords.includes(w)), ...overridden.map((i) => ({ word: words[i]!.toLowerCase(), index: i, filler: false }))];
  // with no facet and no name word, the unknown words are the whole query: matched as text. So too when every facet
  // was read from a corrected spelling ("xylophone tuning" is not turning): that reading is a guess, the words decide
  const guessed = constraints.length > 0 && constraints.every((c) => (intent.words[c.key] ?? []).every((w) => intent.corrected.includes(w)));
  const textOnly = (constraints.length === 0 || guessed) && nameWords.length === 0;
  const filterText = (textOnly ? unknown : nameWords).map((w) => w.word).join(' ');
  const rankText = textOnly ? '' : unknown.map((w) => w.word).join(' ');
  const roles = wordRoles(words, intent, constraints, unknown, nameWords);
  const interpretation = interpret(params.q, intent, constraints, filterText, textOnly ? [] : unknown, roles, parseMs);

  // a word the parser could not correct is not fuzzed either: "fast" is not "cast", "bakery" is not Baker Co.
  const base: SearchParams = { ...params, q: filterText || undefined, noTyposInNamesOrPlaces: true, ...(textOnly ? { minTypoLength: 6 } : {}) };
  const strict: SearchParams = { ...base };
  for (const c of constraints) c.apply(strict);
  const end = params.page * params.pageSize;
  const start = end - params.pageSize;
  const { explainTerms: _e, ...full } = index.search({ ...strict, page: 1, pageSize: end });
  // no supplier has every word: those with some of them are partial matches, not results (none for unknown words)
  if (full.mode === 'any-word') {
    const shown = nameWords.length ? full.hits.slice(start, end) : [];
    return { ...full, total: 0, page: params.page, pageSize: params.pageSize, hits: shown, partialTotal: shown.length ? full.total : 0, interpretation };
  }
  // among full matches: those holding every typed word first (a company's name), then those mentioning the unknown words
  const leaders: SearchHit[] = [];
  const allWords = withoutWords(params.q, []).toLowerCase();
  if ((filterText || rankText) && allWords !== filterText) {
    for (const q of [allWords, [filterText, rankText].filter(Boolean).join(' ')]) {
      if (!q || q === filterText) continue;
      const { explainTerms: _x, ...ranked } = index.search({ ...strict, q, noTypos: true, page: 1, pageSize: end });
      if (ranked.mode === 'all-words') leaders.push(...ranked.hits);
    }
  }
  const seen = new Set<string>();
  const fullHits = [...leaders, ...full.hits].filter((h) => !seen.has(h.id) && !!seen.add(h.id)).slice(0, end);
  let hits: InterpretedHit[] = fullHits.slice(start, end);
  let partialTotal = 0;
  if (full.total < end) {
    const fill = relaxedMatches(index, { base, constraints, place: constraints.some((c) => c.kind === 'place') ? intent.place : undefined, fullIds: seen, fullTotal: full.total, wanted: end - full.total, hasText: !!filterText });
    partialTotal = fill.total;
    hits = [...fullHits, ...fill.hits].slice(start, end);
  }
  return { ...full, page: params.page, pageSize: params.pageSize, hits, partialTotal, interpretation };
}

/** The role of each word of the text, in order. */
function wordRoles(words: string[], intent: QueryIntent, constraints: Constraint[], unknown: { index: number }[], text: { index: number }[]): QueryInterpretation['words'] {
  return words.map((word, i) => {
    const facet = constraints.find((c) => (intent.words[c.key] ?? []).includes(i));
    if (facet) return { word, role: 'facet' as const, facet: facet.kind };
    if (unknown.some((w) => w.index === i)) return { word, role: 'unknown' as const };
    if (text.some((w) => w.index === i)) return { word, role: 'name' as const };
    return { word, role: 'filler' as const };
  });
}

function interpret(query: string, intent: QueryIntent, constraints: Constraint[], text: string, unknown: { word: string; index: number }[], words: QueryInterpretation['words'], parseMs: number): QueryInterpretation {
  const chips: QueryChip[] = constraints.map((c) => ({ key: c.key, kind: c.kind, label: c.label, removeQuery: withoutWords(query, intent.words[c.key] ?? []) }));
  const place = constraints.some((c) => c.key === 'place') ? intent.place : undefined;
  const placeWords = intent.words.place ?? [];
  return {
    query,
    text,
    chips,
    words,
    alsoMatching: unknown.map((w) => ({ word: w.word, removeQuery: withoutWords(query, [w.index]) })),
    placeInferred: !!place && !place.explicit,
    allOfUsQuery: place ? withoutWords(query, placeWords) : null,
    alternatives: intent.alternatives.flatMap((a) => {
      // never offer the place already searched ("Did you mean Jefferson County, KY?" while searching it)
      if (!a.place || !place || samePlace(a.place, place)) return [];
      return [{ text: a.text, chosen: a.chosen, instead: a.instead, query: withoutWords(query, placeWords), filters: placeFilters(a.place) }];
    }),
    parseMs: Math.round(parseMs * 1000) / 1000,
  };
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
  const lead = intent.leadTime;
  if (lead && params.maxLeadDays === undefined) out.push({ key: 'leadTime:lead time', kind: 'leadTime', label: lead.label, apply: (p) => void (p.maxLeadDays = Math.min(p.maxLeadDays ?? Infinity, lead.days)) });
  const volume = intent.volume;
  if (volume && params.minimumOrderAtMost === undefined && params.minimumOrderAtLeast === undefined) {
    out.push({
      key: 'volume:volume',
      kind: 'volume',
      label: volume.label,
      apply: (p) => {
        if (volume.minimumOrderAtMost !== undefined) p.minimumOrderAtMost = volume.minimumOrderAtMost;
        if (volume.minimumOrderAtLeast !== undefined) p.minimumOrderAtLeast = volume.minimumOrderAtLeast;
      },
    });
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

function samePlace(a: PlaceIntent, b: PlaceIntent): boolean {
  if (a.countyFips || b.countyFips) return a.countyFips === b.countyFips && !!a.near === !!b.near;
  if (a.state || b.state) return a.state === b.state;
  return !!a.near && !!b.near && Math.abs(a.near.lat - b.near.lat) < 1e-6 && Math.abs(a.near.lng - b.near.lng) < 1e-6;
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
