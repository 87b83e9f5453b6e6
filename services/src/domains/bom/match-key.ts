/**
 * What of a BOM line decides its suppliers: the process, the material and roughly what the line is worth (against
 * suppliers' minimum orders). Lines that agree on these share one ranking, stored once per upload under the line's
 * match key, so a 10,000-line BOM is ranked a handful of times, not 10,000.
 */
import { MATERIALS } from '../catalogue/synonyms.js';

/** The line as the ranking reads it (a stored line, a classified line or another domain's draft line). */
export interface LineNeeds {
  process: { slug: string; name: string };
  material?: string | null | undefined;
  description?: string | null | undefined;
  quantity?: number | null | undefined;
  unitPrice?: number | null | undefined;
}

/** Order values at which suppliers' minimum orders are set (US dollars); a line is ranked by the band it falls in. */
export const VALUE_BANDS = [0, 250, 500, 1000, 2500, 5000, 10000, 25000] as const;

/** Material phrases, longest first, so "stainless steel" wins over "steel" and "cast iron" over "iron". */
const MATERIAL_PHRASES: [string, string][] = Object.entries(MATERIALS)
  .flatMap(([slug, [label, words]]) => [label, ...words].map((w) => [` ${plainWords(w)} `, slug] as [string, string]))
  .sort((a, b) => b[0].length - a[0].length);

function plainWords(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The catalogue material a line names (its material column, else its description), or null. */
export function materialOf(line: Pick<LineNeeds, 'material' | 'description'>): string | null {
  for (const text of [line.material, line.description]) {
    if (!text) continue;
    const padded = ` ${plainWords(text)} `;
    for (const [phrase, slug] of MATERIAL_PHRASES) if (padded.includes(phrase)) return slug;
  }
  return null;
}

/** The value band of a line ([low, high) in dollars; high null = open) when its quantity and unit price are known. */
export function valueBand(line: Pick<LineNeeds, 'quantity' | 'unitPrice'>): { low: number; high: number | null } | null {
  const { quantity, unitPrice } = line;
  if (quantity == null || unitPrice == null || !(quantity > 0) || !(unitPrice >= 0)) return null;
  const value = quantity * unitPrice;
  let i = 0;
  while (i + 1 < VALUE_BANDS.length && VALUE_BANDS[i + 1]! <= value) i++;
  return { low: VALUE_BANDS[i]!, high: VALUE_BANDS[i + 1] ?? null };
}

/** The key a line's ranking is stored under: the process slug alone when the line names no material and no value. */
export function lineMatchKey(line: LineNeeds): string {
  const material = materialOf(line);
  const band = valueBand(line);
  if (!material && !band) return line.process.slug;
  return `${line.process.slug}|${material ?? ''}|${band ? band.low : ''}`;
}
