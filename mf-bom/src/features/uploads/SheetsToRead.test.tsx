import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { uploadFixture } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => api.restore());

describe('/bom-upload: a workbook is read whole', () => {
  it('ticks every sheet (or the remembered choice), keeps the mapped one, and sends the choice with the mapping', async () => {
    const current = uploadFixture({ fileName: 'robot.xlsx', fileType: 'xlsx', sheets: ['Printed parts', 'Electronics', 'Notes'], sheet: 'Printed parts', includedSheets: ['Printed parts', 'Electronics', 'Notes'] });
    api = installFakeApi({
      'GET /api/bom/uploads/:id': () => ({ body: { upload: current } }),
      'POST /api/bom/uploads/:id/process': () => ({ status: 202, body: { upload: { ...current, state: 'queued' } } }),
    });
    renderRoute(routes, '/bom-upload?upload=up-1');
    const user = userEvent.setup();
    const picker = await screen.findByTestId('sheets-to-read');
    expect(within(picker).getByRole('checkbox', { name: 'Printed parts (mapped above)' })).toBeDisabled();
    expect(within(picker).getByRole('checkbox', { name: 'Electronics' })).toBeChecked();
    await user.click(within(picker).getByRole('checkbox', { name: 'Notes' }));
    expect(within(picker).getByRole('checkbox', { name: 'Notes' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: /^Process/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/bom/uploads/up-1/process')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/bom/uploads/up-1/process')?.body).toMatchObject({ sheets: ['Printed parts', 'Electronics'] });
  });
});
