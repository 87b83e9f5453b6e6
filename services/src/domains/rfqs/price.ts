import type { QuoteLineDoc } from './quote-model.js';

/** The unit price that applies at a quantity: the deepest quantity break reached, else the base unit price. */
export function unitPriceAt(line: Pick<QuoteLineDoc, 'unitPrice' | 'breaks'>, quantity: number): number | null {
  if (line.unitPrice == null) return null;
  let price = line.unitPrice;
  for (const b of line.breaks ?? []) if (b.minQuantity <= quantity) price = b.unitPrice;
  return price;
}
