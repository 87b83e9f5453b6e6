import { effectiveCertificationStatus, formatHoursToQuote, publicRfqStats, type SupplierRfqStats } from '@forge/contract';
import SearchableMap from 'minisearch/SearchableMap';
import { CERTIFICATIONS } from '../catalogue/certifications.js';
import { CATEGORIES, PROCESSES, PROCESS_BY_SLUG } from '../catalogue/processes.js';
import { slugify } from '../catalogue/slug.js';
import { MATERIALS } from '../catalogue/synonyms.js';
import { geo } from '../geo/atlas.js';
import { EARTH_MILES, haversineMiles, RAD } from '../geo/zip-points.js';
import { EMPLOYEE_RANGES, INDUSTRIES, VERIFICATION_STATUSES, type CertificationStatus, type SupplierData, type VerificationStatus } from './types.js';

/**
 * In-process search index over all suppliers.
 *
 * - Text: MiniSearch's SearchableMap (a radix tree) is the term dictionary and gives prefix and fuzzy
 *   (edit-distance) lookups; each term maps to sorted Int32Array postings per field. Scores are accumulated in
 *   typed arrays (field boost × match quality × idf), so a query costs the length of its postings, not of
 *   MiniSearch's per-document result objects (which took ~1 s per query at 200k documents).
 * - Filters and facets: one pass over the candidate rows with columnar typed arrays (state, county,
 *   capability bitsets, certification bits, verification level, employee range, industry bits).
 * - Truth is MongoDB: the index is built from the collection at start and every write through the supplier
 *   service calls upsert(), so search reflects it immediately. A larger deployment would replace this class by
 *   a dedicated engine (OpenSearch/Typesense) fed from a MongoDB change stream, behind the same search() shape.
 */

export const FIELDS = ['name', 'capabilities', 'city', 'description'] as const;
const FIELD_BOOST = [3, 2, 2, 1];
const NAME_FIELD = 0;
const CITY_FIELD = 2;
const STOPWORDS = new Set(['a', 'an', 'and', 'for', 'in', 'is', 'of', 'the', 'we', 'with', 'offer', 'customers', 'founded', 'employees', 'certified', 'to', 'our', 'at', 'by', 'on']);
const MAX_QUERY_TERMS = 8;
const MAX_EXPANSIONS = 48;

export const CAPABILITY_SLUGS = PROCESSES.map((p) => p.slug);
const CAP_INDEX = new Map(CAPABILITY_SLUGS.map((s, i) => [s, i]));
const CAP_WORDS = Math.ceil(CAPABILITY_SLUGS.length / 32);
export const CERT_SLUGS = CERTIFICATIONS.map((c) => c.slug);
const CERT_INDEX = new Map(CERT_SLUGS.map((s, i) => [s, i]));
export const INDUSTRY_SLUGS = INDUSTRIES.map((i) => slugify(i));
const INDUSTRY_INDEX = new Map(INDUSTRY_SLUGS.map((s, i) => [s, i]));
const EMPLOYEE_INDEX = new Map<string, number>(EMPLOYEE_RANGES.map((s, i) => [s, i]));
export const MATERIAL_SLUGS = Object.keys(MATERIALS);
const MATERIAL_INDEX = new Map(MATERIAL_SLUGS.map((s, i) => [s, i]));
/** Verification level: 0 = no certification (or only expired ones), 1 self-declared, 2 document on file, 3 registry-checked. */
const LEVEL: Record<CertificationStatus, number> = { expired: 0, 'self-declared': 1, 'document-on-file': 2, 'registry-checked': 3 };

const NON_ASCII = /[^\u0020-\u007e\t\n\r]/;
const SEPARATORS = /[^a-z0-9]+/;

export function tokenize(text: string): string[] {
  // accents folded only when present: normalize() is the slowest step of an index build
  const folded = NON_ASCII.test(text) ? text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : text;
  const parts = folded.toLowerCase().split(SEPARATORS);
  const out: string[] = [];
  for (const part of parts) if (part) out.push(part);
  return out;
}

/** Capability names and city names repeat across suppliers: tokenize each once. */
const tokenCache = new Map<string, string[]>();
function cachedTokens(text: string): string[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    tokens = tokenize(text);
    if (tokenCache.size < 50_000) tokenCache.set(text, tokens);
  }
  return tokens;
}

/**
 * The searchable words of a supplier per field (name, capabilities, city, description). Each distinct term is
 * indexed once, in its strongest field: a word repeated in the description adds nothing, postings stay short.
 */
function fieldTokens(doc: SupplierData): string[][] {
  const capabilityTerms: string[] = [];
  for (const slug of doc.capabilities) for (const t of cachedTokens(PROCESS_BY_SLUG.get(slug)?.name ?? slug)) capabilityTerms.push(t);
  for (const slug of doc.materials ?? []) for (const t of cachedTokens(MATERIALS[slug]?.[0] ?? slug)) capabilityTerms.push(t);
  return [tokenize(doc.name), capabilityTerms, cachedTokens(doc.address.city), tokenize(doc.description)];
}

export interface SupplierRow {
  id: string;
  slug: string;
  name: string;
  city: string;
  state: string;
  county: string;
  countySlug: string;
  countyFips: string;
  zip: string;
  lat: number;
  lng: number;
  capabilities: string[];
  certifications: { slug: string; status: CertificationStatus }[];
  industries: string[];
  materials: string[];
  verified: boolean;
  claimed: boolean;
  featured: boolean;
  /** Share of real RFQ invitations answered, 0-100, or null below 3 invitations (rfqStats). */
  responseRate: number | null;
  rfqStats: SupplierRfqStats | null;
  employeeRange: string;
}

/** The response byte of a supplier without a response rate (fewer than 3 RFQ invitations). */
const NO_RESPONSE_RATE = 255;
/** Among equally relevant suppliers, one without a response rate yet ranks as an average one (50 %), not as 0 %. */
const tieBreakRate = (rate: number) => (rate === NO_RESPONSE_RATE ? 50 : rate);

/** The "why" line for the response rate: what was counted, or that there is too little to count. */
function responseWhy(stats: SupplierRfqStats | null, use: 'tie-break' | 'sort'): string {
  if (!stats) {
    return use === 'sort'
      ? 'No response rate yet (fewer than 3 RFQ invitations on Forge): sorted as average (50%)'
      : 'No response rate yet (fewer than 3 RFQ invitations on Forge): counted as average when breaking ties';
  }
  const time = stats.medianHoursToQuote === null ? '' : `; median time to quote ${formatHoursToQuote(stats.medianHoursToQuote)}`;
  return `${use === 'sort' ? 'Sorted by response rate: ' : 'Response rate '}${Math.round(stats.responseRate * 100)}% (answered ${stats.answered} of ${stats.invitations} RFQ invitations${time})`;
}

interface TermEntry {
  postings: Int32Array[]; // per field, sorted row numbers
}

export interface SearchParams {
  q?: string | undefined;
  state?: string | undefined;
  /** county FIPS */
  countyFips?: string | undefined;
  capabilities?: string[] | undefined;
  /** a process category slug: the supplier offers at least one of its processes */
  category?: string | undefined;
  certifications?: string[] | undefined;
  verification?: VerificationStatus | undefined;
  employees?: string | undefined;
  industry?: string | undefined;
  /** from a parsed query: each group is "offers any of these"; every group must hold */
  capabilityGroups?: string[][] | undefined;
  /** from a parsed query: the employee range is one of these */
  employeeRanges?: string[] | undefined;
  /** from a parsed query: serves all of these industries */
  industries?: string[] | undefined;
  /** works all of these materials */
  materials?: string[] | undefined;
  near?: { lat: number; lng: number; label: string } | undefined;
  radiusMiles?: number | undefined;
  /** spelling tolerance only in capabilities and descriptions: a typo never lands on a company name or a city
   *  ("bakery" is not Baker Co., "batch" is not Bath) */
  noTyposInNamesOrPlaces?: boolean | undefined;
  /** no spelling tolerance at all (ranking by words the parser does not know: "fast" is not "cast") */
  noTypos?: boolean | undefined;
  /** can start within this many days (the profile's shortest lead time) */
  maxLeadDays?: number | undefined;
  /** minimum order, US dollars: at most / at least (small batches vs production runs) */
  minimumOrderAtMost?: number | undefined;
  minimumOrderAtLeast?: number | undefined;
  /** spelling tolerance only for words at least this long (a short unknown word fuzzes into too much) */
  minTypoLength?: number | undefined;
  sort: 'relevance' | 'distance' | 'name' | 'responseRate';
  page: number;
  pageSize: number;
}

export interface SearchHit extends Omit<SupplierRow, 'countyFips' | 'industries'> {
  distanceMiles?: number;
  why: string[];
  score: number;
}

export interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  hits: SearchHit[];
  facets: Record<'state' | 'county' | 'capability' | 'certification' | 'verification' | 'employees' | 'industry' | 'material', Record<string, number>>;
  mode: 'all-words' | 'any-word' | 'browse';
}

export { haversineMiles };

interface Expansion {
  term: string;
  entry: TermEntry;
  quality: number;
  kind: 'exact' | 'prefix' | 'typo';
}

export class SupplierSearchIndex {
  /** Bumped on every change; caches of derived counts key on it. */
  version = 0;
  private rows: (SupplierRow | undefined)[] = [];
  private rowById = new Map<string, number>();
  private dict = new SearchableMap<TermEntry>();
  private capacity = 0;
  private stateIdx = new Uint8Array(0);
  private countyIdx = new Int32Array(0);
  private capBits = new Uint32Array(0);
  private certBits = new Uint32Array(0);
  private level = new Uint8Array(0);
  private employeeIdx = new Uint8Array(0);
  private industryBits = new Uint32Array(0);
  private materialBits = new Uint32Array(0);
  private lat = new Float64Array(0);
  private lng = new Float64Array(0);
  private response = new Uint8Array(0);
  private leadMin = new Uint16Array(0);
  private minOrder = new Float64Array(0);
  private alive = new Uint8Array(0);
  private capLists: Uint8Array[] = [];
  private nameRank = new Int32Array(0);
  private nameRankVersion = -1;
  private byName = new Map<string, number[]>();
  private byNameVersion = -1;
  // per-query scratch space, reset after each search
  private score = new Float32Array(0);
  private mark = new Uint32Array(0);
  private stamp = new Int32Array(0);
  private stampCounter = 0;
  private distance = new Float64Array(0);
  private touched = new Int32Array(0);
  private liveCount = 0;
  private readonly stateCodes = geo().states.map((s) => s.code);
  private readonly stateIndex = new Map(this.stateCodes.map((c, i) => [c, i]));
  private readonly countyList = geo().counties;
  private readonly countyIndexByFips = new Map(this.countyList.map((c, i) => [c.fips, i]));
  private memo = new Map<string, unknown>();

  get size(): number {
    return this.liveCount;
  }

  /** Builds the whole index from documents (sorted by id, so row numbers and tie-breaks are stable). */
  static build(docs: Iterable<SupplierData>): SupplierSearchIndex {
    const index = new SupplierSearchIndex();
    const sorted = [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    index.grow(sorted.length);
    // one pass, no per-document sets: `last` marks the row that already holds a term (strongest field first)
    const building = new Map<string, { last: number; lists: number[][] }>();
    for (let row = 0; row < sorted.length; row++) {
      const doc = sorted[row]!;
      index.setRow(row, doc);
      const fields = fieldTokens(doc);
      for (let field = 0; field < fields.length; field++) {
        const terms = fields[field]!;
        for (let t = 0; t < terms.length; t++) {
          const term = terms[t]!;
          let entry = building.get(term);
          if (!entry) {
            entry = { last: -1, lists: [[], [], [], []] };
            building.set(term, entry);
          }
          if (entry.last === row || (field === 3 && STOPWORDS.has(term))) continue;
          entry.last = row;
          entry.lists[field]!.push(row);
        }
      }
    }
    for (const [term, entry] of building) index.dict.set(term, { postings: entry.lists.map((l) => Int32Array.from(l)) });
    index.version++;
    return index;
  }

  private grow(min: number) {
    if (min <= this.capacity) return;
    const cap = Math.max(min, Math.ceil(this.capacity * 1.5), 1024);
    const growU8 = (a: Uint8Array) => { const b = new Uint8Array(cap); b.set(a); return b; };
    const growI32 = (a: Int32Array) => { const b = new Int32Array(cap); b.set(a); return b; };
    const growU32 = (a: Uint32Array, w = 1) => { const b = new Uint32Array(cap * w); b.set(a); return b; };
    const growF64 = (a: Float64Array) => { const b = new Float64Array(cap); b.set(a); return b; };
    this.stateIdx = growU8(this.stateIdx);
    this.countyIdx = growI32(this.countyIdx);
    this.capBits = growU32(this.capBits, CAP_WORDS);
    this.certBits = growU32(this.certBits);
    this.level = growU8(this.level);
    this.employeeIdx = growU8(this.employeeIdx);
    this.industryBits = growU32(this.industryBits);
    this.materialBits = growU32(this.materialBits);
    this.lat = growF64(this.lat);
    this.lng = growF64(this.lng);
    this.response = growU8(this.response);
    const leadMin = new Uint16Array(cap);
    leadMin.set(this.leadMin);
    this.leadMin = leadMin;
    this.minOrder = growF64(this.minOrder);
    this.alive = growU8(this.alive);
    this.score = new Float32Array(cap);
    this.mark = new Uint32Array(cap);
    this.stamp = new Int32Array(cap);
    this.distance = new Float64Array(cap);
    this.touched = new Int32Array(cap);
    this.capacity = cap;
  }

  /** Visits each distinct term of a supplier once, with its strongest field (same rule as the build). */
  private forEachToken(doc: SupplierData, visit: (term: string, field: number) => void) {
    const fields = fieldTokens(doc);
    const seen = new Set<string>();
    for (let field = 0; field < fields.length; field++) {
      for (const term of fields[field]!) {
        if (seen.has(term) || (field === 3 && STOPWORDS.has(term))) continue;
        seen.add(term);
        visit(term, field);
      }
    }
  }

  private setRow(row: number, doc: SupplierData, now = new Date()) {
    const county = geo().countyByFips.get(doc.address.countyFips);
    const rfqStats = publicRfqStats(doc.rfqStats);
    const record: SupplierRow = {
      id: doc._id,
      slug: doc.slug,
      name: doc.name,
      city: doc.address.city,
      state: doc.address.state,
      county: doc.address.county,
      countySlug: county?.slug ?? slugify(doc.address.county),
      countyFips: doc.address.countyFips,
      zip: doc.address.zip,
      lat: doc.lat,
      lng: doc.lng,
      capabilities: doc.capabilities,
      // a certificate past its expiry date is "expired" from the moment it is indexed (the daily job only catches up)
      certifications: doc.certifications.map((c) => ({ slug: c.slug, status: effectiveCertificationStatus(c, now) })),
      industries: doc.industries,
      materials: doc.materials ?? [],
      verified: doc.verified,
      claimed: doc.claimed,
      featured: doc.featured,
      responseRate: rfqStats ? Math.round(rfqStats.responseRate * 100) : null,
      rfqStats,
      employeeRange: doc.employeeRange,
    };
    if (!this.rows[row]) this.liveCount++;
    this.rows[row] = record;
    this.rowById.set(doc._id, row);
    this.stateIdx[row] = this.stateIndex.get(doc.address.state) ?? 255;
    this.countyIdx[row] = this.countyIndexByFips.get(doc.address.countyFips) ?? -1;
    const caps: number[] = [];
    for (let w = 0; w < CAP_WORDS; w++) this.capBits[row * CAP_WORDS + w] = 0;
    for (const slug of doc.capabilities) {
      const i = CAP_INDEX.get(slug);
      if (i === undefined) continue;
      caps.push(i);
      this.capBits[row * CAP_WORDS + (i >> 5)]! |= 1 << (i & 31);
    }
    this.capLists[row] = new Uint8Array(caps);
    let certs = 0;
    let level = 0;
    // an expired certificate is not held: no filter bit, no facet count, no verification level
    for (const c of record.certifications) {
      if (c.status === 'expired') continue;
      const i = CERT_INDEX.get(c.slug);
      if (i !== undefined) certs |= 1 << i;
      level = Math.max(level, LEVEL[c.status] ?? 0);
    }
    this.certBits[row] = certs >>> 0;
    this.level[row] = level;
    this.employeeIdx[row] = EMPLOYEE_INDEX.get(doc.employeeRange) ?? 255;
    let industries = 0;
    for (const s of doc.industries) {
      const i = INDUSTRY_INDEX.get(s);
      if (i !== undefined) industries |= 1 << i;
    }
    this.industryBits[row] = industries >>> 0;
    let materials = 0;
    for (const s of doc.materials ?? []) {
      const i = MATERIAL_INDEX.get(s);
      if (i !== undefined) materials |= 1 << i;
    }
    this.materialBits[row] = materials >>> 0;
    this.lat[row] = doc.lat;
    this.lng[row] = doc.lng;
    // no lead time on file reads as "not quick"; no minimum order as no minimum
    this.leadMin[row] = Math.min(65535, doc.leadTimeDays?.min ?? 65535);
    this.minOrder[row] = doc.minimumOrder ?? 0;
    this.response[row] = record.responseRate === null ? NO_RESPONSE_RATE : Math.max(0, Math.min(100, record.responseRate));
    this.alive[row] = 1;
  }

  /** Adds or replaces one supplier (called after every write through the service). */
  upsert(doc: SupplierData): void {
    const existing = this.rowById.get(doc._id);
    const row = existing ?? this.rows.length;
    if (existing !== undefined) this.removeTokens(existing);
    else this.grow(row + 1);
    this.setRow(row, doc);
    const perField = new Map<string, Set<number>>();
    this.forEachToken(doc, (term, field) => {
      const set = perField.get(term) ?? new Set<number>();
      set.add(field);
      perField.set(term, set);
    });
    for (const [term, fields] of perField) {
      let entry = this.dict.get(term);
      if (!entry) {
        entry = { postings: FIELDS.map(() => new Int32Array(0)) };
        this.dict.set(term, entry);
      }
      for (const field of fields) entry.postings[field] = insertSorted(entry.postings[field]!, row);
    }
    this.tokensByRow.set(row, [...perField].map(([term, fields]) => [term, [...fields]]));
    this.changed();
  }

  remove(id: string): void {
    const row = this.rowById.get(id);
    if (row === undefined) return;
    this.removeTokens(row);
    this.rows[row] = undefined;
    this.rowById.delete(id);
    this.alive[row] = 0;
    this.liveCount--;
    this.changed();
  }

  /** Terms indexed for rows changed after the build (the build's own terms are found by re-tokenizing). */
  private tokensByRow = new Map<number, [string, number[]][]>();

  private removeTokens(row: number) {
    const record = this.rows[row];
    if (!record) return;
    const known = this.tokensByRow.get(row);
    const terms: string[] = known ? known.map(([t]) => t) : [...new Set(tokenize([record.name, record.capabilities.map((s) => PROCESS_BY_SLUG.get(s)?.name ?? s).join(' '), record.city].join(' ')))];
    // description terms of build-time rows are not kept in memory; scan the dictionary for this row instead
    const scanAll = !known;
    const strip = (entry: TermEntry) => {
      entry.postings = entry.postings.map((p) => removeSorted(p, row));
    };
    if (scanAll) {
      for (const [, entry] of this.dict) strip(entry);
    } else {
      for (const term of terms) {
        const entry = this.dict.get(term);
        if (entry) strip(entry);
      }
    }
    this.tokensByRow.delete(row);
  }

  private changed() {
    this.version++;
    this.memo.clear();
    this.expansionCache.clear();
  }

  /** Suppliers whose name is exactly this one (case, spacing and punctuation aside), in row order. */
  named(name: string, limit: number): SupplierRow[] {
    if (this.byNameVersion !== this.version) {
      this.byName = new Map();
      this.rows.forEach((row, i) => {
        if (!row) return;
        const key = nameKey(row.name);
        const list = this.byName.get(key);
        if (list) list.push(i);
        else this.byName.set(key, [i]);
      });
      this.byNameVersion = this.version;
    }
    return (this.byName.get(nameKey(name)) ?? []).slice(0, limit).flatMap((i) => this.rows[i] ?? []);
  }

  /** Some supplier's name holds this exact word ("weber", "summit"): the word can be read as part of a company name. */
  isNameWord(word: string): boolean {
    const term = tokenize(word);
    return term.length === 1 && (this.dict.get(term[0]!)?.postings[NAME_FIELD]?.length ?? 0) > 0;
  }

  get(id: string): SupplierRow | undefined {
    const row = this.rowById.get(id);
    return row === undefined ? undefined : this.rows[row];
  }

  // ---------- text ----------

  /** Dictionary lookups (exact, prefix, fuzzy) per query term, cached until the dictionary changes. */
  private expansionCache = new Map<string, Expansion[]>();

  private expand(term: string): Expansion[] {
    const cached = this.expansionCache.get(term);
    if (cached) {
      // refresh LRU position
      this.expansionCache.delete(term);
      this.expansionCache.set(term, cached);
      return cached;
    }
    const out = this.lookup(term);
    this.expansionCache.set(term, out);
    if (this.expansionCache.size > 5_000) this.expansionCache.delete(this.expansionCache.keys().next().value!);
    return out;
  }

  private lookup(term: string): Expansion[] {
    const out: Expansion[] = [];
    const seen = new Set<string>();
    const exact = this.dict.get(term);
    if (exact) {
      out.push({ term, entry: exact, quality: 1, kind: 'exact' });
      seen.add(term);
    }
    if (term.length >= 2) {
      const prefixed: Expansion[] = [];
      for (const [t, entry] of this.dict.atPrefix(term)) {
        if (seen.has(t)) continue;
        prefixed.push({ term: t, entry, quality: 0.5 + 0.4 * (term.length / t.length), kind: 'prefix' });
      }
      prefixed.sort((a, b) => b.quality - a.quality || a.term.localeCompare(b.term));
      for (const e of prefixed.slice(0, MAX_EXPANSIONS)) {
        out.push(e);
        seen.add(e.term);
      }
    }
    // typo tolerance for real words only: very long tokens are pasted codes, not misspellings
    if (term.length >= 4 && term.length <= 30) {
      const maxDistance = term.length >= 8 ? 2 : 1;
      const fuzzy: Expansion[] = [];
      for (const [t, [entry, distance]] of this.dict.fuzzyGet(term, maxDistance)) {
        if (seen.has(t)) continue;
        fuzzy.push({ term: t, entry, quality: distance === 1 ? 0.6 : 0.4, kind: 'typo' });
      }
      fuzzy.sort((a, b) => b.quality - a.quality || a.term.localeCompare(b.term));
      out.push(...fuzzy.slice(0, MAX_EXPANSIONS));
    }
    return out;
  }

  private nextStamp(): number {
    if (this.stampCounter > 2_000_000_000) {
      this.stamp.fill(0);
      this.stampCounter = 0;
    }
    return ++this.stampCounter;
  }

  // ---------- search ----------

  search(params: SearchParams): SearchResult & { explainTerms: { term: string; expansions: Expansion[] }[] } {
    const rowsTotal = this.rows.length;
    const terms = params.q ? [...new Set(tokenize(params.q))].slice(0, MAX_QUERY_TERMS) : [];
    const expansions = terms.map((term) => ({ term, expansions: this.expand(term) }));
    // rows hit by any term, in a reusable buffer (a row enters once: when its mark goes from 0 to non-zero)
    const touched = this.touched;
    let touchedCount = 0;
    let mode: SearchResult['mode'] = 'browse';
    let candidates: Int32Array | null = null; // null = every row
    try {
      if (terms.length) {
        const N = this.liveCount || 1;
        for (let i = 0; i < expansions.length; i++) {
          const shortTerm = params.minTypoLength !== undefined && expansions[i]!.term.length < params.minTypoLength;
          const list = shortTerm || params.noTypos ? expansions[i]!.expansions.filter((e) => e.kind !== 'typo') : expansions[i]!.expansions;
          const bit = 1 << i;
          const stamps = this.stamp;
          const mark = this.mark;
          const score = this.score;
          for (let field = 0; field < FIELDS.length; field++) {
            const stamp = this.nextStamp();
            for (const e of list) {
              if (e.kind === 'typo' && params.noTyposInNamesOrPlaces && (field === NAME_FIELD || field === CITY_FIELD)) continue;
              const postings = e.entry.postings[field]!;
              if (!postings.length) continue;
              let df = 0;
              for (const p of e.entry.postings) df = Math.max(df, p.length);
              const weight = FIELD_BOOST[field]! * e.quality * Math.log(1 + N / df);
              for (let k = 0; k < postings.length; k++) {
                const row = postings[k]!;
                if (stamps[row] === stamp) continue;
                stamps[row] = stamp;
                if (mark[row] === 0) touched[touchedCount++] = row;
                mark[row]! |= bit;
                score[row]! += weight;
              }
            }
          }
        }
        const all = (2 ** terms.length - 1) >>> 0;
        const mark = this.mark;
        const alive = this.alive;
        const matched = new Int32Array(touchedCount);
        let n = 0;
        for (let k = 0; k < touchedCount; k++) {
          const row = touched[k]!;
          if (mark[row] === all && alive[row]) matched[n++] = row;
        }
        mode = 'all-words';
        if (n === 0 && terms.length > 1) {
          for (let k = 0; k < touchedCount; k++) if (alive[touched[k]!]) matched[n++] = touched[k]!;
          mode = 'any-word';
        }
        candidates = matched.subarray(0, n);
      }
      return { ...this.filterAndRank(params, candidates, rowsTotal, mode, expansions), explainTerms: expansions };
    } finally {
      for (let k = 0; k < touchedCount; k++) {
        const row = touched[k]!;
        this.mark[row] = 0;
        this.score[row] = 0;
      }
    }
  }

  private filterAndRank(
    params: SearchParams,
    candidates: Int32Array | null,
    rowsTotal: number,
    mode: SearchResult['mode'],
    expansions: { term: string; expansions: Expansion[] }[],
  ): SearchResult {
    const stateF = params.state ? (this.stateIndex.get(params.state) ?? -2) : -1;
    const countyF = params.countyFips ? (this.countyIndexByFips.get(params.countyFips) ?? -2) : -1;
    const capF = (params.capabilities ?? []).map((s) => CAP_INDEX.get(s) ?? -1);
    const certMask = (params.certifications ?? []).reduce((m, s) => (m | (1 << (CERT_INDEX.get(s) ?? 31))) >>> 0, 0);
    const levelF = params.verification ? LEVEL[params.verification] : 0;
    const employeeF = params.employees ? (EMPLOYEE_INDEX.get(params.employees) ?? -2) : -1;
    const industryMask = [params.industry, ...(params.industries ?? [])].reduce((m, s) => (s ? (m | (1 << (INDUSTRY_INDEX.get(s) ?? 31))) >>> 0 : m), 0);
    const employeeMask = (params.employeeRanges ?? []).reduce((m, s) => (m | (1 << (EMPLOYEE_INDEX.get(s) ?? 31))) >>> 0, 0);
    const materialMask = (params.materials ?? []).reduce((m, s) => (m | (1 << (MATERIAL_INDEX.get(s) ?? 31))) >>> 0, 0);
    const groupMasks = (params.capabilityGroups ?? []).map(capabilityMask);
    const maxLead = params.maxLeadDays;
    const orderAtMost = params.minimumOrderAtMost;
    const orderAtLeast = params.minimumOrderAtLeast;
    const materialCount = new Int32Array(MATERIAL_SLUGS.length);
    const materialBits = this.materialBits;
    const near = params.near;
    const radius = params.radiusMiles;
    const nearLat = near ? near.lat * RAD : 0;
    const nearLng = near ? near.lng * RAD : 0;
    const cosNear = Math.cos(nearLat);
    const latWindow = radius !== undefined ? radius / 69 : 0;
    const lngWindow = radius !== undefined ? radius / (69 * Math.max(0.05, cosNear)) : 0;

    const stateCount = new Int32Array(this.stateCodes.length);
    const countyCount = new Int32Array(this.countyList.length);
    const capCount = new Int32Array(CAPABILITY_SLUGS.length);
    const certCount = new Int32Array(CERT_SLUGS.length);
    const levelCount = new Int32Array(4);
    const employeeCount = new Int32Array(EMPLOYEE_RANGES.length);
    const industryCount = new Int32Array(INDUSTRY_SLUGS.length);
    const result: number[] = [];
    const distance = near ? this.distance : null;

    const alive = this.alive, stateIdx = this.stateIdx, countyIdx = this.countyIdx, levels = this.level;
    const employeeIdx = this.employeeIdx, industryBits = this.industryBits, certBits = this.certBits, capBits = this.capBits;
    const capLists = this.capLists, lats = this.lat, lngs = this.lng;
    const capFilter = Int32Array.from(capF);
    const capFilterCount = capFilter.length;
    const categoryMask = params.category ? categoryCapabilityMask(params.category) : null;
    const count = candidates ? candidates.length : rowsTotal;
    for (let k = 0; k < count; k++) {
      const row = candidates ? candidates[k]! : k;
      if (!alive[row]) continue;
      if (distance) {
        const lat = lats[row]!;
        const lng = lngs[row]!;
        if (radius !== undefined && (Math.abs(lat - near!.lat) > latWindow || Math.abs(lng - near!.lng) > lngWindow)) continue;
        const x = (lng * RAD - nearLng) * Math.cos((lat * RAD + nearLat) / 2);
        const y = lat * RAD - nearLat;
        const d = EARTH_MILES * Math.sqrt(x * x + y * y);
        if (radius !== undefined && d > radius) continue;
        distance[row] = d;
      }
      // disjunctive facets (state, county, verification, employees, industry) ignore their own filter;
      // capability and certification are "must have all", so their counts are over the result itself
      let fails = 0;
      let failed = 0;
      if (stateF !== -1 && stateIdx[row] !== stateF) { fails++; failed = 1; }
      if (countyF !== -1 && countyIdx[row] !== countyF) { fails++; failed = 2; }
      if (levelF && levels[row]! < levelF) { fails++; failed = 3; }
      if ((employeeF !== -1 && employeeIdx[row] !== employeeF) || (employeeMask && !((1 << employeeIdx[row]!) & employeeMask))) { fails++; failed = 4; }
      if (industryMask && (industryBits[row]! & industryMask) >>> 0 !== industryMask) { fails++; failed = 5; }
      if (fails > 1) continue;
      if (materialMask && (materialBits[row]! & materialMask) >>> 0 !== materialMask) continue;
      if (maxLead !== undefined && this.leadMin[row]! > maxLead) continue;
      if (orderAtMost !== undefined && this.minOrder[row]! > orderAtMost) continue;
      if (orderAtLeast !== undefined && this.minOrder[row]! < orderAtLeast) continue;
      let groupsOk = true;
      for (let g = 0; g < groupMasks.length && groupsOk; g++) {
        const mask = groupMasks[g]!;
        let offers = false;
        for (let w = 0; w < CAP_WORDS && !offers; w++) offers = (capBits[row * CAP_WORDS + w]! & mask[w]!) !== 0;
        groupsOk = offers;
      }
      if (!groupsOk) continue;
      if (certMask && (certBits[row]! & certMask) >>> 0 !== certMask) continue;
      let capsOk = true;
      for (let f = 0; f < capFilterCount; f++) {
        const c = capFilter[f]!;
        if (c < 0 || !(capBits[row * CAP_WORDS + (c >> 5)]! & (1 << (c & 31)))) { capsOk = false; break; }
      }
      if (!capsOk) continue;
      if (categoryMask) {
        let offers = false;
        for (let w = 0; w < CAP_WORDS && !offers; w++) offers = (capBits[row * CAP_WORDS + w]! & categoryMask[w]!) !== 0;
        if (!offers) continue;
      }
      if (fails === 0 || failed === 1) stateCount[stateIdx[row]!]!++;
      if (fails === 0 || failed === 2) {
        const c = countyIdx[row]!;
        if (c >= 0) countyCount[c]!++;
      }
      if (fails === 0 || failed === 3) for (let l = 1; l <= levels[row]!; l++) levelCount[l]!++;
      if (fails === 0 || failed === 4) employeeCount[employeeIdx[row]!]!++;
      if (fails === 0 || failed === 5) {
        let bits = industryBits[row]!;
        while (bits) {
          const b = 31 - Math.clz32(bits);
          industryCount[b]!++;
          bits &= ~(1 << b);
        }
      }
      if (fails !== 0) continue;
      result.push(row);
      const caps = capLists[row]!;
      for (let c = 0; c < caps.length; c++) capCount[caps[c]!]!++;
      let certs = certBits[row]!;
      while (certs) {
        const b = 31 - Math.clz32(certs);
        certCount[b]!++;
        certs &= ~(1 << b);
      }
      let mats = materialBits[row]!;
      while (mats) {
        const b = 31 - Math.clz32(mats);
        materialCount[b]!++;
        mats &= ~(1 << b);
      }
    }

    const start = (params.page - 1) * params.pageSize;
    const ordered = this.topK(result, start + params.pageSize, params.sort, mode !== 'browse', distance);
    const pageRows = ordered.slice(start, start + params.pageSize);
    const hits = pageRows.map((row) => this.toHit(row, params, mode, expansions, distance));

    const facets: SearchResult['facets'] = {
      state: nonZero(this.stateCodes, stateCount),
      county: topCounties(countyCount, this.countyList),
      capability: nonZero(CAPABILITY_SLUGS, capCount),
      certification: nonZero(CERT_SLUGS, certCount),
      verification: Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, levelCount[LEVEL[s]]!])),
      employees: Object.fromEntries(EMPLOYEE_RANGES.map((r, i) => [r, employeeCount[i]!])),
      industry: nonZero(INDUSTRY_SLUGS, industryCount),
      material: nonZero(MATERIAL_SLUGS, materialCount),
    };
    return { total: result.length, page: params.page, pageSize: params.pageSize, hits, facets, mode };
  }

  private ensureNameRank() {
    if (this.nameRankVersion === this.version && this.nameRank.length >= this.rows.length) return;
    const order = this.rows.map((_, i) => i).filter((i) => this.rows[i]);
    order.sort((a, b) => compareText(this.rows[a]!.name, this.rows[b]!.name) || a - b);
    this.nameRank = new Int32Array(this.capacity);
    order.forEach((row, rank) => (this.nameRank[row] = rank));
    this.nameRankVersion = this.version;
  }

  /**
   * The first k rows in sort order. Each row gets one numeric key (smaller = first) and a bounded max-heap keeps
   * the k best, so a 200k-row result is never fully sorted. Equal keys fall back to the row number (stable).
   */
  private topK(rows: number[], k: number, sort: SearchParams['sort'], hasText: boolean, distance: Float64Array | null): number[] {
    if (sort === 'name' || sort === 'responseRate') this.ensureNameRank();
    const n = rows.length;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const row = rows[i]!;
      if (sort === 'distance' && distance) keys[i] = distance[row]!;
      else if (sort === 'name') keys[i] = this.nameRank[row]!;
      // no figure yet counts as average, as in the tie-break: a supplier that never answers must not lead unknown ones
      else if (sort === 'responseRate') keys[i] = (100 - tieBreakRate(this.response[row]!)) * 1e7 + this.nameRank[row]!;
      else if (hasText) keys[i] = -Math.round(this.score[row]! * 1000) * 128 + (100 - tieBreakRate(this.response[row]!));
      else keys[i] = ((3 - this.level[row]!) * 101 + (100 - tieBreakRate(this.response[row]!))) * 1e7 + row;
    }
    // a is worse than b (comes later) — compare keys, then row numbers
    const worse = (ia: number, ib: number) => keys[ia]! > keys[ib]! || (keys[ia] === keys[ib] && rows[ia]! > rows[ib]!);
    const size = Math.min(k, n);
    const heap = new Int32Array(size); // indexes into rows/keys
    let len = 0;
    for (let i = 0; i < n; i++) {
      if (len < size) {
        let c = len++;
        heap[c] = i;
        while (c > 0) {
          const p = (c - 1) >> 1;
          if (!worse(heap[c]!, heap[p]!)) break;
          const t = heap[c]!; heap[c] = heap[p]!; heap[p] = t;
          c = p;
        }
      } else if (size > 0 && worse(heap[0]!, i)) {
        heap[0] = i;
        let c = 0;
        for (;;) {
          const l = 2 * c + 1;
          const r = l + 1;
          let m = c;
          if (l < len && worse(heap[l]!, heap[m]!)) m = l;
          if (r < len && worse(heap[r]!, heap[m]!)) m = r;
          if (m === c) break;
          const t = heap[c]!; heap[c] = heap[m]!; heap[m] = t;
          c = m;
        }
      }
    }
    const picked = Array.from(heap.subarray(0, len));
    picked.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
    return picked.map((i) => rows[i]!);
  }

  private toHit(
    row: number,
    params: SearchParams,
    mode: SearchResult['mode'],
    expansions: { term: string; expansions: Expansion[] }[],
    _distance: Float64Array | null,
  ): SearchHit {
    const r = this.rows[row]!;
    const why: string[] = [];
    for (const { term, expansions: list } of expansions) {
      const match = this.bestMatch(row, list, params);
      if (!match) why.push(`Does not contain "${term}" (shown because it matches your other words)`);
      else if (match.kind === 'exact') why.push(`"${term}" found in ${FIELDS[match.field]}`);
      else if (match.kind === 'prefix') why.push(`"${term}" matches "${match.term}" (word start) in ${FIELDS[match.field]}`);
      else why.push(`"${term}" matches "${match.term}" (spelling tolerance) in ${FIELDS[match.field]}`);
    }
    if (params.state) why.push(`In ${params.state}`);
    if (params.countyFips) why.push(`In ${r.county} County`);
    for (const c of params.capabilities ?? []) why.push(`Offers ${PROCESS_BY_SLUG.get(c)?.name ?? c}`);
    if (params.category) {
      const offered = r.capabilities.filter((c) => PROCESS_BY_SLUG.get(c)?.categorySlug === params.category);
      why.push(`Offers ${offered.map((c) => PROCESS_BY_SLUG.get(c)?.name ?? c).join(', ')} (${CATEGORY_NAME_BY_SLUG.get(params.category) ?? params.category})`);
    }
    for (const c of params.certifications ?? []) {
      const held = r.certifications.find((x) => x.slug === c);
      why.push(`Holds ${CERTIFICATIONS.find((x) => x.slug === c)?.name ?? c} (${held?.status ?? 'unknown'})`);
    }
    if (params.verification) why.push(`Has a certification that is at least ${params.verification}`);
    if (params.employees) why.push(`${params.employees} employees`);
    if (params.industry) why.push(`Serves ${INDUSTRIES[INDUSTRY_INDEX.get(params.industry) ?? 0]}`);
    for (const group of params.capabilityGroups ?? []) {
      const offered = r.capabilities.filter((c) => group.includes(c));
      why.push(`Offers ${offered.map((c) => PROCESS_BY_SLUG.get(c)?.name ?? c).join(', ')}`);
    }
    for (const s of params.industries ?? []) why.push(`Serves ${INDUSTRIES[INDUSTRY_INDEX.get(s) ?? 0]}`);
    if (params.employeeRanges?.length) why.push(`${r.employeeRange} employees`);
    for (const s of params.materials ?? []) why.push(`Works ${MATERIALS[s]?.[0] ?? s}`);
    if (params.maxLeadDays !== undefined) why.push(`Lead time from ${this.leadMin[row]} days (you asked for ${params.maxLeadDays} or fewer)`);
    if (params.minimumOrderAtMost !== undefined || params.minimumOrderAtLeast !== undefined) {
      const min = this.minOrder[row]!;
      why.push(min ? `Minimum order $${min.toLocaleString('en-US')}` : 'No minimum order');
    }
    let distanceMiles: number | undefined;
    if (params.near) {
      distanceMiles = Math.round(haversineMiles(params.near.lat, params.near.lng, r.lat, r.lng) * 10) / 10;
      why.push(params.radiusMiles !== undefined ? `${distanceMiles} mi from ${params.near.label} (within ${params.radiusMiles} mi)` : `${distanceMiles} mi from ${params.near.label}`);
    }
    if (params.sort === 'relevance') {
      why.push(mode === 'browse' ? 'Ranked by verification level, then response rate to RFQs' : 'Ranked by text relevance (name > capabilities, city > description), then response rate to RFQs');
      why.push(responseWhy(r.rfqStats, 'tie-break'));
    } else if (params.sort === 'distance') why.push('Sorted by distance');
    else if (params.sort === 'name') why.push('Sorted by name');
    else why.push(responseWhy(r.rfqStats, 'sort'));
    if (r.featured) why.push('Featured (paid) supplier: marked only; payment never changes its position');
    const score = mode === 'browse' ? 0 : Math.round(this.score[row]! * 100) / 100;
    const { countyFips: _f, industries: _i, ...rest } = r;
    return { ...rest, ...(distanceMiles !== undefined ? { distanceMiles } : {}), why, score };
  }

  private bestMatch(row: number, list: Expansion[], params: SearchParams): { kind: Expansion['kind']; term: string; field: number } | undefined {
    for (const e of list) {
      for (let field = 0; field < FIELDS.length; field++) {
        if (e.kind === 'typo' && (params.noTypos || (params.noTyposInNamesOrPlaces && (field === NAME_FIELD || field === CITY_FIELD)))) continue;
        if (hasSorted(e.entry.postings[field]!, row)) return { kind: e.kind, term: e.term, field };
      }
    }
    return undefined;
  }

  // ---------- counts for browsing pages ----------

  private memoize<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** Live suppliers per key (memoized under `memo` until the index changes); a row without a key is not counted. */
  private countLiveBy(memo: string, keyOf: (row: number) => string | undefined): Map<string, number> {
    return this.memoize(memo, () => {
      const counts = new Map<string, number>();
      for (let row = 0; row < this.rows.length; row++) {
        if (!this.alive[row]) continue;
        const key = keyOf(row);
        if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    });
  }

  countByState(): Map<string, number> {
    return this.countLiveBy('byState', (row) => this.stateCodes[this.stateIdx[row]!]);
  }

  countByCounty(): Map<string, number> {
    return this.countLiveBy('byCounty', (row) => this.countyList[this.countyIdx[row]!]?.fips);
  }

  /** Suppliers per capability, optionally inside a state or county. */
  capabilityCounts(scope: { state?: string; countyFips?: string } = {}): Map<string, number> {
    return this.memoize(`caps:${scope.state ?? ''}:${scope.countyFips ?? ''}`, () => {
      const stateF = scope.state ? (this.stateIndex.get(scope.state) ?? -2) : -1;
      const countyF = scope.countyFips ? (this.countyIndexByFips.get(scope.countyFips) ?? -2) : -1;
      const counts = new Int32Array(CAPABILITY_SLUGS.length);
      for (let row = 0; row < this.rows.length; row++) {
        if (!this.alive[row]) continue;
        if (stateF !== -1 && this.stateIdx[row] !== stateF) continue;
        if (countyF !== -1 && this.countyIdx[row] !== countyF) continue;
        const caps = this.capLists[row]!;
        for (let c = 0; c < caps.length; c++) counts[caps[c]!]!++;
      }
      return new Map(CAPABILITY_SLUGS.map((s, i) => [s, counts[i]!]));
    });
  }

  /** Suppliers offering any of the given capabilities, with their distribution by state. */
  capabilityReach(slugs: string[]): { count: number; byState: Map<string, number> } {
    return this.memoize(`reach:${slugs.join(',')}`, () => {
      const mask = new Uint32Array(CAP_WORDS);
      for (const s of slugs) {
        const i = CAP_INDEX.get(s);
        if (i !== undefined) mask[i >> 5]! |= 1 << (i & 31);
      }
      const byState = new Map<string, number>();
      let count = 0;
      for (let row = 0; row < this.rows.length; row++) {
        if (!this.alive[row]) continue;
        let hit = false;
        for (let w = 0; w < CAP_WORDS; w++) if (this.capBits[row * CAP_WORDS + w]! & mask[w]!) hit = true;
        if (!hit) continue;
        count++;
        const code = this.stateCodes[this.stateIdx[row]!]!;
        byState.set(code, (byState.get(code) ?? 0) + 1);
      }
      return { count, byState };
    });
  }

  certificationCounts(): Map<string, number> {
    return this.memoize('certs', () => {
      const counts = new Int32Array(CERT_SLUGS.length);
      for (let row = 0; row < this.rows.length; row++) {
        if (!this.alive[row]) continue;
        let bits = this.certBits[row]!;
        while (bits) {
          const b = 31 - Math.clz32(bits);
          counts[b]!++;
          bits &= ~(1 << b);
        }
      }
      return new Map(CERT_SLUGS.map((s, i) => [s, counts[i]!]));
    });
  }

  stats(): { suppliers: number; verifiedSuppliers: number; states: number; capabilities: number; certifications: number; certificatesOnFile: number } {
    return this.memoize('stats', () => {
      let verified = 0;
      let certificates = 0;
      for (const r of this.rows) {
        if (!r) continue;
        if (r.verified) verified++;
        certificates += r.certifications.length;
      }
      return {
        suppliers: this.liveCount,
        verifiedSuppliers: verified,
        states: this.countByState().size,
        capabilities: [...this.capabilityCounts().values()].filter((n) => n > 0).length,
        certifications: [...this.certificationCounts().values()].filter((n) => n > 0).length,
        certificatesOnFile: certificates,
      };
    });
  }

  /** Category slug → process slugs (for category reach). */
  static categoryProcesses(categorySlug: string): string[] {
    return PROCESSES.filter((p) => p.categorySlug === categorySlug).map((p) => p.slug);
  }

  /** Slugs of all suppliers in id order (for the sitemap). */
  slugs(): string[] {
    return this.memoize('slugs', () => this.rows.flatMap((r) => (r ? [r.slug] : [])));
  }

  /** Row count including deleted rows (for memory reporting). */
  get rowCount(): number {
    return this.rows.length;
  }
}

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug);
const CATEGORY_NAME_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c.name]));

/** Capability bits of the given processes (an "any of" filter). */
function capabilityMask(slugs: string[]): Uint32Array {
  const mask = new Uint32Array(CAP_WORDS);
  for (const s of slugs) {
    const i = CAP_INDEX.get(s);
    if (i !== undefined) mask[i >> 5]! |= 1 << (i & 31);
  }
  return mask;
}

/** Capability bits of every process in a category (an "any of" filter). */
const categoryMasks = new Map<string, Uint32Array>();
function categoryCapabilityMask(categorySlug: string): Uint32Array {
  let mask = categoryMasks.get(categorySlug);
  if (!mask) {
    mask = new Uint32Array(CAP_WORDS);
    for (const p of PROCESSES) {
      if (p.categorySlug !== categorySlug) continue;
      const i = CAP_INDEX.get(p.slug)!;
      mask[i >> 5]! |= 1 << (i & 31);
    }
    categoryMasks.set(categorySlug, mask);
  }
  return mask;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function nonZero(keys: readonly string[], counts: Int32Array): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < keys.length; i++) if (counts[i]) out[keys[i]!] = counts[i]!;
  return out;
}

function topCounties(counts: Int32Array, counties: { fips: string; slug: string; stateCode: string }[], limit = 100): Record<string, number> {
  const entries: [number, number][] = [];
  for (let i = 0; i < counts.length; i++) if (counts[i]) entries.push([i, counts[i]!]);
  entries.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  entries.length = Math.min(entries.length, limit);
  return Object.fromEntries(entries.map(([i, n]) => [`${counties[i]!.stateCode}:${counties[i]!.slug}`, n]));
}

function hasSorted(list: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function insertSorted(list: Int32Array, value: number): Int32Array {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  if (list[lo] === value) return list;
  const out = new Int32Array(list.length + 1);
  out.set(list.subarray(0, lo));
  out[lo] = value;
  out.set(list.subarray(lo), lo + 1);
  return out;
}

function removeSorted(list: Int32Array, value: number): Int32Array {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === value) {
      const out = new Int32Array(list.length - 1);
      out.set(list.subarray(0, mid));
      out.set(list.subarray(mid + 1), mid);
      return out;
    }
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return list;
}

/** A company name compared the way people type it: "Dawson Fabrication Corp." = "dawson fabrication corp". */
function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}
