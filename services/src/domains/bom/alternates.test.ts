import { classifyTable } from './analyse.js';
import { linkAlternates } from './alternates.js';
import { detectColumns, mappingFromColumns } from './columns.js';
import { normalizeRow } from './normalize.js';

const header = ['Description', 'Qty', 'Preference'];
const rows = [
  ['LM7805 regulator', '1', 'primary'],
  ['L7805CV regulator', '1', 'alternate'],
  ['10k resistor 0603', '4', ''],
  ['Motor bracket', '2', 'Primary'],
  ['Motor bracket (alt vendor)', '2', 'Alt'],
];

describe('alternates attached to their primary', () => {
  it('reads a Preference column as primary / alternate, not as reference designators', () => {
    const mapping = mappingFromColumns(detectColumns(header, rows));
    expect(mapping.refDes).toBeUndefined();
    const lines = rows.map((cells, i) => normalizeRow(i + 2, cells, mapping, header));
    expect(linkAlternates(lines)).toEqual([null, 2, null, null, 5]);
  });

  it('keeps alternates as lines with their primary and leaves them out of the sourcing split', async () => {
    const csv = [header, ...rows].map((r) => r.join(',')).join('\n');
    const mapping = mappingFromColumns(detectColumns(header, rows));
    const seen: { lineNo: number; alternateOf: number | null }[] = [];
    const { summary } = await classifyTable(
      { buffer: Buffer.from(csv), fileName: 'bom.csv', fileType: 'csv', sheet: null, mapping, corrections: [], chunkLines: 10 },
      (chunk) => seen.push(...chunk.map((l) => ({ lineNo: l.lineNo, alternateOf: l.alternateOf }))),
    );
    expect(seen).toEqual([
      { lineNo: 2, alternateOf: null },
      { lineNo: 3, alternateOf: 2 },
      { lineNo: 4, alternateOf: null },
      { lineNo: 5, alternateOf: null },
      { lineNo: 6, alternateOf: 5 },
    ]);
    expect(summary.alternates).toBe(2);
    expect(summary.toQuote + summary.toBuy + summary.toReview + summary.notParts).toBe(3);
  });
});
