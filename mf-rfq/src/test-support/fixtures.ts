import type { UploadView } from '@forge/shell-sdk';
import { SEARCH_FACETS, type RouteResult, type SUPPLIERS_API } from '@forge/shell-sdk/api-contract';
import type { BomLine, MatchedSupplier, Supplier } from '../features/create/api';
import type { Rfq, RfqSummary } from '../features/rfqs/api';

/** An upload as GET /api/bom/uploads/{id} answers it (the form reads its name and state). */
export const bomUpload: { upload: UploadView } = {
  upload: {
    id: 'up-1',
    fileName: 'gearbox-bom.csv',
    fileType: 'csv',
    size: 2048,
    state: 'completed',
    sheets: [],
    sheet: '',
    headerRow: 1,
    columns: [],
    mapping: { partNumber: 0, description: 1, quantity: 2 },
    mappingSource: 'detected',
    requirements: {},
    owner: 'buyer-1',
    preview: [],
    lineCount: 3,
    processed: 3,
    total: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    restoredRows: [],
    format: '',
  },
};

const match = (id: string, name: string, city: string, score: number): MatchedSupplier => ({ id, name, slug: id, city, state: 'OH', score, reason: '' });

/** A BOM line as the API answers it, with only what a test names filled in. */
export function bomLineFixture(overrides: Partial<BomLine> & Pick<BomLine, 'id' | 'lineNo'>): BomLine {
  return {
    uploadId: 'up-1',
    partNumber: '',
    revision: '',
    description: '',
    quantity: 1,
    unit: 'ea',
    material: '',
    finish: '',
    manufacturer: '',
    mpn: '',
    refDes: [],
    notes: '',
    unitPrice: null,
    value: '',
    footprint: '',
    supplier: '',
    supplierPn: '',
    link: '',
    datasheet: '',
    makeBuy: '',
    usedIn: '',
    dnp: false,
    displayName: '',
    quantityWarning: '',
    attributes: {},
    kind: 'unknown',
    process: null,
    confidence: 0.9,
    evidence: [],
    suppliers: [],
    corrected: false,
    ...overrides,
  };
}

export const bomLines: BomLine[] = [
  bomLineFixture({
    id: 'l1',
    lineNo: 1,
    partNumber: 'GB-100',
    description: 'Housing, machined',
    quantity: 2,
    material: '6061-T6',
    kind: 'custom',
    process: { slug: 'cnc-machining', name: 'CNC Machining' },
    suppliers: [match('s1', 'Acme Precision', 'Dayton', 0.9), match('s2', 'Buckeye Machining', 'Akron', 0.7)],
  }),
  bomLineFixture({ id: 'l2', lineNo: 2, partNumber: 'M4x10-SHCS', description: 'Socket head cap screw M4x10', quantity: 24, material: 'Steel', kind: 'standard' }),
  bomLineFixture({
    id: 'l3',
    lineNo: 3,
    partNumber: 'BR-7',
    description: 'Bracket, laser cut',
    quantity: 4,
    material: '16 ga steel',
    kind: 'custom',
    process: { slug: 'laser-cutting', name: 'Laser Cutting' },
    suppliers: [match('s3', 'Lakeshore Laser', 'Cleveland', 0.8)],
  }),
];

/** A company profile as GET /api/suppliers/{id} answers it. */
export function supplierFixture(overrides: Partial<Supplier> & Pick<Supplier, 'id' | 'name'>): Supplier {
  return {
    slug: overrides.id,
    description: '',
    address: { street: '', city: 'Nashua', state: 'NH', county: '', countySlug: '', countyFips: '', zip: '03060' },
    lat: 42.76,
    lng: -71.47,
    capabilities: [],
    certifications: [],
    industries: [],
    materials: [],
    employeeRange: '',
    yearFounded: null,
    leadTimeDays: { min: null, max: null },
    minimumOrder: 0,
    contact: { email: '', phone: '', website: '' },
    photos: [],
    verified: false,
    claimed: false,
    featured: false,
    responseRate: null,
    rfqStats: null,
    orderStats: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ownedByYou: false,
    ...overrides,
  };
}

export const supplierProfile = supplierFixture({ id: 's9', name: 'Granite State Fabrication', slug: 'granite-state-fabrication', capabilities: ['sheet-metal-fabrication'], verified: true });

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

/** GET /api/suppliers/search as the API answers it, with hits named by id, name and place only. */
export function supplierSearchFixture(hits: { id: string; name: string; city: string; state: string }[]): RouteResult<typeof SUPPLIERS_API.search> {
  return {
    total: hits.length,
    page: 1,
    pageSize: 8,
    hits: hits.map((hit) => ({
      ...hit,
      slug: hit.id,
      county: '',
      countySlug: '',
      zip: '',
      lat: 0,
      lng: 0,
      capabilities: [],
      certifications: [],
      materials: [],
      verified: false,
      claimed: false,
      featured: false,
      responseRate: null,
      rfqStats: null,
      employeeRange: '',
      why: [],
      score: 1,
    })),
    facets: Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, {}])) as RouteResult<typeof SUPPLIERS_API.search>['facets'],
    mode: 'all-words',
    sponsored: [],
    partialTotal: 0,
    interpretation: null,
  };
}
