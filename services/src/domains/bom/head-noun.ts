/**
 * Head-noun reading of a BOM description: the noun phrase before "for / with / of / to" says what the line *is*
 * ("stepper motor mounting plate" is a plate, "corner bracket for 2040 extrusion" is a bracket, "PCBA import fee"
 * is a fee); the words after the preposition only say what it goes with. The head is the last word of that
 * phrase found in a lexicon (multi-word entries first), skipping sizes and codes.
 */

import { CATALOGUE_HEADS, CONSUMABLES, CUSTOM_FORMS, FEES, RAW_STOCK, SERVICES } from './head-noun-lexicon.js';

/** What the head noun says a line is. */
export type HeadClass = 'custom-form' | 'catalogue' | 'raw-stock' | 'consumable' | 'fee' | 'service';

export interface HeadReading {
  /** The noun phrase that names the thing (before the first preposition). */
  phrase: string;
  /** The rest ("for 2040 extrusion"): context, weighed less. */
  complement: string;
  /** The description's later comma segments ("M3x10, socket head"): read as usual. */
  rest: string;
  /** The head noun as written, '' when no lexicon entry was found. */
  head: string;
  headClass: HeadClass | null;
}

/** Stock shapes that are raw stock only with a material or a size ("acrylic sheet", "steel rod 8 mm"). */
const NEEDS_MATERIAL = new Set(['sheet', 'sheets', 'bar', 'rod', 'tube', 'pipe', 'stock', 'blank', 'board']);
const MATERIAL = /\b(alumin(um|ium)|alu|steel|stainless|ss|brass|copper|bronze|titanium|acrylic|pmma|plexiglass?|perspex|polycarbonate|pc|abs|hdpe|uhmw|pom|delrin|acetal|nylon|ptfe|pvc|petg|carbon( fiber| fibre)?|fiberglass|g10|fr4|wood(en)?|plywood|mdf|oak|pine|birch|foam|rubber|silicone|cork|felt|leather|glass|6061|7075|5052|304|316|mild|galvani[sz]ed)\b|\d/i;

/** Container and measure words: "pack of 50 screws" is screws, "sheet of plywood" is plywood. */
const CONTAINERS = new Set(['pack', 'package', 'packet', 'set', 'kit', 'box', 'bag', 'pair', 'roll', 'spool', 'reel', 'length', 'piece', 'pieces', 'pcs', 'lot', 'bundle', 'bottle', 'can', 'tube', 'case', 'sheet', 'sheets', 'carton', 'jar']);

/** Words that qualify a head without being one (sides, versions). */
const QUALIFIERS = new Set(['left', 'right', 'top', 'bottom', 'front', 'rear', 'back', 'upper', 'lower', 'inner', 'outer', 'side', 'small', 'large', 'big', 'long', 'short', 'new', 'old', 'mk2', 'mk3', 'v1', 'v2', 'v3', 'rev', 'a', 'b', 'x', 'y', 'z', 'lh', 'rh', 'assy', 'assembly', 'part', 'pc', 'ea', 'each', 'mm', 'cm', 'in', 'inch', 'ft', 'm']);

const LEXICON = new Map<string, HeadClass>();
for (const [words, headClass] of [
  [CUSTOM_FORMS, 'custom-form'],
  [RAW_STOCK, 'raw-stock'],
  [CONSUMABLES, 'consumable'],
  [FEES, 'fee'],
  [SERVICES, 'service'],
  [CATALOGUE_HEADS, 'catalogue'],
] as [string[], HeadClass][]) {
  for (const w of words) LEXICON.set(w, headClass);
}
const LONGEST = Math.max(...[...LEXICON.keys()].map((k) => k.split(' ').length));

const NOTE = /^(please|use|see|note|notes|click|download|refer|check|read|all|this|these|the following|total|optional:?)\b|https?:\/\//i;

const PREPOSITION = /\s(?:for|with|w\/|of|to|on|onto|into|from|per|incl\.?|including|used (?:for|in|on))\s/i;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[()[\]{}"“”]/g, ' ')
    .split(/[^a-z0-9/#.+-]+/)
    .map((w) => w.replace(/^[-.]+|[-.]+$/g, ''))
    .filter(Boolean);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && /(sh|ch|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A size, a code or a count ("12x24", "m3", "2040", "1/8"): never the head. */
function isCodeLike(word: string): boolean {
  return /\d/.test(word) && !/^(2x4|2x6|gt2|18650)$/.test(word);
}

/**
 * The head of a phrase: scanning from its end, the longest lexicon entry ending at each word, sizes and
 * qualifiers skipped; `lookup` lets the caller add its own vocabulary (standard-part words → catalogue).
 */
function headOf(phrase: string, lookup?: (key: string) => HeadClass | null): { head: string; headClass: HeadClass } | null {
  const ws = words(phrase);
  let unknownSkipped = 0;
  for (let end = ws.length - 1; end >= 0; end--) {
    const last = ws[end]!;
    if (isCodeLike(last)) continue;
    // A qualifier ends a head only as part of a longer entry ("cable assembly"); alone it is skipped.
    const qualifier = QUALIFIERS.has(last);
    for (let n = Math.min(LONGEST, end + 1); n >= (qualifier ? 2 : 1); n--) {
      const slice = ws.slice(end - n + 1, end + 1);
      const keys = [slice.join(' '), [...slice.slice(0, -1), singular(slice.at(-1)!)].join(' ')];
      // "PLA-filament", "slot-harness": a hyphenated word is read by its last part too.
      const tail = n === 1 && last.includes('-') ? last.slice(last.lastIndexOf('-') + 1) : '';
      if (tail.length > 2) keys.push(tail, singular(tail));
      for (const key of keys) {
        const found = LEXICON.get(key) ?? lookup?.(key) ?? null;
        if (found) return { head: slice.join(' '), headClass: found };
      }
    }
    // Up to two unknown trailing words ("motor NEMA17", "plywood spruce standard") may follow the head.
    if (!qualifier && ++unknownSkipped > 2) return null;
  }
  return null;
}

/** Reads what a description names; `lookup` adds the classifier's own vocabulary as catalogue words. */
/** A sentence written as a row ("Please use this sheet to…"): an instruction, not a part. */
export function isNote(text: string): boolean {
  return NOTE.test(text.trim()) && text.trim().split(/\s+/).length >= 5;
}

export function readHead(description: string, lookup?: (key: string) => HeadClass | null, material = ''): HeadReading {
  // A note or an instruction names no part.
  if (NOTE.test(description.trim())) return { phrase: description, complement: '', rest: '', head: '', headClass: null };
  // "Plate, mounting" and "Resistor, 10k, 0603": the first comma segment names the thing.
  const firstSegment = description.split(/[,;|]|\s[-–]\s/)[0] ?? '';
  const rest = description.slice(firstSegment.length);
  const text = ` ${firstSegment.replace(/\s+/g, ' ').trim()} `;
  const cut = text.match(PREPOSITION);
  let phrase = cut ? text.slice(0, cut.index).trim() : text.trim();
  let complement = cut ? text.slice(cut.index! + cut[0].length).trim() : '';
  // A bracketed aside ("(custom)", "(6061)") never names the thing.
  let found = headOf(phrase.replace(/[([{][^)\]}]*[)\]}]/g, ' '), lookup);
  // "Pack of 50 screws", "sheet of plywood": the container names nothing; the thing follows "of".
  if (cut && /^\s?of\s$/i.test(cut[0]) && (!found || CONTAINERS.has(found.head)) && complement) {
    const inner = headOf(complement, lookup);
    if (inner) {
      phrase = `${phrase} of ${complement}`;
      complement = '';
      found = inner;
    }
  }
  // "Stepper to drive pulley spacer", "cart to bearing spacer": "to" joins two nouns of one name.
  if (cut && /^\s?to\s$/i.test(cut[0]) && complement) {
    const joined = headOf(complement, lookup);
    if (joined && joined.headClass !== 'catalogue') {
      phrase = `${phrase} to ${complement}`;
      complement = '';
      found = joined;
    }
  }
  if (!found && !phrase && complement) found = headOf(complement, lookup);
  if (found?.headClass === 'raw-stock' && NEEDS_MATERIAL.has(found.head.split(' ').at(-1)!) && !MATERIAL.test(`${phrase.replace(found.head, '')} ${rest} ${material}`)) found = null;
  return { phrase, complement, rest, head: found?.head ?? '', headClass: found?.headClass ?? null };
}

/** The kinds of line a head class gives on its own (no part to quote or buy as a part). */
export const NON_PART_HEADS: Partial<Record<HeadClass, 'raw-stock' | 'consumable' | 'fee' | 'service'>> = {
  'raw-stock': 'raw-stock',
  consumable: 'consumable',
  fee: 'fee',
  service: 'service',
};
