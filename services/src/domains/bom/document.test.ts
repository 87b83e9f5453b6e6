import { classifyLine } from './classify.js';
import { detectColumns, mappingFromColumns } from './columns.js';
import { normalizeRow } from './normalize.js';
import { analyseRows } from './table.js';

/** Reads a table the way an upload is read and classifies each line with its sheet and section. */
function read(rows: string[][], sheet = '') {
  const table = analyseRows(rows, 'bom.csv');
  const mapping = mappingFromColumns(table.columns);
  return {
    table,
    mapping,
    lines: table.dataRows.map((r) => {
      const line = normalizeRow(r.lineNo, r.cells, mapping, table.header);
      return { line, section: r.section, result: classifyLine(line, { sheet, section: r.section }) };
    }),
  };
}

describe('document context as evidence', () => {
  it('keeps section rows as context, not lines, and weighs them in the line\u2019s why', () => {
    const { table, lines } = read([
      ['Item', 'Qty', 'Notes'],
      ['Printed parts', '', ''],
      ['box corner stand', '4', 'PETG'],
      ['Electronics', '', ''],
      ['Arduino Nano', '1', ''],
    ]);
    expect(table.skipped.map((s) => [s.lineNo, s.reason])).toEqual([
      [2, 'section title'],
      [4, 'section title'],
    ]);
    expect(lines[0]!.section).toBe('Printed parts');
    expect(lines[0]!.result.kind).toBe('custom');
    expect(lines[0]!.result.process?.slug).toBe('3d-printing');
    expect(lines[0]!.result.evidence.join(' ')).toContain('section "Printed parts" (printed)');
    expect(lines[1]!.result.kind).toBe('standard');
  });

  it('reads a merged section title and the sheet name', () => {
    const { table, lines } = read(
      [
        ['Name', 'Qty', 'Material'],
        ['Machined parts', 'Machined parts', 'Machined parts'],
        ['Spindle nose', '1', ''],
      ],
      'Sheet1',
    );
    expect(table.skipped[0]).toMatchObject({ lineNo: 2, reason: 'section title' });
    expect(lines[0]!.result.process?.slug).toBe('cnc-machining');
    const onSheet = classifyLine(normalizeRow(2, ['Tube holder', '1'], { description: 0, quantity: 1 }), { sheet: '3D printed parts' });
    expect(onSheet.evidence.join(' ')).toContain('sheet "3D printed parts" (printed)');
  });

  it('reads markers in any cell and make/buy or source columns', () => {
    const header = ['Name', 'Qty', 'Remarks', 'Made by'];
    const mapping = mappingFromColumns(detectColumns(header, [['Gear cover', '1', '', 'us']]));
    expect(mapping.makeBuy).toBe(3);
    const marked = classifyLine(normalizeRow(2, ['Gear cover', '1', '(custom ordered)', ''], mapping, header));
    expect(marked.kind).toBe('custom');
    expect(marked.evidence.join(' ')).toMatch(/marker \(custom ordered\)/);
    const ours = classifyLine(normalizeRow(2, ['Axle', '1', '', 'us'], mapping, header));
    expect(ours.kind).toBe('custom');
    const weMake = ['Part', 'Qty', 'We make'];
    const yes = normalizeRow(2, ['Lid', '1', 'yes'], mappingFromColumns(detectColumns(weMake, [['Lid', '1', 'yes']])), weMake);
    expect(yes.makeBuy).toBe('make');
  });
});

describe('column roles', () => {
  it('keeps the needed quantity when a pack-size column is there, and asks which is the quantity', () => {
    const header = ['Description', 'Qty', 'Sold quantity', 'Price'];
    const columns = detectColumns(header, [['M3 screw', '8', '100', '$4.00']]);
    expect(mappingFromColumns(columns).quantity).toBe(1);
    expect(columns[1]!.quantityCandidates).toEqual([1, 2]);
    expect(mappingFromColumns(detectColumns(['Description', 'Pack qty', 'Quantity'], [['Nut', '50', '4']])).quantity).toBe(2);
  });

  it('does not read Variant as do-not-populate nor Preference as reference designators', () => {
    const mapping = mappingFromColumns(detectColumns(['Part', 'Variant', 'Preference', 'Qty'], [['NE555', 'A', 'primary', '1']]));
    expect(mapping.dnp).toBeUndefined();
    expect(mapping.refDes).toBeUndefined();
  });

  it('keeps the text of a Description / Link column for the classifier and maps misspelt headers', () => {
    const header = ['Description / Link', 'Qty', 'Manufactuer'];
    const mapping = mappingFromColumns(detectColumns(header, [['x', '1', 'y']]));
    expect(mapping).toMatchObject({ description: 0, quantity: 1, manufacturer: 2 });
    const line = normalizeRow(2, ['Motor mounting plate https://example.com/plate', '1', ''], mapping, header);
    expect(line.description).toBe('Motor mounting plate');
    expect(line.link).toBe('https://example.com/plate');
    expect(classifyLine(line).evidence.join(' ')).toContain('head noun: "mounting plate"');
  });
});

describe('table structure', () => {
  it('reads a sheet without a header from row 1, with its UOM column', () => {
    const { table, lines } = read([
      ['Motor bracket', '2', 'pcs'],
      ['Aluminium tube 20 mm', '3', 'm'],
      ['Wire 22 AWG', '10', 'ft'],
    ]);
    expect(table.dataRows.map((r) => r.lineNo)).toEqual([1, 2, 3]);
    expect(lines.map((l) => [l.line.description, l.line.quantity, l.line.unit])).toEqual([
      ['Motor bracket', 2, 'ea'],
      ['Aluminium tube 20 mm', 3, 'm'],
      ['Wire 22 AWG', 10, 'ft'],
    ]);
  });

  it('lists totals, gross/net rows and notes after the total as not parts, and keeps a name-only part row', () => {
    const { table } = read([
      ['Description', 'Qty', 'Price', 'Supplier'],
      ['Side plate', '2', '$10', 'SendCutSend'],
      ['Pen', '', '', ''],
      ['Subtotal', '', '$20', ''],
      ['Gross', '', '$24', ''],
      ['Total', '', '$24', ''],
      ['Prices from March, shipping not included', '', '', ''],
    ]);
    expect(read([['Item', 'Unit', 'Price', 'Total'], ['Motor', '1', '5', '5'], ['', '', '', '0'], ['Gear', '1', '2', '2']]).table.skipped).toEqual([
      { lineNo: 3, reason: 'zeros only', text: '0' },
    ]);
    expect(table.dataRows.map((r) => r.lineNo)).toEqual([2, 3]);
    expect(table.skipped.map((s) => [s.lineNo, s.reason])).toEqual([
      [4, 'subtotal'],
      [5, 'subtotal'],
      [6, 'subtotal'],
      [7, 'note after the total'],
    ]);
  });
});
