import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Invitations } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  toaster.remove();
});

type Row = Invitations['invitations'][number];
const row = (supplierId: string, name: string, status: Row['status'], extra: Partial<Row> = {}): Row => ({
  supplierId, name, status, openedAt: null, askedAt: null, answeredAt: null, revision: null, declineReason: null, channel: 'email', contactEmail: null, emailedAt: null, withdrawnAt: null, ...extra,
});

function serve() {
  let invitations: Row[] = [
    row('s1', 'Acme Precision', 'emailed', { contactEmail: 'quotes@acme.example' }),
    row('s3', 'Lakeshore Laser', 'no-address', { channel: 'none' }),
    row('s4', 'Dayton Turning', 'sent', { channel: 'account' }),
    row('s5', 'Erie Castings', 'bounced', { contactEmail: 'info@erie.example' }),
  ];
  const rfq = rfqFixture();
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/invitations': () => ({ body: { invitations } }),
    'GET /api/rfqs/:id/comparison': () => ({ body: { comparison: { rfqId: rfq.id, title: rfq.title, status: rfq.status, lineCount: rfq.lines.length, suppliers: [], lines: [] } } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes: [] } }),
    'POST /api/rfqs/:id/invitations/:supplierId/withdraw': ({ params }) => {
      invitations = [...invitations.filter((i) => i.supplierId !== params.supplierId), row(params.supplierId!, 'Acme Precision', 'withdrawn', { withdrawnAt: '2031-03-01T10:00:00.000Z' })];
      return { body: { invitations } };
    },
  });
}

describe('invitation status on /rfq/:id', () => {
  it('tells emailed, no address, sent and bounced apart, and withdraws an invitation after confirming', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(routes, '/rfq/rfq-1', signedInAs('buyer'));
    const list = await screen.findByRole('list', { name: 'Invitation status' }, { timeout: 20_000 });
    const item = (name: string) => within(list).getByText(name).closest('li')!;
    expect(item('Acme Precision')).toHaveTextContent('Quote link emailed to quotes@acme.example');
    expect(item('Acme Precision')).toHaveTextContent('Emailed');
    expect(item('Lakeshore Laser')).toHaveTextContent('No address');
    expect(item('Dayton Turning')).toHaveTextContent('Sent');
    expect(item('Erie Castings')).toHaveTextContent('Bounced');
    // "Sent" only for the company whose owner was notified
    expect(within(list).getAllByText('Sent')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Withdraw the invitation to Acme Precision' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/invitations/s1/withdraw'))).toBe(true));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Invitation status' })).getByText('Acme Precision').closest('li')).toHaveTextContent('Withdrawn'));
  }, 60_000);
});
