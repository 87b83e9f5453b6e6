// Dates, counts and error sentences come from @forge/shell-sdk; what only the BOM section needs stays here.
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatPercent(fraction: number): string {
  return `${Math.round(Math.max(0, Math.min(1, fraction)) * 100)}%`;
}

/** "cnc-machining" → "Cnc machining" is wrong for acronyms, so known ones are kept upper-case. */
const ACRONYMS = new Set(['cnc', 'pcb', 'edm', 'smt', 'mig', 'tig', 'cmm', 'iso', 'as', 'iatf', 'itar']);
export function labelFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  return words
    .map((word, i) => (ACRONYMS.has(word) ? word.toUpperCase() : i === 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}
