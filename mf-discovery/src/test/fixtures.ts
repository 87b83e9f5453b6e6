import {
  CertificationListSchema,
  DrawableCollectionSchema,
  ProcessCategoryListSchema,
  ProcessListSchema,
  StateDetailSchema,
  StateListSchema,
  SupplierOptionsSchema,
  SupplierProfileSchema,
  SupplierSearchResultSchema,
} from '@forge/shell-sdk/api-contract';

/** Fixtures pass through the contract's schemas, as live answers do, so they stay true to the contract. */
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

const [pennsylvania, ohio] = StateListSchema.parse([
  {
  code: 'PA',
  name: 'Pennsylvania',
  slug: 'pennsylvania',
  fips: '42',
  type: 'state',
  supplierCount: 1234,
  },
  {
  code: 'OH',
  name: 'Ohio',
  slug: 'ohio',
  fips: '39',
  type: 'state',
  supplierCount: 999,
  },
]) as [UsStateRow, UsStateRow];
export { pennsylvania, ohio };
type UsStateRow = ReturnType<typeof StateListSchema.parse>[number];
export const states = [pennsylvania, ohio];

export const pennsylvaniaDetail = StateDetailSchema.parse({
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
    [x + 20, y],
    [x + 20, y + 20],
    [x, y + 20],
    [x, y],
  ],
];
/** As the API draws them: already projected (screen pixels in a viewBox). */
export const pennsylvaniaCounties = DrawableCollectionSchema.parse({
  type: 'FeatureCollection',
  projection: 'albers-usa',
  viewBox: [700, 150, 120, 80],
  features: [
    {
      type: 'Feature',
      id: '42003',
      properties: { name: 'Allegheny' },
      geometry: { type: 'Polygon', coordinates: square(710, 180) },
    },
    {
      type: 'Feature',
      id: '42101',
      properties: { name: 'Philadelphia' },
      geometry: { type: 'Polygon', coordinates: square(790, 200) },
    },
    {
      type: 'Feature',
      id: '42023',
      properties: { name: 'Cameron' },
      geometry: { type: 'Polygon', coordinates: square(740, 160) },
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
const keystonePlace = { city: 'Pittsburgh', state: 'PA', county: 'Allegheny', countySlug: 'allegheny', zip: '15222' };

export const hit = (overrides: Record<string, unknown> = {}) => ({
  ...keystone,
  ...keystonePlace,
  capabilities: ['cnc-machining'],
  certifications: [{ slug: 'iso-9001', status: 'registry-checked' }],
  materials: [],
  verified: true,
  claimed: false,
  featured: false,
  responseRate: 0.92,
  rfqStats: null,
  employeeRange: '51-200',
  why: ['Matched “cnc” in capabilities', 'In Pennsylvania'],
  score: 12.5,
  ...overrides,
});

export const searchResponse = (hits: Record<string, unknown>[], overrides: Record<string, unknown> = {}) =>
  SupplierSearchResultSchema.parse({
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
      material: {},
    },
    mode: 'all-words',
    sponsored: [],
    partialTotal: 0,
    interpretation: null,
    ...overrides,
  });

export const supplier = (overrides: Record<string, unknown> = {}) =>
  SupplierProfileSchema.parse({
    ...keystone,
    description: 'Five-axis CNC machining of aluminium and titanium aerospace parts.',
    address: { street: '100 Liberty Ave', ...keystonePlace, countyFips: '42003' },
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
        certificateNumber: '',
        registrar: '',
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
    materials: ['aluminium', 'titanium'],
    photos: [],
    verified: true,
    claimed: true,
    ownedByYou: false,
    featured: true,
    responseRate: 0.92,
    rfqStats: null,
    orderStats: null,
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  });

/** GET /api/suppliers/options (a short industry list: forms and labels must take whatever the API serves). */
export const supplierOptions = SupplierOptionsSchema.parse({
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
