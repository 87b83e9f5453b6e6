import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Comparison } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import type { Rfq } from '../rfqs/api';
import { TRANSITIONS, rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
let stored: Rfq;

/** Lakeshore Laser (s3) priced the housing; Acme Precision (s1) is invited but never quoted. */
const LAKESHORE_QUOTED: Comparison['suppliers'] = [
  { supplierId: 's1', supplierName: 'Acme Precision', answered: false, revision: null, declinedAll: null, total: 0, quotedLines: 0, validUntil: null, shippingTerms: '' },
  { supplierId: 's3', supplierName: 'Lakeshore Laser', answered: true, revision: 1, declinedAll: null, total: 400, quotedLines: 1, validUntil: null, shippingTerms: '' },
];

function serve(rfq: Rfq, quoted: Comparison['suppliers'] = []) {
  stored = rfq;
  api = installFakeApi({
    'GET /api/rfqs/:id': ({ params }) =>
      params.id === stored.id ? { body: { rfq: stored } } : { status: 404, body: { error: { status: 'not-found', message: `No RFQ with id "${params.id}".` } } },
    'GET /api/rfqs/:id/comparison': () => ({ body: { comparison: { rfqId: stored.id, title: stored.title, status: stored.status, lineCount: stored.lines.length, suppliers: quoted, lines: [] } } }),
    'POST /api/rfqs/:id/award': ({ body }) => {
      const { supplierId } = body as { supplierId: string };
      const awards = [{ lineId: 'rl1', supplierId, revision: 1, unitPrice: 8, leadTimeDays: 20 }];
      stored = { ...stored, status: 'awarded', awardedSupplierId: supplierId, awards, allowedTransitions: [] };
      return { body: { rfq: stored, awards, winners: [supplierId] } };
    },
    'GET /api/rfqs/:id/invitations': () => ({ body: { invitations: [] } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes: [] } }),
    'PATCH /api/rfqs/:id': ({ body }) => {
      const change = body as { status: Rfq['status']; awardedSupplierId?: string };
      stored = { ...stored, status: change.status, awardedSupplierId: change.awardedSupplierId ?? stored.awardedSupplierId, allowedTransitions: TRANSITIONS[change.status] };
      return { body: { rfq: stored } };
    },
  });
}
afterEach(() => {
  api.restore();
  toaster.remove();
});

const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
const awardPosts = () => api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/award')).map((c) => c.body);

/** Opens an open RFQ and the confirmation behind one of its buttons. */
async function openConfirmation(button: string, title: string) {
  serve(rfqFixture());
  renderRoute(routes, '/rfq/rfq-1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: title }) };
}

describe('/rfq/:id', () => {
  it('shows the status, facts, line items and invited suppliers linked to their company pages', async () => {
    serve(rfqFixture());
    renderRoute(routes, '/rfq/rfq-1');
    // The first test loads the page chunk (compiled on demand): allow for a slow, shared machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for gearbox-bom' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('rfq-status')).toHaveTextContent('Open');
    expect(screen.getByText('Cleveland, OH 44114')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Deburr all edges.')).toBeInTheDocument();

    const lines = screen.getAllByTestId('rfq-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('GB-100')).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('link', { name: 'BOM line 1' })).toHaveAttribute('href', '/bom/results/up-1');
    expect(within(lines[1]!).getByText('Spacer')).toBeInTheDocument();

    const suppliers = screen.getByRole('list', { name: 'Invited suppliers' });
    expect(within(suppliers).getByRole('link', { name: 'Acme Precision' })).toHaveAttribute('href', '/company/s1');
    expect(within(suppliers).getByRole('link', { name: 'Lakeshore Laser' })).toHaveAttribute('href', '/company/s3');
  });

  it('closes an open RFQ after confirmation', async () => {
    const { user, dialog } = await openConfirmation('Close RFQ', 'Close this RFQ?');
    expect(patches()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close RFQ' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'closed' }]));
    await waitFor(() => expect(screen.getByTestId('rfq-status')).toHaveTextContent('Closed'));
    expect(await screen.findByText('RFQ closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen RFQ' })).toBeInTheDocument();
  });

  it('offers "Award" only to a supplier that priced a line, and awards through POST …/award', async () => {
    serve(rfqFixture(), LAKESHORE_QUOTED);
    renderRoute(routes, '/rfq/rfq-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Award to Lakeshore Laser' }, { timeout: 10_000 }));
    // Acme Precision never quoted: nothing to award it
    expect(screen.queryByRole('button', { name: 'Award to Acme Precision' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('alertdialog', { name: 'Award this RFQ to Lakeshore Laser?' });
    await user.type(within(dialog).getByLabelText('Reason for the other suppliers'), 'Best price');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm award' }));
    await waitFor(() => expect(awardPosts()).toEqual([{ supplierId: 's3', reason: 'Best price' }]));
    expect(patches()).toEqual([]);
    expect(await screen.findByText(/Every line Lakeshore Laser priced \(1 line\) is awarded to it\./)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Invited suppliers' })).getByText('Awarded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Award to/ })).not.toBeInTheDocument();
  });

  it('offers no row "Award" while nobody has priced a line', async () => {
    serve(rfqFixture());
    renderRoute(routes, '/rfq/rfq-1');
    expect(await screen.findByRole('button', { name: 'Close RFQ' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/comparison'))).toBe(true));
    expect(screen.queryByRole('button', { name: /^Award to/ })).not.toBeInTheDocument();
  });

  it('sends a draft at once', async () => {
    serve(rfqFixture({ status: 'draft', allowedTransitions: ['open', 'closed'], openedAt: null }));
    renderRoute(routes, '/rfq/rfq-1');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Discard draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'open' }]));
    expect(await screen.findByText('RFQ sent')).toBeInTheDocument();
  });

  it('shows an invited supplier the request without any action', async () => {
    serve(rfqFixture({ viewer: 'supplier', owner: null, allowedTransitions: [], history: [], suppliers: [{ id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' }] }));
    renderRoute(routes, '/rfq/rfq-1', signedInAs('supplier'));
    expect(await screen.findByText(/You are invited to quote on this RFQ/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close RFQ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Award/ })).not.toBeInTheDocument();
    // the line made from the buyer's BOM shows its data, never a link to the buyer's upload
    const lines = screen.getAllByTestId('rfq-line');
    expect(within(lines[0]!).getByText('GB-100')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /BOM line/ })).not.toBeInTheDocument();
  });

  it('says so when the RFQ does not exist or is not shared', async () => {
    serve(rfqFixture());
    renderRoute(routes, '/rfq/someone-elses');
    expect(await screen.findByText("This RFQ doesn't exist or isn't shared with you.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to RFQ management' })).toHaveAttribute('href', '/rfq-management');
  });
});
