/**
 * Known BOM export formats (EDA and CAD tools, OpenBOM), recognised from their header so they map without
 * questions. Each format names the headers whose meaning differs from the generic synonyms ("Designation" is
 * KiCad's value, "Part" is Eagle's reference designator, "Comment" is Altium's value).
 */
import type { BomField } from './columns.js';

export interface BomFormat {
  id: string;
  name: string;
  /** All of these (normalised) headers are present. */
  requires: string[];
  /** None of these is present. */
  excludes?: string[];
  /** Header → field, for headers the generic rules would read otherwise. */
  fields: Record<string, BomField | null>;
}

export const BOM_FORMATS: BomFormat[] = [
  {
    id: 'kicad-pcbnew-legacy',
    name: 'KiCad (Pcbnew BOM, legacy)',
    requires: ['id', 'designator', 'package', 'quantity', 'designation'],
    fields: { id: null, designator: 'refDes', package: 'footprint', designation: 'value', 'supplier and ref': 'supplierPn' },
  },
  {
    id: 'kicad-grouped-by-value',
    name: 'KiCad (bom_csv_grouped_by_value plugin)',
    requires: ['reference(s)', 'value', 'libpart', 'footprint'],
    fields: { item: null, 'reference(s)': 'refDes', value: 'value', libpart: null, footprint: 'footprint', datasheet: 'datasheet', qty: 'quantity' },
  },
  {
    id: 'kicad',
    name: 'KiCad (schematic BOM)',
    requires: ['reference', 'value', 'footprint'],
    fields: { reference: 'refDes', references: 'refDes', value: 'value', footprint: 'footprint', datasheet: 'datasheet', qty: 'quantity', quantity: 'quantity', dnp: 'dnp', '#': null },
  },
  {
    id: 'kicad-ibom-jlc',
    name: 'KiCad / JLCPCB assembly BOM',
    requires: ['comment', 'designator', 'footprint'],
    excludes: ['description'],
    fields: { comment: 'description', designator: 'refDes', footprint: 'footprint', 'lcsc part #': 'supplierPn', 'lcsc part': 'supplierPn', 'jlcpcb part #': 'supplierPn', lcsc: 'supplierPn' },
  },
  {
    id: 'altium',
    name: 'Altium Designer',
    requires: ['comment', 'designator', 'description'],
    fields: { comment: 'value', designator: 'refDes', footprint: 'footprint', libref: null, description: 'description', quantity: 'quantity' },
  },
  {
    id: 'eagle-parts',
    name: 'Eagle / Fusion Electronics (parts list)',
    requires: ['part', 'value', 'device', 'package'],
    fields: { part: 'refDes', value: 'value', device: null, package: 'footprint', library: null, sheet: null, description: 'description' },
  },
  {
    id: 'eagle-values',
    name: 'Eagle / Fusion Electronics (BOM by value)',
    requires: ['qty', 'value', 'device', 'parts'],
    fields: { qty: 'quantity', value: 'value', device: null, package: 'footprint', parts: 'refDes', description: 'description' },
  },
  {
    id: 'solidworks',
    name: 'SolidWorks',
    requires: ['item no', 'part number', 'qty'],
    fields: { 'item no': null, 'part number': 'partNumber', description: 'description', qty: 'quantity' },
  },
  {
    id: 'onshape',
    name: 'Onshape',
    requires: ['item', 'quantity', 'part number', 'name'],
    fields: { item: null, name: 'description', description: 'notes', 'part number': 'partNumber', vendor: 'supplier', revision: 'revision', state: null },
  },
  {
    id: 'fusion360',
    name: 'Fusion 360',
    requires: ['part number', 'part name', 'quantity'],
    fields: { 'part number': 'partNumber', 'part name': 'description', description: 'notes', quantity: 'quantity', material: 'material' },
  },
  {
    id: 'inventor',
    name: 'Autodesk Inventor',
    requires: ['item', 'qty', 'part number', 'bom structure'],
    fields: { item: null, qty: 'quantity', 'part number': 'partNumber', description: 'description', 'bom structure': 'makeBuy', 'stock number': 'supplierPn', vendor: 'supplier' },
  },
  {
    id: 'openbom',
    name: 'OpenBOM',
    requires: ['part number', 'quantity', 'thumbnail image'],
    fields: { 'part number': 'partNumber', quantity: 'quantity', description: 'description', vendor: 'supplier', cost: 'unitPrice', link: 'link', 'thumbnail image': null, 'part type': 'makeBuy' },
  },
];

/** The format whose required headers are all present (the one requiring most wins), or null. */
export function detectFormat(normalizedHeaders: string[]): BomFormat | null {
  const present = new Set(normalizedHeaders.map((h) => h.replace(/[.]/g, '').trim()));
  let best: BomFormat | null = null;
  for (const format of BOM_FORMATS) {
    if (format.excludes?.some((h) => present.has(h))) continue;
    if (format.requires.every((h) => present.has(h)) && (!best || format.requires.length > best.requires.length)) best = format;
  }
  return best;
}
