import { screen, within } from '@testing-library/react';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { trendText } from './TodayFigures';


fakeApiForEachTest(() => ({
  'GET /api/admin/dashboard': () => ({
    body: {
      period: { from: '2026-11-20T00:00:00.000Z', to: '2026-11-20T12:00:00.000Z' },
      figures: [
        { key: 'searches', label: 'Searches', today: 12, previous: 9, href: '/admin/analytics' },
        { key: 'leads', label: 'Leads', today: 1, previous: 3, href: '/admin/leads' },
      ],
    },
  }),
}));

describe('/admin', () => {
  it('shows today’s figures with the trend against yesterday, each linking to its panel', async () => {
    renderRoute(routes, '/admin');
    const searches = await screen.findByTestId('figure-searches');
    expect(within(searches).getByText('12')).toBeInTheDocument();
    expect(within(searches).getByText('+3 vs yesterday (9)')).toBeInTheDocument();
    expect(within(searches).getByRole('link', { name: 'Searches' })).toHaveAttribute('href', '/admin/analytics');
    expect(within(screen.getByTestId('figure-leads')).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/admin/leads');
  });

  it('words the trend', () => {
    expect(trendText(5, 5)).toBe('same as yesterday');
    expect(trendText(2, 4)).toBe('−2 vs yesterday (4)');
  });
});
