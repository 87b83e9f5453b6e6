/** The named text fields of a stored document, each '' where the document has none (missing, or null). */
export function textFields<K extends string>(doc: Partial<Record<K, string | null>>, fields: readonly K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, doc[field] ?? ''])) as Record<K, string>;
}
