import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';

const calls: { path: string; body: unknown }[] = [];
const testimonial = (id: string, status: string, order: number) => ({ id, quote: `Quote ${id} about fast quotes`, name: `Person ${id}`, title: 'Buyer', company: 'Acme', location: '', photoUrl: '', rating: 4, partsSourced: [], status, order });

fakeApiForEachTest(() => {
  calls.length = 0;
  const items = [testimonial('t1', 'approved', 1), testimonial('t2', 'draft', 2)];
  return {
    'GET /api/admin/testimonials': ({ query }) => ({ body: { items, total: items.length, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')) } }),
    'PUT /api/admin/testimonials/:id/status': ({ params, body }) => {
      calls.push({ path: `status:${params.id}`, body });
      return { body: { ...items.find((t) => t.id === params.id), ...(body as object) } };
    },
    'POST /api/admin/testimonials/reorder': ({ body }) => {
      calls.push({ path: 'reorder', body });
      return { status: 204 };
    },
  };
});

describe('/admin/testimonials', () => {
  it('lists testimonials with status, approves a draft, reorders, and asks before unpublishing', async () => {
    const table = await openList('/admin/testimonials', 'Testimonials');
    expect(within(table).getByText('draft')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toContainEqual({ path: 'status:t2', body: { status: 'approved' } }));
    await userEvent.click(within(table).getByRole('button', { name: 'Move Person t2 up' }));
    await waitFor(() => expect(calls).toContainEqual({ path: 'reorder', body: { ids: ['t2', 't1'] } }));
    await userEvent.click(within(table).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(calls).toContainEqual({ path: 'status:t1', body: { status: 'unpublished' } }));
  });

  it('approves the selected testimonials at once, each through its own status route', async () => {
    const table = await openList('/admin/testimonials', 'Testimonials');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toEqual([
      { path: 'status:t1', body: { status: 'approved' } },
      { path: 'status:t2', body: { status: 'approved' } },
    ]));
    expect(await within(screen.getByTestId('bulk-actions')).findByText('Approve: 2 of 2 done.')).toBeInTheDocument();
  });
});
