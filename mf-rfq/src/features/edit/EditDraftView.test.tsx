import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { processes, rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => {
  api.restore();
  toaster.remove();
});

type Rfq = ReturnType<typeof rfqFixture>;
const draft = (overrides: Partial<Rfq> = {}) => rfqFixture({ status: 'draft', allowedTransitions: ['open', 'closed'], openedAt: null, ...overrides });

function serve(rfq: Rfq, put?: (body: any) => { status: number; body: unknown }) {
  let current = rfq;
  api = installFakeApi({
    'GET /api/bom/processes': () => ({ body: processes }),
    'GET /api/rfqs/:id': () => ({ body: { rfq: current } }),
    'GET /api/rfqs/:id/files': () => ({ body: { itar: false, banner: null, canUpload: true, limits: { maxFileBytes: 1, maxRfqBytes: 1, usedBytes: 0 }, files: [] } }),
    'PUT /api/rfqs/:id': ({ body }) => {
      if (put) return put(body);
      current = { ...current, title: (body as { title: string }).title };
      return { body: { rfq: current } };
    },
    'PATCH /api/rfqs/:id': () => {
      current = { ...current, status: 'open' };
      return { body: { rfq: current } };
    },
    'POST /api/rfqs/:id/due-date': ({ body }) => {
      current = { ...current, dueDate: (body as { dueDate: string }).dueDate };
      return { body: { rfq: current } };
    },
  });
}

const sent = (method: string) => api.calls.filter((c) => c.method === method).map((c) => c.body as any);

describe('/rfq/:id/edit', () => {
  it('opens from the draft, keeps unchanged lines by id, types changed ones anew, and saves', async () => {
    serve(draft());
    renderRoute(routes, '/rfq/rfq-1', signedInAs('buyer'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit draft' }, { timeout: 10_000 }));

    expect(await screen.findByRole('heading', { name: 'Edit draft' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quote for gearbox-bom');
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue(50);
    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Gearbox housings, rev B');
    await user.clear(screen.getByLabelText('Quantity, line 1'));
    await user.type(screen.getByLabelText('Quantity, line 1'), '60');
    await user.clear(screen.getByLabelText('Description, line 2'));
    await user.type(screen.getByLabelText('Description, line 2'), 'Spacer, 10 mm');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toEqual({
      title: 'Gearbox housings, rev B',
      dueDate: '2031-03-14',
      delivery: { zip: '44114' },
      notes: 'Deburr all edges.',
      ndaRequired: true,
      itar: false,
      lines: [{ keepLineId: 'rl1', quantity: 60 }, { description: 'Spacer, 10 mm', quantity: 10 }],
      supplierIds: ['s1', 's3'],
    });
    expect(sent('PATCH')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rfq/rfq-1'));
    expect(await screen.findByText('Draft updated')).toBeInTheDocument();
  }, 60_000);

  it('saves and sends in one step, and shows the server refusal of an ITAR draft with unregistered suppliers', async () => {
    const message = 'supplierIds.0: Acme Precision does not declare ITAR registration on its profile; an ITAR / export-controlled RFQ may invite only ITAR-registered suppliers.';
    let refuse = true;
    serve(draft(), (body) => (refuse && body.itar ? { status: 400, body: { error: { status: 'invalid-argument', message, details: { fields: [{ field: 'supplierIds.0', message }] } } } } : { status: 200, body: { rfq: draft({ title: body.title }) } }));
    renderRoute(routes, '/rfq/rfq-1/edit', signedInAs('buyer'));
    const user = userEvent.setup();
    await user.click(await screen.findByText('ITAR / export-controlled', {}, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    // The server's sentence above the actions, and its field error on the suppliers it names.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([message, message]);
    expect(within(screen.getByRole('region', { name: 'Suppliers' })).getByRole('alert')).toHaveTextContent(message);
    expect(sent('PATCH')).toHaveLength(0);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await waitFor(() => expect(sent('PATCH')).toEqual([{ status: 'open' }]));
    expect(sent('PUT').at(-1)).toMatchObject({ itar: true });
    expect(await screen.findByText('RFQ sent')).toBeInTheDocument();
  }, 60_000);

  it('refuses to edit a sent RFQ and points back to it', async () => {
    serve(rfqFixture({ status: 'open' }));
    renderRoute(routes, '/rfq/rfq-1/edit', signedInAs('buyer'));
    expect(await screen.findByText('Only a draft can be edited; this RFQ is open. Duplicate it to start a new one.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the RFQ' })).toHaveAttribute('href', '/rfq/rfq-1');
  });
});

describe('extending the due date on /rfq/:id', () => {
  it('asks for a later date, sends it, and shows the new due date', async () => {
    serve(rfqFixture({ status: 'open', dueDate: '2031-03-14' }));
    renderRoute(routes, '/rfq/rfq-1', signedInAs('buyer'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extend due date' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    const input = within(dialog).getByLabelText('New due date');
    expect(input).toHaveValue('2031-03-15');
    await user.clear(input);
    await user.type(input, '2031-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText(/Choose a date after the current due date/)).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '2031-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(sent('POST')).toEqual([{ dueDate: '2031-04-01' }]));
    expect(await screen.findByText('Due date extended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  }, 60_000);

  it('shows the server refusal in the dialog', async () => {
    api = installFakeApi({
      'GET /api/rfqs/:id': () => ({ body: { rfq: rfqFixture({ status: 'open' }) } }),
      'POST /api/rfqs/:id/due-date': () => ({ status: 409, body: { error: { status: 'aborted', message: 'A closed RFQ has no due date to extend; only an open one has.' } } }),
    });
    renderRoute(routes, '/rfq/rfq-1', signedInAs('buyer'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Extend due date' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('A closed RFQ has no due date to extend; only an open one has.')).toBeInTheDocument();
  }, 60_000);
});
