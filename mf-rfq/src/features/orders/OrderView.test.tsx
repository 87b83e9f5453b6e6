import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Order, type OrderStatus, type OrderStep } from '@forge/shell-sdk';
import { ORDER_NEXT, ORDER_STEP_OWNER } from '@forge/shell-sdk/buying-contract';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { emulateScreenWidth } from '../../test-support/media';

let api: FakeApi;
let restoreWidth: (() => void) | null = null;
afterEach(() => {
  api.restore();
  toaster.remove();
  restoreWidth?.();
  restoreWidth = null;
});

const AT = '2026-11-20T10:00:00.000Z';
const orderFixture = (overrides: Partial<Order> = {}): Order => {
  const status = overrides.status ?? 'issued';
  const next = ORDER_NEXT[status];
  return {
    id: 'po-1',
    number: 'PO-7781',
    rfqId: 'rfq-1',
    rfqTitle: 'Gearbox housings',
    supplier: { id: 's1', name: 'Acme Precision', slug: 'acme-precision' },
    buyer: { email: 'buyer@forge.test' },
    status,
    lines: [
      { lineId: 'l1', partNumber: 'GB-100', description: 'Housing, machined', revision: 'B', unit: 'ea', quantity: 12, unitPrice: 12.5, extended: 150 },
      { lineId: 'l2', partNumber: 'BR-7', description: 'Bracket', revision: '', unit: 'ea', quantity: 4, unitPrice: 10, extended: 40 },
    ],
    total: 190,
    dueDate: '2026-12-20',
    shipTo: { name: 'Receiving', street: '1300 W 9th St', city: 'Cleveland', state: 'OH', zip: '44113' },
    notes: '',
    shipment: null,
    delivery: null,
    events: [{ status: 'issued', at: AT, side: 'buyer', note: '' }],
    files: [],
    viewer: 'supplier',
    next: next ? { status: next, side: ORDER_STEP_OWNER[next] } : null,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
};

/** Serves one order and applies each step the way the API does (or answers `refuse` for the next step). */
function serve(order: Order, refuse?: { status: number; message: string }) {
  let current = order;
  api = installFakeApi({
    'GET /api/orders/:id': () => ({ body: { order: current } }),
    'POST /api/orders/:id/steps': ({ body }) => {
      if (refuse) return { status: refuse.status, body: { error: { status: refuse.status === 409 ? 'failed-precondition' : 'invalid-argument', message: refuse.message } } };
      const step = body as OrderStep;
      const to = step.to as OrderStatus;
      const next = ORDER_NEXT[to];
      current = {
        ...current,
        status: to,
        events: [...current.events, { status: to, at: AT, side: ORDER_STEP_OWNER[to], note: step.note ?? '' }],
        shipment: step.to === 'shipped' ? { carrier: step.carrier, trackingNumber: step.trackingNumber, shippedAt: AT } : current.shipment,
        delivery: step.to === 'delivered' ? { receivedOn: step.receivedOn, onTime: step.receivedOn <= current.dueDate, lines: step.lines.map((l) => ({ lineId: l.lineId, accepted: l.accepted, reason: l.reason ?? '' })) } : current.delivery,
        next: next ? { status: next, side: ORDER_STEP_OWNER[next] } : null,
      };
      return { body: { order: current } };
    },
    'POST /api/orders/:id/files': ({ body, query }) => {
      const file = (body as FormData).get('file') as File;
      current = { ...current, files: [...current.files, { id: 'f1', name: file.name, size: file.size, contentType: 'application/pdf', status: query.get('status') as OrderStatus, side: 'supplier', uploadedAt: AT }] };
      return { status: 201, body: { order: current } };
    },
  });
}

const stepBody = () => api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/steps'))?.body as OrderStep | undefined;

describe('the order page /orders/:id', () => {
  it('lets the supplier accept an issued order; the timeline then shows it and waits for production', async () => {
    serve(orderFixture());
    renderRoute(routes, '/orders/po-1', signedInAs('supplier'));
    expect(await screen.findByRole('heading', { name: 'PO PO-7781' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Order lines' })).toHaveTextContent('GB-100');
    await userEvent.click(screen.getByRole('button', { name: 'Accept purchase order' }));
    await waitFor(() => expect(within(screen.getByTestId('timeline-accepted')).getByText(/by the supplier/)).toBeInTheDocument());
    expect(stepBody()).toEqual({ to: 'accepted' });
    expect(await screen.findByRole('button', { name: 'Mark in production' })).toBeInTheDocument();
  });

  it('shows the buyer whom an issued order waits for, with no step button', async () => {
    serve(orderFixture({ viewer: 'buyer' }));
    renderRoute(routes, '/orders/po-1', signedInAs('buyer'));
    expect(await screen.findByText('Waiting for the supplier to mark it accepted.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept purchase order' })).not.toBeInTheDocument();
  });

  it('ships with carrier and tracking number, and shows the server refusal of a bad tracking number', async () => {
    serve(orderFixture({ status: 'in-production', events: [{ status: 'issued', at: AT, side: 'buyer', note: '' }, { status: 'accepted', at: AT, side: 'supplier', note: '' }, { status: 'in-production', at: AT, side: 'supplier', note: '' }] }), {
      status: 400,
      message: 'Invalid order step: trackingNumber: letters, digits, spaces and hyphens only',
    });
    renderRoute(routes, '/orders/po-1', signedInAs('supplier'));
    await userEvent.type(await screen.findByLabelText(/Carrier/, {}, { timeout: 10_000 }), 'UPS');
    await userEvent.type(screen.getByLabelText(/Tracking number/), '1Z#999');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText(/trackingNumber: letters, digits, spaces and hyphens only/)).toBeInTheDocument();
    expect(stepBody()).toEqual({ to: 'shipped', carrier: 'UPS', trackingNumber: '1Z#999' });
    expect(screen.getByLabelText(/Tracking number/)).toHaveAttribute('maxlength', '64');
  });

  it('records the delivery: a rejected line with its reason, on time against the PO date', async () => {
    serve(orderFixture({ viewer: 'buyer', status: 'shipped', shipment: { carrier: 'UPS', trackingNumber: '1Z999', shippedAt: AT } }));
    renderRoute(routes, '/orders/po-1', signedInAs('buyer'));
    const received = await screen.findByLabelText(/Received on/, {}, { timeout: 10_000 });
    fireEvent.change(received, { target: { value: '2026-11-20' } });
    expect(screen.getByText('On time (due 2026-12-20).')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Inspection of BR-7'), 'rejected');
    await userEvent.type(screen.getByLabelText(/Why was BR-7 rejected/), 'Burrs on edges');
    await userEvent.click(screen.getByRole('button', { name: 'Record delivery' }));
    await waitFor(() => expect(screen.getByTestId('timeline-delivered')).toHaveTextContent('Received 2026-11-20 · on time · 1 of 2 lines accepted'));
    expect(stepBody()).toEqual({ to: 'delivered', receivedOn: '2026-11-20', lines: [{ lineId: 'l1', accepted: true }, { lineId: 'l2', accepted: false, reason: 'Burrs on edges' }] });
    expect(screen.getByRole('table', { name: 'Order lines' })).toHaveTextContent('Rejected: Burrs on edges');
    expect(screen.getByTestId('timeline-shipped')).toHaveTextContent('UPS · tracking 1Z999');
  });

  it('says which step comes next when the server refuses one out of order (409)', async () => {
    serve(orderFixture(), { status: 409, message: 'This order is issued; the next step is "accepted" (by the supplier), not "in-production".' });
    renderRoute(routes, '/orders/po-1', signedInAs('supplier'));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept purchase order' }, { timeout: 10_000 }));
    expect(await screen.findByText(/the next step is "accepted" \(by the supplier\)/)).toBeInTheDocument();
  });

  it('attaches a certificate to the current step at 390 px and refuses a non-PDF/image before sending', async () => {
    restoreWidth = emulateScreenWidth(390);
    serve(orderFixture({ status: 'shipped', next: { status: 'delivered', side: 'buyer' } }));
    renderRoute(routes, '/orders/po-1', signedInAs('supplier'));
    const input = await screen.findByTestId('order-file-input', {}, { timeout: 10_000 });
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByText(/"setup.exe" can't be attached: use a PDF or an image/)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'C-of-C.pdf')] } });
    expect(await within(screen.getByTestId('timeline-shipped')).findByRole('button', { name: 'Download C-of-C.pdf' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(api.calls.find((c) => c.method === 'POST')!.query.get('status')).toBe('shipped');
  });
});
