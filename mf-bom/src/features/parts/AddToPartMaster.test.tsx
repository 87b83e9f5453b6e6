import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { completedUpload, resultLines } from '../../test-support/fixtures';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/bom/processes': () => ({ body: [] }),
    'GET /api/bom/uploads/:id': () => ({ body: { upload: completedUpload } }),
    'GET /api/bom/uploads/:id/buy-list': () => ({ body: { lines: 0, total: 0, groups: [] } }),
    'GET /api/bom/uploads/:id/lines': () => ({ body: resultLines }),
    'POST /api/parts/from-bom': ({ body }) => {
      const ids = (body as { lineIds?: string[] }).lineIds ?? resultLines.map((l) => l.id);
      return {
        status: 201,
        body: { items: ids.map((id, i) => ({ itemId: `i-${id}`, partNumber: i === 0 ? 'GB-100' : `NEW-ABC123-000${i}`, lineIds: [id], created: true, needsReview: i > 0 })) },
      };
    },
  });
});
afterEach(() => api.restore());

describe('add to part master from BOM results', () => {
  it('adds the selected line and links to its item, or every line and links to the part master', async () => {
    renderRoute(routes, `/bom/results/${completedUpload.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select line 1' }));
    await user.click(screen.getByRole('button', { name: 'Add 1 to part master' }));
    const done = (await screen.findByText('1 item in the part master (1 new).')).parentElement!;
    expect(within(done).getByRole('link', { name: 'Open GB-100' })).toHaveAttribute('href', '/parts/items/i-l1');
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({ uploadId: completedUpload.id, lineIds: ['l1'] });

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    await user.click(screen.getByRole('button', { name: 'Add all lines to part master' }));
    const all = await screen.findByText(/3 items in the part master \(3 new, 2 numbers to review\)/);
    expect(all).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ uploadId: completedUpload.id });
  });
});
