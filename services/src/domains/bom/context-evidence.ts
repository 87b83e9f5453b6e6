/**
 * Evidence from the document around a line: the sheet it sits on, the section title above it ("Printed parts",
 * "Machined parts", "Electronics"), and markers written in any of its cells ("(custom)", "(custom ordered)").
 * Every vote names where it came from, like the column evidence.
 */
import { BUY, MAKE, type ColumnVote, type VoteTarget } from './column-evidence.js';
import type { NormalizedLine } from './normalize.js';
import type { ProcessSlug } from './processes.js';

const C = (p: ProcessSlug | 'generic'): VoteTarget => ({ p });
const S = (): VoteTarget => ({ s: 'generic' });

/**
 * Title words → what the lines under them are; the first that matches decides. A title that says how the parts
 * are got ("Printed parts", "Purchased parts") outweighs a word of the line; a category ("Electronics") less so.
 */
const TITLE_CUES: [RegExp, VoteTarget, string, 'strong' | 'weak'][] = [
  [/\b(3d[- ]?print(ed|s)?|printed|prints|print parts|fdm|sla|stl files?)\b/i, C('3d-printing'), 'printed', 'strong'],
  [/\b(machined|machining|cnc|milled|turned|lathe)\b/i, C('cnc-machining'), 'machined', 'strong'],
  [/\blaser[- ]?cut(ting)?\b/i, C('laser-cutting'), 'laser cut', 'strong'],
  [/\bwater[- ]?jet\b/i, C('waterjet-cutting'), 'waterjet cut', 'strong'],
  [/\b(sheet[- ]?metal|bent|folded)\b/i, C('sheet-metal-fabrication'), 'sheet metal', 'strong'],
  [/\b(welded|weldments?|welding)\b/i, C('welding-fabrication'), 'welded', 'strong'],
  [/\b(pcbs?|circuit boards?)\b(?!.*\b(components?|parts)\b)/i, C('pcb-fabrication'), 'boards', 'weak'],
  [/\b(custom|fabricated|fabrication|manufactured|made|to make|make|in[- ]house|diy|self[- ]made|home[- ]?made)\b/i, C('generic'), 'made', 'strong'],
  [/\b(purchased|bought|to buy|buy|off[- ]the[- ]shelf|cots|vitamins|commercial|catalog(ue)?|standard parts)\b/i, S(), 'bought', 'strong'],
  [/\b(electronics?|electrical|electronic components|hardware|fasteners|screws|bearings|motors)\b/i, S(), 'bought', 'weak'],
];

const TITLE_WEIGHT = { section: { strong: 4, weak: 1.5 }, sheet: { strong: 3.5, weak: 1.2 } };

/** Votes from a sheet name or section title; "Sheet1" or "Parts" says nothing. */
export function titleVotes(title: string, source: 'sheet' | 'section'): ColumnVote[] {
  const text = title.trim();
  if (!text) return [];
  const cue = TITLE_CUES.find(([re]) => re.test(text));
  if (!cue) return [];
  return [{ target: cue[1], weight: TITLE_WEIGHT[source][cue[3]], why: `${source} "${text.length > 40 ? `${text.slice(0, 37)}…` : text}" (${cue[2]})` }];
}

/** "(custom)", "(custom ordered)", "[made in house]", "(3D printed)" in any cell. */
const MARKER = /[([]\s*(custom(?:[- ]?(?:ordered|order|made|part|built|cut))?|made to order|made in[- ]house|in[- ]house|self[- ]made|printed|3d[- ]printed|machined|laser[- ]cut|to be made|make)\s*[)\]]/i;
/** "(purchased)", "(COTS)", "to be purchased", "buy from …": the part is bought as it is. */
const BUY_MARKER = /[([]\s*(purchased|bought|buy|cots|off[- ]the[- ]shelf|catalog(ue)? part|standard part)\s*[)\]]|\b(to be (purchased|bought|ordered from)|purchased part|buy (it )?from|off[- ]the[- ]shelf)\b/i;

const MARKER_PROCESS: [RegExp, ProcessSlug][] = [
  [/print/i, '3d-printing'],
  [/machin/i, 'cnc-machining'],
  [/laser/i, 'laser-cutting'],
];

/** Context the reader found around a line beyond its own cells (all optional). */
export interface LineContext {
  /** The workbook sheet the line is on ('' for CSV). */
  sheet?: string;
  /** The section title row above the line ("Printed parts"), if any. */
  section?: string;
  /** A make/buy or source value from a column not mapped as make/buy ("we make", "in-house", "Amazon"). */
  makeBuy?: string;
  /** Marker texts found around the line (a merged cell, a note beside it): "(custom ordered)". */
  markers?: string[];
}

function markerIn(column: string, text: string): ColumnVote | null {
  const made = text.match(MARKER);
  if (made) {
    const process = MARKER_PROCESS.find(([re]) => re.test(made[1]!))?.[1] ?? 'generic';
    return { target: C(process), weight: 3, why: `marker ${made[0]} in ${column}` };
  }
  const bought = text.match(BUY_MARKER);
  return bought ? { target: S(), weight: 3, why: `marker "${bought[0].trim()}" in ${column} (bought)` } : null;
}

/** Markers in the line's cells and around it: the first found decides. */
export function markerVotes(line: NormalizedLine, context: LineContext = {}): ColumnVote[] {
  const cells: [string, string][] = [
    ['description', line.description],
    ['part number', line.partNumber],
    ['notes', line.notes],
    ['supplier', line.supplier],
    ['manufacturer', line.manufacturer],
    ...Object.entries(line.attributes),
    ...(context.markers ?? []).map((m): [string, string] => ['the row\u2019s context', m]),
  ];
  for (const [column, text] of cells) {
    const vote = text ? markerIn(column, text) : null;
    if (vote) return [vote];
  }
  return [];
}

/** Every vote the document around a line casts: section, sheet, markers and a make/buy value. */
export function contextVotes(line: NormalizedLine, context: LineContext): ColumnVote[] {
  const votes = markerVotes(line, context);
  if (context.section) votes.push(...titleVotes(context.section, 'section'));
  if (context.sheet) votes.push(...titleVotes(context.sheet, 'sheet'));
  const source = context.makeBuy?.trim();
  // The line's own make/buy column is read with the other columns; this is a value the reader found elsewhere.
  if (source && !line.makeBuy.trim()) {
    if (MAKE.test(source)) votes.push({ target: C('generic'), weight: 3.5, why: `source: ${source} (made)` });
    else if (BUY.test(source)) votes.push({ target: S(), weight: 3.5, why: `source: ${source} (bought)` });
  }
  return votes;
}
