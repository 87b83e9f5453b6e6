import SearchableMap from 'minisearch/SearchableMap';
import type { SupplierData } from '../types.js';
import { DESCRIPTION_FIELD, FIELDS, fieldTokens, forEachToken, NAME_FIELD, STOPWORDS, tokenize } from './tokens.js';

/**
 * The term dictionary: MiniSearch's SearchableMap (a radix tree) gives exact, prefix and fuzzy (edit-distance)
 * lookups; each term maps to sorted Int32Array postings (row numbers) per field.
 */

export interface TermEntry {
  postings: Int32Array[]; // per field, sorted row numbers
  /** the longest of its field postings (the idf of the ranking, which the eval was tuned on) */
  df: number;
}

export interface Expansion {
  term: string;
  entry: TermEntry;
  quality: number;
  kind: 'exact' | 'prefix' | 'typo';
}

export interface TermExpansions {
  term: string;
  expansions: Expansion[];
}

const MAX_EXPANSIONS = 48;
const EXPANSION_CACHE_SIZE = 5_000;

function documentFrequency(postings: Int32Array[]): number {
  let df = 0;
  for (const p of postings) df = Math.max(df, p.length);
  return df;
}

export class TermPostings {
  private dict = new SearchableMap<TermEntry>();
  /** Terms indexed for rows changed after the build (the build's own terms are found by scanning). */
  private tokensByRow = new Map<number, string[]>();
  /** Dictionary lookups (exact, prefix, fuzzy) per query term, until the dictionary changes. */
  private expansionCache = new Map<string, Expansion[]>();

  /** Postings of documents given in row order; one pass, no per-document sets. */
  static build(docs: readonly SupplierData[]): TermPostings {
    const postings = new TermPostings();
    // `last` marks the row that already holds a term (strongest field first)
    const building = new Map<string, { last: number; lists: number[][] }>();
    for (let row = 0; row < docs.length; row++) {
      const fields = fieldTokens(docs[row]!);
      for (let field = 0; field < fields.length; field++) {
        const terms = fields[field]!;
        for (let t = 0; t < terms.length; t++) {
          const term = terms[t]!;
          let entry = building.get(term);
          if (!entry) {
            entry = { last: -1, lists: [[], [], [], []] };
            building.set(term, entry);
          }
          if (entry.last === row || (field === DESCRIPTION_FIELD && STOPWORDS.has(term))) continue;
          entry.last = row;
          entry.lists[field]!.push(row);
        }
      }
    }
    for (const [term, entry] of building) {
      const lists = entry.lists.map((l) => Int32Array.from(l));
      postings.dict.set(term, { postings: lists, df: documentFrequency(lists) });
    }
    return postings;
  }

  /** Posts a supplier's terms at a row (its old terms removed first by removeRow). */
  addRow(row: number, doc: SupplierData): void {
    const terms: string[] = [];
    forEachToken(doc, (term, field) => {
      let entry = this.dict.get(term);
      if (!entry) {
        entry = { postings: FIELDS.map(() => new Int32Array(0)), df: 0 };
        this.dict.set(term, entry);
      }
      entry.postings[field] = insertSorted(entry.postings[field]!, row);
      entry.df = documentFrequency(entry.postings);
      terms.push(term);
    });
    this.tokensByRow.set(row, terms);
    this.expansionCache.clear();
  }

  removeRow(row: number): void {
    const known = this.tokensByRow.get(row);
    const strip = (entry: TermEntry) => {
      entry.postings = entry.postings.map((p) => removeSorted(p, row));
      entry.df = documentFrequency(entry.postings);
    };
    // terms of build-time rows are not kept in memory; scan the dictionary for this row instead
    if (!known) for (const [, entry] of this.dict) strip(entry);
    else {
      for (const term of known) {
        const entry = this.dict.get(term);
        if (entry) strip(entry);
      }
    }
    this.tokensByRow.delete(row);
    this.expansionCache.clear();
  }

  /** Some supplier's name holds this exact word ("weber", "summit"). */
  isNameWord(word: string): boolean {
    const term = tokenize(word);
    return term.length === 1 && (this.dict.get(term[0]!)?.postings[NAME_FIELD]?.length ?? 0) > 0;
  }

  /** Exact, prefix and fuzzy matches of a query term, cached (least recently used dropped first). */
  expand(term: string): Expansion[] {
    const cached = this.expansionCache.get(term);
    if (cached) {
      this.expansionCache.delete(term);
      this.expansionCache.set(term, cached);
      return cached;
    }
    const out = this.lookup(term);
    this.expansionCache.set(term, out);
    if (this.expansionCache.size > EXPANSION_CACHE_SIZE) this.expansionCache.delete(this.expansionCache.keys().next().value!);
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
}

export function hasSorted(list: Int32Array, value: number): boolean {
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
