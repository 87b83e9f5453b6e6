import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';

const seen: URLSearchParams[] = [];
const events = ['page_view', 'bom_upload', 'processing_complete', 'supplier_search', 'waitlist_signup', 'chat_interaction', 'supplier_contact'];
const zero = Object.fromEntries(events.map((e) => [e, 0]));

fakeApiForEachTest(() => {
  seen.length = 0;
  return {
    'GET /api/admin/analytics/report': ({ query }) => {
      seen.push(query);
      return {
        body: {
          environment: query.get('environment') ?? 'development',
          from: '2026-11-01',
          to: '2026-11-20',
          interval: query.get('interval'),
          events,
          series: [{ bucket: '2026-11-16', counts: { ...zero, supplier_search: 7 } }],
          totals: { ...zero, supplier_search: 7, page_view: 30 },
          topQueries: [{ label: 'cnc ohio', count: 5 }],
          zeroResultQueries: [{ label: 'unobtanium forging', count: 2 }],
          topPages: [{ label: '/forge', count: 30 }],
          funnel: [{ step: 'Signed up', users: 4 }, { step: 'Uploaded a BOM', users: 2 }, { step: 'Sent an RFQ', users: 1 }, { step: 'Awarded', users: 0 }],
        },
      };
    },
  };
});

describe('/admin/analytics', () => {
  it('shows totals, a table view of every chart, top and zero-result searches, and refetches on a filter', async () => {
    renderRoute(routes, '/admin/analytics');
    expect(await screen.findByRole('table', { name: 'Top search queries' })).toHaveTextContent('cnc ohio');
    expect(screen.getByRole('table', { name: 'Searches with zero results' })).toHaveTextContent('unobtanium forging');
    expect(within(screen.getByRole('table', { name: 'Events over time', hidden: true })).getByText('2026-11-16')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Funnel', hidden: true })).toHaveTextContent('Sent an RFQ');
    // no environment chosen: the server's own one is shown, not a guessed "production"
    expect(seen[0]!.get('environment')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Environment' })).toHaveValue('development');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Environment' }), 'alpha');
    await waitFor(() => expect(seen.at(-1)?.get('environment')).toBe('alpha'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interval' }), 'week');
    await waitFor(() => expect(seen.at(-1)?.get('interval')).toBe('week'));
  });
});
