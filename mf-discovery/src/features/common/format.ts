// Counts, dates and plurals come from @forge/shell-sdk; the labels only discovery needs stay here.
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
