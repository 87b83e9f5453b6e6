/**
 * Evidence from the columns beyond the description: supplier and link (catalogue sellers → standard, made-to-order
 * services → custom with their process), supplier part-number formats, electronic values and footprints, file
 * references, make/buy. Every vote names the column it came from.
 */
import type { NormalizedLine } from './normalize.js';
import type { ProcessSlug, StandardCategory } from './processes.js';

export type VoteTarget = { p: ProcessSlug | 'generic' } | { s: StandardCategory | 'generic' };
export interface ColumnVote {
  target: VoteTarget;
  weight: number;
  why: string;
}

const C = (p: ProcessSlug | 'generic'): VoteTarget => ({ p });
const S = (s: StandardCategory | 'generic'): VoteTarget => ({ s });

/** Made-to-order services, by name or web domain. */
const SERVICES: [RegExp, ProcessSlug | 'generic', string][] = [
  [/\b(jlc ?pcb|pcbway|osh ?park|oshpark|aisler|eurocircuits|seeed ?fusion|allpcb|elecrow|advanced circuits|4pcb|bay area circuits|sierra circuits|pcbcart|nextpcb|dirtypcbs|dirty ?pcbs)\b/i, 'pcb-fabrication', 'PCB fabrication service'],
  [/\b(send ?cut ?send|sendcutsend|ponoko|oshcut|big blue saw|laserboost|lasergist|fabworks)\b/i, 'laser-cutting', 'laser-cutting service'],
  [/\b(jlc ?cnc|pcbway\.com\/rapid-prototyping\/cnc)\b/i, 'cnc-machining', 'CNC machining service'],
  [/\b(jlc3dp|shapeways|craftcloud|sculpteo|i\.?materialise|treatstock|makexyz|3d ?hubs|printables|thingiverse|prusaprinters)\b/i, '3d-printing', '3D-printing service or model'],
  [/\b(protolabs|proto labs|xometry|fictiv|hubs\.com|rapiddirect|pcbway cnc|jlccnc)\b/i, 'generic', 'manufacturing service'],
];

/** Sellers of catalogue parts, by name or web domain. */
const CATALOGUE_SELLERS =
  /\b(digi-?key|mouser|mcmaster(-| )?(carr)?|lcsc|farnell|newark|element14|arrow|avnet|rs components|rs-online|tme|reichelt|conrad|servocity|gobilda|pololu|amazon|aliexpress|ebay|banggood|adafruit|sparkfun|seeed ?studio|robotshop|misumi|grainger|fastenal|bolt ?depot|zoro|home ?depot|lowes|ikea|uxcell|openbuilds|e3d|trinamic|stepperonline|robotdigg|hobbyking|getfpv|jameco|octopart|sourcengine|rapidonline|mpja|allied|automationdirect|lcsc\.com)\b/i;

/** Digi-Key "…-ND", McMaster "92949A144", LCSC "C25804", Mouser "511-…" — the format names the seller. */
const SUPPLIER_PN_FORMATS: [RegExp, string][] = [
  [/-ND$/i, 'Digi-Key part number'],
  [/^\d{4,5}[A-Z]\d{1,4}$/i, 'McMaster-Carr part number'],
  [/^C\d{3,7}$/, 'LCSC part number'],
  [/^\d{2,3}-[A-Z0-9][A-Z0-9./-]{2,}$/i, 'Mouser part number'],
];

const VALUE_CELL = /^\s*\d+(\.\d+)?\s?([pnuµμm]F|[pnuµμm]H|[kKmMG]?Ω|[kKmMG]?ohms?|[kKmMR]\d*|[kKM]Ω?|V|mA|A|W|MHz|kHz|Hz|%)\s*$|^\s*\d+[kKMR]\d+\s*$|^\s*\d+(\.\d+)?[pnuµμ]\d*\s*$/;
const FOOTPRINT_CELL =
  /\b(R|C|L|D|LED|CP|Fuse)_\d{4}|\b(0201|0402|0603|0805|1206|1210|1812|2010|2512)\b|\b(SOIC|SOP|SSOP|TSSOP|MSOP|QFN|DFN|QFP|LQFP|TQFP|BGA|SOT|SOD|TO|DIP|PDIP|SIP|SMA|SMB|SMC|DPAK|D2PAK|PowerPAK|LGA|WLCSP|HC49|MELF|PinHeader|PinSocket|JST|Molex|TerminalBlock|Crystal|USB|Conn|ESP32|RJ45|SW_|Button|Relay|Buzzer|Battery)[_-]?\d*/i;
const FILE_REFERENCE: [RegExp, ProcessSlug | 'generic', string][] = [
  [/\.(stl|3mf|obj|gcode)\b/i, '3d-printing', '3D-print file'],
  [/\.(dxf|svg)\b/i, 'laser-cutting', 'flat cutting file'],
  [/\.(step|stp|iges|igs|sldprt|ipt|f3d|x_t)\b/i, 'generic', 'CAD part file'],
  [/\.(gbr|gerber|zip|kicad_pcb|brd)\b/i, 'generic', 'board/fabrication file'],
];

const IN_HOUSE = /^(in-?house|in house|internal|self|make|made|our shop|shop|fab shop|machine shop|local machine shop|print(ed)? in[- ]house|3d print(ed)?|printed|custom|we make( it)?|made by us|us|diy|home ?made|self[- ]made)$/i;
export const MAKE = /^(make|made|mfg|manufacture[d]?|fab(ricate[d]?)?|custom|in-?house|in house|m|print(ed)?|3d ?print(ed)?|cut|machine[d]?|us|we|self|team|our team|ourselves|diy|home ?made|self[- ]made|we make( it)?|made by us|made in[- ]house)$/i;
export const BUY = /^(buy|bought|purchase[d]?|cots|off[- ]the[- ]shelf|catalog(ue)?|b|standard|std|oem|commercial|p)$/i;

function shorten(text: string): string {
  return text.length > 48 ? `${text.slice(0, 45)}…` : text;
}

/** Votes from the supplier, link, supplier PN, value, footprint, datasheet, make/buy and any file reference. */
export function columnVotes(line: NormalizedLine): ColumnVote[] {
  const votes: ColumnVote[] = [];
  const sourced: [string, string][] = [
    ['supplier', line.supplier],
    ['link', line.link],
  ];
  for (const [column, text] of sourced) {
    if (!text) continue;
    const service = SERVICES.find(([re]) => re.test(text));
    if (service) {
      votes.push({ target: C(service[1]), weight: 4, why: `${column}: ${shorten(text)} (${service[2]})` });
      continue;
    }
    if (IN_HOUSE.test(text)) {
      const printed = /print/i.test(text);
      votes.push({ target: C(printed ? '3d-printing' : 'generic'), weight: 3.5, why: `${column}: ${shorten(text)} (made in house)` });
      continue;
    }
    const seller = text.match(CATALOGUE_SELLERS);
    const url = text.match(/^(?:https?:\/\/)?(?:www\.|us\.|de\.|m\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(\/\S*)?$/i);
    // A product page at a catalogue seller: the part is bought as it is, whatever its name says.
    if (seller) votes.push({ target: S('generic'), weight: url?.[2] && url[2].length > 1 ? 4 : 3, why: `${column}: ${shorten(text)} (sells catalogue parts)` });
    // A link to a shop's product page: the part is bought as it is.
    else if (url && /^https?:|^www\./i.test(text) && url[2] && url[2].length > 1) votes.push({ target: S('generic'), weight: 2.2, why: `${column}: ${url[1]} (product page)` });
    else if (column === 'supplier' && text.split(/\s+/).length < 3 && !/^[-–—.?]+$|^(n\/?a|none|tbd|various|-)$/i.test(text)) {
      if (MAKE.test(text)) votes.push({ target: C('generic'), weight: 3, why: `supplier: ${text} (made to order)` });
      else votes.push({ target: S('generic'), weight: 1.2, why: `supplier: ${shorten(text)}` });
    }
  }
  const spn = line.supplierPn.trim();
  if (spn) {
    const format = SUPPLIER_PN_FORMATS.find(([re]) => re.test(spn));
    votes.push({ target: S('generic'), weight: format ? 3 : 1.8, why: `supplier part number: ${shorten(spn)}${format ? ` (${format[1]})` : ''}` });
  }
  const value = line.value.trim();
  if (value && VALUE_CELL.test(value)) votes.push({ target: S('passives'), weight: 2.5, why: `value: ${value} (component value)` });
  const footprint = line.footprint.trim();
  const footprintMatch = footprint.match(FOOTPRINT_CELL);
  if (footprintMatch) votes.push({ target: S('generic'), weight: 2, why: `footprint: ${shorten(footprint)} (board component package)` });
  else if (footprint && !/\.(stl|dxf|step|stp)\b/i.test(footprint)) votes.push({ target: S('generic'), weight: 0.8, why: `footprint: ${shorten(footprint)}` });
  if (line.datasheet && /^(https?:|www\.|~?$)|\.pdf\b/i.test(line.datasheet) && line.datasheet !== '~')
    votes.push({ target: S('generic'), weight: 1.5, why: `datasheet: ${shorten(line.datasheet)}` });
  const makeBuy = line.makeBuy.trim();
  if (makeBuy) {
    if (MAKE.test(makeBuy)) votes.push({ target: C('generic'), weight: 3.5, why: `make/buy: ${makeBuy}` });
    else if (BUY.test(makeBuy)) votes.push({ target: S('generic'), weight: 3.5, why: `make/buy: ${makeBuy}` });
  }
  // A file reference in any column says the part is drawn here (and often how it is made).
  const cells: [string, string][] = [
    ['part number', line.partNumber],
    ['description', line.description],
    ['notes', line.notes],
    ['link', line.link],
    ...Object.entries(line.attributes),
  ];
  for (const [column, text] of cells) {
    if (!text) continue;
    const file = FILE_REFERENCE.find(([re]) => re.test(text));
    if (file) {
      votes.push({ target: C(file[1]), weight: file[1] === 'generic' ? 2.5 : 4, why: `${column}: "${shorten(text)}" (${file[2]})` });
      break;
    }
  }
  return votes;
}
