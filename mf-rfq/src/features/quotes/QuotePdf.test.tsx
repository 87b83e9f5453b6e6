import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster, type Quote, type QuoteAttachment } from '@forge/shell-sdk';
import { installFakeApi, renderRoute, signedInAs, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';
import { precheckQuotePdf } from './quote-pdf-api';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  toaster.remove();
});

const PDF: QuoteAttachment = { id: 'f1', name: 'ACME quote Q-1001.pdf', size: 2048, uploadedAt: '2099-01-01T09:00:00.000Z' };
const quote = (over: Partial<Quote>): Quote => ({
  id: 'q1',
  rfqId: 'rfq-1',
  supplierId: 's1',
  revision: 1,
  lines: [{ lineId: 'rl1', unitPrice: 12, breaks: [], leadTimeDays: 10, note: '', decline: null }],
  decline: null,
  validUntil: null,
  shippingTerms: '',
  total: 600,
  attachment: null,
  createdAt: '2099-01-01T10:00:00.000Z',
  ...over,
});

describe('precheckQuotePdf', () => {
  it('refuses anything but a PDF, and a PDF over 50 MB, before sending', () => {
    expect(precheckQuotePdf({ name: 'quote.PDF', size: 10 })).toBeNull();
    expect(precheckQuotePdf({ name: 'quote.docx', size: 10 })).toBe('"quote.docx" is not a PDF. Attach your formal quote as a PDF file.');
    expect(precheckQuotePdf({ name: 'big.pdf', size: 51 * 1024 * 1024 })).toMatch(/"big.pdf" is 51.0 MB; a quote PDF may be at most 50.0 MB/);
  });
});

describe('the formal quote PDF on /rfq/:id', () => {
  it('a supplier attaches a PDF to its quote (a wrong file is refused on the spot) and the revision keeps it', async () => {
    const supplierView = rfqFixture({ viewer: 'supplier', owner: null, history: [], allowedTransitions: [], dueDate: '2099-01-10', suppliers: [{ id: 's1', name: 'Acme Precision', slug: 'acme-precision', city: 'Dayton', state: 'OH' }] });
    let quotes: Quote[] = [];
    api = installFakeApi({
      'GET /api/rfqs/:id': () => ({ body: { rfq: supplierView } }),
      'GET /api/rfqs/:id/quotes': () => ({ body: { quotes } }),
      'POST /api/rfqs/:id/quote-attachments': () => ({ status: 201, body: { attachment: PDF } }),
      'POST /api/rfqs/:id/quotes': ({ body }) => {
        const input = body as { attachmentId?: string };
        const saved = quote({ attachment: input.attachmentId === PDF.id ? PDF : null });
        quotes = [saved];
        return { status: 201, body: { quote: saved } };
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderRoute(routes, '/rfq/rfq-1', signedInAs('supplier'));
    await screen.findByRole('listitem', { name: /Line 1: GB-100/ }, { timeout: 20_000 });

    const input = screen.getByLabelText('Quote PDF file');
    await user.upload(input, new File(['not a pdf'], 'quote.docx', { type: 'application/msword' }));
    expect(await screen.findByText('"quote.docx" is not a PDF. Attach your formal quote as a PDF file.')).toBeInTheDocument();
    expect(api!.calls.some((c) => c.path.endsWith('/quote-attachments'))).toBe(false);

    await user.upload(input, new File(['%PDF-1.7'], PDF.name, { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: `Download ${PDF.name}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace PDF' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Unit price, line 1'), '12');
    await user.type(screen.getByLabelText('Lead time in days, line 1'), '10');
    const spacer = screen.getByRole('listitem', { name: /Line 2: Spacer/ });
    await user.click(within(spacer).getByRole('button', { name: 'Decline' }));
    await user.selectOptions(within(spacer).getByRole('combobox'), 'capability');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(api!.calls.find((c) => c.method === 'POST' && c.path === '/api/rfqs/rfq-1/quotes')?.body).toMatchObject({ attachmentId: PDF.id }));
    const history = await screen.findByRole('list', { name: 'Quote revisions' });
    expect(within(history).getByRole('button', { name: `Download ${PDF.name}` })).toBeInTheDocument();
  });

  it('the buyer sees each supplier’s PDF with the revision it came with, and downloads it', async () => {
    const created: Blob[] = [];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:quote';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      api = installFakeApi({
        'GET /api/rfqs/:id': () => ({ body: { rfq: rfqFixture() } }),
        'GET /api/rfqs/:id/quotes': () => ({
          body: {
            quotes: [
              quote({ id: 'q2', revision: 2, attachment: null }),
              quote({ id: 'q1', revision: 1, attachment: PDF }),
              quote({ id: 'q3', supplierId: 's3', revision: 1, attachment: { ...PDF, id: 'f3', name: 'Lakeshore formal quote.pdf' } }),
            ],
          },
        }),
        'GET /api/rfqs/:id/quote-attachments/:fileId/content': () => ({ body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }),
      });
      renderRoute(routes, '/rfq/rfq-1');
      const list = await screen.findByRole('list', { name: 'Formal quote PDFs' }, { timeout: 20_000 });
      const [acme, lakeshore] = within(list).getAllByRole('listitem');
      expect(within(acme!).getByText('Acme Precision')).toBeInTheDocument();
      // revision 1 carried the PDF; the latest revision (2) did not
      expect(within(acme!).getByText('Revision 1')).toBeInTheDocument();
      expect(within(acme!).queryByText('Latest')).not.toBeInTheDocument();
      expect(within(lakeshore!).getByText('Latest')).toBeInTheDocument();
      await userEvent.setup().click(within(acme!).getByRole('button', { name: `Download ${PDF.name}` }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(api!.calls.some((c) => c.method === 'GET' && c.path === '/api/rfqs/rfq-1/quote-attachments/f1/content')).toBe(true);
      expect(created).toHaveLength(1);
    } finally {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      click.mockRestore();
    }
  });
});
