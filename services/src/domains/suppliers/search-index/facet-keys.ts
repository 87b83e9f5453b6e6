import { CERTIFICATIONS } from '../../catalogue/certifications.js';
import { CATEGORIES, PROCESSES } from '../../catalogue/processes.js';
import { slugify } from '../../catalogue/slug.js';
import { MATERIALS } from '../../catalogue/synonyms.js';
import { EMPLOYEE_RANGES, INDUSTRIES, type CertificationStatus } from '../types.js';

/** Facet values and their bit or column positions in the index. */
export const CAPABILITY_SLUGS = PROCESSES.map((p) => p.slug);
export const CAP_INDEX = new Map(CAPABILITY_SLUGS.map((s, i) => [s, i]));
export const CAP_WORDS = Math.ceil(CAPABILITY_SLUGS.length / 32);
export const CERT_SLUGS = CERTIFICATIONS.map((c) => c.slug);
export const CERT_INDEX = new Map(CERT_SLUGS.map((s, i) => [s, i]));
export const INDUSTRY_SLUGS = INDUSTRIES.map((i) => slugify(i));
export const INDUSTRY_INDEX = new Map(INDUSTRY_SLUGS.map((s, i) => [s, i]));
export const EMPLOYEE_INDEX = new Map<string, number>(EMPLOYEE_RANGES.map((s, i) => [s, i]));
export const MATERIAL_SLUGS = Object.keys(MATERIALS);
export const MATERIAL_INDEX = new Map(MATERIAL_SLUGS.map((s, i) => [s, i]));
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug);
export const CATEGORY_NAME_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c.name]));
/** Verification level: 0 = no certification (or only expired ones), 1 self-declared, 2 document on file, 3 registry-checked. */
export const LEVEL: Record<CertificationStatus, number> = { expired: 0, 'self-declared': 1, 'document-on-file': 2, 'registry-checked': 3 };

/** Capability bits of the given processes (an "any of" filter). */
export function capabilityMask(slugs: string[]): Uint32Array {
  const mask = new Uint32Array(CAP_WORDS);
  for (const s of slugs) {
    const i = CAP_INDEX.get(s);
    if (i !== undefined) mask[i >> 5]! |= 1 << (i & 31);
  }
  return mask;
}

/** Capability bits of every process in a category (an "any of" filter). */
const categoryMasks = new Map<string, Uint32Array>();
export function categoryCapabilityMask(categorySlug: string): Uint32Array {
  let mask = categoryMasks.get(categorySlug);
  if (!mask) {
    mask = capabilityMask(PROCESSES.filter((p) => p.categorySlug === categorySlug).map((p) => p.slug));
    categoryMasks.set(categorySlug, mask);
  }
  return mask;
}

/** Process slugs of a category (for category reach). */
export function categoryProcesses(categorySlug: string): string[] {
  return PROCESSES.filter((p) => p.categorySlug === categorySlug).map((p) => p.slug);
}
