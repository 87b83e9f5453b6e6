import type { NormalizedLine } from './normalize.js';

/** A "Preference" / "Alternate" / "2nd source" column, however it is named. */
const PREFERENCE_HEADER = /prefer|alternat|primary|second source|2nd source|substitut|\balt\b/i;
const ALTERNATE_VALUE = /^(alt|alt\.|alternate|alternative|secondary|second|2nd|2nd source|backup|substitute|sub|b|yes|y|x)$/i;
const PRIMARY_VALUE = /^(primary|preferred|main|1st|first|a|no|n)$/i;

/**
 * Whether a line is an alternate of the part above it: its preference column says alternate (a "Primary" column
 * saying no, or an "Alternate" column saying yes), or its description starts "Alternate:" / "Alt for".
 */
export function isAlternate(line: Pick<NormalizedLine, 'attributes' | 'description' | 'notes'>): boolean {
  for (const [header, value] of Object.entries(line.attributes)) {
    if (!PREFERENCE_HEADER.test(header)) continue;
    const v = value.trim();
    if (/primary|preferred/i.test(header)) return /^(no|n|false|0)$/i.test(v);
    if (ALTERNATE_VALUE.test(v) && !PRIMARY_VALUE.test(v)) return true;
  }
  return /^(alt(ernate)?\s*(for|of|to)?\b|alternate:|\(alternate\))/i.test(line.description.trim()) || /^alternate\b/i.test(line.notes.trim());
}

/** Links each alternate to the primary line above it (within its section); primaries and unlinked lines get null. */
export function linkAlternates<T extends Pick<NormalizedLine, 'lineNo' | 'attributes' | 'description' | 'notes'>>(lines: T[], sections: string[] = []): (number | null)[] {
  let primary: number | null = null;
  let section = '';
  return lines.map((line, i) => {
    if ((sections[i] ?? '') !== section) {
      section = sections[i] ?? '';
      primary = null;
    }
    if (primary !== null && isAlternate(line)) return primary;
    primary = line.lineNo;
    return null;
  });
}
