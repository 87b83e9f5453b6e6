import { unitPriceAt } from './comparison.js';

// The CSV export writes through lib/csv (formula neutralising tested there and in test/rfqs/quotes.test.ts).

describe('unitPriceAt', () => {
  it('uses the deepest quantity break reached, else the base price', () => {
    const line = { unitPrice: 10, breaks: [{ minQuantity: 100, unitPrice: 8 }, { minQuantity: 1000, unitPrice: 6 }] };
    expect(unitPriceAt(line, 50)).toBe(10);
    expect(unitPriceAt(line, 100)).toBe(8);
    expect(unitPriceAt(line, 5000)).toBe(6);
    expect(unitPriceAt({ unitPrice: null, breaks: [] }, 5)).toBeNull();
  });
});
