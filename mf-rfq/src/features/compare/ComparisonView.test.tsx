import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Comparison } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';
import { emulateScreenWidth } from '../../test-support/media';

let api: FakeApi;
let restoreWidth: () => void = () => undefined;
afterEach(() => {
  restoreWidth();
  api.restore();
  toaster.remove();
});

const offer = (supplierId: string, supplierName: string, unitPrice: number, leadTimeDays: number, quantity: number) => ({
  supplierId, supplierName, revision: 1, unitPrice, extendedPrice: unitPrice * quantity, leadTimeDays, note: '', breaks: [] as { minQuantity: number; unitPrice: number }[], lowestPrice: false, fastestLeadTime: false,
});
/** What Lakeshore wrote beside its housing price: a note and two quantity breaks. */
const LAKESHORE_EXTRAS = { note: 'Anodize black, MIL-A-8625 Type II', breaks: [{ minQuantity: 100, unitPrice: 7 }, { minQuantity: 1000, unitPrice: 6.5 }] };
const COMPARISON: Comparison = {
  rfqId: 'rfq-1',
  title: 'Quote for gearbox-bom',
  status: 'open',
  lineCount: 2,
  suppliers: [
    { supplierId: 's1', supplierName: 'Acme Precision', answered: true, revision: 1, declinedAll: null, total: 650, quotedLines: 2, validUntil: '2099-02-01', shippingTerms: 'FOB origin' },
    { supplierId: 's3', supplierName: 'Lakeshore Laser', answered: true, revision: 1, declinedAll: null, total: 400, quotedLines: 1, validUntil: null, shippingTerms: '' },
  ],
  lines: [
    { lineId: 'rl1', partNumber: 'GB-100', description: 'Housing', quantity: 50, unit: 'ea', declines: [], offers: [{ ...offer('s3', 'Lakeshore Laser', 8, 20, 50), ...LAKESHORE_EXTRAS, lowestPrice: true }, { ...offer('s1', 'Acme Precision', 12, 10, 50), fastestLeadTime: true }] },
    { lineId: 'rl2', partNumber: '', description: 'Spacer', quantity: 10, unit: 'ea', offers: [{ ...offer('s1', 'Acme Precision', 5, 5, 10), lowestPrice: true, fastestLeadTime: true }], declines: [{ supplierId: 's3', supplierName: 'Lakeshore Laser', reason: 'capability', text: 'No lathe' }] },
  ],
};

function serve() {
  let rfq = rfqFixture();
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/comparison': () => ({ body: { comparison: COMPARISON } }),
    'GET /api/rfqs/:id/invitations': () => ({
      body: {
        invitations: [
          { supplierId: 's1', name: 'Acme Precision', status: 'quoted', openedAt: null, askedAt: null, answeredAt: '2099-01-01T10:00:00.000Z', revision: 1, declineReason: null },
          { supplierId: 's3', name: 'Lakeshore Laser', status: 'opened', openedAt: '2099-01-01T09:00:00.000Z', askedAt: null, answeredAt: null, revision: null, declineReason: null },
        ],
      },
    }),
    'POST /api/rfqs/:id/award': ({ body }) => {
      const lines = (body as { lines: { lineId: string; supplierId: string }[] }).lines;
      const awards = lines.map((l) => ({ ...l, revision: 1, unitPrice: 1, leadTimeDays: 1 }));
      rfq = { ...rfq, status: 'awarded', allowedTransitions: [], awards };
      return { body: { rfq, awards, winners: [...new Set(lines.map((l) => l.supplierId))] } };
    },
  });
}

describe('/rfq/:id comparison for the buyer', () => {
  it('compares line by line with marks, totals and no-quotes; filters; splits the award after confirmation with a reason', async () => {
    restoreWidth = emulateScreenWidth(1280);
    serve();
    const user = userEvent.setup();
    renderRoute(routes, '/rfq/rfq-1');
    const table = await screen.findByRole('table', { name: 'Comparison' }, { timeout: 20_000 });
    const rows = within(table).getAllByTestId('comparison-offer');
    expect(rows[0]).toHaveTextContent(/GB-100.*Lakeshore Laser.*\$8\.00.*\$400\.00.*20 d.*Lowest price/);
    expect(rows[1]).toHaveTextContent(/Acme Precision.*\$12\.00.*\$600\.00.*10 d.*Fastest/);
    // what the supplier wrote beside the price: its quantity breaks and its note, on its own offer only
    expect(within(rows[0]!).getByTestId('offer-details')).toHaveTextContent('Quantity breaks: 100+ $7.00 · 1,000+ $6.50Note: Anodize black, MIL-A-8625 Type II');
    expect(within(rows[1]!).queryByTestId('offer-details')).not.toBeInTheDocument();
    expect(within(table).getByText(/No quote — Not our capability, No lathe/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Totals per supplier' })).toHaveTextContent('$650.00 for 2 lines of 2');
    expect(await screen.findByRole('list', { name: 'Invitation status' })).toHaveTextContent(/Acme Precision.*Quoted.*Lakeshore Laser.*Opened/);

    await user.selectOptions(screen.getByLabelText('Sort offers by'), 'lead-time');
    expect(within(table).getAllByTestId('comparison-offer')[0]).toHaveTextContent('Acme Precision');
    await user.selectOptions(screen.getByLabelText('Supplier'), 's3');
    expect(within(table).getAllByTestId('comparison-offer')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Supplier'), '');

    // starts from the lowest price per line; the buyer moves the housing to the faster supplier
    await user.click(screen.getByRole('radio', { name: 'Award rl1 to Acme Precision' }));
    await user.click(screen.getByRole('radio', { name: 'Award rl1 to Lakeshore Laser' }));
    await user.click(screen.getByRole('button', { name: 'Award selected lines' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Award the selected lines?' });
    expect(dialog).toHaveTextContent('GB-100 → Lakeshore Laser');
    expect(dialog).toHaveTextContent('Spacer → Acme Precision');
    await user.type(within(dialog).getByLabelText('Reason for the other suppliers'), 'Split for price');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm award' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { lines: [{ lineId: 'rl1', supplierId: 's3' }, { lineId: 'rl2', supplierId: 's1' }], reason: 'Split for price' },
      ]),
    );
    expect(await screen.findByText('RFQ awarded')).toBeInTheDocument();
  }, 60_000);

  it('shows one card per line on a phone', async () => {
    restoreWidth = emulateScreenWidth(390);
    serve();
    renderRoute(routes, '/rfq/rfq-1');
    const cards = await screen.findAllByTestId('comparison-line', undefined, { timeout: 20_000 });
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/Lakeshore Laser.*Quantity breaks: 100\+ \$7\.00 · 1,000\+ \$6\.50.*Note: Anodize black, MIL-A-8625 Type II/);
    expect(cards[1]).toHaveTextContent(/Spacer.*Acme Precision.*\$5\.00.*Lakeshore Laser: no quote — Not our capability, No lathe/);
    expect(screen.queryByRole('table', { name: 'Comparison' })).not.toBeInTheDocument();
  }, 60_000);
});
