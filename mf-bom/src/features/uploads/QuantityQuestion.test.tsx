import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { uploadFixture } from '../../test-support/fixtures';
import type { Upload } from './api';

let api: FakeApi;
afterEach(() => api.restore());

describe('/bom-upload: two quantity-like columns', () => {
  let current: Upload;

  beforeEach(() => {
    current = uploadFixture({
      columns: [
        { index: 0, header: 'Desc.', detected: 'description', confidence: 0.88 },
        { index: 1, header: 'Qty', detected: 'quantity', confidence: 0.97, quantityCandidates: [1, 2] },
        { index: 2, header: 'Sold quantity', detected: null, confidence: 0 },
      ],
      mapping: { description: 0, quantity: 1 },
      preview: [
        ['M3 screw', '8', '100'],
        ['M3 nut', '4', '50'],
      ],
    });
    api = installFakeApi({
      'POST /api/bom/uploads': () => ({ status: 201, body: { upload: current } }),
      'GET /api/bom/uploads/:id': () => ({ body: { upload: current } }),
      'POST /api/bom/uploads/:id/process': () => ({ status: 202, body: { upload: { ...current, state: 'queued' } } }),
    });
  });

  it('asks which column is the quantity needed and sends the answer with the mapping', async () => {
    renderRoute(routes, '/bom-upload');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('BOM file'), new File(['Desc.,Qty,Sold quantity\nM3 screw,8,100\n'], 'bom.csv', { type: 'text/csv' }));

    const question = await screen.findByTestId('quantity-question');
    expect(question).toHaveTextContent('Which column is the quantity you need?');
    const choices = within(question).getByRole('group', { name: 'Quantity column' });
    expect(within(choices).getByRole('button', { name: 'Qty (8, 4)' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(choices).getByRole('button', { name: 'Sold quantity (100, 50)' }));
    expect(within(choices).getByRole('button', { name: 'Sold quantity (100, 50)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Map column Sold quantity')).toHaveValue('quantity');
    expect(screen.getByLabelText('Map column Qty')).toHaveValue('');

    await user.click(within(choices).getByRole('button', { name: 'Qty (8, 4)' }));
    await user.click(screen.getByRole('button', { name: /^Process/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/bom/uploads/up-1/process')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/bom/uploads/up-1/process')?.body).toMatchObject({ mapping: { description: 0, quantity: 1 } });
  });
});
