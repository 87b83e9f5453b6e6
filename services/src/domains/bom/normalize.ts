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

/** Pulls one BOM row into typed fields using the confirmed mapping. */
export function normalizeRow(lineNo: number, cells: string[], mapping: Mapping): NormalizedLine {
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
  return {
    lineNo,
    partNumber,
    revision,
    description: get(mapping.description),
    quantity,
    unit: explicitUnit ?? qty.unit ?? 'ea',
    material: get(mapping.material),
    finish: get(mapping.finish),
    processHint: get(mapping.process),
    manufacturer: get(mapping.manufacturer),
    mpn: get(mapping.mpn),
    refDes,
    notes: get(mapping.notes),
    unitPrice: parsePrice(get(mapping.unitPrice)),
  };
}
