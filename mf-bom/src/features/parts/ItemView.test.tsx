import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { partItem, revision, summaryOf } from './test-fixtures';

const bracket = partItem({ id: 'c1', partNumber: 'BRK-100', name: 'Bracket' });
const screw = partItem({ id: 'c2', partNumber: 'SCR-M3', name: 'M3 screw' });
const frameA = revision({ label: 'A', state: 'released', name: 'Frame', releaseNote: 'First build', releasedBy: 'buyer@forge.test', releasedAt: '2026-11-22T10:00:00.000Z', children: [{ itemId: 'c1', partNumber: 'BRK-100', name: 'Bracket', quantity: 2, findNumber: '1', referenceDesignators: [] }] });
const frameB = revision({ label: 'B', seq: 2, state: 'draft', name: 'Frame', children: [{ itemId: 'c1', partNumber: 'BRK-100', name: 'Bracket', quantity: 4, findNumber: '1', referenceDesignators: [] }] });

let api: FakeApi;
let item: ReturnType<typeof partItem>;
beforeEach(() => {
  item = partItem({ id: 'a1', partNumber: 'FRM-1', name: 'Frame', revisions: [frameA, frameB] });
  api = installFakeApi({
    'GET /api/parts/items': () => ({ body: { items: [bracket, screw].map(summaryOf), total: 2, page: 1, pageSize: 20 } }),
    'GET /api/parts/items/:id/structure': () => ({
      body: {
        tree: { itemId: 'a1', partNumber: 'FRM-1', name: 'Frame', revision: 'B', state: 'draft', quantity: 1, findNumber: '', referenceDesignators: [], children: [
          { itemId: 'c1', partNumber: 'BRK-100', name: 'Bracket', revision: 'A', state: 'released', quantity: 4, findNumber: '1', referenceDesignators: [], children: [
            { itemId: 'c3', partNumber: 'RIV-2', name: 'Rivet', revision: 'A', state: 'released', quantity: 6, findNumber: '1.1', referenceDesignators: [], children: [] },
          ] },
        ] },
        levels: 3,
        lines: 2,
      },
    }),
    'GET /api/parts/items/:id/where-used': () => ({ body: { assemblies: [{ itemId: 'top', partNumber: 'CART-9', name: 'Cart', revision: 'C', level: 1, quantity: 2 }], uploads: [] } }),
    'GET /api/parts/items/:id/diff': ({ query }) => ({
      body: {
        from: query.get('from'),
        to: query.get('to'),
        fields: [],
        lines: [{ change: 'changed', itemId: 'c1', partNumber: 'BRK-100', before: frameA.children[0], after: frameB.children[0] }],
      },
    }),
    'GET /api/parts/items/:id/cost': ({ query }) => {
      const builds = Number(query.get('quantity'));
      return {
        body: {
          itemId: 'a1', buildQuantity: builds, currency: 'USD', total: null, knownTotal: 4 * builds * 2.5, complete: false,
          lines: [
            { itemId: 'c1', partNumber: 'BRK-100', name: 'Bracket', quantity: 4 * builds, unitPrice: 2.5, extended: 4 * builds * 2.5, rfqId: 'r1', breakMinQuantity: null, missing: false },
            { itemId: 'c3', partNumber: 'RIV-2', name: 'Rivet', quantity: 24 * builds, unitPrice: null, extended: null, rfqId: null, breakMinQuantity: null, missing: true },
          ],
          missing: [{ itemId: 'c3', partNumber: 'RIV-2' }],
        },
      };
    },
    'GET /api/parts/items/:id': () => ({ body: { item } }),
    'PATCH /api/parts/items/:id/revisions/:label': ({ body }) => {
      const changes = body as { children?: { itemId: string; quantity: number }[] };
      if (changes.children?.some((c) => c.itemId === 'c2')) {
        return { status: 409, body: { error: { status: 'conflict', message: 'That line would make a loop: SCR-M3 → FRM-1 → SCR-M3.' } } };
      }
      return { body: { item } };
    },
    'POST /api/parts/items/:id/revisions/:label/release': ({ params, body }) => {
      item = { ...item, state: 'released', revisions: item.revisions.map((r) => (r.label === params.label ? { ...r, state: 'released' as const, releaseNote: (body as { note: string }).note, releasedBy: 'buyer@forge.test', releasedAt: '2026-11-23T10:00:00.000Z' } : r)) };
      return { body: { item } };
    },
  });
});
afterEach(() => api.restore());

describe('/parts/items/:itemId', () => {
  it('shows revisions, the line difference, the tree (collapsible), and where-used', async () => {
    renderRoute(routes, '/parts/items/a1');
    expect(await screen.findByRole('heading', { name: 'FRM-1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Released .* by buyer@forge.test: First build/)).toBeInTheDocument();

    const changed = await screen.findByRole('table', { name: 'Changed lines' });
    expect(within(changed).getByText('qty 2 · find 1')).toBeInTheDocument();
    expect(within(changed).getByText('qty 4 · find 1')).toBeInTheDocument();

    const tree = await screen.findByRole('list', { name: 'Structure of FRM-1' });
    expect(within(tree).getByRole('link', { name: 'RIV-2' })).toHaveAttribute('href', '/parts/items/c3');
    const user = userEvent.setup();
    await user.click(within(tree).getByRole('button', { name: 'Collapse BRK-100' }));
    expect(within(tree).queryByRole('link', { name: 'RIV-2' })).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Expand BRK-100' })).toHaveAttribute('aria-expanded', 'false');

    // cost: what is known, and what has no award named rather than counted as 0
    expect(await screen.findByText('No awarded price yet for RIV-2: the total is incomplete, not counted as 0.')).toBeInTheDocument();
    expect(screen.getByText('$10.00', { selector: 'p' })).toBeInTheDocument();
    const build = screen.getByRole('textbox', { name: 'Build quantity' });
    await user.clear(build);
    await user.type(build, '10');
    expect(await screen.findByText('$100.00', { selector: 'p' })).toBeInTheDocument();
    expect(api.calls.at(-1)!.query.get('quantity')).toBe('10');

    const used = await screen.findByRole('table', { name: 'Assemblies using this item' });
    expect(within(used).getByRole('link', { name: 'CART-9' })).toHaveAttribute('href', '/parts/items/top');
  });

  it('releases the draft with a note, and refuses a bad quantity before asking the server', async () => {
    renderRoute(routes, '/parts/items/a1');
    const user = userEvent.setup();
    const lines = await screen.findByRole('region', { name: 'Lines of revision B' });
    const quantity = within(lines).getByRole('textbox', { name: 'Quantity of BRK-100' });
    await user.clear(quantity);
    await user.type(quantity, 'lots');
    await user.click(within(lines).getByRole('button', { name: 'Save lines' }));
    expect(within(lines).getByText(/Line 1 \(BRK-100\): the quantity must be a number greater than 0, not "lots"/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Release B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release revision B' });
    expect(within(dialog).getByRole('button', { name: 'Release' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Release note/ }), 'Longer brackets');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release revision B' })).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path.endsWith('/revisions/B/release'))!.body).toEqual({ note: 'Longer brackets' });
    expect(await screen.findByText(/by buyer@forge.test: Longer brackets/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New revision' })).toBeInTheDocument();
  });

  it('adds a child line and shows the loop the server refuses', async () => {
    renderRoute(routes, '/parts/items/a1');
    const user = userEvent.setup();
    const lines = await screen.findByRole('region', { name: 'Lines of revision B' });
    const select = within(lines).getByRole('combobox', { name: 'Item' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'SCR-M3 · M3 screw' })).toBeInTheDocument());
    // BRK-100 is a line already, so it is not offered again
    expect(within(select).queryByRole('option', { name: /BRK-100/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'c2');
    await user.click(within(lines).getByRole('button', { name: 'Add line' }));
    await user.click(within(lines).getByRole('button', { name: 'Save lines' }));
    expect(await within(lines).findByText(/would make a loop: SCR-M3 → FRM-1 → SCR-M3/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ children: [{ itemId: 'c1', quantity: 4, findNumber: '1' }, { itemId: 'c2', quantity: 1, findNumber: '' }] });
  });
});
