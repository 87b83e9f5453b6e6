import ExcelJS from 'exceljs';
import { classifyTable, type ClassifiedLine } from './analyse.js';
import { headerSignature } from './columns.js';
import { choicesOn, holdsBom } from './workbook.js';

async function workbook(sheets: Record<string, string[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('whole workbooks', () => {
  it('reads every sheet that holds a BOM in one upload, each line tagged with its sheet', async () => {
    const buffer = await workbook({
      'Printed parts': [['Name', 'Qty'], ['Tube holder', '2'], ['Box corner stand', '4']],
      Electronics: [['Reference', 'Value', 'Qty', 'Description'], ['R1', '10k', '1', 'Resistor 0603']],
      'Revision history': [['Rev', 'Date', 'Description'], ['A', '2026-01-01', 'Initial release']],
      Hardware: [['Part', 'Quantity', 'Supplier'], ['M3x10 screw', '20', 'McMaster-Carr']],
    });
    const lines: ClassifiedLine[] = [];
    const outcome = await classifyTable(
      {
        buffer,
        fileName: 'robot.xlsx',
        fileType: 'xlsx',
        sheet: 'Printed parts',
        mapping: { description: 0, quantity: 1 },
        corrections: [],
        chunkLines: 2,
        extraSheets: ['Printed parts', 'Electronics', 'Revision history', 'Hardware'],
        rememberedMappings: { [headerSignature(['Part', 'Quantity', 'Supplier'])]: { description: 0, quantity: 1, supplier: 2 } },
      },
      (chunk) => lines.push(...chunk),
    );
    expect(outcome.total).toBe(4);
    expect(lines.map((l) => [l.sheet, l.displayName, l.kind])).toEqual([
      ['Printed parts', 'Tube holder', 'custom'],
      ['Printed parts', 'Box corner stand', 'custom'],
      ['Electronics', 'Resistor 0603', 'standard'],
      ['Hardware', 'M3x10 screw', 'standard'],
    ]);
    expect(lines[0]!.process?.slug).toBe('3d-printing');
    expect(lines[0]!.evidence.join(' ')).toContain('sheet "Printed parts" (printed)');
    expect(lines[3]!.supplier).toBe('McMaster-Carr');
  });

  it('leaves out sheets of notes or with nothing that names and counts parts', () => {
    expect(holdsBom('Revision history', { description: 2, quantity: 0 })).toBe(false);
    expect(holdsBom('Sheet2', { description: 0 })).toBe(false);
    expect(holdsBom('Fasteners', { partNumber: 0, quantity: 1 })).toBe(true);
  });

  it('lists the rows that are not parts of every sheet read, each with its sheet, and honours the user\'s moves', async () => {
    const buffer = await workbook({
      Machined: [['Name', 'Qty'], ['MACHINED PARTS', 'MACHINED PARTS'], ['Top plate', '1'], ['Base plate', '1'], ['Total', '2']],
      Hardware: [['Part', 'Quantity'], ['M3x10 screw', '20'], ['Shipping estimate', '1'], ['Total', '21']],
    });
    const read = async (rowChoices: { sheet: string; lineNo: number; part: boolean }[]) => {
      const lines: ClassifiedLine[] = [];
      const outcome = await classifyTable(
        { buffer, fileName: 'w.xlsx', fileType: 'xlsx', sheet: 'Machined', mapping: { description: 0, quantity: 1 }, corrections: [], chunkLines: 10, extraSheets: ['Machined', 'Hardware'], rowChoices },
        (chunk) => lines.push(...chunk),
      );
      return { lines, skipped: outcome.summary.skipped };
    };
    const first = await read([]);
    expect(first.skipped.map((r) => [r.sheet, r.lineNo, r.reason])).toEqual([
      ['Machined', 2, 'section title'],
      ['Machined', 5, 'subtotal'],
      ['Hardware', 4, 'subtotal'],
    ]);
    // The section title is context for the lines under it, not a line.
    expect(first.lines.map((l) => [l.sheet, l.lineNo])).toEqual([['Machined', 3], ['Machined', 4], ['Hardware', 2], ['Hardware', 3]]);
    // Moving a line out and a row back in: row numbers are per sheet.
    const second = await read([{ sheet: 'Hardware', lineNo: 3, part: false }, { sheet: 'Machined', lineNo: 5, part: true }]);
    expect(second.lines.map((l) => [l.sheet, l.lineNo])).toEqual([['Machined', 3], ['Machined', 4], ['Machined', 5], ['Hardware', 2]]);
    expect(second.skipped.find((r) => r.sheet === 'Hardware' && r.lineNo === 3)?.reason).toBe('marked not a part');
  });

  it('takes the latest choice for a row, after a restore of the older kind', () => {
    expect(choicesOn('A', [{ sheet: 'A', lineNo: 4, part: false }, { sheet: 'B', lineNo: 5, part: false }], [4, 7])).toEqual({ restored: [7], excluded: [4] });
    expect(choicesOn('A', [{ sheet: 'A', lineNo: 4, part: false }, { sheet: 'A', lineNo: 4, part: true }])).toEqual({ restored: [4], excluded: [] });
  });
});
