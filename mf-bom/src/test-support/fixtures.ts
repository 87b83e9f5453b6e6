import type { UploadView } from '@forge/shell-sdk';
import type { Upload } from '../features/uploads/api';
import type { BomLine } from '../features/results/api';

export function uploadFixture(overrides: Partial<Upload> = {}): Upload {
  return {
    id: 'up-1',
    fileName: 'gearbox-bom.csv',
    fileType: 'csv',
    size: 2048,
    state: 'awaiting-mapping',
    sheets: [],
    sheet: '',
    headerRow: 2,
    columns: [
      { index: 0, header: 'Item #', detected: 'partNumber', confidence: 0.94 },
      { index: 1, header: 'Desc.', detected: 'description', confidence: 0.88 },
      { index: 2, header: 'Qty', detected: 'quantity', confidence: 0.97 },
      { index: 3, header: 'Matl', detected: null, confidence: 0.2 },
    ],
    mapping: { partNumber: 0, description: 1, quantity: 2 },
    mappingSource: 'detected',
    requirements: {},
    owner: 'buyer-1',
    preview: [
      ['GB-100', 'Housing, machined', '2', '6061-T6'],
      ['M4x10-SHCS', 'Socket head cap screw M4x10', '24', 'Steel'],
    ],
    lineCount: 2,
    processed: 0,
    total: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    restoredRows: [],
    format: '',
    ...overrides,
  };
}

export const completedUpload = uploadFixture({
  state: 'completed',
  processed: 3,
  total: 3,
  lineCount: 3,
  completedAt: '2026-11-20T10:00:05.000Z',
  summary: { byProcess: { 'cnc-machining': 1, 'laser-cutting': 1 }, custom: 2, standard: 1, unknown: 0, suppliersFound: 4, skipped: [] },
});

export function lineFixture(overrides: Partial<BomLine> & Pick<BomLine, 'id' | 'lineNo'>): BomLine {
  return {
    partNumber: null,
    description: null,
    quantity: 1,
    unit: 'ea',
    material: null,
    finish: null,
    manufacturer: null,
    mpn: null,
    refDes: [],
    unitPrice: null,
    kind: 'unknown',
    process: null,
    standardCategory: null,
    confidence: 0.5,
    evidence: [],
    suppliers: [],
    corrected: false,
    value: '',
    footprint: '',
    supplier: '',
    supplierPn: '',
    link: '',
    dnp: false,
    displayName: '',
    quantityWarning: '',
    attributes: {},
    ...overrides,
  };
}

export const resultLines: BomLine[] = [
  lineFixture({
    id: 'l1',
    lineNo: 1,
    partNumber: 'GB-100',
    description: 'Housing, machined',
    quantity: 2,
    material: '6061-T6',
    kind: 'custom',
    process: { slug: 'cnc-machining', name: 'CNC Machining' },
    confidence: 0.91,
    evidence: ['machined', 'material: 6061-T6'],
    suppliers: [
      { id: 's1', name: 'Acme Precision', slug: 'acme-precision', state: 'OH', city: 'Dayton', score: 90, reason: 'Offers CNC Machining · 12.4 mi from Cleveland, OH 44114', why: ['Offers CNC Machining', '12.4 mi from Cleveland, OH 44114'], distanceMiles: 12.4 },
    ],
  }),
  lineFixture({
    id: 'l2',
    lineNo: 2,
    partNumber: 'M4x10-SHCS',
    description: 'Socket head cap screw M4x10',
    quantity: 24,
    kind: 'standard',
    standardCategory: 'Fasteners',
    confidence: 0.97,
    evidence: ['screw'],
  }),
  lineFixture({
    id: 'l3',
    lineNo: 3,
    partNumber: 'BR-7',
    description: 'Bracket',
    quantity: 4,
    kind: 'custom',
    process: { slug: 'laser-cutting', name: 'Laser Cutting' },
    confidence: 0.62,
    evidence: ['bracket'],
  }),
];

/** An upload exactly as the services answer it (the contract's UploadView), for answers parsed with the contract's schemas. */
export function serverUpload(overrides: Partial<UploadView> = {}): UploadView {
  const { id, fileName, fileType, size, state, sheets, headerRow, lineCount, processed, total, createdAt, restoredRows, format } = uploadFixture();
  const known = { id, fileName, fileType, size, state, sheets, headerRow: headerRow ?? 0, lineCount, processed, total, createdAt, restoredRows, format };
  return { ...known, sheet: '', columns: [], mapping: {}, mappingSource: 'detected', preview: [], requirements: {}, owner: 'buyer-1', ...overrides };
}
