/** The buy list of a classified BOM: standard lines grouped by the supplier the BOM itself names. */
import type { Principal } from '../../lib/auth.js';
import { listLines } from './service.js';
import { neutraliseFormula } from '../../lib/csv.js';
import type { LineView } from './views.js';
import type { LineKind } from './classify.js';
import { BOUGHT_KINDS } from './line-kinds.js';

export interface BuyListItem {
  lineId: string;
  lineNo: number;
  name: string;
  partNumber: string;
  mpn: string;
  supplierPn: string;
  quantity: number | null;
  unit: string;
  unitPrice: number | null;
  total: number | null;
  link: string;
}

export interface BuyListGroup {
  supplier: string;
  items: BuyListItem[];
  total: number | null;
}

/** The supplier a line is bought from: the BOM's supplier column, else the shop its link points to. */
export function supplierOf(line: Pick<LineView, 'supplier' | 'link'>): string {
  if (line.supplier.trim() && !/^https?:/i.test(line.supplier)) return line.supplier.trim();
  const url = (/^https?:/i.test(line.supplier) ? line.supplier : line.link).match(/^https?:\/\/(?:www\.|us\.|m\.)?([^/\s?#]+)/i);
  return url ? url[1]!.toLowerCase() : 'No supplier given';
}

/** Bought lines (standard parts, raw stock, consumables) that are to be fitted, grouped by supplier (largest spend first), with totals from the file. */
export function buildBuyList(lines: LineView[]): { groups: BuyListGroup[]; total: number | null; lines: number } {
  const groups = new Map<string, BuyListGroup>();
  for (const l of lines) {
    if (!BOUGHT_KINDS.has(l.kind as LineKind) || l.dnp || l.alternateOf !== null) continue;
    const supplier = supplierOf(l);
    const group = groups.get(supplier) ?? { supplier, items: [], total: null };
    const total = l.unitPrice !== null && l.quantity !== null ? Math.round(l.unitPrice * l.quantity * 100) / 100 : null;
    group.items.push({
      lineId: l.id,
      lineNo: l.lineNo,
      name: l.displayName || l.partNumber || l.mpn,
      partNumber: l.partNumber,
      mpn: l.mpn,
      supplierPn: l.supplierPn,
      quantity: l.quantity,
      unit: l.unit,
      unitPrice: l.unitPrice,
      total,
      link: /^https?:/i.test(l.link) ? l.link : /^https?:/i.test(l.supplier) ? l.supplier : '',
    });
    if (total !== null) group.total = Math.round(((group.total ?? 0) + total) * 100) / 100;
    groups.set(supplier, group);
  }
  const sorted = [...groups.values()].sort((a, b) => (b.total ?? -1) - (a.total ?? -1) || a.supplier.localeCompare(b.supplier));
  const priced = sorted.filter((g) => g.total !== null);
  return {
    groups: sorted,
    total: priced.length ? Math.round(priced.reduce((n, g) => n + g.total!, 0) * 100) / 100 : null,
    lines: sorted.reduce((n, g) => n + g.items.length, 0),
  };
}

export async function buyList(principal: Principal, id: string) {
  return buildBuyList(await listLines(principal, id, {}));
}

export const BUY_LIST_HEADER = ['Supplier', 'Line', 'Item', 'Part Number', 'MPN', 'Supplier PN', 'Quantity', 'Unit', 'Unit Price', 'Total', 'Link'];

export function buyListRows(list: ReturnType<typeof buildBuyList>): (string | number)[][] {
  return list.groups.flatMap((g) =>
    g.items.map((i) =>
      [g.supplier, i.lineNo, i.name, i.partNumber, i.mpn, i.supplierPn, i.quantity ?? '', i.unit, i.unitPrice ?? '', i.total ?? '', i.link].map((v) =>
        typeof v === 'string' ? neutraliseFormula(v) : v,
      ),
    ),
  );
}
