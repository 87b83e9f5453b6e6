import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeaturePlacement } from '@forge/shell-sdk';
import { fakeApiForEachTest, listPage } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';

let placements: FeaturePlacement[];
const posted: unknown[] = [];
const deleted: string[] = [];

const placement = (id: string, name: string, status: FeaturePlacement['status']): FeaturePlacement => ({
  id, supplierId: `s-${id}`, supplierName: name, scope: 'capability', value: 'cnc-machining', valueLabel: 'CNC Machining',
  startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z', order: 1, status, createdBy: 'admin@forge.test', createdAt: '2026-11-01T00:00:00.000Z',
});

fakeApiForEachTest(() => {
  posted.length = 0;
  deleted.length = 0;
  placements = [placement('p1', 'Acme Machining', 'active')];
  return {
    'GET /api/admin/featured-suppliers': () => (listPage(placements)),
    'POST /api/admin/featured-suppliers': ({ body }) => {
      posted.push(body);
      const created = { ...placement('p2', 'Bluegrass Castings', 'scheduled'), order: (body as { order: number }).order };
      placements = [...placements, created];
      return { status: 201, body: created };
    },
    'DELETE /api/admin/featured-suppliers/:id': ({ params }) => {
      deleted.push(params.id!);
      placements = placements.filter((p) => p.id !== params.id);
      return { status: 204 };
    },
    'GET /api/admin/companies': () => ({ body: { items: [{ id: 's-p2', name: 'Bluegrass Castings', city: 'Lexington', state: 'KY', capabilities: ['die-casting', 'cnc-machining'] }], total: 1, page: 1, pageSize: 8 } }),
    'GET /api/catalogue/processes': () => ({ body: [{ slug: 'die-casting', name: 'Die Casting' }, { slug: 'cnc-machining', name: 'CNC Machining' }] }),
  };
});

describe('/admin/featured-suppliers', () => {
  it('lists placements, features a found supplier for one of its capabilities with dates and order, and stops one after confirmation', async () => {
    const table = await openList('/admin/featured-suppliers', 'Featured suppliers');
    expect(within(table).getByText('Capability: CNC Machining')).toBeInTheDocument();
    expect(within(table).getByText('active')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Feature a supplier' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Find a supplier' }), 'blue');
    await userEvent.click(await within(form).findByRole('button', { name: 'Bluegrass Castings · KY' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Capability' }), 'cnc-machining');
    const order = within(form).getByRole('spinbutton', { name: 'Order' });
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Feature supplier' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ supplierId: 's-p2', scope: 'capability', value: 'cnc-machining', order: 3 });
    expect(await within(table).findByText('Bluegrass Castings')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('row-p1')).getByRole('button', { name: 'Stop featuring Acme Machining' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop featuring' }));
    await waitFor(() => expect(deleted).toEqual(['p1']));
  });

  it('stops featuring the selected placements at once, each through its own route', async () => {
    placements = [placement('p1', 'Acme Machining', 'active'), placement('p3', 'Cascade Plastics', 'scheduled')];
    const table = await openList('/admin/featured-suppliers', 'Featured suppliers');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Stop featuring' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop featuring' }));
    await waitFor(() => expect(deleted).toEqual(['p1', 'p3']));
    expect(await within(screen.getByTestId('bulk-actions')).findByText('Stop featuring: 2 of 2 done.')).toBeInTheDocument();
  });
});
