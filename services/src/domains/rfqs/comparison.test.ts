import { csvCell, unitPriceAt } from './comparison.js';

describe('unitPriceAt', () => {
  it('uses the deepest quantity break reached, else the base price', () => {
    const line = { unitPrice: 10, breaks: [{ minQuantity: 100, unitPrice: 8 }, { minQuantity: 1000, unitPrice: 6 }] };
    expect(unitPriceAt(line, 50)).toBe(10);
    expect(unitPriceAt(line, 100)).toBe(8);
    expect(unitPriceAt(line, 5000)).toBe(6);
    expect(unitPriceAt({ unitPrice: null, breaks: [] }, 5)).toBeNull();
  });
});

describe('csvCell', () => {
  it('neutralises formulas and quotes separators', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
