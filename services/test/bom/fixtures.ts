import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** A messy CSV (lineNo = spreadsheet row; the multi-line cell is one row): title rows above the header, multi-line quoted cells, $ prices, ref-des lists, subtotal, Windows-1252. */
export const MESSY_CSV_TEXT = [
  '"Widget Co. — Bill of Materials",,,,,,,,',
  '"Project: Conveyor Controller Rev C",,,,,,,,',
  ',,,,,,,,',
  '"Item #","Part No.","Description","Qty","Ref Des","Manufacturer","Mfr Part Number","Unit Cost","Material"',
  '1,WC-100-01,"Main controller PCBA, 4-layer, ENIG",1,,In-house,,"$48.00",',
  '2,,"RES 10K 1% 0603",4,"R1 R2 R5 R7",Yageo,RC0603FR-0710KL,$0.01,',
  '3,,"CAP CER 100nF 50V X7R 0603",4,C1-C4,Murata,GRM188R71H104KA93D,$0.02,',
  '4,WC-200-03,"Enclosure, sheet metal',
  '16 ga, bent, powder coat",1,,,,"$1,250.00","CRS 16ga"',
  ',,,,,,,,',
  '5,WC-300-01,"Motor mount, machined, ""L"" shape",2,,,,$85.50,6061-T6',
  '6,,"Screw, SHCS M4 x 12, A2 stainless",8,,McMaster-Carr,91292A126,$0.15,',
  ',,"Subtotal",,,,,"$1,470.32",',
  '7,WC-400-02,"Ø20 shaft – precision ground",1,,,,$40,4140',
].join('\r\n');

export const MESSY_CSV = iconv.encode(MESSY_CSV_TEXT, 'win1252');

export const MESSY_CSV_EXPECTED = [
  { lineNo: 5, partNumber: 'WC-100-01', kind: 'custom', process: 'pcb-assembly', quantity: 1, unitPrice: 48 },
  { lineNo: 6, partNumber: '', kind: 'standard', standardCategory: 'passives', quantity: 4, refDes: ['R1', 'R2', 'R5', 'R7'], unitPrice: 0.01 },
  { lineNo: 7, partNumber: '', kind: 'standard', standardCategory: 'passives', quantity: 4, refDes: ['C1', 'C2', 'C3', 'C4'], unitPrice: 0.02 },
  { lineNo: 8, partNumber: 'WC-200-03', kind: 'custom', process: 'sheet-metal-fabrication', quantity: 1, unitPrice: 1250, description: 'Enclosure, sheet metal 16 ga, bent, powder coat' },
  { lineNo: 10, partNumber: 'WC-300-01', kind: 'custom', process: 'cnc-machining', quantity: 2, unitPrice: 85.5, description: 'Motor mount, machined, "L" shape' },
  { lineNo: 11, partNumber: '', kind: 'standard', standardCategory: 'fasteners', quantity: 8, unitPrice: 0.15, mpn: '91292A126' },
  { lineNo: 13, partNumber: 'WC-400-02', kind: 'custom', process: 'cnc-machining', quantity: 1, unitPrice: 40, description: 'Ø20 shaft – precision ground' },
];

/** TSV, UTF-8 with BOM, odd headers (P/N, Desc., Qty/Assy, Process, Notes). */
export const TSV_WITH_BOM = Buffer.concat([
  Buffer.from([0xef, 0xbb, 0xbf]),
  Buffer.from(
    [
      'P/N\tDesc.\tQty/Assy\tProcess\tNotes',
      'BR-77 Rev B\tMounting bracket\t2\tLaser cut\tdeburr edges',
      'HS-01\tHousing, ABS\t1 pcs\tInjection molded\tcolor black',
      'KN-5\tKnob cap\t3\t3D print\tSLA resin',
      '\t\t\t\t',
      'FT-9\tM3 heat-set insert\t16\tBuy\t',
    ].join('\n'),
  ),
]);

export const TSV_EXPECTED = [
  { partNumber: 'BR-77', revision: 'B', kind: 'custom', process: 'laser-cutting', quantity: 2 },
  { partNumber: 'HS-01', kind: 'custom', process: 'injection-molding', quantity: 1 },
  { partNumber: 'KN-5', kind: 'custom', process: '3d-printing', quantity: 3 },
  { partNumber: 'FT-9', kind: 'standard', quantity: 16 },
];

/** An XLSX with two sheets: numbers, currency formats, formulas, rich text and wrapped multi-line cells. */
export async function buildWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const mech = workbook.addWorksheet('Mechanical');
  mech.addRow(['Frame assembly BOM']);
  mech.addRow([]);
  mech.addRow(['Part Number', 'Part Name', 'Quantity', 'Material', 'Finish', 'Price']);
  mech.addRow(['FR-001', 'Base frame weldment', 1, 'A36 steel', 'Powder coat', 420]);
  mech.addRow(['FR-002', { richText: [{ text: 'Side ' }, { text: 'panel', font: { bold: true } }] }, { formula: '2*2', result: 4 }, '5052-H32', 'Anodize', 35.5]);
  mech.addRow(['FR-003', 'Caster, 3" swivel\nwith brake', 4, '', '', 12.25]);
  mech.getColumn(6).numFmt = '$#,##0.00';
  mech.getCell('B6').alignment = { wrapText: true };
  const elec = workbook.addWorksheet('Electrical');
  elec.addRow(['Designator', 'Comment', 'Footprint', 'Quantity', 'Manufacturer', 'Manufacturer Part Number']);
  elec.addRow(['U1', 'STM32F103C8T6 MCU', 'LQFP-48', 1, 'STMicroelectronics', 'STM32F103C8T6']);
  elec.addRow(['J1, J2', 'USB-C receptacle', 'USB_C', 2, 'GCT', 'USB4105-GF-A']);
  elec.addRow(['D1-D3', 'LED green 0603', '0603', 3, 'Lite-On', 'LTST-C191KGKT']);
  elec.addRow(['PCB1', 'Bare PCB 2 layer FR4 1.6mm', '', 1, 'JLCPCB', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_MECH_EXPECTED = [
  { partNumber: 'FR-001', kind: 'custom', process: 'welding-fabrication', quantity: 1, unitPrice: 420 },
  { partNumber: 'FR-002', description: 'Side panel', kind: 'custom', process: 'sheet-metal-fabrication', quantity: 4, unitPrice: 35.5 },
  { partNumber: 'FR-003', description: 'Caster, 3" swivel with brake', kind: 'standard', quantity: 4, unitPrice: 12.25 },
];

export const XLSX_ELEC_EXPECTED = [
  { refDes: ['U1'], kind: 'standard', standardCategory: 'semiconductors' },
  { refDes: ['J1', 'J2'], kind: 'standard', standardCategory: 'connectors', quantity: 2 },
  { refDes: ['D1', 'D2', 'D3'], kind: 'standard', standardCategory: 'semiconductors', quantity: 3 },
  { refDes: ['PCB1'], kind: 'custom', process: 'pcb-fabrication' },
];

/** n generated lines of a mixed BOM, for limits, resilience and benchmarks. */
export function generatedCsv(lines: number, prefix = 'GEN'): string {
  const kinds = [
    (i: number) => `${prefix}-${i},"Bracket ${i}, laser cut, 14 ga",2,CRS,$${(i % 50) + 1}.25`,
    (i: number) => `${prefix}-${i},"RES ${i % 90 + 10}K 1% 0603",10,,$0.01`,
    (i: number) => `${prefix}-${i},"Shaft ${i}, machined",1,303 stainless,$45.00`,
    (i: number) => `${prefix}-${i},"Screw M3 x ${(i % 20) + 4} SHCS",8,,$0.10`,
    (i: number) => `${prefix}-${i},"Housing ${i}, injection molded",1,ABS,$3.20`,
  ];
  const rows = ['Part Number,Description,Qty,Material,Unit Price'];
  for (let i = 1; i <= lines; i++) rows.push(kinds[i % kinds.length]!(i));
  return rows.join('\n');
}

/**
 * A large, realistic XLSX (title rows, 13 columns, every line distinct) for the reading-thread tests: reading it
 * takes exceljs seconds of CPU and hundreds of MB of heap.
 */
export async function buildLargeWorkbook(lines: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('BOM');
  sheet.addRow(['Large assembly BOM']);
  sheet.addRow([]);
  sheet.addRow(['Item', 'Part Number', 'Description', 'Qty', 'Unit', 'Material', 'Finish', 'Manufacturer', 'MPN', 'Ref Des', 'Unit Price', 'Notes', 'Trace code']);
  const kinds = [
    (i: number) => [`LB-${i}`, `Bracket ${i}, laser cut and bent, 14 ga`, 2, 'ea', 'CRS', 'Powder coat', '', '', '', 12.5 + (i % 40), `deburr all edges ${i}`],
    (i: number) => ['', `RES ${(i % 97) + 1}K 1% 0603 thick film`, 4, 'ea', '', '', 'Yageo', `RC0603FR-07${i}L`, `R${i} R${i + 1}`, 0.01, ''],
    (i: number) => [`LS-${i}`, `Shaft ${i}, machined, h7 ground`, 1, 'ea', '303 stainless', 'Passivate', '', '', '', 45 + (i % 9), `inspect ${i}`],
    (i: number) => [`9129${i % 10}A${100 + (i % 800)}-${i}`, `Socket head cap screw M${(i % 5) + 2} x ${(i % 40) + 4}`, 8, 'ea', '18-8 SS', '', 'McMaster-Carr', `91290A${i}`, '', 0.12, ''],
    (i: number) => [`LH-${i}`, `Housing ${i} top, injection molded`, 1, 'ea', 'PC/ABS', 'Texture MT-11010', '', '', '', 3.2, `tool ${i % 7}`],
  ];
  for (let i = 1; i <= lines; i++) {
    // A traceability code per line (hex, barely compressible) gives the file a realistic size.
    const trace = createHash('sha256').update(`line ${i}`).digest('hex');
    sheet.addRow([i, ...kinds[i % kinds.length]!(i), trace]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV near the 10 MB limit (long quoted notes on every line): decoding and splitting it is one synchronous pass. */
export function largeCsv(lines: number): string {
  const rows = ['Part Number,Description,Qty,Material,Unit Price,Notes'];
  for (let i = 1; i <= lines; i++) {
    const trace = createHash('sha256').update(`csv ${i}`).digest('hex');
    rows.push(`LC-${i},"Bracket ${i}, laser cut, 14 ga",2,CRS,$${(i % 50) + 1}.25,"${`${trace} `.repeat(6)}, deburr, ""break"" edges"`);
  }
  return rows.join('\r\n');
}

/** A small BOM: two custom parts (a laser-cut bracket, a turned shaft) and one standard screw. */
export const THREE_LINE_BOM_CSV = [
  'Part Number,Description,Qty,Material',
  'BRK-100,Laser cut mounting bracket,4,Steel',
  'SCR-M3-8,M3x8 socket head cap screw,16,Stainless steel',
  'SHF-220,CNC turned drive shaft,2,4140 steel',
].join('\n');
