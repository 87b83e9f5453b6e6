import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type RfqMessage } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  toaster.remove();
});

const suppliers = [
  { id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' },
  { id: 's2', name: 'Bolt Works', slug: 'bolt-works', city: 'Erie', state: 'PA' },
];

function serve(rfq: ReturnType<typeof rfqFixture>, messages: RfqMessage[]) {
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes: [] } }),
    'GET /api/rfqs/:id/comparison': () => ({ status: 404, body: { error: { status: 'not-found', message: 'none' } } }),
    'GET /api/rfqs/:id/invitations': () => ({ body: { invitations: [] } }),
    'GET /api/rfqs/:id/messages': ({ query }) => {
      const supplierId = query.get('supplierId');
      const shown = messages.filter((m) => m.broadcast || m.supplierId === (rfq.viewer === 'supplier' ? 's1' : supplierId));
      const threads = rfq.viewer === 'supplier' ? [] : suppliers.map((s) => ({ supplierId: s.id, name: s.name, messages: messages.filter((m) => m.supplierId === s.id).length, lastAt: null, lastFrom: null }));
      return { body: { supplierId: rfq.viewer === 'supplier' ? 's1' : supplierId, messages: shown, threads } };
    },
    'POST /api/rfqs/:id/messages': ({ body }) => {
      const input = body as { body: string; supplierId?: string; broadcast?: boolean };
      const message: RfqMessage = { id: `m${messages.length + 1}`, supplierId: input.broadcast ? null : (input.supplierId ?? 's1'), broadcast: Boolean(input.broadcast), from: rfq.viewer === 'supplier' ? 'supplier' : 'buyer', body: input.body, createdAt: '2026-11-25T10:00:00.000Z' };
      messages.push(message);
      return { status: 201, body: { message } };
    },
  });
}

describe('clarification threads on /rfq/:id', () => {
  it('lets an invited supplier ask the buyer and shows the broadcast Q&A', async () => {
    const rfq = rfqFixture({ viewer: 'supplier', owner: null, history: [], allowedTransitions: [], status: 'open', dueDate: '2099-01-10', suppliers: [suppliers[0]!] });
    serve(rfq, [{ id: 'b1', supplierId: null, broadcast: true, from: 'buyer', body: 'Certs required for all lines.', createdAt: '2026-11-24T10:00:00.000Z' }]);
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('supplier'));
    const section = await screen.findByTestId('rfq-threads', {}, { timeout: 10_000 });
    expect(await within(section).findByText('Certs required for all lines.')).toBeInTheDocument();
    expect(within(section).getByText('To all invited suppliers')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Ask the buyer a question'), 'Which finish?');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Which finish?' }));
    expect(await within(section).findByText('Which finish?')).toBeInTheDocument();
  });

  it("lets the buyer answer one supplier's thread or write to all", async () => {
    const rfq = rfqFixture({ status: 'open', dueDate: '2099-01-10', suppliers });
    serve(rfq, [{ id: 'q1', supplierId: 's1', broadcast: false, from: 'supplier', body: 'Which finish?', createdAt: '2026-11-24T10:00:00.000Z' }]);
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('buyer'));
    const section = await screen.findByTestId('rfq-threads', {}, { timeout: 10_000 });
    expect(await within(section).findByText('Which finish?')).toBeInTheDocument();
    await userEvent.type(within(section).getByLabelText('Reply'), 'Anodized.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Anodized.', supplierId: 's1' }));
    await userEvent.selectOptions(within(section).getByTestId('thread-target'), '__all__');
    await userEvent.type(within(section).getByLabelText('Write to every invited supplier'), 'Ship to Ohio.');
    await userEvent.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ body: 'Ship to Ohio.', broadcast: true }));
  });
});
