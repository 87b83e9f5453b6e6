import { CertificationListSchema, ProcessCategoryListSchema, ProcessListSchema } from '@forge/shell-sdk';
import { featureCollectionSchema, stateDetailSchema, stateSchema } from '../features/geo/api';
import { searchResponseSchema, supplierOptionsSchema, supplierSchema } from '../features/suppliers/api';

/** Fixtures pass through the same zod schemas as live answers, so they stay true to the contract. */
export const processes = ProcessListSchema.parse([
  {
    name: 'CNC Machining',
    slug: 'cnc-machining',
    category: 'Precision Machining (Subtractive Manufacturing)',
    categorySlug: 'precision-machining-subtractive-manufacturing',
    description: 'Computer-controlled cutting of metal and plastic stock into precise parts.',
    whenToUse: 'Tight tolerances in low to medium volumes.',
    featured: true,
  },
  {
    name: 'Injection Molding',
    slug: 'injection-molding',
    category: 'Casting and Molding Processes',
    categorySlug: 'casting-and-molding-processes',
    description: 'Molten plastic injected into a steel or aluminium mold.',
    whenToUse: 'Thousands of identical plastic parts.',
    featured: true,
  },
]);

export const categories = ProcessCategoryListSchema.parse([
  {
    name: 'Precision Machining (Subtractive Manufacturing)',
    slug: 'precision-machining-subtractive-manufacturing',
    processCount: 1,
  },
  { name: 'Casting and Molding Processes', slug: 'casting-and-molding-processes', processCount: 1 },
]);

export const certifications = CertificationListSchema.parse([
  {
    slug: 'iso-9001',
    name: 'ISO 9001',
    scheme: 'ISO',
    meaning: 'A quality management system.',
    industries: ['General'],
    supplierCount: 120,
  },
  {
    slug: 'as9100',
    name: 'AS9100',
    scheme: 'IAQG',
    meaning: 'Aerospace quality.',
    industries: ['Aerospace'],
    supplierCount: 40,
  },
]);

export const pennsylvania = stateSchema.parse({
  code: 'PA',
  name: 'Pennsylvania',
  slug: 'pennsylvania',
  fips: '42',
  type: 'state',
  supplierCount: 1234,
});
export const ohio = stateSchema.parse({
  code: 'OH',
  name: 'Ohio',
  slug: 'ohio',
  fips: '39',
  type: 'state',
  supplierCount: 999,
});
export const states = [pennsylvania, ohio];

export const pennsylvaniaDetail = stateDetailSchema.parse({
  state: pennsylvania,
  counties: [
    { fips: '42003', name: 'Allegheny', slug: 'allegheny', supplierCount: 210 },
    { fips: '42101', name: 'Philadelphia', slug: 'philadelphia', supplierCount: 180 },
    { fips: '42023', name: 'Cameron', slug: 'cameron', supplierCount: 0 },
  ],
  topCapabilities: [
    { slug: 'cnc-machining', name: 'CNC Machining', count: 400 },
    { slug: 'injection-molding', name: 'Injection Molding', count: 150 },
  ],
});

const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ],
];
export const pennsylvaniaCounties = featureCollectionSchema.parse({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: '42003',
      properties: { name: 'Allegheny' },
      geometry: { type: 'Polygon', coordinates: square(-80.2, 40.3) },
    },
    {
      type: 'Feature',
      id: '42101',
      properties: { name: 'Philadelphia' },
      geometry: { type: 'Polygon', coordinates: square(-75.3, 39.9) },
    },
    {
      type: 'Feature',
      id: '42023',
      properties: { name: 'Cameron' },
      geometry: { type: 'Polygon', coordinates: square(-78.3, 41.4) },
    },
  ],
});

/** What Pennsylvania's pages read besides their suppliers. */
export const pennsylvaniaPages: [string, unknown][] = [
  ['/api/geo/states', states],
  ['/api/geo/states/PA', pennsylvaniaDetail],
  ['/api/geo/topology/counties/PA', pennsylvaniaCounties],
  ['/api/catalogue/processes', processes],
  ['/api/certifications', certifications],
];

/** The supplier most tests show, as a search hit and as a full record. */
const keystone = { id: 's-1', slug: 'keystone-precision', name: 'Keystone Precision Machining', lat: 40.44, lng: -79.99 };
const keystonePlace = { city: 'Pittsburgh', state: 'PA', county: 'Allegheny', zip: '15222' };

export const hit = (overrides: Record<string, unknown> = {}) => ({
  ...keystone,
  ...keystonePlace,
  capabilities: ['cnc-machining'],
  certifications: [{ slug: 'iso-9001', status: 'registry-checked' }],
  verified: true,
  claimed: false,
  featured: false,
  responseRate: 0.92,
  employeeRange: '51-200',
  why: ['Matched “cnc” in capabilities', 'In Pennsylvania'],
  score: 12.5,
  ...overrides,
});

export const searchResponse = (hits: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
  searchResponseSchema.parse({
    total: hits.length,
    page: 1,
    pageSize: 20,
    hits,
    facets: {
      state: { PA: hits.length },
      county: {},
      capability: { 'cnc-machining': 5, 'injection-molding': 2 },
      certification: { 'iso-9001': 3, as9100: 1 },
      verification: { verified: 4 },
      employees: { '51-200': 3 },
      industry: { aerospace: 2 },
    },
    ...overrides,
  });

export const supplier = (overrides: Record<string, unknown> = {}) =>
  supplierSchema.parse({
    ...keystone,
    description: 'Five-axis CNC machining of aluminium and titanium aerospace parts.',
    address: { street: '100 Liberty Ave', ...keystonePlace },
    capabilities: ['cnc-machining', 'injection-molding'],
    certifications: [
      {
        slug: 'iso-9001',
        certificateNumber: 'Q-12345',
        registrar: 'BSI',
        expiresAt: '2027-05-01T00:00:00.000Z',
        status: 'registry-checked',
        checkedAt: '2026-10-01T00:00:00.000Z',
        source: 'iaf-certsearch',
      },
      {
        slug: 'as9100',
        certificateNumber: null,
        registrar: null,
        expiresAt: null,
        status: 'self-declared',
        checkedAt: null,
      },
    ],
    industries: ['aerospace', 'medical-devices'],
    employeeRange: '51-200',
    yearFounded: 1987,
    leadTimeDays: { min: 10, max: 21 },
    minimumOrder: 500,
    contact: {
      email: 'sales@keystone.example',
      phone: '+1 412 555 0100',
      website: 'https://keystone.example',
    },
    verified: true,
    claimed: true,
    ownedByYou: false,
    featured: true,
    responseRate: 0.92,
    ...overrides,
  });

/** GET /api/suppliers/options (a short industry list: forms and labels must take whatever the API serves). */
export const supplierOptions = supplierOptionsSchema.parse({
  employeeRanges: ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'].map((value) => ({
    value,
    label: `${value} employees`,
  })),
  industries: [
    { value: 'aerospace', label: 'Aerospace' },
    { value: 'medical-devices', label: 'Medical Devices' },
    { value: 'oil-gas', label: 'Oil & Gas' },
  ],
  verificationStatuses: [
    { value: 'self-declared', label: 'Self-declared' },
    { value: 'document-on-file', label: 'Document on file' },
    { value: 'registry-checked', label: 'Registry checked' },
  ],
});
