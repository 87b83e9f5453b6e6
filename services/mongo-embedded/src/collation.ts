// Collations (locale, strength 1-3, caseLevel, numericOrdering) with Node's ICU: queries compare
// collation keys of strings, sorts use Intl.Collator. Indexes are not collated, so a collated
// query scans the collection.
import { badValue } from './errors.js';
import { compareValues, isPlainObject, type Doc } from './values.js';

export interface Collation {
  locale: string;
  strength: 1 | 2 | 3;
  caseLevel: boolean;
  numericOrdering: boolean;
  collator: Intl.Collator;
}

const KNOWN = new Set([
  'locale',
  'strength',
  'caseLevel',
  'caseFirst',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
]);

/** The command's collation, or undefined for none / `simple` (binary comparison). */
export function parseCollation(raw: unknown): Collation | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw badValue("'collation' must be a document");
  for (const key of Object.keys(raw)) if (!KNOWN.has(key)) throw badValue(`unknown collation field: ${key}`);
  const locale = raw.locale;
  if (typeof locale !== 'string') throw badValue('Missing expected field "locale"');
  if (locale === 'simple') return undefined;
  if (Intl.Collator.supportedLocalesOf([locale.replace(/_/g, '-')]).length === 0) {
    throw badValue(`Field 'locale' is invalid in: { locale: "${locale}" }`);
  }
  const strength = raw.strength === undefined ? 3 : Number(raw.strength);
  if (![1, 2, 3, 4, 5].includes(strength))
    throw badValue('collation strength must be an integer from 1 to 5');
  const caseLevel = raw.caseLevel === true;
  const numericOrdering = raw.numericOrdering === true;
  const sensitivity = strength === 1 ? (caseLevel ? 'case' : 'base') : strength === 2 ? 'accent' : 'variant';
  const collator = new Intl.Collator(locale.replace(/_/g, '-'), {
    sensitivity,
    numeric: numericOrdering,
    ...(raw.caseFirst === 'upper' || raw.caseFirst === 'lower' ? { caseFirst: raw.caseFirst } : {}),
  });
  return { locale, strength: Math.min(strength, 3) as 1 | 2 | 3, caseLevel, numericOrdering, collator };
}

/** A string that is equal for two inputs exactly when the collation says they are equal. */
export function collationKey(s: string, c: Collation): string {
  let out = s.normalize('NFC');
  if (c.strength === 1) out = out.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  if (c.strength <= 2 && !(c.strength === 1 && c.caseLevel))
    out = out.toLocaleLowerCase(c.locale.replace(/_/g, '-'));
  if (c.numericOrdering)
    out = out.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(20, '0'));
  return out;
}

/** Strings inside a filter or document replaced by their collation keys (field names untouched). */
export function collateStrings<T>(value: T, c: Collation): T {
  if (typeof value === 'string') return collationKey(value, c) as T;
  if (Array.isArray(value)) return value.map((v) => collateStrings(v, c)) as T;
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const [k, v] of Object.entries(value)) out[k] = collateStrings(v, c);
    return out as T;
  }
  return value;
}

/** MongoDB's order with strings compared by the collation. */
export function collatedCompare(c: Collation): (a: unknown, b: unknown) => number {
  return (a, b) =>
    typeof a === 'string' && typeof b === 'string' ? c.collator.compare(a, b) : compareValues(a, b);
}
