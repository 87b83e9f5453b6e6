import { PROCESS_BY_SLUG } from '../../catalogue/processes.js';
import { MATERIALS } from '../../catalogue/synonyms.js';
import type { SupplierData } from '../types.js';

/** The text fields of a supplier, strongest first, and how much a word found in each counts. */
export const FIELDS = ['name', 'capabilities', 'city', 'description'] as const;
export const FIELD_BOOST = [3, 2, 2, 1];
export const NAME_FIELD = 0;
export const CITY_FIELD = 2;
export const DESCRIPTION_FIELD = 3;
export const STOPWORDS = new Set(['a', 'an', 'and', 'for', 'in', 'is', 'of', 'the', 'we', 'with', 'offer', 'customers', 'founded', 'employees', 'certified', 'to', 'our', 'at', 'by', 'on']);
export const MAX_QUERY_TERMS = 8;

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

/** The distinct words of a query, at most MAX_QUERY_TERMS. */
export function queryTerms(q: string | undefined): string[] {
  return q ? [...new Set(tokenize(q))].slice(0, MAX_QUERY_TERMS) : [];
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
export function fieldTokens(doc: SupplierData): string[][] {
  const capabilityTerms: string[] = [];
  for (const slug of doc.capabilities) for (const t of cachedTokens(PROCESS_BY_SLUG.get(slug)?.name ?? slug)) capabilityTerms.push(t);
  for (const slug of doc.materials ?? []) for (const t of cachedTokens(MATERIALS[slug]?.[0] ?? slug)) capabilityTerms.push(t);
  return [tokenize(doc.name), capabilityTerms, cachedTokens(doc.address.city), tokenize(doc.description)];
}

/** Visits each distinct term of a supplier once, with its strongest field (the rule of the build). */
export function forEachToken(doc: SupplierData, visit: (term: string, field: number) => void): void {
  const fields = fieldTokens(doc);
  const seen = new Set<string>();
  for (let field = 0; field < fields.length; field++) {
    for (const term of fields[field]!) {
      if (seen.has(term) || (field === DESCRIPTION_FIELD && STOPWORDS.has(term))) continue;
      seen.add(term);
      visit(term, field);
    }
  }
}

/** A company name compared the way people type it: "Dawson Fabrication Corp." = "dawson fabrication corp". */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}
