/** BOM files written the way each tool exports them (header names, delimiters, quoting), made here for tests. */
export interface FormatCase {
  name: string;
  file: string;
  content: string;
  format: string;
  mapping: Record<string, number>;
  /** Expected lines in file order (a subset of fields). */
  lines: Record<string, unknown>[];
  skipped?: { lineNo: number; reason: string }[];
}

export const FORMAT_CASES: FormatCase[] = [
  {
    name: 'KiCad schematic BOM (current exporter) with value-only rows, DNP rows and a quoted multi-line note',
    file: 'sensor-kicad.csv',
    content: [
      '"Reference","Value","Datasheet","Footprint","Qty","DNP","Notes"',
      '"C2,C4,C7","10nF","~","Capacitor_SMD:C_0603_1608Metric","3","",""',
      '"R1,R2,R3,R4","4.7k","~","Resistor_SMD:R_0603_1608Metric","4","",""',
      '"R9","1k","~","Resistor_SMD:R_0603_1608Metric","1","DNP","fit only for\nthe 5 V variant"',
      '"U1","STM32F103C8T6","https://www.st.com/resource/en/datasheet/stm32f103c8.pdf","Package_QFP:LQFP-48_7x7mm_P0.5mm","1","",""',
      '"J1,J2","Conn_01x04","~","Connector_JST:JST_PH_B4B-PH-K_1x04_P2.00mm_Vertical","3","",""',
      '',
    ].join('\r\n'),
    format: 'KiCad (schematic BOM)',
    mapping: { refDes: 0, value: 1, datasheet: 2, footprint: 3, quantity: 4, dnp: 5, notes: 6 },
    lines: [
      { lineNo: 2, displayName: 'Capacitor 10 nF Capacitor_SMD:C_0603_1608Metric, C2 C4 C7', kind: 'standard', quantity: 3, dnp: false },
      { lineNo: 3, value: '4.7k', kind: 'standard', quantity: 4 },
      { lineNo: 4, dnp: true, notes: 'fit only for the 5 V variant' },
      { lineNo: 5, value: 'STM32F103C8T6', kind: 'standard', standardCategory: 'semiconductors' },
      { lineNo: 6, quantity: 3, quantityWarning: 'quantity 3 but 2 reference designators' },
    ],
  },
  {
    name: 'KiCad Pcbnew BOM (legacy, semicolons)',
    file: 'board-legacy.csv',
    content: [
      'Id;Designator;Package;Quantity;Designation;Supplier and ref;',
      '1;"C1,C2";"C_0805";2;"100n";;;',
      '2;"R5";"R_0603";1;"DNP";;;',
      '3;"U3";"SOIC-8";1;"NE555";"296-1411-5-ND";;',
    ].join('\n'),
    format: 'KiCad (Pcbnew BOM, legacy)',
    mapping: { refDes: 1, footprint: 2, quantity: 3, value: 4, supplierPn: 5 },
    lines: [
      { lineNo: 2, value: '100n', kind: 'standard' },
      { lineNo: 3, dnp: true },
      { lineNo: 4, supplierPn: '296-1411-5-ND', kind: 'standard' },
    ],
  },
  {
    name: 'Altium Designer',
    file: 'altium.csv',
    content: [
      '"Comment","Description","Designator","Footprint","LibRef","Quantity","Manufacturer 1","Manufacturer Part Number 1"',
      '"10k","Resistor, thick film, 1%","R1, R2","0603","RES","2","Yageo","RC0603FR-0710KL"',
      '"PCB","Bare PCB, 4 layer FR4, ENIG","PCB1","","PCB","1","",""',
    ].join('\r\n'),
    format: 'Altium Designer',
    mapping: { value: 0, description: 1, refDes: 2, footprint: 3, quantity: 5, manufacturer: 6, mpn: 7 },
    lines: [
      { lineNo: 2, kind: 'standard', value: '10k' },
      { lineNo: 3, kind: 'custom', process: { slug: 'pcb-fabrication', name: 'PCB Fabrication' } },
    ],
  },
  {
    name: 'Eagle / Fusion Electronics parts list',
    file: 'eagle.csv',
    content: ['"Part";"Value";"Device";"Package";"Description"', '"C1";"100nF";"C-EUC0805";"C0805";"CAPACITOR"', '"IC1";"ATMEGA328P";"ATMEGA328P-AU";"TQFP32-08";"MICROCONTROLLER"'].join('\n'),
    format: 'Eagle / Fusion Electronics (parts list)',
    mapping: { refDes: 0, value: 1, footprint: 3, description: 4 },
    lines: [
      { lineNo: 2, kind: 'standard', refDes: ['C1'] },
      { lineNo: 3, kind: 'standard', refDes: ['IC1'] },
    ],
  },
  {
    name: 'SolidWorks assembly BOM',
    file: 'solidworks.csv',
    content: ['ITEM NO.,PART NUMBER,DESCRIPTION,QTY.', '1,BRK-100,Motor bracket,2', '2,91290A115,M3 x 10 socket head cap screw,8', '3,SP-020,Side plate,2'].join('\r\n'),
    format: 'SolidWorks',
    mapping: { partNumber: 1, description: 2, quantity: 3 },
    lines: [
      { lineNo: 2, kind: 'custom' },
      { lineNo: 3, kind: 'standard' },
      { lineNo: 4, kind: 'custom' },
    ],
  },
  {
    name: 'Onshape BOM',
    file: 'onshape.csv',
    content: ['Item,Quantity,Part number,Name,Description,Material,Vendor', '1,1,OS-001,Base plate,,Aluminum - 6061,', '2,4,,Socket head cap screw M5x12,,Steel,McMaster-Carr'].join('\n'),
    format: 'Onshape',
    mapping: { quantity: 1, partNumber: 2, description: 3, notes: 4, material: 5, supplier: 6 },
    lines: [
      { lineNo: 2, kind: 'custom' },
      { lineNo: 3, kind: 'standard', supplier: 'McMaster-Carr' },
    ],
  },
  {
    name: 'Fusion 360 BOM',
    file: 'fusion.csv',
    content: ['Part Number,Part Name,Quantity,Material,Description', 'F-01,Spool holder arm,2,PLA,3D printed', 'F-02,608ZZ bearing,2,Steel,'].join('\n'),
    format: 'Fusion 360',
    mapping: { partNumber: 0, description: 1, quantity: 2, material: 3, notes: 4 },
    lines: [
      { lineNo: 2, kind: 'custom', process: { slug: '3d-printing', name: '3D Printing' } },
      { lineNo: 3, kind: 'standard' },
    ],
  },
  {
    name: 'Autodesk Inventor parts list',
    file: 'inventor.csv',
    content: ['Item,Qty,Part Number,Description,BOM Structure,Stock Number,Vendor', '1,1,INV-100,Gearbox housing,Normal,,', '2,6,ISO 4762 M6x20,Socket head cap screw,Purchased,,Misumi'].join('\n'),
    format: 'Autodesk Inventor',
    mapping: { quantity: 1, partNumber: 2, description: 3, makeBuy: 4, supplierPn: 5, supplier: 6 },
    lines: [
      { lineNo: 2, kind: 'custom' },
      { lineNo: 3, kind: 'standard', makeBuy: 'Purchased' },
    ],
  },
  {
    name: 'OpenBOM export',
    file: 'openbom.csv',
    content: [
      'Part Number,Thumbnail image,Description,Quantity,Vendor,Cost,Link,Part Type',
      'OB-1,,Arduino Uno R3,1,Amazon,23.00,https://www.amazon.com/dp/B008GRTSV6,Purchased',
      'OB-2,,Control Board,1,JLCPCB,12.00,https://jlcpcb.com,',
      'OB-3,,Front plate 3mm acrylic,2,Ponoko,8.50,,',
      'Electronics,,,,,,,',
      'OB-4,,Battery holder 2xAA,1,Amazon,2.49,https://www.amazon.com/dp/B07L9M6Y3P,Purchased',
    ].join('\n'),
    format: 'OpenBOM',
    mapping: { partNumber: 0, description: 2, quantity: 3, supplier: 4, unitPrice: 5, link: 6, makeBuy: 7 },
    lines: [
      { lineNo: 2, kind: 'standard', supplier: 'Amazon', unitPrice: 23 },
      { lineNo: 3, kind: 'custom', process: { slug: 'pcb-fabrication', name: 'PCB Fabrication' } },
      { lineNo: 4, kind: 'custom', process: { slug: 'laser-cutting', name: 'Laser Cutting' } },
      { lineNo: 6, kind: 'standard' },
    ],
    skipped: [{ lineNo: 5, reason: 'section title' }],
  },
];
