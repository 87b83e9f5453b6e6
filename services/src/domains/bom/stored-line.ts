import { textFields } from '../../lib/stored-fields.js';
import type { BomLineDoc } from './model.js';
import type { NormalizedLine } from './normalize.js';

/** The normaliser's text fields: a stored line written before a field existed reads it as ''. */
const TEXT_FIELDS = [
  'partNumber', 'revision', 'description', 'unit', 'material', 'finish', 'processHint', 'manufacturer', 'mpn', 'notes',
  'value', 'footprint', 'supplier', 'supplierPn', 'link', 'datasheet', 'makeBuy', 'usedIn', 'displayName', 'quantityWarning',
] as const satisfies readonly (keyof NormalizedLine)[];

/** The stored line read back as the normaliser's line, every missing field at its empty value. */
export function storedLineAsNormalized(line: BomLineDoc): NormalizedLine {
  return {
    lineNo: line.lineNo,
    ...textFields(line, TEXT_FIELDS),
    quantity: line.quantity ?? null,
    refDes: line.refDes ?? [],
    unitPrice: line.unitPrice ?? null,
    dnp: line.dnp ?? false,
    attributes: line.attributes ?? {},
  };
}
