import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import type { Rfq } from '../rfqs/api';
import { rfqFixture, summaryOf } from '../../test-support/fixtures';
import { emulateScreenWidth } from '../../test-support/media';

let api: FakeApi;
let restoreWidth: () => void;

const RFQS: Rfq[] = [
  rfqFixture({ id: 'r-open', title: 'Gripper assembly', status: 'open' }),
  rfqFixture({ id: 'r-draft', title: 'Enclosure prototype', status: 'draft', suppliers: [] }),
  rfqFixture({ id: 'r-awarded', title: 'Shaft run', status: 'awarded', awardedSupplierId: 's1' }),
];

function serve(rfqs: Rfq[]) {
  api = installFakeApi({
    'GET /api/rfqs': ({ query }) => {
      const status = query.get('status');
      const items = rfqs.filter((r) => !status || r.status === status);
      const counts = { draft: 0, open: 0, closed: 0, awarded: 0 };
      for (const r of rfqs) counts[r.status]++;
      return { body: { items: items.map(summaryOf), total: items.length, page: 1, pageSize: 20, pages: 1, scope: query.get('scope') ?? 'mine', counts } };
    },
  });
}
beforeEach(() => {
  restoreWidth = emulateScreenWidth(1280);
});
afterEach(() => {
  api.restore();
  restoreWidth();
});

const listQueries = () => api.calls.filter((c) => c.path === '/api/rfqs').map((c) => c.query);

describe('/rfq-management', () => {
  it("lists the buyer's RFQs with status, due date and suppliers, and filters by status in the URL", async () => {
    serve(RFQS);
    renderRoute(routes, '/rfq-management');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'RFQs' });
    expect(within(table).getByRole('link', { name: 'Gripper assembly' })).toHaveAttribute('href', '/rfq/r-open');
    const row = screen.getByTestId('rfq-r-open');
    expect(within(row).getByTestId('rfq-status')).toHaveTextContent('Open');
    expect(within(row).getByText('Acme Precision, Lakeshore Laser')).toBeInTheDocument();
    expect(within(row).getByText('Mar 14, 2031')).toBeInTheDocument();

    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(filter).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filter).getByRole('button', { name: 'Draft 1' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rfq-management?status=draft'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'RFQs' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Enclosure prototype']));
    expect(listQueries().some((q) => q.get('status') === 'draft')).toBe(true);
    expect(screen.getByRole('link', { name: 'New RFQ' })).toHaveAttribute('href', '/create-rfq');
  });

  it('points a buyer without RFQs to BOM upload and supplier discovery', async () => {
    serve([]);
    renderRoute(routes, '/rfq-management');
    expect(await screen.findByRole('heading', { level: 2, name: 'No RFQs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a BOM' })).toHaveAttribute('href', '/bom-upload');
    expect(screen.getByRole('link', { name: 'Find suppliers' })).toHaveAttribute('href', '/discover');
    expect(screen.queryByRole('navigation', { name: 'Filter by status' })).not.toBeInTheDocument();
  });

  it('shows cards on a phone', async () => {
    restoreWidth();
    restoreWidth = emulateScreenWidth(390);
    serve(RFQS);
    renderRoute(routes, '/rfq-management');
    const cards = await screen.findByRole('list', { name: 'RFQs' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lets a supplier switch to the RFQs it is invited to quote on', async () => {
    serve(RFQS);
    renderRoute(routes, '/rfq-management', signedInAs('supplier'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invited to quote' }));
    await waitFor(() => expect(listQueries().some((q) => q.get('scope') === 'invited')).toBe(true));
    expect(screen.getByText('Requests for quotes sent to your company.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New RFQ' })).not.toBeInTheDocument();
  });
});
