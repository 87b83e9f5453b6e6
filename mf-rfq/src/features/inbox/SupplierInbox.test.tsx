import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import type { InboxItem } from '@forge/shell-sdk';
import routes from '../../routes';

let api: FakeApi;
afterEach(() => api.restore());

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  id: 'r1',
  title: 'Brackets',
  status: 'open',
  dueDate: '2099-01-10',
  lineCount: 2,
  bucket: 'new',
  myQuote: null,
  lossReason: '',
  unopened: true,
  buyerAwardRate: null,
  ...overrides,
});
const ITEMS = [
  item({}),
  item({ id: 'r2', title: 'Shafts', bucket: 'answered', myQuote: { revision: 2, declined: false, total: 1250.5 }, unopened: false, buyerAwardRate: { decided: 4, awarded: 3, awardRate: 0.75 } }),
  item({ id: 'r3', title: 'Covers', status: 'awarded', bucket: 'lost', myQuote: { revision: 1, declined: false, total: 90 }, lossReason: 'Lower price elsewhere', unopened: false }),
];

function serve(companyId: string | null = 'c1') {
  api = installFakeApi({
    'GET /api/rfqs/inbox': ({ query }) => ({
      body: { companyId, counts: { new: 1, 'due-soon': 0, answered: 1, won: 0, lost: 1, closed: 0 }, items: companyId ? ITEMS.filter((i) => i.bucket === (query.get('bucket') ?? i.bucket)) : [] },
    }),
  });
}

describe('/rfq-inbox', () => {
  it('shows the tabs with counts, the new invitations first, and switches tab', async () => {
    serve();
    renderRoute(routes, '/rfq-inbox', signedInAs('supplier'));
    expect(await screen.findByRole('heading', { level: 1, name: 'RFQ inbox' }, { timeout: 20_000 })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Inbox tabs' });
    expect(await within(tabs).findByRole('button', { name: /New\s*1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Brackets' })).toHaveAttribute('href', '/rfq/r1');
    expect(screen.getByTestId('buyer-award-rate')).toHaveTextContent('Buyer new to Forge: fewer than 3 decided RFQs');
    expect(screen.queryByText('Shafts')).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('bucket')).toBe('new');

    await userEvent.click(within(tabs).getByRole('button', { name: /Answered\s*1/ }));
    expect(await screen.findByRole('link', { name: 'Shafts' })).toBeInTheDocument();
    expect(screen.getByText('$1,250.50')).toBeInTheDocument();
    expect(screen.getByTestId('buyer-award-rate')).toHaveTextContent('Buyer awards 75% of RFQs (3 of 4 decided)');

    await userEvent.click(within(tabs).getByRole('button', { name: /Lost\s*1/ }));
    expect(await screen.findByText("Buyer's reason: Lower price elsewhere")).toBeInTheDocument();
  }, 60_000);

  it('asks a supplier without a claimed company to claim one', async () => {
    serve(null);
    renderRoute(routes, '/rfq-inbox', signedInAs('supplier'));
    expect(await screen.findByText(/Claim your company profile to receive RFQs/, undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Inbox tabs' })).not.toBeInTheDocument();
  }, 60_000);
});
