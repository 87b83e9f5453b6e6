import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { partItem, summaryOf } from './test-fixtures';

const bracket = partItem({ id: 'i1', partNumber: 'BRK-100', name: 'Bracket' });
const frame = partItem({ id: 'i2', partNumber: 'FRM-1', name: 'Frame', kind: 'custom', process: 'Welding', isAssembly: true });

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/parts/items': ({ query }) => {
      const kind = query.get('kind');
      const items = [bracket, frame].filter((i) => !kind || i.kind === kind).map(summaryOf);
      return { body: { items, total: query.get('page') === '2' ? 30 : items.length, page: Number(query.get('page') ?? 1), pageSize: 25 } };
    },
    'POST /api/parts/items': ({ body }) => {
      const input = body as { partNumber: string; name: string };
      if (input.partNumber.replace(/[-\s]/g, '').toLowerCase() === 'brk100') {
        return { status: 409, body: { error: { status: 'conflict', message: 'Part number "brk 100" is already used by BRK-100 "Bracket" (item i1).' } } };
      }
      return { status: 201, body: { item: partItem({ id: 'i9', partNumber: input.partNumber, name: input.name }) } };
    },
    'GET /api/parts/items/:id': ({ params }) => ({ body: { item: partItem({ id: params.id!, partNumber: 'PLT-7', name: 'Plate' }) } }),
    'GET /api/parts/items/:id/structure': () => ({ status: 200, body: { tree: { itemId: 'i9', partNumber: 'PLT-7', name: 'Plate', revision: 'A', state: 'draft', quantity: 1, findNumber: '', referenceDesignators: [], children: [] }, levels: 1, lines: 0 } }),
    'GET /api/parts/items/:id/where-used': () => ({ body: { assemblies: [], uploads: [] } }),
  });
});
afterEach(() => api.restore());

describe('/parts (part master)', () => {
  it('lists items, filters by kind in the query, and names a refused duplicate before creating an item', async () => {
    renderRoute(routes, '/parts');
    const table = await screen.findByRole('table', { name: 'Items' });
    expect(within(table).getByRole('link', { name: 'BRK-100' })).toHaveAttribute('href', '/parts/items/i1');
    expect(within(table).getByText('Custom · Welding')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'custom');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Items' })).queryByText('BRK-100')).not.toBeInTheDocument());
    expect(api.calls.at(-1)!.query.get('kind')).toBe('custom');
    expect(screen.getByTestId('location')).toHaveTextContent('/parts?kind=custom');

    await user.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog', { name: 'New item' });
    await user.type(within(dialog).getByRole('textbox', { name: /Part number/ }), 'brk 100');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Another bracket');
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(await within(dialog).findByText(/already used by BRK-100 "Bracket"/)).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /Part number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Part number/ }), 'PLT-7');
    await user.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(await screen.findByRole('heading', { name: 'PLT-7', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/parts/items/i9');
    const created = api.calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(created.body).toMatchObject({ partNumber: 'PLT-7', name: 'Another bracket', kind: 'standard', revision: 'A', unit: 'ea' });
  });

  it('pages through the list with the page in the URL', async () => {
    renderRoute(routes, '/parts?page=2');
    expect(await screen.findByText('30 items · page 2 of 2')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/parts\?page=1$/));
  });
});
