import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Quote, type RfqInviteView } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

const TOKEN = 'T'.repeat(43);
let api: FakeApi;
afterEach(() => {
  api.restore();
  toaster.remove();
});

/** Nobody signed in: the company has no account yet. */
const signedOut = signedInAs('buyer', { status: 'signed-out', user: null, getToken: async () => undefined });

const view = (quotes: Quote[] = []): RfqInviteView => ({
  invite: { supplierId: 's1', supplierName: 'Acme Precision', contactEmail: 'quotes@acme.example', expiresAt: '2099-01-11T00:00:00.000Z', companyClaimed: quotes.length > 0 },
  rfq: rfqFixture({
    viewer: 'supplier',
    owner: null,
    history: [],
    allowedTransitions: [],
    dueDate: '2099-01-10',
    suppliers: [{ id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' }],
  }),
  buyerAwardRate: null,
  files: {
    itar: false,
    banner: null,
    canUpload: false,
    limits: { maxFileBytes: 1, maxRfqBytes: 1, usedBytes: 0 },
    files: [{ id: 'f1', rfqId: 'rfq-1', lineId: null, name: 'GB-100-rev-A.pdf', size: 1200, kind: 'PDF', contentType: 'application/pdf', uploadedAt: '2099-01-01T09:00:00.000Z', itar: false }],
  },
  messages: [],
  quotes,
});

function serve() {
  let quotes: Quote[] = [];
  api = installFakeApi({
    'GET /api/rfq-invites/:token': ({ params }) => (params.token === TOKEN ? { body: view(quotes) } : { status: 404, body: { error: { status: 'not-found', message: 'This quote link is not valid. Use the link in the invitation email exactly as it was sent.' } } }),
    'POST /api/rfq-invites/:token/quotes': ({ body }) => {
      const input = body as { quote: { decline?: { reason: 'capacity'; text?: string } } };
      const quote: Quote = { id: 'q1', rfqId: 'rfq-1', supplierId: 's1', revision: 1, lines: [], decline: input.quote.decline ? { text: '', ...input.quote.decline } : null, validUntil: null, shippingTerms: '', total: 0, createdAt: '2099-01-02T10:00:00.000Z' };
      quotes = [quote];
      return { status: 201, body: { quote, account: { email: 'pat@acme.example', created: true, supplierId: 's1', joinedClaim: false, passwordEmail: true } } };
    },
  });
}

const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('/rfq-invite/:token', () => {
  it('shows the RFQ and its drawing to the company without an account, and asks who answers before sending', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(routes, `/rfq-invite/${TOKEN}`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote for gearbox-bom' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Request for quote to Acme Precision')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Line items' })).toHaveTextContent('GB-100 — Housing, machined');
    expect(screen.getByRole('link', { name: 'Download GB-100-rev-A.pdf' })).toHaveAttribute('href', expect.stringContaining(`/rfq-invites/${TOKEN}/files/f1/content`));
    // no PDF upload without an account
    expect(screen.queryByText(/formal quote/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'No quote for this RFQ' }));
    await user.selectOptions(screen.getByRole('combobox'), 'capacity');
    await user.click(screen.getByRole('button', { name: 'Send no quote' }));
    expect(await screen.findByText('Give your name.')).toBeInTheDocument();
    expect(screen.getByText('Give an email address, like name@company.com.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.type(screen.getByTestId('invite-name'), 'Pat Quoter');
    await user.type(screen.getByTestId('invite-email'), 'pat@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send no quote' }));
    await waitFor(() => expect(posts()).toEqual([{ name: 'Pat Quoter', email: 'pat@acme.example', quote: { decline: { reason: 'capacity' }, lines: [] } }]));
    const notice = await screen.findByTestId('invite-account');
    expect(notice).toHaveTextContent('Forge set up a supplier account for Acme Precision with pat@acme.example');
    expect(within(await screen.findByRole('list', { name: 'Quote revisions' })).getByText(/Revision 1/)).toBeInTheDocument();
  }, 60_000);

  it('says a dead or forged link no longer works, with the reason', async () => {
    serve();
    renderRoute(routes, `/rfq-invite/${'X'.repeat(43)}`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'This quote link no longer works' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('This quote link is not valid. Use the link in the invitation email exactly as it was sent.')).toBeInTheDocument();
  }, 60_000);
});
