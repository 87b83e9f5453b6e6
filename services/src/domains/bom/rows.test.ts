import { classifyLine } from './classify.js';
import { detectColumns, mappingFromColumns } from './columns.js';
import { normalizeRow } from './normalize.js';
import { analyseRows } from './table.js';

const kicad = [
  ['Id', 'Designator', 'Package', 'Quantity', 'Designation', 'Supplier and ref'],
  ['1', 'C2,C4,C7', 'C_0603', '3', '10nF', ''],
  ['2', 'R1,R2', 'R_0603', '2', '4.7k', ''],
  ['3', 'U1', 'SOIC-8', '1', 'NE555', 'Digi-Key 296-1411-5-ND'],
];

describe('every row accounted for', () => {
  it('keeps value-only rows as lines and lists blank, subtotal, repeated-header and section rows as skipped', () => {
    const rows = [
      ['Part', 'Description', 'Qty', 'Supplier'],
      ['Mechanical', '', '', ''],
      ['P-1', 'Side plate', '2', 'SendCutSend'],
      ['', '', '', ''],
      ['Part', 'Description', 'Qty', 'Supplier'],
      ['P-2', 'M3x10 screw', '8', 'McMaster-Carr'],
      ['Total', '', '10', ''],
      ['', '', '', ''],
    ];
    const sheet = analyseRows(rows, 'bom.csv');
    expect(sheet.dataRows.map((r) => r.lineNo)).toEqual([3, 6]);
    expect(sheet.skipped.map((s) => [s.lineNo, s.reason])).toEqual([
      [2, 'section title'],
      [4, 'blank'],
      [5, 'repeated header'],
      [7, 'subtotal'],
    ]);
    const restored = analyseRows(rows, 'bom.csv', [2]);
    expect(restored.dataRows.map((r) => r.lineNo)).toEqual([2, 3, 6]);
  });

  it('names a line without a description from its ref des, value and footprint, and flags quantity mismatches', () => {
    const sheet = analyseRows(kicad, 'kicad.csv');
    const mapping = mappingFromColumns(sheet.columns);
    expect(mapping).toMatchObject({ refDes: 1, footprint: 2, quantity: 3 });
    const line = normalizeRow(2, ['1', 'C2,C4,C7,C9,C11', 'C_0603', '3', '10nF', ''], { ...mapping, value: 4 }, sheet.header);
    expect(line.displayName).toBe('Capacitor 10 nF C_0603, C2 C4 C7 C9 …');
    expect(line.quantityWarning).toBe('quantity 3 but 5 reference designators');
    expect(classifyLine(line).kind).toBe('standard');
  });

  it('keeps unmapped columns as attributes and marks DNP lines', () => {
    const header = ['Ref', 'Value', 'Fitted', 'Shelf'];
    const mapping = mappingFromColumns(detectColumns(header, [['R1', '10k', 'no', 'B4']]));
    expect(mapping).toMatchObject({ refDes: 0, value: 1, dnp: 2 });
    const line = normalizeRow(2, ['R1', '10k', 'no', 'B4'], mapping, header);
    expect(line.dnp).toBe(true);
    expect(line.attributes).toEqual({ Shelf: 'B4' });
  });
});

describe('evidence from every column', () => {
  const header = ['Name', 'Qty', 'Supplier', 'Link', 'Supplier PN'];
  const mapping = mappingFromColumns(detectColumns(header, [['Control Board', '1', 'JLCPCB', 'https://jlcpcb.com', '']]));
  const classify = (cells: string[]) => classifyLine(normalizeRow(2, cells, mapping, header));

  it('maps supplier, link and supplier part number columns', () => {
    expect(mapping).toEqual({ description: 0, quantity: 1, supplier: 2, link: 3, supplierPn: 4 });
  });

  it('reads made-to-order services as custom with their process, naming the column', () => {
    const board = classify(['Control Board', '1', 'JLCPCB', '', '']);
    expect(board.kind).toBe('custom');
    expect(board.process?.slug).toBe('pcb-fabrication');
    expect(board.evidence.join(' ')).toContain('supplier: JLCPCB');
    const plate = classify(['Top plate', '2', '', 'https://sendcutsend.com/materials', '']);
    expect(plate.process?.slug).toBe('laser-cutting');
    expect(plate.evidence.join(' ')).toContain('link:');
  });

  it('reads catalogue sellers and supplier part-number formats as standard', () => {
    const screw = classify(['Shoulder bolt', '4', 'McMaster-Carr', '', '92949A144']);
    expect(screw.kind).toBe('standard');
    expect(screw.evidence.join(' ')).toMatch(/supplier part number: 92949A144 \(McMaster-Carr/);
    expect(classify(['Regulator', '1', '', '', '296-1411-5-ND']).evidence.join(' ')).toContain('Digi-Key part number');
  });

  it('reads file references in any column', () => {
    const holder = classify(['Battery Holder', '1', '', 'battery_holder.stl', '']);
    expect(holder.kind).toBe('custom');
    expect(holder.process?.slug).toBe('3d-printing');
  });
});
