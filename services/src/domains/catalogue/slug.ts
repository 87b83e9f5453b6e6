/** URL slug of product-spec §2: lowercased, runs of non-alphanumeric characters become one hyphen, trimmed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** County URL slugs are letters and hyphens only (digits dropped too), e.g. "St. Louis" → "st-louis". */
export function letterSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
