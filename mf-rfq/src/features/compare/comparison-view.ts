import type { Comparison } from '@forge/shell-sdk';

export type OfferSort = 'price' | 'lead-time' | 'supplier';

export interface ComparisonFilter {
  sort: OfferSort;
  /** Only this supplier's offers and no-quotes ('' = everyone). */
  supplierId: string;
  /** Hide lines nobody priced. */
  quotedOnly: boolean;
}

type Line = Comparison['lines'][number];

/** The lines as the buyer asked to see them: offers sorted, filtered by supplier, unquoted lines hidden on request. */
export function viewLines(comparison: Comparison, filter: ComparisonFilter): Line[] {
  const order: Record<OfferSort, (a: Line['offers'][number], b: Line['offers'][number]) => number> = {
    price: (a, b) => a.unitPrice - b.unitPrice || a.leadTimeDays - b.leadTimeDays,
    'lead-time': (a, b) => a.leadTimeDays - b.leadTimeDays || a.unitPrice - b.unitPrice,
    supplier: (a, b) => a.supplierName.localeCompare(b.supplierName),
  };
  return comparison.lines
    .map((line) => ({
      ...line,
      offers: line.offers.filter((o) => !filter.supplierId || o.supplierId === filter.supplierId).sort(order[filter.sort]),
      declines: line.declines.filter((d) => !filter.supplierId || d.supplierId === filter.supplierId),
    }))
    .filter((line) => !filter.quotedOnly || line.offers.length > 0);
}

/** The split the award form starts from: each quoted line to its lowest price (ties: faster lead time). */
export function cheapestSplit(comparison: Comparison): Record<string, string> {
  const picks: Record<string, string> = {};
  for (const line of comparison.lines) {
    const best = [...line.offers].sort((a, b) => a.unitPrice - b.unitPrice || a.leadTimeDays - b.leadTimeDays)[0];
    if (best) picks[line.lineId] = best.supplierId;
  }
  return picks;
}

/** Suppliers an award may go to: those whose latest revision priced at least one line (a no-quote or no answer: none). */
export function awardableSupplierIds(comparison: Comparison): Set<string> {
  return new Set(comparison.suppliers.filter((s) => s.quotedLines > 0 && !s.declinedAll).map((s) => s.supplierId));
}
