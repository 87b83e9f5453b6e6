import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { bomLines, bomUpload, processes, rfqFixture, supplierProfile, supplierSearchFixture } from '../../test-support/fixtures';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi({
    'GET /api/bom/uploads/:id': ({ params }) => (params.id === 'up-1' ? { body: bomUpload } : { status: 404, body: { error: { status: 'not-found', message: `No upload with id "${params.id}".` } } }),
    'GET /api/bom/uploads/:id/lines': () => ({ body: bomLines }),
    'GET /api/suppliers/:id': ({ params }) => (params.id === 's9' ? { body: supplierProfile } : { status: 404, body: { error: { status: 'not-found', message: 'No supplier has the id.' } } }),
    'GET /api/bom/processes': () => ({ body: processes }),
    'POST /api/rfqs': () => ({ status: 201, body: { rfq: rfqFixture() } }),
    'GET /api/rfqs/:id': () => ({ body: { rfq: rfqFixture() } }),
  });
});
afterEach(() => {
  api.restore();
  toaster.remove();
});

const posted = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/rfqs').map((c) => c.body as any);
// the first read waits for the page chunk and the BOM on a slow, shared machine
const lineItems = () => screen.findAllByTestId('rfq-line', {}, { timeout: 20_000 });

describe('/create-rfq from BOM lines', () => {
  it('shows the selected BOM lines with editable quantities and sends them by reference', async () => {
    renderRoute(routes, '/create-rfq?upload=up-1&lines=l1&lines=l3');
    const user = userEvent.setup();

    const items = await lineItems();
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('GB-100')).toBeInTheDocument();
    expect(within(items[0]!).getByText('BOM line 1')).toBeInTheDocument();
    expect(within(items[1]!).getByText('BR-7')).toBeInTheDocument();
    expect(screen.queryByText('M4x10-SHCS')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity, line 1')).toHaveValue(2);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quote for gearbox-bom');
    expect(screen.getByRole('link', { name: 'gearbox-bom.csv' })).toHaveAttribute('href', '/bom/results/up-1');

    // The BOM's matched suppliers are suggested (best first) and invited; the buyer drops one.
    const suppliers = screen.getByRole('list', { name: 'Suppliers to invite' });
    expect(within(suppliers).getAllByRole('link').map((a) => a.textContent)).toEqual(['Acme Precision', 'Lakeshore Laser', 'Buckeye Machining']);
    expect(screen.getByLabelText('Invite Acme Precision')).toBeChecked();
    expect(screen.getByLabelText('Invite Buckeye Machining')).toBeChecked();
    await user.click(screen.getByLabelText('Invite Buckeye Machining'));
    expect(screen.getByLabelText('Invite Buckeye Machining')).not.toBeChecked();

    const quantity = screen.getByLabelText('Quantity, line 1');
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await user.type(screen.getByLabelText('Description, line 2'), 'Spacer, turned');
    await user.type(screen.getByLabelText('Quantity, line 2'), '10');
    await user.selectOptions(screen.getByLabelText('Process, line 2'), 'cnc-machining');
    await user.type(screen.getByLabelText('Delivery ZIP code'), '44114');
    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      title: 'Quote for gearbox-bom',
      status: 'open',
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      delivery: { zip: '44114' },
      ndaRequired: false,
      itar: false,
      lines: [
        { source: { uploadId: 'up-1', lineId: 'l1' }, quantity: 50 },
        { description: 'Spacer, turned', quantity: 10, process: 'cnc-machining' },
      ],
      supplierIds: ['s1', 's3'],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rfq/rfq-1'));
    expect(await screen.findByText('RFQ sent')).toBeInTheDocument();
    // the first test compiles the create and detail page chunks: room for a slow, shared machine
  }, 60_000);

  it('says when the BOM cannot be read and lets the buyer type lines instead', async () => {
    renderRoute(routes, '/create-rfq?upload=gone&lines=l1');
    expect(await screen.findByText(/We couldn't load the BOM: No upload with id "gone"\./)).toBeInTheDocument();
    expect(await screen.findByLabelText('Description, line 1')).toHaveValue('');
  });
});

describe('/create-rfq for a supplier', () => {
  it('invites the supplier, checks the form before sending and saves a draft', async () => {
    renderRoute(routes, '/create-rfq?supplier=s9');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Invite Granite State Fabrication')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Granite State Fabrication' })).toHaveAttribute('href', '/company/s9');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Quote request for Granite State Fabrication');

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Give a part number or a description.')).toBeInTheDocument();
    expect(screen.getByText('Enter a quantity above 0.')).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);

    await user.type(screen.getByLabelText('Part number, line 1'), 'ENC-1');
    await user.type(screen.getByLabelText('Quantity, line 1'), '25');
    await user.click(screen.getByText('Suppliers must sign an NDA before seeing drawings'));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ status: 'draft', ndaRequired: true, lines: [{ partNumber: 'ENC-1', quantity: 25 }], supplierIds: ['s9'] });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  });

  it("shows the API's message and marks the field when the server refuses the RFQ", async () => {
    api.on('POST /api/rfqs', () => ({
      status: 400,
      body: { error: { status: 'invalid-argument', message: 'delivery.zip: 00000 is not a known US ZIP code.', details: { fields: [{ field: 'delivery.zip', message: 'unknown ZIP code' }] } } },
    }));
    renderRoute(routes, '/create-rfq?supplier=s9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Description, line 1'), 'Enclosure');
    await user.type(screen.getByLabelText('Quantity, line 1'), '5');
    await user.type(screen.getByLabelText('Delivery ZIP code'), '00000');
    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));
    expect(await screen.findByText('delivery.zip: 00000 is not a known US ZIP code.')).toBeInTheDocument();
    expect(screen.getByText('unknown ZIP code')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/create-rfq?supplier=s9');
  });
});

describe('/create-rfq: any named supplier and drawings', () => {
  it('adds a supplier found by name beside the ones matched to the BOM, and invites it', async () => {
    api.on('GET /api/suppliers/search', ({ query }) => ({
      body: supplierSearchFixture(
        query.get('q') === 'Granite' ? [{ id: 's9', name: 'Granite State Fabrication', city: 'Nashua', state: 'NH' }, { id: 's1', name: 'Acme Precision', city: 'Dayton', state: 'OH' }] : [],
      ),
    }));
    renderRoute(routes, '/create-rfq?upload=up-1&lines=l1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Add a supplier by name'), 'Granite');
    // Acme Precision is already suggested: only the new company is offered
    const found = await screen.findByRole('list', { name: 'Suppliers found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(found).getByRole('button', { name: 'Add Granite State Fabrication' }));
    expect(screen.getByLabelText('Invite Granite State Fabrication')).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Suppliers found' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/suppliers/search').map((c) => c.query.get('q'))).toEqual(['Granite']);

    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0].supplierIds).toEqual(['s1', 's2', 's9']);
  }, 30_000);

  it('attaches chosen drawings to the draft before sending it', async () => {
    api.on('POST /api/rfqs', () => ({ status: 201, body: { rfq: rfqFixture({ status: 'draft', allowedTransitions: ['open', 'closed'] }) } }));
    api.on('POST /api/rfqs/:id/files', ({ body }) => {
      const file = (body as FormData).get('file') as File;
      return { status: 201, body: { file: { id: 'f1', rfqId: 'rfq-1', lineId: null, name: file.name, size: file.size, kind: 'PDF', contentType: 'application/pdf', uploadedAt: '2030-11-21T10:00:00.000Z', itar: false } } };
    });
    api.on('PATCH /api/rfqs/:id', () => ({ body: { rfq: rfqFixture() } }));
    renderRoute(routes, '/create-rfq?supplier=s9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Part number, line 1'), 'ENC-1');
    await user.type(screen.getByLabelText('Quantity, line 1'), '25');
    fireEvent.change(screen.getByTestId('create-drawings-input'), { target: { files: [new File(['%PDF-1.7'], 'enc-1-rev-a.pdf'), new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('"setup.exe" can\'t be attached');
    expect(screen.getAllByTestId('drawing-to-attach').map((li) => li.textContent)).toEqual([expect.stringContaining('enc-1-rev-a.pdf')]);

    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rfq/rfq-1'));
    // saved as a draft, the drawing attached to it, and only then sent
    const writes = api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(['POST /api/rfqs', 'POST /api/rfqs/rfq-1/files', 'PATCH /api/rfqs/rfq-1']);
    expect(posted()[0]).toMatchObject({ status: 'draft', supplierIds: ['s9'] });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'open' });
    expect(await screen.findByText('RFQ sent')).toBeInTheDocument();
  }, 30_000);

  it('keeps the draft unsent, on its page, and says which drawing was refused and why', async () => {
    api.on('POST /api/rfqs', () => ({ status: 201, body: { rfq: rfqFixture({ status: 'draft', allowedTransitions: ['open', 'closed'] }) } }));
    api.on('POST /api/rfqs/:id/files', () => ({ status: 400, body: { error: { status: 'invalid-argument', message: '"enc.pdf" is named .pdf but its content is PNG, so it is not accepted as PDF.' } } }));
    renderRoute(routes, '/create-rfq?supplier=s9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Part number, line 1'), 'ENC-1');
    await user.type(screen.getByLabelText('Quantity, line 1'), '25');
    fireEvent.change(screen.getByTestId('create-drawings-input'), { target: { files: [new File(['%PNG'], 'enc.pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Send RFQ' }));
    expect(await screen.findByText('Draft saved, but "enc.pdf" was not attached and the RFQ was not sent')).toBeInTheDocument();
    expect(screen.getByText(/is named \.pdf but its content is PNG/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rfq/rfq-1'));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  }, 30_000);
});
