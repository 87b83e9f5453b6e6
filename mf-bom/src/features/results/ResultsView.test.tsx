import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute, TEST_TOKEN } from '../../test-support/render-route';
import { atWindowWidth } from '@forge/shell-sdk/testing';
import { completedUpload, resultLines } from '../../test-support/fixtures';
import type { BomLine } from './api';

let api: FakeApi;
let lines: BomLine[];

function filterLines(query: URLSearchParams): BomLine[] {
  const kind = query.get('kind');
  const process = query.get('process');
  const q = query.get('q')?.toLowerCase();
  return lines.filter(
    (line) =>
      (!kind || line.kind === kind) &&
      (!process || line.process?.slug === process) &&
      (!q || `${line.partNumber} ${line.description}`.toLowerCase().includes(q)),
  );
}

beforeEach(() => {
  lines = structuredClone(resultLines);
  api = installFakeApi({
    'GET /api/bom/processes': () => ({
      body: [
        { slug: 'cnc-machining', name: 'CNC Machining' },
        { slug: 'sheet-metal-fabrication', name: 'Sheet Metal Fabrication' },
        { slug: 'laser-cutting', name: 'Laser Cutting' },
      ],
    }),
    'GET /api/bom/uploads/:id': () => ({ body: { upload: completedUpload } }),
    'GET /api/bom/uploads/:id/buy-list': () => ({
      body: {
        lines: 1,
        total: 9.6,
        groups: [
          {
            supplier: 'McMaster-Carr',
            total: 9.6,
            items: [{ lineId: 'l2', lineNo: 2, name: 'Socket head cap screw M4x10', partNumber: 'M4x10-SHCS', mpn: '', supplierPn: '91290A146', quantity: 24, unit: 'ea', unitPrice: 0.4, total: 9.6, link: 'https://www.mcmaster.com/91290A146/' }],
          },
        ],
      },
    }),
    'GET /api/bom/uploads/:id/lines': ({ query }) => ({ body: filterLines(query) }),
    'PATCH /api/bom/uploads/:id/lines/:lineId': ({ params, body }) => {
      const patch = body as { kind: BomLine['kind']; process?: string };
      lines = lines.map((line) =>
        line.id === params.lineId
          ? {
              ...line,
              kind: patch.kind,
              process: patch.process ? { slug: patch.process, name: 'Sheet Metal Fabrication' } : null,
              corrected: true,
            }
          : line,
      );
      return { body: lines.find((line) => line.id === params.lineId) };
    },
  });
});
afterEach(() => api.restore());

const linesTable = () => screen.findByRole('table', { name: 'BOM lines' });
const lineRequests = () => api.calls.filter((c) => c.path === '/api/bom/uploads/up-1/lines');

describe('/bom/results/:id', () => {
  it('lists skipped rows with their reason and restores one', async () => {
    api.on('GET /api/bom/uploads/:id', () => ({
      body: {
        upload: {
          ...completedUpload,
          summary: { ...completedUpload.summary!, toQuote: 2, toBuy: 1, toReview: 0, skipped: [{ lineNo: 4, reason: 'section title', text: 'Fasteners' }, { lineNo: 9, reason: 'blank', text: '' }, { lineNo: 6, reason: 'marked not a part', text: 'Shipping', sheet: 'Hardware' }] },
        },
      },
    }));
    api.on('POST /api/bom/uploads/:id/restore', () => ({ status: 202, body: { upload: { ...completedUpload, state: 'queued' } } }));
    renderRoute(routes, '/bom/results/up-1');
    expect(await screen.findByText('Not a part: 3 rows')).toBeInTheDocument();
    expect(screen.getByText('You marked it')).toBeInTheDocument();
    expect(screen.getByTestId('sourcing-split')).toHaveTextContent('2 to quote · 1 to buy · 0 to review');
    expect(screen.getByText('Section title')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore row 4 as a line' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/bom/uploads/up-1/restore')?.body).toEqual({ rows: [4] }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Restore row 6 of hardware as a line' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/bom/uploads/up-1/restore').map((c) => c.body)).toContainEqual({ rows: [6], sheet: 'Hardware' }));
  });

  it('moves a line out to the "not a part" list', async () => {
    api.on('POST /api/bom/uploads/:id/exclude', () => ({ status: 202, body: { upload: { ...completedUpload, state: 'queued' } } }));
    renderRoute(routes, '/bom/results/up-1');
    const table = await linesTable();
    const [button] = await within(table).findAllByRole('button', { name: /^Mark line \d+ as not a part$/ });
    const lineNo = Number(/line (\d+)/.exec(button!.getAttribute('aria-label')!)![1]);
    await userEvent.setup().click(button!);
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/bom/uploads/up-1/exclude')?.body).toEqual({ rows: [lineNo] }));
  });

  it('shows the buy list grouped by supplier with prices and links', async () => {
    renderRoute(routes, '/bom/results/up-1');
    const list = await screen.findByTestId('buy-list');
    expect(await within(list).findByRole('heading', { name: 'McMaster-Carr' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Socket head cap screw M4x10' })).toHaveAttribute('href', 'https://www.mcmaster.com/91290A146/');
    expect(within(list).getAllByText('$9.60').length).toBeGreaterThan(0);
  });

  it('shows each line with its classification, confidence and suppliers, and the summary', async () => {
    renderRoute(routes, '/bom/results/up-1');
    const table = await linesTable();
    const housing = within(table).getByTestId('line-l1');
    expect(within(housing).getByText('Custom part')).toBeInTheDocument();
    expect(within(housing).getByText('CNC Machining')).toBeInTheDocument();
    expect(within(housing).getByText('91%')).toBeInTheDocument();
    expect(within(housing).getByRole('link', { name: 'Acme Precision' })).toHaveAttribute('href', '/company/s1');
    // why each supplier was picked, and how far it is from the delivery ZIP
    expect(within(housing).getByText('Offers CNC Machining · 12.4 mi from Cleveland, OH 44114')).toBeInTheDocument();
    expect(within(housing).getByText(/· 12 mi$/)).toBeInTheDocument();
    expect(within(within(table).getByTestId('line-l2')).getByText('Fasteners')).toBeInTheDocument();

    expect(screen.getByRole('img', { name: 'Custom: 2, Standard: 1, Unknown: 0' })).toBeInTheDocument();
    const byProcess = screen.getByRole('list', { name: 'Lines by process' });
    expect(within(byProcess).getByText('CNC Machining')).toBeInTheDocument();
    expect(within(byProcess).getByText('Laser Cutting')).toBeInTheDocument();
    expect(screen.getByText('4 capable suppliers found for the custom parts.')).toBeInTheDocument();
  });

  it('filters by kind, process and search text through the API and keeps the filters in the URL', async () => {
    renderRoute(routes, '/bom/results/up-1');
    const user = userEvent.setup();
    await linesTable();

    await user.selectOptions(screen.getByLabelText('Filter by kind'), 'standard');
    await waitFor(() => expect(screen.queryByTestId('line-l1')).not.toBeInTheDocument());
    expect(screen.getByTestId('line-l2')).toBeInTheDocument();
    expect(lineRequests().at(-1)?.query.get('kind')).toBe('standard');
    expect(screen.getByTestId('location')).toHaveTextContent('kind=standard');

    await user.selectOptions(screen.getByLabelText('Filter by kind'), 'All kinds');
    await user.selectOptions(screen.getByLabelText('Filter by process'), 'laser-cutting');
    await waitFor(() => expect(screen.queryByTestId('line-l2')).not.toBeInTheDocument());
    expect(screen.getByTestId('line-l3')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by process'), 'All processes');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'housing');
    await waitFor(() => expect(lineRequests().at(-1)?.query.get('q')).toBe('housing'));
    await waitFor(() => expect(screen.queryByTestId('line-l3')).not.toBeInTheDocument());
    expect(screen.getByTestId('line-l1')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(await screen.findByText('No lines match these filters.')).toBeInTheDocument();
  }, 60_000); // four filter round trips and typing: slow in jsdom on a loaded 2-core machine

  it('corrects a line inline, saves it and confirms with a toast', async () => {
    renderRoute(routes, '/bom/results/up-1');
    const user = userEvent.setup();
    const table = await linesTable();
    await user.click(within(table).getByRole('button', { name: 'Correct line 2' }));
    await user.selectOptions(screen.getByLabelText('Kind for line 2'), 'custom');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled(); // a custom part needs its process
    await user.selectOptions(screen.getByLabelText('Process for line 2'), 'sheet-metal-fabrication');
    await user.click(save);

    expect(await screen.findByText('Line 2 corrected')).toBeInTheDocument();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/bom/uploads/up-1/lines/l2');
    expect(patch?.body).toEqual({ kind: 'custom', process: 'sheet-metal-fabrication' });
    const row = await screen.findByTestId('line-l2');
    await waitFor(() => expect(within(row).getByText('Corrected by you')).toBeInTheDocument());
    expect(within(row).getByText('Sheet Metal Fabrication')).toBeInTheDocument();
  });

  it('shows the message when a correction is refused', async () => {
    api.on('PATCH /api/bom/uploads/:id/lines/:lineId', () => ({
      status: 400,
      body: { error: { status: 'invalid-argument', message: 'Unknown process "x".' } },
    }));
    renderRoute(routes, '/bom/results/up-1');
    const user = userEvent.setup();
    await user.click(within(await linesTable()).getByRole('button', { name: 'Correct line 3' }));
    await user.selectOptions(screen.getByLabelText('Kind for line 3'), 'unknown');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown process "x".')).toBeInTheDocument();
    expect(screen.getByText("Couldn't save the correction")).toBeInTheDocument();
  });

  it('sends the selected lines on to create an RFQ', async () => {
    renderRoute(routes, '/bom/results/up-1');
    const user = userEvent.setup();
    await linesTable();
    expect(screen.getByRole('button', { name: 'Request quotes' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select line 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select line 3' }));
    await user.click(screen.getByRole('button', { name: 'Request quotes (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-rfq?upload=up-1&lines=l1&lines=l3');
  });

  it('downloads the export with the bearer token', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    api.on('GET /api/bom/uploads/:id/export', ({ query, headers }) => {
      expect(headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
      return { blob: { content: 'lineNo,partNumber\n1,GB-100\n', type: 'text/csv', fileName: `gearbox.${query.get('format')}` } };
    });
    renderRoute(routes, '/bom/results/up-1');
    const user = userEvent.setup();
    await linesTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicks).toEqual(['gearbox.csv']));
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(clicks).toEqual(['gearbox.csv', 'gearbox.xlsx']));
    expect(created[0]!.type).toBe('text/csv');
  });

  describe('on a phone', () => {
    atWindowWidth(390);

    it('lists lines as cards that can still be selected and corrected', async () => {
      renderRoute(routes, '/bom/results/up-1');
      const user = userEvent.setup();
      const list = await screen.findByRole('list', { name: 'BOM lines' });
      expect(screen.queryByRole('table', { name: 'BOM lines' })).not.toBeInTheDocument();
      const card = within(list).getByTestId('line-l1');
      expect(within(card).getByText('Line 1 · Qty 2')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Acme Precision' })).toBeInTheDocument();

      await user.click(screen.getByRole('checkbox', { name: 'Select all shown lines' }));
      expect(screen.getByRole('button', { name: 'Request quotes (3)' })).toBeEnabled();
      await user.click(within(card).getByRole('button', { name: 'Correct line 1' }));
      await user.selectOptions(screen.getByLabelText('Kind for line 1'), 'standard');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Line 1 corrected')).toBeInTheDocument();
    });
  });
});
