import type { SupplierData } from '../types.js';
import { SupplierColumns } from './columns.js';
import { toHit } from './explain.js';
import { categoryProcesses } from './facet-keys.js';
import { filterAndCount } from './facets.js';
import { nearTest, radiusBox } from './geo.js';
import { ListingCounts } from './listing-counts.js';
import { TermPostings, type Expansion, type TermExpansions } from './postings.js';
import { NameOrder, TextScorer, topK } from './scorer.js';
import { nameKey, queryTerms } from './tokens.js';
import type { SearchParams, SearchResult, SupplierRow } from './types.js';

export { haversineMiles } from '../../geo/zip-points.js';
export { CAPABILITY_SLUGS, CATEGORY_SLUGS, CERT_SLUGS, INDUSTRY_SLUGS, MATERIAL_SLUGS } from './facet-keys.js';
export { FIELDS, tokenize } from './tokens.js';
export type { SearchHit, SearchParams, SearchResult, SupplierRow } from './types.js';

/**
 * In-process search index over all suppliers (the door of this folder):
 * - tokens.ts: the words of a supplier and of a query; postings.ts: the term dictionary and its lookups;
 * - scorer.ts: text relevance and the top-k order; facets.ts: filters and facet counts in one pass over the
 *   columns (columns.ts); geo.ts: the radius filter and distances; explain.ts: the "why this result" lines;
 *   listing-counts.ts: memoized counts for browsing pages.
 * Truth is MongoDB: the index is built from the collection at start and every write through the supplier service
 * calls upsert(), so search reflects it immediately. A larger deployment would replace this class by a dedicated
 * engine (OpenSearch/Typesense) fed from a MongoDB change stream, behind the same search() shape.
 */
export class SupplierSearchIndex {
  /** Bumped on every change; caches of derived counts key on it. */
  version = 0;
  private readonly columns = new SupplierColumns();
  private postings = new TermPostings();
  private readonly scorer = new TextScorer();
  private readonly names = new NameOrder();
  private readonly counts = new ListingCounts(this.columns);
  private distance = new Float64Array(0);
  /** the rows a search keeps after its filters (scratch, one search at a time) */
  private kept = new Int32Array(0);
  private byName = new Map<string, number[]>();
  private byNameVersion = -1;

  constructor() {
    this.columns.onGrow = (capacity) => {
      this.scorer.resize(capacity);
      this.distance = new Float64Array(capacity);
      this.kept = new Int32Array(capacity);
    };
  }

  get size(): number {
    return this.columns.liveCount;
  }

  /** Builds the whole index from documents (sorted by id, so row numbers and tie-breaks are stable). */
  static build(docs: Iterable<SupplierData>): SupplierSearchIndex {
    const index = new SupplierSearchIndex();
    const sorted = [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    index.columns.grow(sorted.length);
    for (let row = 0; row < sorted.length; row++) index.columns.setRow(row, sorted[row]!);
    index.postings = TermPostings.build(sorted);
    index.version++;
    return index;
  }

  /** Adds or replaces one supplier (called after every write through the service). */
  upsert(doc: SupplierData): void {
    const existing = this.columns.rowById.get(doc._id);
    const row = existing ?? this.columns.rows.length;
    if (existing !== undefined) this.postings.removeRow(existing);
    else this.columns.grow(row + 1);
    this.columns.setRow(row, doc);
    this.postings.addRow(row, doc);
    this.changed();
  }

  remove(id: string): void {
    const row = this.columns.rowById.get(id);
    if (row === undefined) return;
    this.postings.removeRow(row);
    this.columns.clearRow(row);
    this.changed();
  }

  private changed() {
    this.version++;
    this.counts.clear();
  }

  /** Suppliers whose name is exactly this one (case, spacing and punctuation aside), in row order. */
  named(name: string, limit: number): SupplierRow[] {
    const rows = this.columns.rows;
    if (this.byNameVersion !== this.version) {
      this.byName = new Map();
      rows.forEach((row, i) => {
        if (!row) return;
        const key = nameKey(row.name);
        const list = this.byName.get(key);
        if (list) list.push(i);
        else this.byName.set(key, [i]);
      });
      this.byNameVersion = this.version;
    }
    return (this.byName.get(nameKey(name)) ?? []).slice(0, limit).flatMap((i) => rows[i] ?? []);
  }

  /** Some supplier's name holds this exact word ("weber", "summit"): the word can be read as part of a company name. */
  isNameWord(word: string): boolean {
    return this.postings.isNameWord(word);
  }

  get(id: string): SupplierRow | undefined {
    const row = this.columns.rowById.get(id);
    return row === undefined ? undefined : this.columns.rows[row];
  }

  search(params: SearchParams): SearchResult & { explainTerms: { term: string; expansions: Expansion[] }[] } {
    const terms: TermExpansions[] = queryTerms(params.q).map((term) => ({ term, expansions: this.postings.expand(term) }));
    try {
      let mode: SearchResult['mode'] = 'browse';
      let candidates: Int32Array | null = null; // null = every row
      if (terms.length) {
        const box = radiusBox(params);
        ({ candidates, mode } = this.scorer.match(terms, params, this.columns, box));
        // "any word" applies only when no supplier anywhere has all the words: the box cannot tell, so look again
        if (box && mode === 'any-word') {
          this.scorer.reset();
          ({ candidates, mode } = this.scorer.match(terms, params, this.columns));
        }
      }
      const distance = params.near ? this.distance : null;
      const { rows, facets } = filterAndCount(this.columns, params, candidates, distance ? nearTest(params, this.columns, distance) : null, this.kept);
      const start = (params.page - 1) * params.pageSize;
      const ordered = topK(rows, start + params.pageSize, params.sort, mode !== 'browse', {
        columns: this.columns,
        score: this.scorer.score,
        distance,
        nameRank: () => this.names.of(this.columns, this.version),
      });
      const hits = ordered.slice(start, start + params.pageSize).map((row) => toHit(row, params, mode, terms, this.columns, this.scorer.score));
      return { total: rows.length, page: params.page, pageSize: params.pageSize, hits, facets, mode, explainTerms: terms };
    } finally {
      this.scorer.reset();
    }
  }

  // ---------- counts for browsing pages ----------

  countByState(): Map<string, number> {
    return this.counts.byState();
  }

  countByCounty(): Map<string, number> {
    return this.counts.byCounty();
  }

  /** Suppliers per capability, optionally inside a state or county. */
  capabilityCounts(scope: { state?: string; countyFips?: string } = {}): Map<string, number> {
    return this.counts.capabilities(scope);
  }

  /** Suppliers offering any of the given capabilities, with their distribution by state. */
  capabilityReach(slugs: string[]): { count: number; byState: Map<string, number> } {
    return this.counts.capabilityReach(slugs);
  }

  certificationCounts(): Map<string, number> {
    return this.counts.certifications();
  }

  stats(): { suppliers: number; verifiedSuppliers: number; states: number; capabilities: number; certifications: number; certificatesOnFile: number } {
    return this.counts.memoize('stats', () => {
      let verified = 0;
      let certificates = 0;
      for (const r of this.columns.rows) {
        if (!r) continue;
        if (r.verified) verified++;
        certificates += r.certifications.length;
      }
      return {
        suppliers: this.columns.liveCount,
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
    return categoryProcesses(categorySlug);
  }

  /** Slugs of all suppliers in id order (for the sitemap). */
  slugs(): string[] {
    return this.counts.memoize('slugs', () => this.columns.rows.flatMap((r) => (r ? [r.slug] : [])));
  }

  /** Row count including deleted rows (for memory reporting). */
  get rowCount(): number {
    return this.columns.rows.length;
  }
}
