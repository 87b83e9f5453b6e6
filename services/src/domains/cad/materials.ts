import table from './materials.json' with { type: 'json' };

/** A density from the sourced table (materials.json), matched from the free text of a line's material. */
export interface Density {
  key: string;
  name: string;
  /** g/cm³ */
  density: number;
  source: string;
}

interface Entry extends Density {
  match: string[][];
}

const ENTRIES = (table as { materials: Entry[] }).materials;

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9-]+/g, ' ').trim();

/** The density for a material text ("Al 6061-T6", "SS304", "stainless"), or null when nothing in the table fits. */
export function densityFor(material: string | null | undefined): Density | null {
  if (!material?.trim()) return null;
  const text = ` ${words(material)} `;
  // "ss304" and "al6061": a code glued to letters still counts
  const loose = text.replace(/([a-z])(\d)/g, '$1 $2');
  const has = (word: string) => (/^\d/.test(word) || word.includes('-') ? loose.includes(word) : loose.includes(` ${word} `) || text.includes(` ${word} `));
  const entry = ENTRIES.find((e) => e.match.some((all) => all.every(has)));
  return entry ? { key: entry.key, name: entry.name, density: entry.density, source: entry.source } : null;
}

export const MATERIALS: readonly Density[] = ENTRIES.map(({ key, name, density, source }) => ({ key, name, density, source }));
