/** One field an admin action changed: its dotted path, the value before and after (absent = undefined). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined && value !== null) {
    out.set(prefix, value);
  }
}

/**
 * What an audit entry changed, field by field (issue 41: a readable before/after instead of two JSON blobs). Nested
 * objects become dotted paths; fields equal on both sides are left out; a whole value (a creation, a removal) shows
 * as the field `value` when it is not an object.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields
    .filter((field) => JSON.stringify(a.get(field)) !== JSON.stringify(b.get(field)))
    .map((field) => ({ field: field || 'value', before: a.get(field), after: b.get(field) }));
}

/** A value as an admin reads it: text as is, yes/no, lists joined, nothing as an em dash. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
