import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import type { Part, PartDetail } from './api';

const part = (changes: Partial<Part> & Pick<Part, 'id' | 'partNumber' | 'description'>): Part => ({
  partId: changes.id,
  uploadId: 'up-1',
  partKey: changes.partNumber.toLowerCase(),
  revision: '',
  revisions: [],
  kind: 'standard',
  process: null,
  standardCategory: null,
  manufacturer: '',
  mpn: '',
  uploads: 1,
  occurrences: 1,
  totalQuantity: 0,
  lastSeenAt: '2026-11-21T09:00:00.000Z',
  ...changes,
});

const parts: Part[] = [
  part({ id: 'p1', partNumber: 'GB-100', description: 'Housing, machined', revision: 'C', revisions: ['A', 'B', 'C'], totalQuantity: 6, uploads: 2, kind: 'custom', process: { slug: 'cnc-machining', name: 'CNC Machining' } }),
  part({ id: 'p2', partNumber: 'M4x10-SHCS', description: 'Socket head cap screw', totalQuantity: 24 }),
  // A row without a part number: named by its description, never "(no part number)".
  part({ id: 'p3', partNumber: '', description: '12V Power Supply', totalQuantity: 1 }),
];

const detail = (p: Part): PartDetail => ({
  part: {
    id: p.id, uploadId: p.uploadId, lineNo: 1, partNumber: p.partNumber, revision: p.revision, description: p.description, quantity: 2, unit: 'ea',
    material: '', finish: '', manufacturer: '', mpn: '', refDes: [], notes: '', unitPrice: null, value: '', footprint: '', supplier: '', supplierPn: '',
    link: '', datasheet: '', makeBuy: '', usedIn: '', dnp: false, displayName: p.description, quantityWarning: '', attributes: {}, kind: p.kind,
    process: p.process, confidence: 1, evidence: [], suppliers: [], corrected: false,
  },
  upload: { id: 'up-1', fileName: 'gearbox-bom.csv', createdAt: '2026-11-20T09:00:00.000Z' },
  revision: p.revision,
  revisions: p.revisions,
  latestRevision: p.revision,
  history: [{ uploadId: 'up-2', lineId: 'x7', fileName: 'gearbox-v2.xlsx', revision: 'C', description: p.description, quantity: 4, kind: p.kind, process: p.process, corrected: false, at: '2026-11-21T09:00:00.000Z' }],
  whereUsed: [
    { uploadId: 'up-1', fileName: 'gearbox-bom.csv', quantity: 2, lineNo: 1, unit: 'ea', refDes: [] },
    { uploadId: 'up-2', fileName: 'gearbox-v2.xlsx', quantity: 4, lineNo: 7, unit: 'ea', refDes: [] },
  ],
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/parts/items/by-source': () => ({ body: { item: null } }),
    'GET /api/parts': ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      return { body: parts.filter((p) => `${p.partNumber} ${p.description}`.toLowerCase().includes(q)) };
    },
    'GET /api/parts/:uploadId/:partId': ({ params }) => ({ body: detail(parts.find((p) => p.id === params.partId)!) }),
  });
});
afterEach(() => api.restore());

describe('/parts?view=boms', () => {
  it('lists parts with revisions and usage, searches, and opens a part', async () => {
    renderRoute(routes, '/parts?view=boms');
    const table = await screen.findByRole('table', { name: 'Parts' });
    expect(within(table).getByText('(3 revisions)')).toBeInTheDocument();
    expect(within(table).getByText('2 BOMs')).toBeInTheDocument();
    expect(within(table).getAllByText('1 BOM')).toHaveLength(2);
    expect(within(table).getByText('24')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '12V Power Supply' })).toBeInTheDocument();
    expect(within(table).getByText('No part number')).toBeInTheDocument();
    expect(within(table).queryByText('(no part number)')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'screw');
    await waitFor(() => expect(screen.queryByText('GB-100')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/parts?view=boms&q=screw');

    await user.clear(screen.getByRole('searchbox', { name: 'Search parts' }));
    await user.click(await screen.findByRole('link', { name: 'GB-100' }));
    expect(await screen.findByRole('heading', { name: 'GB-100', level: 1 })).toBeInTheDocument();
    const whereUsed = screen.getByRole('table', { name: 'Where used' });
    expect(within(whereUsed).getByRole('link', { name: 'gearbox-v2.xlsx' })).toHaveAttribute('href', '/bom/results/up-2');
    expect(screen.getByText(/^Revision C · qty 4/)).toBeInTheDocument();
    // Not in the part master yet: the page offers to add it.
    expect(screen.getByRole('button', { name: 'Add to part master' })).toBeInTheDocument();
  });
});
