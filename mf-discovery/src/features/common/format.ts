export const formatCount = (n: number) => n.toLocaleString('en-US');

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** `2027-03-01T00:00:00Z` → `Mar 1, 2027` (UTC, so the day never shifts). */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** `document-on-file` → `Document on file`, `11-50` stays. */
export function humanize(key: string): string {
  const text = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function percent(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  const value = rate <= 1 ? rate * 100 : rate;
  return `${Math.round(value)}%`;
}
