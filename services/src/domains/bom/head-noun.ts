/**
 * Head-noun reading of a BOM description: the noun phrase before "for / with / of / to" says what the line *is*
 * ("stepper motor mounting plate" is a plate, "corner bracket for 2040 extrusion" is a bracket, "PCBA import fee"
 * is a fee); the words after the preposition only say what it goes with. The head is the last word of that
 * phrase found in a lexicon (multi-word entries first), skipping sizes and codes.
 */

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

const CUSTOM_FORMS = [
  'plate', 'bracket', 'holder', 'clip', 'spacer', 'mount', 'housing', 'enclosure', 'shaft', 'bushing', 'cover', 'panel', 'lid',
  'base', 'frame', 'stand', 'arm', 'adapter', 'adaptor', 'block', 'shell', 'tray', 'guard', 'shroud', 'duct', 'jig', 'fixture',
  'body', 'support', 'carriage', 'rotor', 'impeller', 'hub', 'flange', 'gusset', 'chassis', 'cradle', 'clamp', 'retainer',
  'insert', 'sleeve', 'cap', 'lever', 'paddle', 'blade', 'fin', 'rib', 'strut', 'beam', 'rail', 'track', 'tab',
  'guide', 'stop', 'jaw', 'finger', 'gear', 'pulley wheel', 'bezel', 'faceplate', 'backplate', 'baseplate', 'hood', 'skirt', 'nozzle mount', 'cam', 'yoke', 'clevis', 'manifold', 'mandrel', 'axle', 'pivot',
  'leg', 'wall', 'door', 'deck', 'platform', 'shelf', 'tower', 'column', 'bed', 'table', 'weldment', 'casting', 'forging', 'stamping', 'moulding', 'molding',
  'extrusion profile', 'belt tensioner', 'tensioner', 'cable guide', 'cable chain mount', 'wheel hub', 'spindle', 'piston',
];

/**
 * Catalogue heads that the form list would otherwise claim (a battery holder, a cable clip): checked first,
 * along with the classifier's standard-part vocabulary.
 */
const CATALOGUE_HEADS = [
  'battery holder', 'battery clip', 'battery contact', 'fuse holder', 'fuseholder', 'cable clip', 'p-clip', 'e-clip', 'spring clip', 'hose clip', 'shaft collar',
  'spacer standoff', 'nylon spacer', 'pcb spacer', 'heat-set insert', 'heat set insert', 'threaded insert', 'knurled insert',
  'flange bearing', 'linear rail', 'rail carriage', 'carriage block', 'linear shaft', 'linear rod', 'smooth rod', 'threaded rod',
  'drawer slide', 'piano hinge', 'draw latch', 'pull handle', 'gear motor', 'gearmotor', 'spur gear', 'worm gear', 'timing pulley',
  'idler pulley', 'gt2 pulley', 'hinge', 'latch', 'handle', 'knob', 'foot', 'feet', 'leveling foot', 'levelling foot', 'rubber foot', 'corner bracket 2020', 'cable tie mount',
  'din rail', 'motor', 'heater', 'bearing', 'screw', 'bolt', 'nut', 'washer', 'resistor', 'capacitor', 'inductor', 'diode',
  'transistor', 'connector', 'switch', 'relay', 'fuse', 'sensor', 'module', 'display', 'fan', 'battery', 'led', 'ic', 'pump',
  'valve', 'cable', 'wire', 'spring', 'magnet', 'thermistor', 'thermocouple', 'crystal', 'oscillator', 'regulator', 'driver',
  'controller', 'microcontroller', 'header', 'socket', 'terminal', 'plug', 'jack', 'rivet', 'standoff', 'o-ring', 'seal',
  'gasket', 'grommet', 'belt', 'pulley', 'caster', 'wheel', 'coupler', 'coupling', 'idler', 'nozzle', 'hotend', 'extruder',
  'thermostat', 'buzzer', 'speaker', 'microphone', 'camera', 'antenna', 'charger', 'adapter plug', 'power supply', 'psu',
  'transformer', 'solenoid', 'actuator', 'servo', 'stepper', 'encoder', 'potentiometer', 'propeller', 'esc', 'receiver',
  'transmitter', 'arduino', 'raspberry pi', 'heatsink', 'heat sink', 'cartridge heater', 'heater cartridge',
  'dowel pin', 'pin', 'key', 'lock', 'padlock', 'tubing', 'hose', 'fitting', 'cylinder', 'gauge', 'meter', 'lens', 'mirror',
  'filter', 'ferrule', 'lug', 'kit', 'tool', 'wrench', 'screwdriver',
];

/** Bought as material, cut or formed later: not a part to quote as it stands. */
const RAW_STOCK = [
  'sheet', 'sheets', 'bar', 'bar stock', 'flat bar', 'round bar', 'square bar', 'hex bar', 'rod', 'round rod', 'tube', 'square tube',
  'rectangular tube', 'round tube', 'pipe', 'stock', 'raw stock', 'plate stock', 'billet', 'blank', 'lumber', 'plank', 'plywood',
  'mdf', 'hardboard', 'dowel', 'angle iron', 'angle stock', 'channel stock', 'i-beam', 'foam board', 'wire stock',
  'sheet stock', 'tube stock', 'rod stock', 'raw material', 'offcut', 'plate blank', '2x4', '2x6',
];

/** Used up in building or running it. */
const CONSUMABLES = [
  'soap', 'dish soap', 'detergent', 'glue', 'super glue', 'hot glue', 'adhesive', 'epoxy', 'tape', 'masking tape', 'duct tape',
  'electrical tape', 'kapton tape', 'grease', 'lubricant', 'lube', 'oil', 'solder', 'solder wire', 'solder paste', 'flux', 'paste',
  'thermal paste', 'filament', 'pla filament', 'petg filament', 'resin', 'wipes', 'gloves', 'paper towel', 'paper towels',
  'alcohol', 'isopropyl alcohol', 'ipa', 'cleaner', 'paint', 'spray paint', 'primer', 'sandpaper', 'abrasive', 'threadlocker',
  'thread locker', 'loctite', 'sealant', 'silicone sealant', 'caulk', 'desiccant', 'water', 'distilled water', 'ink', 'toner',
  'label', 'labels', 'sticker', 'stickers', 'packaging', 'shipping box', 'bubble wrap', 'zip ties', 'cable ties', 'rag', 'rags',
  'cotton swab', 'cotton swabs', 'coolant', 'cutting fluid', 'wax', 'polish', 'bleach', 'vinegar',
];

/** Money lines: not parts at all. */
const FEES = [
  'fee', 'fees', 'charge', 'charges', 'surcharge', 'tax', 'taxes', 'sales tax', 'vat', 'gst', 'hst', 'pst', 'duty', 'duties', 'tariff', 'customs', 'shipping',
  'freight', 'delivery', 'postage', 'handling', 'nre', 'setup fee', 'set-up fee', 'tooling charge', 'import fee', 'expedite fee',
  'discount', 'deposit', 'invoice', 'shipping cost', 'shipping and handling', 'courier', 'insurance', 'bank fee', 'paypal fee',
];

/** Work bought as a service (no part is delivered). */
const SERVICES = [
  'labor', 'labour', 'installation', 'install', 'calibration', 'engineering', 'design', 'design work', 'consulting', 'consultancy',
  'programming', 'testing', 'inspection', 'certification', 'training', 'maintenance', 'repair', 'service', 'services',
  'commissioning', 'documentation', 'assembly labor', 'assembly labour', 'engineering hours', 'hours', 'hour', 'man-hours',
];

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
    if (isCodeLike(last) || QUALIFIERS.has(last)) continue;
    for (let n = Math.min(LONGEST, end + 1); n >= 1; n--) {
      const slice = ws.slice(end - n + 1, end + 1);
      for (const key of [slice.join(' '), [...slice.slice(0, -1), singular(slice.at(-1)!)].join(' ')]) {
        const found = LEXICON.get(key) ?? lookup?.(key) ?? null;
        if (found) return { head: slice.join(' '), headClass: found };
      }
    }
    // Up to two unknown trailing words ("motor NEMA17", "plywood spruce standard") may follow the head.
    if (++unknownSkipped > 2) return null;
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
  let found = headOf(phrase, lookup);
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
