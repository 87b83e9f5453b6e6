import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import type { PartInput } from './api';

const parts: PartInput[] = [
  {
    id: 'p1',
    uploadId: 'up-1',
    partNumber: 'GB-100',
    description: 'Housing, machined',
    revision: 'C',
    revisions: ['A', 'B', 'C'],
    quantityTotal: 6,
    usedIn: [
      { uploadId: 'up-1', fileName: 'gearbox-bom.csv' },
      { uploadId: 'up-2', fileName: 'gearbox-v2.xlsx' },
    ],
    kind: 'custom',
    process: { slug: 'cnc-machining', name: 'CNC Machining' },
  },
  {
    id: 'p2',
    uploadId: 'up-1',
    partNumber: 'M4x10-SHCS',
    description: 'Socket head cap screw',
    revision: null,
    revisions: [],
    // The services' names for the same facts.
    totalQuantity: 24,
    uploads: 1,
    kind: 'standard',
    process: null,
  },
  // A row without a part number: named by its description, never "(no part number)".
  { id: 'p3', uploadId: 'up-1', partNumber: '', description: '12V Power Supply', revisions: [], kind: 'standard', process: null },
];

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/parts/items/by-source': () => ({ body: { item: null } }),
    'GET /api/parts': ({ query }) => {
      const q = query.get('q')?.toLowerCase() ?? '';
      return { body: parts.filter((p) => `${p.partNumber} ${p.description}`.toLowerCase().includes(q)) };
    },
    'GET /api/parts/:uploadId/:partId': ({ params }) => ({
      body: {
        part: parts.find((p) => p.id === params.partId),
        history: [{ uploadId: 'up-2', fileName: 'gearbox-v2.xlsx', revision: 'C', at: '2026-11-21T09:00:00.000Z' }],
        whereUsed: [
          { uploadId: 'up-1', fileName: 'gearbox-bom.csv', quantity: 2, lineNo: 1, revision: 'B' },
          { uploadId: 'up-2', fileName: 'gearbox-v2.xlsx', quantity: 4, lineNo: 7, revision: 'C' },
        ],
      },
    }),
  });
});
afterEach(() => api.restore());

describe('/parts?view=boms', () => {
  it('lists parts with revisions and usage, searches, and opens a part', async () => {
    renderRoute(routes, '/parts?view=boms');
    const table = await screen.findByRole('table', { name: 'Parts' });
    expect(within(table).getByText('(3 revisions)')).toBeInTheDocument();
    expect(within(table).getByText('2 BOMs')).toBeInTheDocument();
    expect(within(table).getByText('1 BOM')).toBeInTheDocument();
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
    expect(screen.getByText('Revision C')).toBeInTheDocument();
    // Not in the part master yet: the page offers to add it.
    expect(screen.getByRole('button', { name: 'Add to part master' })).toBeInTheDocument();
  });
});
