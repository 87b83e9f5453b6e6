import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute, TEST_TOKEN } from '../../test-support/render-route';
import { completedUpload, resultLines, uploadFixture } from '../../test-support/fixtures';
import type { Upload } from './api';

let api: FakeApi;
afterEach(() => api.restore());

function csvFile(name = 'gearbox-bom.csv', content = 'Item #,Desc.,Qty\nGB-100,Housing,2\n') {
  return new File([content], name, { type: 'text/csv' });
}

async function chooseFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await screen.findByLabelText('BOM file'), file);
  return user;
}

describe('/bom-upload: choosing a file', () => {
  beforeEach(() => {
    api = installFakeApi({});
  });

  it('states the accepted types and both limits', async () => {
    renderRoute(routes, '/bom-upload');
    expect(await screen.findByText('CSV, TSV or XLSX')).toBeInTheDocument();
    expect(screen.getByText('Up to 10 MB')).toBeInTheDocument();
    expect(screen.getByText('Up to 20,000 lines')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('rejects a wrong file type before sending it', async () => {
    renderRoute(routes, '/bom-upload');
    await chooseFile(new File(['%PDF-1.7'], 'drawing.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"drawing.pdf" is not a CSV, TSV or XLSX file');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('rejects an empty file and a file over 10 MB before sending it', async () => {
    renderRoute(routes, '/bom-upload');
    await chooseFile(new File([], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"empty.csv" is empty');

    const big = csvFile('huge.csv');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await chooseFile(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('"huge.csv" is 11.0 MB; the limit is 10 MB.');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message for a file it refuses", async () => {
    api.on('POST /api/bom/uploads', () => ({
      status: 400,
      body: { error: { status: 'invalid-argument', message: 'This file has 25,000 lines; the limit is 20,000.' } },
    }));
    renderRoute(routes, '/bom-upload');
    await chooseFile(csvFile('long.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has 25,000 lines; the limit is 20,000.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/bom-upload$/);
  });
});

describe('/bom-upload: mapping and processing', () => {
  let current: Upload;

  beforeEach(() => {
    current = uploadFixture();
    api = installFakeApi({
      'POST /api/bom/uploads': ({ body, headers }) => {
        expect(body).toBeInstanceOf(FormData);
        expect((body as FormData).get('file')).toBeInstanceOf(File);
        expect(headers.authorization).toBeUndefined(); // the shell's token provider adds it in the product
        return { status: 201, body: { upload: current } };
      },
      'GET /api/bom/uploads/:id': () => ({ body: { upload: current } }),
      'POST /api/bom/uploads/:id/process': () => {
        current = { ...current, state: 'queued' };
        return { status: 202, body: { upload: current } };
      },
      'GET /api/bom/uploads/:id/progress': ({ headers }) => {
        expect(headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
        current = completedUpload;
        return {
          events: [
            { processed: 1, total: 3, state: 'processing' },
            { processed: 3, total: 3, state: 'completed' },
          ],
        };
      },
      'GET /api/bom/uploads/:id/lines': () => ({ body: resultLines }),
    });
  });

  it('shows detected columns with confidence, lets the user change them, then processes and opens the results', async () => {
    renderRoute(routes, '/bom-upload');
    const user = await chooseFile(csvFile());

    const mapping = await screen.findByRole('group', { name: 'Column mapping' });
    expect(screen.getByTestId('location')).toHaveTextContent('/bom-upload?upload=up-1');
    expect(within(mapping).getByText('Part number · 94%')).toBeInTheDocument();
    expect(within(mapping).getByText('Quantity · 97%')).toBeInTheDocument();
    expect(within(mapping).getByText('Not detected')).toBeInTheDocument();
    expect(screen.getByLabelText('Map column Item #')).toHaveValue('partNumber');
    expect(screen.getByLabelText('Map column Matl')).toHaveValue('');
    // The preview shows the data rows under their mapped fields.
    const preview = screen.getByRole('table', { name: 'Preview of the first lines' });
    expect(within(preview).getByText('Socket head cap screw M4x10')).toBeInTheDocument();
    expect(within(preview).getAllByText('not imported')).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Map column Matl'), 'material');
    await user.selectOptions(screen.getByLabelText('Map column Qty'), "Don't import");
    expect(await screen.findByText('No quantity column is mapped, so every line counts as 1.')).toBeInTheDocument();
    // A field feeds one column: giving "Part number" to Desc. takes it from Item #.
    await user.selectOptions(screen.getByLabelText('Map column Desc.'), 'partNumber');
    expect(screen.getByLabelText('Map column Item #')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Map column Item #'), 'description');

    await user.click(screen.getByRole('checkbox', { name: 'AS9100' }));
    await user.selectOptions(screen.getByLabelText('Preferred state'), 'OH');
    await user.click(screen.getByRole('button', { name: 'Process 2 lines' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/bom/results/up-1'));
    const process = api.calls.find((c) => c.path === '/api/bom/uploads/up-1/process');
    expect(process?.body).toEqual({
      mapping: { partNumber: 1, description: 0, material: 3 },
      requirements: { certifications: ['as9100'], state: 'OH' },
    });
    expect(await screen.findByRole('heading', { name: 'gearbox-bom.csv', level: 1 })).toBeInTheDocument();
  });

  it('accepts columns the server detects that this page does not know yet (the Rev/UOM upload)', async () => {
    current = uploadFixture({
      columns: [
        { index: 0, header: 'Part Number', detected: 'partNumber', confidence: 0.95 },
        { index: 1, header: 'Rev', detected: 'revision', confidence: 0.95 },
        { index: 2, header: 'UOM', detected: 'unit', confidence: 0.95 },
        { index: 3, header: 'Colour code', detected: 'aFieldFromTheFuture' as never, confidence: 0.7 },
      ],
      mapping: { partNumber: 0, revision: 1, unit: 2, aFieldFromTheFuture: 3 } as never,
      preview: [['A-1', 'B', 'EA', 'RAL9005']],
    });
    renderRoute(routes, '/bom-upload?upload=up-1');
    expect(await screen.findByLabelText('Map column Rev')).toHaveValue('revision');
    expect(screen.getByLabelText('Map column UOM')).toHaveValue('unit');
    expect(screen.getByLabelText('Map column Colour code')).toHaveValue('');
  });

  it('blocks processing until a part number or description is mapped', async () => {
    renderRoute(routes, '/bom-upload?upload=up-1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Map column Item #'), "Don't import");
    await user.selectOptions(screen.getByLabelText('Map column Desc.'), "Don't import");
    expect(screen.getByText('Map a part number, description, MPN, value or reference designator column to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process 2 lines' })).toBeDisabled();
  });

  it('offers a sheet picker for a workbook and re-reads the columns of the chosen sheet', async () => {
    current = uploadFixture({ fileName: 'bom.xlsx', fileType: 'xlsx', sheets: ['Cover', 'BOM'], sheet: 'Cover' });
    api.on('POST /api/bom/uploads/:id/sheet', ({ body }) => {
      current = {
        ...current,
        sheet: (body as { sheet: string }).sheet,
        columns: [{ index: 0, header: 'P/N', detected: 'partNumber', confidence: 0.9 }],
        mapping: { partNumber: 0 },
        preview: [['X-1']],
      };
      return { body: { upload: current } };
    });
    renderRoute(routes, '/bom-upload?upload=up-1');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Sheet'), 'BOM');
    expect(await screen.findByLabelText('Map column P/N')).toHaveValue('partNumber');
    expect(screen.queryByLabelText('Map column Item #')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/sheet'))?.body).toEqual({ sheet: 'BOM' });
  });

  it('shows a failed upload with its error and can retry', async () => {
    current = uploadFixture({ state: 'failed', error: 'The worker gave up after 3 attempts.' });
    renderRoute(routes, '/bom-upload?upload=up-1');
    expect(await screen.findByText('The worker gave up after 3 attempts.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try processing again' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/process'))).toBe(true));
  });
});
