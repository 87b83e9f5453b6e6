import type { BomLine } from '../features/create/api';
import type { Rfq, RfqSummary } from '../features/rfqs/api';

export const bomUpload = { upload: { id: 'up-1', fileName: 'gearbox-bom.csv', state: 'completed' } };

export const bomLines: BomLine[] = [
  {
    id: 'l1',
    lineNo: 1,
    partNumber: 'GB-100',
    description: 'Housing, machined',
    quantity: 2,
    unit: 'ea',
    material: '6061-T6',
    kind: 'custom',
    process: { slug: 'cnc-machining', name: 'CNC Machining' },
    suppliers: [
      { id: 's1', name: 'Acme Precision', city: 'Dayton', state: 'OH', score: 0.9 },
      { id: 's2', name: 'Buckeye Machining', city: 'Akron', state: 'OH', score: 0.7 },
    ],
  },
  { id: 'l2', lineNo: 2, partNumber: 'M4x10-SHCS', description: 'Socket head cap screw M4x10', quantity: 24, unit: 'ea', material: 'Steel', kind: 'standard', process: null, suppliers: [] },
  {
    id: 'l3',
    lineNo: 3,
    partNumber: 'BR-7',
    description: 'Bracket, laser cut',
    quantity: 4,
    unit: 'ea',
    material: '16 ga steel',
    kind: 'custom',
    process: { slug: 'laser-cutting', name: 'Laser Cutting' },
    suppliers: [{ id: 's3', name: 'Lakeshore Laser', city: 'Cleveland', state: 'OH', score: 0.8 }],
  },
];

export const supplierProfile = {
  id: 's9',
  name: 'Granite State Fabrication',
  slug: 'granite-state-fabrication',
  address: { city: 'Nashua', state: 'NH' },
  capabilities: ['sheet-metal-fabrication'],
  verified: true,
};

export const processes = [
  { slug: 'cnc-machining', name: 'CNC Machining' },
  { slug: 'laser-cutting', name: 'Laser Cutting' },
  { slug: 'sheet-metal-fabrication', name: 'Sheet Metal Fabrication' },
];

export function rfqFixture(overrides: Partial<Rfq> = {}): Rfq {
  return {
    id: 'rfq-1',
    title: 'Quote for gearbox-bom',
    status: 'open',
    dueDate: '2031-03-14',
    delivery: { zip: '44114', city: 'Cleveland', state: 'OH' },
    notes: 'Deburr all edges.',
    ndaRequired: true,
    itar: false,
    lines: [
      {
        id: 'rl1',
        partNumber: 'GB-100',
        description: 'Housing, machined',
        quantity: 50,
        unit: 'ea',
        material: '6061-T6',
        process: { slug: 'cnc-machining', name: 'CNC Machining' },
        source: { uploadId: 'up-1', lineId: 'l1', lineNo: 1, fileName: 'gearbox-bom.csv' },
      },
      { id: 'rl2', partNumber: '', description: 'Spacer', quantity: 10, unit: 'ea', material: '', process: null, source: null },
    ],
    suppliers: [
      { id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' },
      { id: 's3', name: 'Lakeshore Laser', slug: 'lakeshore-laser', city: 'Cleveland', state: 'OH' },
    ],
    awardedSupplierId: null,
    awards: [],
    awardReason: '',
    owner: { uid: 'u-buyer', email: 'buyer@forge.test' },
    viewer: 'owner',
    allowedTransitions: ['closed', 'awarded'],
    history: [
      { status: 'draft', at: '2030-11-20T10:00:00.000Z', reason: '' },
      { status: 'open', at: '2030-11-21T10:00:00.000Z', reason: '' },
    ],
    openedAt: '2030-11-21T10:00:00.000Z',
    createdAt: '2030-11-20T10:00:00.000Z',
    updatedAt: '2030-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function summaryOf(rfq: Rfq): RfqSummary {
  return {
    id: rfq.id,
    title: rfq.title,
    status: rfq.status,
    dueDate: rfq.dueDate,
    lineCount: rfq.lines.length,
    totalQuantity: rfq.lines.reduce((s, l) => s + l.quantity, 0),
    supplierCount: rfq.suppliers.length,
    suppliers: rfq.suppliers.map((s) => ({ id: s.id, name: s.name })),
    delivery: rfq.delivery,
    owner: rfq.owner,
    createdAt: rfq.createdAt,
    updatedAt: rfq.updatedAt,
  };
}

/** The transitions the API allows (mirrors services/src/domains/rfqs/service.ts). */
export const TRANSITIONS: Record<Rfq['status'], Rfq['status'][]> = { draft: ['open', 'closed'], open: ['closed', 'awarded'], closed: ['open'], awarded: [] };
