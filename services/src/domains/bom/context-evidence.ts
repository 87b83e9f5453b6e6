/**
 * Evidence from the document around a line: the sheet it sits on, the section title above it ("Printed parts",
 * "Machined parts", "Electronics"), and markers written in any of its cells ("(custom)", "(custom ordered)").
 * Every vote names where it came from, like the column evidence.
 */
import type { ColumnVote, VoteTarget } from './column-evidence.js';
import type { NormalizedLine } from './normalize.js';
import type { ProcessSlug } from './processes.js';

const C = (p: ProcessSlug | 'generic'): VoteTarget => ({ p });
const S = (): VoteTarget => ({ s: 'generic' });

/** Title words → what the lines under them are; the first that matches decides. */
const TITLE_CUES: [RegExp, VoteTarget, string][] = [
  [/\b(3d[- ]?print(ed|s)?|printed|prints|print parts|fdm|sla|stl files?)\b/i, C('3d-printing'), 'printed'],
  [/\b(machined|machining|cnc|milled|turned|lathe)\b/i, C('cnc-machining'), 'machined'],
  [/\blaser[- ]?cut(ting)?\b/i, C('laser-cutting'), 'laser cut'],
  [/\bwater[- ]?jet\b/i, C('waterjet-cutting'), 'waterjet cut'],
  [/\b(sheet[- ]?metal|bent|folded)\b/i, C('sheet-metal-fabrication'), 'sheet metal'],
  [/\b(welded|weldments?|welding)\b/i, C('welding-fabrication'), 'welded'],
  [/\b(pcbs?|circuit boards?)\b(?!.*\b(components?|parts)\b)/i, C('pcb-fabrication'), 'boards'],
  [/\b(custom|fabricated|fabrication|manufactured|made|to make|make|in[- ]house|diy|self[- ]made|home[- ]?made)\b/i, C('generic'), 'made'],
  [/\b(electronics?|electrical|electronic components|hardware|fasteners|screws|purchased|bought|to buy|buy|off[- ]the[- ]shelf|cots|vitamins|commercial|catalog(ue)?|standard parts|bearings|motors)\b/i, S(), 'bought'],
];

/** Votes from a sheet name or section title; "Sheet1" or "Parts" says nothing. */
export function titleVotes(title: string, source: 'sheet' | 'section'): ColumnVote[] {
  const text = title.trim();
  if (!text) return [];
  const cue = TITLE_CUES.find(([re]) => re.test(text));
  if (!cue) return [];
  const weight = source === 'section' ? 2.5 : 2;
  return [{ target: cue[1], weight, why: `${source} "${text.length > 40 ? `${text.slice(0, 37)}…` : text}" (${cue[2]})` }];
}

/** "(custom)", "(custom ordered)", "[made in house]", "(3D printed)" in any cell. */
const MARKER = /[([]\s*(custom(?:[- ]?(?:ordered|order|made|part|built|cut))?|made to order|made in[- ]house|in[- ]house|self[- ]made|printed|3d[- ]printed|machined|laser[- ]cut|to be made|make)\s*[)\]]/i;

const MARKER_PROCESS: [RegExp, ProcessSlug][] = [
  [/print/i, '3d-printing'],
  [/machin/i, 'cnc-machining'],
  [/laser/i, 'laser-cutting'],
];

export function markerVotes(line: NormalizedLine): ColumnVote[] {
  const cells: [string, string][] = [
    ['description', line.description],
    ['part number', line.partNumber],
    ['notes', line.notes],
    ['supplier', line.supplier],
    ['manufacturer', line.manufacturer],
    ...Object.entries(line.attributes),
  ];
  for (const [column, text] of cells) {
    const m = text && text.match(MARKER);
    if (!m) continue;
    const process = MARKER_PROCESS.find(([re]) => re.test(m[1]!))?.[1] ?? 'generic';
    return [{ target: C(process), weight: 3, why: `marker ${m[0]} in ${column}` }];
  }
  return [];
}
