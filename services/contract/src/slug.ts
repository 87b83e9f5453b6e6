/**
 * URL slug of product-spec §2: the lowercased name, runs of non-alphanumeric characters become one hyphen.
 * Accents are folded first ("Québec" → "quebec") and hyphens at either end are dropped.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
