import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RfqFromBom, RfqPackagePreview } from '@forge/shell-sdk';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { completedUpload, resultLines } from '../../test-support/fixtures';
import { defaultDueDate } from './api';

let api: FakeApi;
let created: RfqFromBom[];

const preview = (): RfqPackagePreview => ({
  uploadId: 'up-1',
  fileName: completedUpload.fileName,
  customLines: 3,
  packages: [
    {
      process: { slug: 'cnc-machining', name: 'CNC Machining' },
      title: `CNC Machining parts — ${completedUpload.fileName}`,
      lineCount: 2,
      linesWithoutQuantity: 1,
      revisions: [{ partNumber: 'HSG-10', revision: 'C' }],
      suppliers: [
        { id: 's1', name: 'Acme Precision', city: 'Dayton', state: 'OH' },
        { id: 's2', name: 'Buckeye Machining', city: 'Akron', state: 'OH' },
      ],
    },
    { process: { slug: 'pcb-fabrication', name: 'PCB Fabrication' }, title: `PCB Fabrication parts — ${completedUpload.fileName}`, lineCount: 1, linesWithoutQuantity: 0, revisions: [], suppliers: [] },
  ],
  created,
});

beforeEach(() => {
  created = [];
  api = installFakeApi({
    'GET /api/bom/processes': () => ({ body: [{ slug: 'cnc-machining', name: 'CNC Machining' }] }),
    'GET /api/bom/uploads/:id': () => ({ body: { upload: completedUpload } }),
    'GET /api/bom/uploads/:id/buy-list': () => ({ body: { lines: 0, total: 0, groups: [] } }),
    'GET /api/bom/uploads/:id/lines': () => ({ body: resultLines }),
    'GET /api/rfq-packages': () => ({ body: preview() }),
    'POST /api/rfq-packages': ({ body }) => {
      const { dueDate } = body as { dueDate: string };
      created = [
        { id: 'r-cnc', title: preview().packages[0]!.title, status: 'draft', dueDate, lineCount: 2, supplierCount: 2, process: { slug: 'cnc-machining', name: 'CNC Machining' }, createdAt: '2026-11-26T10:00:00.000Z' },
        { id: 'r-pcb', title: preview().packages[1]!.title, status: 'draft', dueDate, lineCount: 1, supplierCount: 0, process: { slug: 'pcb-fabrication', name: 'PCB Fabrication' }, createdAt: '2026-11-26T10:00:00.000Z' },
      ];
      return { status: 201, body: { uploadId: 'up-1', created } };
    },
  });
});
afterEach(() => api.restore());

describe('Request quotes by process', () => {
  it('shows each package (process, lines, suppliers) before creating, then lists the drafts with links to review them', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/bom/results/up-1');
    await user.click(await screen.findByRole('button', { name: 'Request quotes by process' }));
    const list = await screen.findByRole('list', { name: 'Packages' });
    const [cnc, pcb] = within(list).getAllByRole('listitem');
    expect(within(cnc!).getByText('CNC Machining')).toBeInTheDocument();
    expect(within(cnc!).getByText('2 lines')).toBeInTheDocument();
    expect(within(cnc!).getByText('2 suppliers: Acme Precision, Buckeye Machining')).toBeInTheDocument();
    expect(within(cnc!).getByText('Revisions kept: HSG-10 rev C')).toBeInTheDocument();
    expect(within(cnc!).getByText(/1 line has no quantity/)).toBeInTheDocument();
    expect(within(pcb!).getByText('No matched supplier yet: add suppliers in the draft.')).toBeInTheDocument();
    // nothing is created until the buyer confirms
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByLabelText('Quotes due')).toHaveValue(defaultDueDate());

    await user.click(screen.getByRole('button', { name: 'Create 2 draft RFQs' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ uploadId: 'up-1', dueDate: defaultDueDate() }));
    expect(await screen.findByRole('heading', { name: `RFQs from ${completedUpload.fileName}` })).toBeInTheDocument();
    expect(screen.getByText(/2 draft RFQs were created, one per process/)).toBeInTheDocument();
    const drafts = screen.getByRole('list', { name: 'RFQs from this BOM' });
    expect(within(drafts).getByRole('link', { name: `CNC Machining parts — ${completedUpload.fileName}` })).toHaveAttribute('href', '/rfq/r-cnc');
    expect(within(drafts).getAllByRole('link', { name: 'Review and send' }).map((a) => a.getAttribute('href'))).toEqual(['/rfq/r-cnc', '/rfq/r-pcb']);
    expect(within(drafts).getByText(/PCB Fabrication · 1 line · 0 suppliers/)).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    api.on('POST /api/rfq-packages', () => ({ status: 409, body: { error: { status: 'conflict', message: 'BOM "gearbox.csv" has no custom lines to quote.' } } }));
    const user = userEvent.setup();
    renderRoute(routes, '/bom/results/up-1');
    await user.click(await screen.findByRole('button', { name: 'Request quotes by process' }));
    await user.click(await screen.findByRole('button', { name: 'Create 2 draft RFQs' }));
    expect(await screen.findByText('BOM "gearbox.csv" has no custom lines to quote.')).toBeInTheDocument();
  });

  it('says so when the BOM has no custom lines, and offers nothing to create', async () => {
    api.on('GET /api/rfq-packages', () => ({ body: { ...preview(), customLines: 0, packages: [] } }));
    const user = userEvent.setup();
    renderRoute(routes, '/bom/results/up-1');
    await user.click(await screen.findByRole('button', { name: 'Request quotes by process' }));
    expect(await screen.findByText(/This BOM has no custom lines to quote/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 0 draft RFQs' })).toBeDisabled();
  });
});
