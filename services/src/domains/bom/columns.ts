import { BOM_FIELDS, type BomField } from '@forge/contract';
import { createHash } from 'node:crypto';
import { detectFormat } from './formats.js';

export { BOM_FIELDS, type BomField } from '@forge/contract';
export type Mapping = Partial<Record<BomField, number>>;

export interface DetectedColumn {
  index: number;
  header: string;
  detected: BomField | null;
  confidence: number;
  /** On the quantity column when another column could hold the quantity too: every candidate, for the user to choose. */
  quantityCandidates?: number[];
}

/** Header words per field: exact names score high, contained words lower. Order matters for ties. */
const HEADER_SYNONYMS: Record<BomField, { exact: string[]; contains: string[] }> = {
  partNumber: {
    exact: ['part number', 'part no', 'part #', 'part', 'pn', 'p/n', 'part no.', 'item number', 'item no', 'drawing number', 'dwg no', 'dwg', 'internal pn', 'sku', 'article', 'part id', 'item code', 'code', 'drawing / part no', 'drawing/part no'],
    contains: ['part number', 'part no', 'part#', 'p/n', 'drawing', 'dwg', 'sku', 'item no', 'item number', 'article'],
  },
  description: {
    exact: ['description', 'desc', 'name', 'part name', 'item description', 'component description', 'title', 'part description', 'designation', 'nomenclature', 'component', 'item name', 'part description / name'],
    contains: ['descr', 'name', 'title', 'nomenclature', 'comment'],
  },
  quantity: {
    exact: ['qty', 'quantity', 'qty.', 'q.ty', 'count', 'amount', 'qty per', 'qty/assy', 'qty per assy', 'quantity per', 'pcs', 'ea', 'units', 'no. off', 'qty req', 'required'],
    contains: ['qty', 'quantity', 'quant', 'count', 'no. off'],
  },
  unit: { exact: ['unit', 'uom', 'u/m', 'unit of measure', 'units of measure'], contains: ['uom', 'unit of measure'] },
  material: { exact: ['material', 'matl', 'mat', 'material spec', 'raw material', 'stock'], contains: ['material', 'matl', 'alloy'] },
  finish: { exact: ['finish', 'surface finish', 'coating', 'plating', 'treatment', 'color', 'colour'], contains: ['finish', 'coating', 'plating', 'anodiz'] },
  process: {
    exact: ['process', 'manufacturing process', 'method', 'mfg process', 'fabrication', 'type', 'category', 'commodity', 'part type'],
    contains: ['process', 'fabrication', 'commodity'],
  },
  manufacturer: {
    exact: ['manufacturer', 'mfr', 'mfg', 'mfr.', 'maker', 'brand', 'manufacturer name', 'mfr name', 'manufacturer 1', 'mf'],
    contains: ['manufacturer', 'mfr name', 'brand'],
  },
  mpn: {
    exact: ['mpn', 'mfr pn', 'mfr part number', 'manufacturer part number', 'mfr part #', 'mfg pn', 'mfg part number', 'manufacturer pn', 'mfr p/n', 'catalog number', 'cat no', 'mfr no', 'mfr#', 'manufacturer_part_number', 'mfg part #', 'mp'],
    contains: ['mpn', 'mfr part', 'mfg part', 'manufacturer part', 'mfr p/n', 'mfr pn', 'mfg pn', 'catalog', 'manufacturer p/n', 'manufacturer no'],
  },
  refDes: {
    exact: ['ref des', 'refdes', 'reference', 'references', 'designator', 'designators', 'ref', 'ref.', 'reference designator', 'reference designators', 'ref designators', 'location', 'position'],
    contains: ['designator', 'ref des', 'refdes', 'reference'],
  },
  notes: { exact: ['notes', 'note', 'comments', 'remarks', 'remark', 'spec', 'specification', 'instructions'], contains: ['note', 'remark', 'comment'] },
  unitPrice: {
    exact: ['unit price', 'price', 'unit cost', 'cost', 'price each', 'cost each', 'price/unit', 'unit price ($)', 'price (usd)', 'target price', 'ext price'],
    contains: ['price', 'cost', '$', 'usd'],
  },
  revision: { exact: ['rev', 'revision', 'rev.', 'version', 'rev level'], contains: ['revision'] },
  value: { exact: ['value', 'val', 'values', 'rating'], contains: ['value'] },
  footprint: {
    exact: ['footprint', 'package', 'pcb footprint', 'case', 'case/package', 'package / case', 'pattern', 'land pattern', 'housing', 'pcb package'],
    contains: ['footprint', 'package', 'case/'],
  },
  supplier: {
    exact: ['supplier', 'vendor', 'distributor', 'source', 'where to buy', 'seller', 'store', 'shop', 'supplier 1', 'vendor name', 'supplier name', 'purchased from', 'bought from'],
    contains: ['supplier', 'vendor', 'distributor', 'where to buy', 'purchase from', 'bought from'],
  },
  supplierPn: {
    exact: ['supplier pn', 'supplier part number', 'vendor pn', 'vendor part number', 'supplier part', 'vendor part', 'supplier p/n', 'vendor p/n', 'order code', 'order number', 'distributor part number', 'dist pn', 'digikey', 'digi-key', 'digikey pn', 'digi-key pn', 'digikey part number', 'digi-key part number', 'mouser', 'mouser pn', 'mouser part number', 'lcsc', 'lcsc part', 'lcsc part number', 'lcsc pn', 'jlcpcb part', 'jlcpcb part #', 'mcmaster', 'mcmaster pn', 'mcmaster-carr', 'mcmaster part number', 'farnell', 'newark', 'arrow', 'sku', 'supplier sku', 'vendor sku', 'supplier code', 'stock code', 'catalog #'],
    contains: ['supplier part', 'vendor part', 'supplier pn', 'vendor pn', 'supplier p/n', 'vendor p/n', 'order code', 'digikey', 'digi-key', 'mouser', 'lcsc', 'mcmaster', 'farnell', 'distributor part', 'supplier #', 'vendor #', 'supplier sku', 'vendor sku', 'supplier code'],
  },
  link: {
    exact: ['link', 'url', 'links', 'urls', 'source link', 'buy link', 'purchase link', 'product link', 'web', 'website', 'href', 'supplier link', 'vendor link', 'where to buy (url)', 'product page'],
    contains: ['link', 'url', 'website', 'product page'],
  },
  datasheet: { exact: ['datasheet', 'data sheet', 'datasheets', 'ds', 'spec sheet'], contains: ['datasheet', 'data sheet'] },
  makeBuy: {
    exact: ['make/buy', 'make or buy', 'make / buy', 'buy/make', 'm/b', 'procurement type', 'sourcing', 'buy', 'make', 'made by', 'we make', 'in-house', 'in house', 'custom', 'custom?', 'make?', 'self-made', 'fabricated', 'made in house'],
    contains: ['make/buy', 'make or buy', 'procurement', 'made by', 'we make', 'in-house', 'in house'],
  },
  dnp: {
    exact: ['dnp', 'dnf', 'dni', 'nc', 'do not populate', 'do not place', 'do not fit', 'fitted', 'populate', 'exclude from bom', 'exclude_from_bom', 'no stuff', 'nostuff', 'mount', 'assembled', 'install', 'place'],
    contains: ['do not populate', 'do not place', 'do not fit', 'dnp', 'exclude from'],
  },
  usedIn: {
    exact: ['used in', 'assembly', 'parent', 'parent assembly', 'subassembly', 'sub-assembly', 'where used', 'used on', 'module', 'assy'],
    contains: ['used in', 'where used', 'parent', 'subassembly', 'sub-assembly'],
  },
};

export function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/[\r\n]+/g, ' ')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*[:*]$/, '')
    .replace(/\s+\d$/, '') // Altium's "Manufacturer 1", "Manufacturer Part Number 1"
    .trim();
}

const MAKER_WORDS = /\b(mfr|mfg|manufacturer|vendor|supplier|mpn|catalog)\b/;

function headerScore(field: BomField, header: string): number {
  const h = normalizeHeader(header);
  if (!h) return 0;
  const syn = HEADER_SYNONYMS[field];
  // "Manufacturer Part Number" is the MPN, not the part number.
  if (field === 'partNumber' && MAKER_WORDS.test(h)) return 0;
  // A pack size ("Sold quantity", "Pack qty", "MOQ") is not the quantity needed.
  if (field === 'quantity' && PACK_WORDS.test(h)) return 0;
  // "Description / Link" holds the text: the link is taken out of it when the line is read.
  if (field === 'link' && /descr|name/.test(h)) return 0;
  // "Preference" (primary / alternate) is not a reference.
  if (field === 'refDes' && /prefer/.test(h)) return 0;
  if (syn.exact.includes(h)) return 0.95;
  if (syn.exact.includes(h.replace(/[.#]/g, '').trim())) return 0.9;
  for (const word of syn.contains) if (h.includes(word)) return 0.75;
  // A misspelt header ("Manufactuer", "Desciption"): one or two letters off a known name.
  if (h.length >= 6 && h.length <= 30) {
    for (const name of syn.exact) {
      if (name.length >= 6 && Math.abs(name.length - h.length) <= 2 && editDistance(h, name) <= (name.length >= 9 ? 2 : 1)) return 0.7;
    }
  }
  return 0;
}

const PACK_WORDS = /\b(pack|packs|sold|package|pkg|moq|min\.? order|minimum order|order qty|order quantity|buy qty|purchase qty|qty to order|spares?|in stock|on hand|available|inventory)\b/;

/** Levenshtein distance with adjacent swaps, for short header names. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Columns that look like a quantity by header, pack sizes included: two or more need the user to choose. */
function quantityLike(header: string): boolean {
  const h = normalizeHeader(header);
  return headerScore('quantity', header) > 0 || (PACK_WORDS.test(h) && /qty|quantity|count|pcs|size|amount|sold|moq/.test(h));
}

const NUMERIC = /^\s*[$€£]?\s*-?[\d,]*\.?\d+\s*[a-z]{0,4}\.?\s*$/i;

/** How header-like a row is: cells that name a known field, few numbers. */
function headerRowScore(row: string[]): number {
  let hits = 0;
  let numbers = 0;
  let filled = 0;
  const used = new Set<BomField>();
  for (const cell of row) {
    if (!cell.trim()) continue;
    filled++;
    if (NUMERIC.test(cell) && !/[a-z]{2,}/i.test(cell.replace(/pcs|ea/i, ''))) numbers++;
    let best: BomField | null = null;
    let bestScore = 0;
    for (const field of BOM_FIELDS) {
      const s = headerScore(field, cell);
      if (s > bestScore && !used.has(field)) {
        bestScore = s;
        best = field;
      }
    }
    if (best && cell.length < 60) {
      used.add(best);
      hits += bestScore;
    }
  }
  if (filled < 2) return 0;
  return hits - numbers * 0.8;
}

/** The header row: the most header-like of the first 30 rows; falls back to the first non-empty row. */
export function findHeaderRow(rows: string[][]): number {
  let best = -1;
  let bestScore = 1.2;
  const limit = Math.min(rows.length, 30);
  for (let i = 0; i < limit; i++) {
    const score = headerRowScore(rows[i] ?? []);
    if (score > bestScore + 0.01) {
      best = i;
      bestScore = score;
    }
  }
  if (best >= 0) return best;
  const firstFilled = rows.findIndex((r) => r.filter((c) => c.trim()).length >= 2);
  // No header at all: row 1 is already a part ("Motor bracket | 2 | PLA"); -1 says the data starts at the top.
  if (firstFilled >= 0 && looksLikeData(rows[firstFilled]!) && looksLikeData(rows[firstFilled + 1] ?? [])) return firstFilled - 1;
  return firstFilled >= 0 ? firstFilled : 0;
}

/** A row of part data: a count or size next to some words, nothing that names a field. */
function looksLikeData(row: string[]): boolean {
  const filled = row.map((c) => c.trim()).filter(Boolean);
  return filled.length >= 2 && filled.some((c) => NUMERIC.test(c)) && filled.some((c) => /[a-z]{3,}/i.test(c)) && headerRowScore(row) < 0.5;
}

const REFDES_CELL = /^\s*([A-Z]{1,3}\d{1,4}(\s*-\s*[A-Z]{0,3}\d{1,4})?)([\s,;]+[A-Z]{1,3}\d{1,4}(\s*-\s*[A-Z]{0,3}\d{1,4})?)*\s*$/;
const PRICE_CELL = /^\s*\$\s*[\d,]*\.?\d+\s*$/;
const INTEGER_CELL = /^\s*\d{1,6}(\.0+)?\s*(pcs?|ea|each|x)?\s*$/i;
const UOM_CELL = /^\s*(ea|each|pcs?|pieces?|m|mm|cm|ft|feet|in|kg|g|lb|lbs|oz|l|ml|kit|set|sets|pair|pr|roll|reel|box|pack|sqft|sq ft|yd|meters?|metres?)\.?\s*$/i;

/** Content cues for columns whose header said nothing. */
function contentScore(field: BomField, values: string[]): number {
  const filled = values.filter((v) => v.trim());
  if (filled.length === 0) return 0;
  const share = (re: RegExp) => filled.filter((v) => re.test(v)).length / filled.length;
  switch (field) {
    case 'refDes':
      return share(REFDES_CELL) > 0.7 && filled.some((v) => /[\s,;-]/.test(v.trim()) || /^[A-Z]+\d+$/.test(v.trim())) ? 0.55 : 0;
    case 'unitPrice':
      return share(PRICE_CELL) > 0.7 ? 0.6 : 0;
    case 'quantity':
      return share(INTEGER_CELL) > 0.8 ? 0.45 : 0;
    case 'unit':
      return share(UOM_CELL) > 0.7 ? 0.5 : 0;
    case 'description': {
      const wordy = filled.filter((v) => /[a-z]{3,}\s+\S+/i.test(v)).length / filled.length;
      return wordy > 0.6 ? 0.4 : 0;
    }
    default:
      return 0;
  }
}

function isWordy(values: string[]): boolean {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  if (filled.length < 2) return false;
  const words = filled.reduce((n, v) => n + v.split(/\s+/).length, 0) / filled.length;
  return words >= 2.5;
}

function isSequence(values: string[]): boolean {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  if (filled.length < 2) return false;
  return filled.filter((v) => /^\d{1,4}(\.\d{1,2})?$/.test(v)).length / filled.length > 0.9;
}

/**
 * Detects each column's field from its header (and contents as a fallback); each field goes to the best
 * column only.
 */
export function detectColumns(header: string[], dataRows: string[][]): DetectedColumn[] {
  const candidates: { index: number; field: BomField; score: number }[] = [];
  const width = Math.max(header.length, ...dataRows.slice(0, 50).map((r) => r.length));
  const format = detectFormat(header.map(normalizeHeader));
  for (let index = 0; index < width; index++) {
    const h = header[index] ?? '';
    const values = dataRows.slice(0, 50).map((r) => r[index] ?? '');
    const known = format?.fields[normalizeHeader(h).replace(/[.]/g, '').trim()];
    if (known !== undefined) {
      // A recognised export format says what this column is (or that it feeds nothing, e.g. an item number).
      if (known) candidates.push({ index, field: known, score: 1 });
      continue;
    }
    for (const field of BOM_FIELDS) {
      let score = headerScore(field, h);
      if (score === 0) score = contentScore(field, values);
      // Item/line-number columns (1, 2, 3...) are neither part numbers nor names.
      if ((field === 'partNumber' || field === 'description') && score > 0 && isSequence(values)) score = 0;
      // A "Part" column full of sentences is the name, not the number.
      if (field === 'partNumber' && score > 0 && isWordy(values)) score *= 0.3;
      if (field === 'description' && score < 0.8 && isWordy(values) && /\b(part|item|component)\b/.test(normalizeHeader(h))) score = 0.8;
      else if (field === 'refDes' || field === 'unitPrice' || field === 'quantity') score = Math.min(1, score + contentScore(field, values) * 0.1);
      if (score > 0) candidates.push({ index, field, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const byColumn = new Map<number, { field: BomField; score: number }>();
  const taken = new Set<BomField>();
  for (const c of candidates) {
    if (byColumn.has(c.index) || taken.has(c.field)) continue;
    byColumn.set(c.index, { field: c.field, score: c.score });
    taken.add(c.field);
  }
  const columns: DetectedColumn[] = [];
  for (let index = 0; index < width; index++) {
    const found = byColumn.get(index);
    columns.push({
      index,
      header: (header[index] ?? '').trim() || `Column ${index + 1}`,
      detected: found?.field ?? null,
      confidence: found ? Math.round(found.score * 100) / 100 : 0,
    });
  }
  // Two columns that could hold the quantity ("Qty" and "Sold quantity"): the mapping step asks which.
  const quantities = columns.filter((c) => quantityLike(header[c.index] ?? ''));
  const chosen = columns.find((c) => c.detected === 'quantity');
  if (quantities.length >= 2 && chosen) chosen.quantityCandidates = quantities.map((c) => c.index);
  return columns;
}

export function mappingFromColumns(columns: DetectedColumn[]): Mapping {
  const mapping: Mapping = {};
  for (const c of columns) if (c.detected) mapping[c.detected] = c.index;
  return mapping;
}

/** Identifies a BOM layout: same headers in the same order → same remembered mapping. */
export function headerSignature(header: string[]): string {
  const normalized = header.map(normalizeHeader).join('|').replace(/\|+$/, '');
  return createHash('sha1').update(normalized).digest('hex');
}
