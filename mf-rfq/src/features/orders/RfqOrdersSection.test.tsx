import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type OrderCreate, type OrderSummary } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  toaster.remove();
});

const awarded = rfqFixture({
  status: 'awarded',
  allowedTransitions: [],
  awardedSupplierId: null,
  awards: [
    { lineId: 'rl1', supplierId: 's1', revision: 1, unitPrice: 12.5, leadTimeDays: 10 },
    { lineId: 'rl2', supplierId: 's3', revision: 2, unitPrice: 3, leadTimeDays: 5 },
  ],
});

const summary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 'po-1',
  number: 'PO-1',
  rfqId: awarded.id,
  rfqTitle: awarded.title,
  supplier: { id: 's3', name: 'Lakeshore Laser', slug: 'lakeshore-laser' },
  status: 'issued',
  total: 30,
  dueDate: '2031-04-01',
  viewer: 'buyer',
  next: { status: 'accepted', side: 'supplier' },
  updatedAt: '2030-11-22T10:00:00.000Z',
  lineIds: ['rl2'],
  ...overrides,
});

function serve(orders: OrderSummary[], refuse?: string, rfq = awarded) {
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes: [] } }),
    'GET /api/rfqs/:id/comparison': () => ({ status: 404, body: { error: { status: 'not-found', message: 'none' } } }),
    'GET /api/rfqs/:id/invitations': () => ({ body: { invitations: [] } }),
    'GET /api/rfqs/:id/messages': () => ({ body: { supplierId: null, messages: [], threads: [] } }),
    'GET /api/rfqs/:id/files': () => ({ body: { itar: false, banner: null, canUpload: false, limits: { maxFileBytes: 1, maxRfqBytes: 1, usedBytes: 0 }, files: [] } }),
    'GET /api/orders': () => ({ body: { items: orders } }),
    'POST /api/orders': () => ({ status: 409, body: { error: { status: 'failed-precondition', message: refuse ?? 'refused' } } }),
  });
}

describe('purchase orders on an awarded RFQ', () => {
  it('lists the issued order and offers "Issue purchase order" only for the supplier whose lines are not on one, prefilled', async () => {
    serve([summary()], 'Purchase order PO-1 already covers some of these lines; a line goes on one purchase order only.');
    renderRoute(routes, `/rfq/${awarded.id}`, signedInAs('buyer'));
    const section = await screen.findByTestId('rfq-orders', {}, { timeout: 10_000 });
    expect(await within(section).findByRole('link', { name: 'PO PO-1' })).toHaveAttribute('href', '/orders/po-1');
    const buttons = within(section).getAllByRole('button', { name: 'Issue purchase order' });
    expect(buttons).toHaveLength(1);
    expect(within(section).getByText('Acme Precision won 1 line not yet on a purchase order.')).toBeInTheDocument();

    await userEvent.click(buttons[0]!);
    const form = within(section).getByTestId('issue-order-form');
    expect(within(form).getByLabelText('Quantity of GB-100')).toHaveValue(50);
    expect(within(form).getByText('Total $625.00')).toBeInTheDocument();
    expect(within(form).getByLabelText(/City/)).toHaveValue('Cleveland');
    expect(within(form).getByLabelText(/ZIP/)).toHaveValue('44114');
    await userEvent.clear(within(form).getByLabelText('Quantity of GB-100'));
    await userEvent.type(within(form).getByLabelText('Quantity of GB-100'), '60');
    await userEvent.type(within(form).getByLabelText(/Ship to/), 'Receiving');
    await userEvent.type(within(form).getByLabelText(/Street/), '1300 W 9th St');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue purchase order' }));

    // the server's refusal is shown in the form, which stays open
    expect(await within(form).findByText(/PO-1 already covers some of these lines/)).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/api/orders')!.body as OrderCreate;
    expect(sent).toMatchObject({ rfqId: awarded.id, lines: [{ lineId: 'rl1', quantity: 60 }], shipTo: { name: 'Receiving', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44114' } });
  });

  it('shows a supplier its order and no issue button', async () => {
    serve([summary({ viewer: 'supplier' })], undefined, { ...awarded, viewer: 'supplier', suppliers: [awarded.suppliers[1]!], awards: [awarded.awards[1]!] });
    renderRoute(routes, `/rfq/${awarded.id}`, signedInAs('supplier'));
    const section = await screen.findByTestId('rfq-orders', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getByRole('link', { name: 'PO PO-1' })).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: 'Issue purchase order' })).not.toBeInTheDocument();
  });
});
