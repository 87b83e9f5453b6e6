import type { BomLineDoc } from './model.js';
import type { NormalizedLine } from './normalize.js';

/** The normaliser's text fields: a stored line written before a field existed reads it as ''. */
const TEXT_FIELDS = [
  'partNumber', 'revision', 'description', 'unit', 'material', 'finish', 'processHint', 'manufacturer', 'mpn', 'notes',
  'value', 'footprint', 'supplier', 'supplierPn', 'link', 'datasheet', 'makeBuy', 'usedIn', 'displayName', 'quantityWarning',
] as const satisfies readonly (keyof NormalizedLine)[];

type TextField = (typeof TEXT_FIELDS)[number];

/** The stored line read back as the normaliser's line, every missing field at its empty value. */
export function storedLineAsNormalized(line: BomLineDoc): NormalizedLine {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, line[field] ?? ''])) as Record<TextField, string>;
  return {
    lineNo: line.lineNo,
    ...text,
    quantity: line.quantity ?? null,
    refDes: line.refDes ?? [],
    unitPrice: line.unitPrice ?? null,
    dnp: line.dnp ?? false,
    attributes: line.attributes ?? {},
  };
}
