import type { Mapping } from './columns.js';

export interface NormalizedLine {
  lineNo: number;
  partNumber: string;
  revision: string;
  description: string;
  quantity: number | null;
  unit: string;
  material: string;
  finish: string;
  processHint: string;
  manufacturer: string;
  mpn: string;
  refDes: string[];
  notes: string;
  unitPrice: number | null;
  value: string;
  footprint: string;
  supplier: string;
  supplierPn: string;
  link: string;
  datasheet: string;
  makeBuy: string;
  usedIn: string;
  /** Marked "do not populate / not fitted": kept, but not a part to source. */
  dnp: boolean;
  /** Shown when the file gave no description: built from value, footprint, part numbers and ref des. */
  displayName: string;
  /** Set when the quantity and the count of reference designators disagree. */
  quantityWarning: string;
  /** Columns that feed no field, kept as they are (header → value). */
  attributes: Record<string, string>;
}

const UNIT_ALIASES: Record<string, string> = {
  ea: 'ea', each: 'ea', pc: 'ea', pcs: 'ea', piece: 'ea', pieces: 'ea', x: 'ea', qty: 'ea', unit: 'ea', units: 'ea', nos: 'ea', no: 'ea', st: 'ea', set: 'set', sets: 'set', kit: 'kit', pr: 'pair', pair: 'pair', pairs: 'pair',
  m: 'm', meter: 'm', meters: 'm', metre: 'm', metres: 'm', mm: 'mm', cm: 'cm', ft: 'ft', feet: 'ft', foot: 'ft', "'": 'ft', in: 'in', inch: 'in', inches: 'in', '"': 'in', yd: 'yd',
  kg: 'kg', g: 'g', gram: 'g', grams: 'g', lb: 'lb', lbs: 'lb', oz: 'oz', l: 'l', liter: 'l', litre: 'l', ml: 'ml', gal: 'gal', roll: 'roll', rolls: 'roll', reel: 'reel', box: 'box', pack: 'pack', pk: 'pack', sqft: 'sqft', 'sq ft': 'sqft',
};

export function normalizeUnit(raw: string): string | null {
  const key = raw.trim().toLowerCase().replace(/\.$/, '');
  if (!key) return null;
  return UNIT_ALIASES[key] ?? null;
}

/** "10", "1,000", "2.5 m", "10 pcs", "x4", "4x", "qty: 3" → number and unit. */
export function parseQuantity(raw: string): { quantity: number | null; unit: string | null } {
  const text = raw.trim().toLowerCase().replace(/^qty[:\s]*/, '');
  if (!text) return { quantity: null, unit: null };
  const match = text.match(/^x?\s*(-?[\d,]*\.?\d+)\s*(x)?\s*([a-z"'. ]{0,10})$/);
  if (!match) return { quantity: null, unit: null };
  const value = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isFinite(value) || value < 0) return { quantity: null, unit: null };
  const unit = match[3] ? normalizeUnit(match[3]) : null;
  return { quantity: value, unit };
}

/** "$1,234.50", "USD 3.20", "3.20 USD", "1.5k"? (no) → number. */
export function parsePrice(raw: string): number | null {
  const text = raw.trim().replace(/^(usd|us\$)\s*/i, '').replace(/\s*(usd|ea|each|\/ea)$/i, '');
  const match = text.match(/^[$€£]?\s*(-?[\d,]*\.?\d+)$/);
  if (!match) return null;
  const value = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? Math.round(value * 10000) / 10000 : null;
}

/** "R1 R2 R5", "R1,R2", "R1-R4", "C1-C3, C7", "R1-4" → ["R1", ...] (ranges capped at 500). */
export function expandRefDes(raw: string): string[] {
  const out: string[] = [];
  for (const token of raw.split(/[\s,;/]+/).filter(Boolean)) {
    const range = token.match(/^([A-Za-z]+)(\d+)[-–:]([A-Za-z]*)(\d+)$/);
    if (range && (!range[3] || range[3].toUpperCase() === range[1]!.toUpperCase())) {
      const prefix = range[1]!.toUpperCase();
      const start = Number(range[2]);
      const end = Number(range[4]);
      if (end >= start && end - start <= 500) {
        for (let n = start; n <= end; n++) out.push(`${prefix}${n}`);
        continue;
      }
    }
    if (/^[A-Za-z]+\d+[A-Za-z]?$/.test(token)) out.push(token.toUpperCase());
    else if (token !== '-') out.push(token);
  }
  return [...new Set(out)];
}

const REV_IN_PN = /^(.*?)[\s_-]+(?:rev\.?\s*|r)([A-Z0-9]{1,3})$/i;

const DNP_YES = /^(dnp|dnf|dni|dnm|nf|np|nc|x|yes|y|true|1|do not (populate|place|fit|mount|install)|not (fitted|populated|placed|mounted|installed)|no ?stuff|no ?pop|excluded?)$/i;
const FITTED_NO = /^(no|n|false|0|dnp|dnf|not fitted|unfitted|unpopulated|none)$/i;
const DNP_IN_TEXT = /(^|[\s,;(])(dnp|dnf|dni|do not populate|do not place|do not fit|not fitted|no stuff)([\s,;)]|$)/i;

/** A "We make" / "In-house" / "Custom?" column answers yes or no: that is make or buy. */
function makeBuyOf(header: string, cell: string): string {
  if (!/we make|in[- ]?house|custom|made here|self[- ]made|fabricated|^make\??$/i.test(header.trim())) return cell;
  if (/^(y|yes|x|✓|✔|true|1)$/i.test(cell)) return 'make';
  if (/^(n|no|false|0|-)$/i.test(cell)) return 'buy';
  return cell;
}

/** A DNP column either marks the excluded lines (DNP: "x") or the fitted ones (Fitted: "no"). */
function isDnp(header: string, cell: string, value: string, notes: string): boolean {
  const v = cell.trim();
  if (v) {
    if (/fitted|populate$|^populate|mount|install|place|assembled/i.test(header) && !/do not|dnp|dnf|not/i.test(header)) return FITTED_NO.test(v);
    if (DNP_YES.test(v)) return true;
  }
  return DNP_IN_TEXT.test(value) || /^(dnp|dnf|dni|nf)$/i.test(value.trim()) || DNP_IN_TEXT.test(notes);
}

const PREFIX_NAMES: [RegExp, string][] = [
  [/^C$/, 'Capacitor'], [/^(R|RN)$/, 'Resistor'], [/^(L|FB)$/, 'Inductor'], [/^(D|LED|CR|ZD)$/, 'Diode'], [/^(U|IC)$/, 'IC'], [/^Q$/, 'Transistor'],
  [/^(J|P|CN|CON|X)$/, 'Connector'], [/^(SW|S)$/, 'Switch'], [/^(Y|XTAL)$/, 'Crystal'], [/^F$/, 'Fuse'], [/^K$/, 'Relay'], [/^(BT)$/, 'Battery'],
  [/^(TP)$/, 'Test point'], [/^(H|MH)$/, 'Mounting hole'], [/^(JP)$/, 'Jumper'], [/^(BZ|LS)$/, 'Buzzer'], [/^(M|MOT)$/, 'Motor'],
];

/** "10nF" → "10 nF", "4k7" stays: a readable value for a built name. */
function spacedValue(value: string): string {
  return value.replace(/^(\d+(?:\.\d+)?)\s*(pF|nF|uF|µF|μF|mF|nH|uH|µH|mH|Ω|ohm|V|A|W|MHz|kHz|Hz)$/i, '$1 $2');
}

/** "Capacitor 10 nF, C2 C4 C7 …" from what a row has when it has no description. */
export function buildDisplayName(line: Pick<NormalizedLine, 'value' | 'footprint' | 'partNumber' | 'mpn' | 'supplierPn' | 'refDes' | 'manufacturer'>): string {
  const prefix = line.refDes[0]?.match(/^([A-Z]+)\d/)?.[1];
  const noun = prefix ? PREFIX_NAMES.find(([re]) => re.test(prefix))?.[1] : undefined;
  const head = [noun, line.value ? spacedValue(line.value) : '', line.footprint].filter(Boolean).join(' ');
  const code = line.mpn || line.partNumber || line.supplierPn;
  const parts = [head || code, head && code && code !== line.value ? code : ''].filter(Boolean);
  const refs = line.refDes.length ? `${line.refDes.slice(0, 4).join(' ')}${line.refDes.length > 4 ? ' …' : ''}` : '';
  return [parts.join(' '), refs].filter(Boolean).join(', ');
}

/** Pulls one BOM row into typed fields using the confirmed mapping; unmapped columns become attributes. */
export function normalizeRow(lineNo: number, cells: string[], mapping: Mapping, header: string[] = []): NormalizedLine {
  const get = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').replace(/\s+/g, ' ').trim());
  let partNumber = get(mapping.partNumber);
  let revision = get(mapping.revision);
  const revMatch = partNumber.match(REV_IN_PN);
  if (revMatch && /rev/i.test(partNumber)) {
    partNumber = revMatch[1]!.trim();
    if (!revision) revision = revMatch[2]!.toUpperCase();
  }
  const refDes = mapping.refDes === undefined ? [] : expandRefDes(get(mapping.refDes));
  const qty = parseQuantity(get(mapping.quantity));
  const explicitUnit = normalizeUnit(get(mapping.unit));
  let quantity = qty.quantity;
  if (quantity === null && refDes.length > 0) quantity = refDes.length;
  const quantityWarning =
    qty.quantity !== null && refDes.length > 0 && qty.quantity !== refDes.length && (qty.unit ?? explicitUnit ?? 'ea') === 'ea'
      ? `quantity ${qty.quantity} but ${refDes.length} reference designator${refDes.length === 1 ? '' : 's'}`
      : '';
  const mapped = new Set(Object.values(mapping));
  const attributes: Record<string, string> = {};
  for (let i = 0; i < cells.length; i++) {
    if (mapped.has(i)) continue;
    const value = (cells[i] ?? '').trim();
    if (value) attributes[(header[i] ?? '').trim() || `Column ${i + 1}`] = value;
  }
  const value = get(mapping.value);
  const notes = get(mapping.notes);
  const extra = {
    value,
    footprint: get(mapping.footprint),
    supplier: get(mapping.supplier),
    supplierPn: get(mapping.supplierPn),
    link: get(mapping.link),
    datasheet: get(mapping.datasheet),
    makeBuy: makeBuyOf(mapping.makeBuy === undefined ? '' : (header[mapping.makeBuy] ?? ''), get(mapping.makeBuy)),
    usedIn: get(mapping.usedIn),
    dnp: isDnp(mapping.dnp === undefined ? '' : (header[mapping.dnp] ?? ''), get(mapping.dnp), value, notes),
  };
  let description = get(mapping.description);
  // "Description / Link" columns: the words are the description, the address is the link.
  const url = description.match(/\bhttps?:\/\/\S+/);
  if (url) {
    const words = description.replace(url[0], ' ').replace(/\s+/g, ' ').replace(/^[\s\-–|:,]+|[\s\-–|:,]+$/g, '');
    if (!extra.link) extra.link = url[0];
    if (words) description = words;
  }
  const manufacturer = get(mapping.manufacturer);
  const mpn = get(mapping.mpn);
  const displayName =
    description ||
    buildDisplayName({ ...extra, partNumber, mpn, refDes, manufacturer }) ||
    [manufacturer, notes, ...Object.values(attributes)].filter(Boolean).join(' ').slice(0, 120) ||
    `Row ${lineNo}`;
  return {
    ...extra,
    displayName,
    quantityWarning,
    attributes,
    lineNo,
    partNumber,
    revision,
    description,
    quantity,
    unit: explicitUnit ?? qty.unit ?? 'ea',
    material: get(mapping.material),
    finish: get(mapping.finish),
    processHint: get(mapping.process),
    manufacturer,
    mpn,
    refDes,
    notes,
    unitPrice: parsePrice(get(mapping.unitPrice)),
  };
}
