import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type RfqFile, type RfqFileDownload } from '@forge/shell-sdk';
import { ITAR_FILE_BANNER } from '@forge/shell-sdk/buying-contract';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';

let api: FakeApi;
let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => {
  api.restore();
  open.mockRestore();
  toaster.remove();
});

const MB = 1024 * 1024;
const drawing = (overrides: Partial<RfqFile> = {}): RfqFile => ({ id: 'f1', rfqId: 'rfq-1', lineId: null, name: 'housing.pdf', size: 2 * MB, kind: 'PDF', contentType: 'application/pdf', uploadedAt: '2026-11-25T10:00:00.000Z', itar: false, ...overrides });

function serve(rfq: ReturnType<typeof rfqFixture>, files: RfqFile[], downloads: RfqFileDownload[] = [], refuse?: string) {
  const itar = rfq.itar;
  api = installFakeApi({
    'GET /api/rfqs/:id': () => ({ body: { rfq } }),
    'GET /api/rfqs/:id/quotes': () => ({ body: { quotes: [] } }),
    'GET /api/rfqs/:id/comparison': () => ({ status: 404, body: { error: { status: 'not-found', message: 'none' } } }),
    'GET /api/rfqs/:id/invitations': () => ({ body: { invitations: [] } }),
    'GET /api/rfqs/:id/messages': () => ({ body: { supplierId: null, messages: [], threads: [] } }),
    'GET /api/rfqs/:id/files': () => ({
      body: {
        itar,
        banner: itar ? ITAR_FILE_BANNER : null,
        canUpload: rfq.viewer !== 'supplier' && (rfq.status === 'open' || rfq.status === 'draft'),
        limits: { maxFileBytes: 50 * MB, maxRfqBytes: 200 * MB, usedBytes: files.reduce((s, f) => s + f.size, 0) },
        files,
      },
    }),
    'GET /api/rfqs/:id/files/downloads': () => ({ body: { downloads } }),
    'POST /api/rfqs/:id/files': ({ body, query }) => {
      if (refuse) return { status: 400, body: { error: { status: 'invalid-argument', message: refuse } } };
      const file = (body as FormData).get('file') as File;
      const stored = drawing({ id: `f${files.length + 1}`, name: file.name, size: file.size, kind: 'STEP', lineId: query.get('lineId') });
      files.push(stored);
      return { status: 201, body: { file: stored } };
    },
    'DELETE /api/rfqs/:id/files/:fileId': ({ params }) => {
      files.splice(files.findIndex((f) => f.id === params.fileId), 1);
      return { status: 204 };
    },
    'POST /api/rfqs/:id/files/:fileId/link': ({ params }) => ({ body: { url: `/api/rfq-files/token-${params.fileId}`, expiresAt: '2026-11-25T10:15:00.000Z' } }),
  });
}

const choose = (section: HTMLElement, ...files: File[]) => fireEvent.change(within(section).getByTestId('rfq-file-input'), { target: { files } });

describe('drawings and files on /rfq/:id', () => {
  it('lets the buyer attach a drawing to a line, states the limits, and remove it', async () => {
    const rfq = rfqFixture({ status: 'draft', allowedTransitions: ['open', 'closed'] });
    const files = [drawing()];
    serve(rfq, files);
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('buyer'));
    const section = await screen.findByTestId('rfq-files', {}, { timeout: 10_000 });
    expect(await within(section).findByText('housing.pdf')).toBeInTheDocument();
    expect(within(section).getByText(/Up to 50 MB per file and 200 MB per RFQ \(2\.0 MB used\)/)).toBeInTheDocument();

    await userEvent.selectOptions(within(section).getByLabelText('Attach to'), 'rl2');
    choose(section, new File(['ISO-10303-21;'], 'spacer.step'));
    expect(await within(section).findByText('spacer.step')).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/files'))!;
    expect(post.query.get('lineId')).toBe('rl2');
    expect(((post.body as FormData).get('file') as File).name).toBe('spacer.step');
    expect(within(section).getAllByTestId('rfq-file')[1]).toHaveTextContent('STEP · 13 B · Line 2: Spacer');

    await userEvent.click(within(section).getByRole('button', { name: 'Remove housing.pdf' }));
    await waitFor(() => expect(within(section).queryByText('housing.pdf')).not.toBeInTheDocument());
  });

  it('refuses a wrong extension or an oversized file before sending, and shows the server refusal', async () => {
    const rfq = rfqFixture({ status: 'open' });
    serve(rfq, [], [], '"bracket.pdf" is named .pdf but its content is PNG, so it is not accepted as PDF. Only files whose content matches their extension are accepted.');
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('buyer'));
    const section = await screen.findByTestId('rfq-files', {}, { timeout: 10_000 });
    await within(section).findByText(/No drawings attached yet/);

    choose(section, new File(['MZ'], 'setup.exe'));
    expect(await within(section).findByText(/"setup.exe" can't be attached: use PDF, STEP\/STP/)).toBeInTheDocument();
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: 60 * MB });
    choose(section, huge);
    expect(await within(section).findByText('"huge.pdf" is 60 MB; the limit is 50 MB per file.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    choose(section, new File(['%PNG'], 'bracket.pdf'));
    expect(await within(section).findByText(/is named \.pdf but its content is PNG/)).toBeInTheDocument();
  });

  it('downloads through a link and shows the buyer who downloaded what', async () => {
    const rfq = rfqFixture({ status: 'open' });
    serve(rfq, [drawing()], [{ fileId: 'f1', fileName: 'housing.pdf', uid: 'u2', email: 'quotes@acme.test', role: 'supplier', supplierId: 's1', supplierName: 'Acme Precision', via: 'link', at: '2026-11-25T11:00:00.000Z' }]);
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('buyer'));
    const section = await screen.findByTestId('rfq-files', {}, { timeout: 10_000 });
    await userEvent.click(await within(section).findByRole('button', { name: 'Download housing.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/rfq-files\/token-f1$/), '_self'));

    await userEvent.click(within(section).getByRole('button', { name: 'Who downloaded the files' }));
    const log = await within(section).findByRole('table', { name: 'Download log' });
    expect(within(log).getByText('Acme Precision')).toBeInTheDocument();
    expect(within(log).getByText('quotes@acme.test')).toBeInTheDocument();
  });

  it('shows an invited supplier the ITAR banner and the files to download, with no upload or log', async () => {
    const rfq = rfqFixture({ viewer: 'supplier', owner: null, history: [], allowedTransitions: [], status: 'open', itar: true, suppliers: [{ id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH', itarRegistration: 'document-on-file' }] });
    serve(rfq, [drawing({ itar: true })]);
    renderRoute(routes, `/rfq/${rfq.id}`, signedInAs('supplier'));
    const section = await screen.findByTestId('rfq-files', {}, { timeout: 10_000 });
    expect(await within(section).findByText('housing.pdf')).toBeInTheDocument();
    expect(within(section).getByTestId('itar-banner')).toHaveTextContent('ITAR / export-controlled technical data');
    expect(screen.getAllByText('ITAR / export-controlled').length).toBeGreaterThan(0);
    expect(screen.getByText('ITAR registered · registration letter on file')).toBeInTheDocument();
    expect(screen.queryByText(/certified/i)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Who downloaded the files' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Download housing.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });
});
