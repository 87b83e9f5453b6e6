import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Quote } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
let quotes: Quote[];
afterEach(() => {
  api.restore();
  toaster.remove();
});

const supplierView = rfqFixture({
  viewer: 'supplier',
  owner: null,
  history: [],
  allowedTransitions: [],
  dueDate: '2099-01-10',
  suppliers: [{ id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' }],
});

function serve(rfq = supplierView) {
  quotes = [];
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes } }),
    'POST /api/rfqs/:id/quotes': ({ body }) => {
      const input = body as { lines: any[]; decline?: any; validUntil?: string; shippingTerms?: string };
      const quote: Quote = {
        id: `q${quotes.length + 1}`,
        rfqId: rfq.id,
        supplierId: 's1',
        revision: quotes.length + 1,
        lines: input.lines.map((l) => ({ lineId: l.lineId, unitPrice: l.unitPrice ?? null, breaks: l.breaks ?? [], leadTimeDays: l.leadTimeDays ?? null, note: l.note ?? '', decline: l.decline ? { text: '', ...l.decline } : null })),
        decline: input.decline ? { text: '', ...input.decline } : null,
        validUntil: input.validUntil ?? null,
        shippingTerms: input.shippingTerms ?? '',
        total: 42,
        createdAt: '2099-01-01T10:00:00.000Z',
      };
      quotes = [quote, ...quotes];
      return { status: 201, body: { quote } };
    },
  });
}

const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('/rfq/:id for an invited supplier', () => {
  it('quotes one line with a quantity break, declines the other with a reason, shows the total, then the revision', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(routes, '/rfq/rfq-1', signedInAs('supplier'));
    const first = await screen.findByRole('listitem', { name: /Line 1: GB-100/ }, { timeout: 20_000 });
    expect(screen.queryByText('Invitation status')).not.toBeInTheDocument();
    expect(screen.queryByText('Lakeshore Laser')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await within(first).findByText('Enter a unit price in USD, or decline the line')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(within(first).getByLabelText('Unit price, line 1'), '12.50');
    await user.type(within(first).getByLabelText('Lead time in days, line 1'), '15');
    await user.click(within(first).getByRole('button', { name: 'Add a quantity break' }));
    await user.type(within(first).getByLabelText('Break 1 quantity, line 1'), '50');
    await user.type(within(first).getByLabelText('Break 1 unit price, line 1'), '10');
    // 50 units reach the 50+ break: 50 × $10
    expect(screen.getByTestId('quote-total')).toHaveTextContent('Total: $500.00');

    const second = screen.getByRole('listitem', { name: /Line 2: Spacer/ });
    await user.click(within(second).getByRole('button', { name: 'Decline' }));
    await user.selectOptions(within(second).getByRole('combobox'), 'drawing-unclear');
    await user.type(within(second).getByLabelText('Decline details, line 2'), 'Rev B missing');
    await user.type(screen.getByLabelText('Shipping terms'), 'FOB origin');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    await waitFor(() =>
      expect(posts()).toEqual([
        {
          lines: [
            { lineId: 'rl1', unitPrice: 12.5, leadTimeDays: 15, breaks: [{ minQuantity: 50, unitPrice: 10 }] },
            { lineId: 'rl2', decline: { reason: 'drawing-unclear', text: 'Rev B missing' } },
          ],
          shippingTerms: 'FOB origin',
        },
      ]),
    );
    expect(await screen.findByText('Revision 1 sent')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Quote revisions' })).toHaveTextContent('Revision 1');
    expect(screen.getByRole('button', { name: 'Send revision' })).toBeInTheDocument();
  }, 60_000);

  it('sends a whole no quote with a reason', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(routes, '/rfq/rfq-1', signedInAs('supplier'));
    await user.click(await screen.findByRole('button', { name: 'No quote for this RFQ' }, { timeout: 20_000 }));
    await user.selectOptions(screen.getByRole('combobox'), 'capacity');
    await user.click(screen.getByRole('button', { name: 'Send no quote' }));
    await waitFor(() => expect(posts()).toEqual([{ decline: { reason: 'capacity' }, lines: [] }]));
  }, 60_000);

  it('shows the lines won after an award instead of the form', async () => {
    serve({ ...supplierView, status: 'awarded', awards: [{ lineId: 'rl1', supplierId: 's1', revision: 2, unitPrice: 11, leadTimeDays: 12 }] });
    renderRoute(routes, '/rfq/rfq-1', signedInAs('supplier'));
    expect(await screen.findByRole('list', { name: 'Lines you won' }, { timeout: 20_000 })).toHaveTextContent('GB-100: $11.00 each, 12 days (revision 2)');
    expect(screen.queryByRole('button', { name: /^Send (quote|revision|no quote)$/ })).not.toBeInTheDocument();
  }, 60_000);
});
