import { screen, within } from '@testing-library/react';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { serverUpload } from '../../test-support/fixtures';

let api: FakeApi;
afterEach(() => api.restore());

describe('/my-activity', () => {
  it('shows uploads with their state, the RFQ empty state and recent searches', async () => {
    api = installFakeApi({
      'GET /api/my-activity': () => ({
        body: {
          uploads: [serverUpload({ state: 'completed', processed: 3, total: 3, lineCount: 3 }), serverUpload({ id: 'up-2', fileName: 'draft.csv' })],
          rfqs: [],
          searches: [{ id: 'ev-1', query: 'anodizing', resultCount: 12, searchType: 'text', at: '2026-11-21T09:00:00.000Z' }],
        },
      }),
    });
    renderRoute(routes, '/my-activity');
    const uploads = await screen.findByRole('region', { name: 'BOM uploads' });
    expect(within(uploads).getByRole('link', { name: 'gearbox-bom.csv' })).toHaveAttribute('href', '/bom/results/up-1');
    expect(within(uploads).getByText('Completed')).toBeInTheDocument();
    expect(within(uploads).getByRole('link', { name: 'draft.csv' })).toHaveAttribute('href', '/bom-upload?upload=up-2');
    expect(within(uploads).getByText('Needs mapping')).toBeInTheDocument();
    expect(screen.getByText(/No RFQs yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'anodizing' })).toHaveAttribute('href', '/discover?q=anodizing');
  });
});
