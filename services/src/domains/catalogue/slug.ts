/** URL slug of product-spec §2: one version for the services and the front end. */
export { slugify } from '@forge/contract';

/** County URL slugs are letters and hyphens only (digits dropped too), e.g. "St. Louis" → "st-louis". */
export function letterSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
