import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DiscoverPage from '../../pages/DiscoverPage';
import { renderPage, signedIn, unexpectedRequests } from '../../test/render';
import { certifications, hit, processes, searchResponse, states, supplierOptions } from '../../test/fixtures';
import { parseDiscoverParams, toDiscoverParams } from './query';

const common: [string, unknown][] = [
  ['/api/geo/states', states],
  ['/api/catalogue/processes', processes],
  ['/api/certifications', certifications],
  ['/api/suppliers/options', supplierOptions],
];

/** The discover page at `route` for a signed-in buyer; `answers` are the searches it may read. */
const renderDiscover = (route: string, answers: [string, unknown][]) =>
  renderPage(<DiscoverPage />, { route, auth: signedIn(), data: [...common, ...answers] });

const location = () => screen.getByTestId('location').textContent;

/** Tests run at the narrow (mobile-first) layout, where the filter panel opens from a button. */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
}

describe('discover URL state', () => {
  it('round-trips every filter through the query string in a stable order', () => {
    const url =
      'q=cnc&state=PA&county=allegheny&capability=cnc-machining&capability=injection-molding&certification=iso-9001&verification=verified&employees=51-200&industry=aerospace&near=15222&radius=25&sort=distance&page=3&view=map';
    expect(toDiscoverParams(parseDiscoverParams(new URLSearchParams(url))).toString()).toBe(url);
  });

  it('drops malformed values instead of sending them', () => {
    const state = parseDiscoverParams(
      new URLSearchParams('state=Pennsylvania&near=abc&sort=random&page=-2&county=x'),
    );
    expect(state).toMatchObject({
      state: undefined,
      county: undefined,
      near: undefined,
      sort: undefined,
      page: undefined,
    });
  });
});

describe('DiscoverPage', () => {
  it('reads the whole query from the URL and shows why each result matched', async () => {
    const user = userEvent.setup();
    renderDiscover('/discover?q=cnc&state=PA&capability=cnc-machining', [
      [
        '/api/suppliers/search?q=cnc&state=PA&capability=cnc-machining&pageSize=20',
        searchResponse([
          hit(),
          hit({ id: 's-2', name: 'Allegheny Mold Works', featured: true, why: ['Featured placement'] }),
        ]),
      ],
      ['/api/geo/states/PA', { state: states[0], counties: [], topCapabilities: [] }],
    ]);

    expect(screen.getByRole('searchbox', { name: /search suppliers/i })).toHaveValue('cnc');
    await openFilters(user);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('PA');
    expect(screen.getByRole('checkbox', { name: /CNC Machining/ })).toBeChecked();
    expect(screen.getByText('2 suppliers for “cnc”')).toBeInTheDocument();

    const first = screen.getByRole('article', { name: 'Keystone Precision Machining' });
    expect(within(first).getByText('Matched “cnc” in capabilities')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/create-rfq?supplier=s-1',
    );
    const featured = screen.getByRole('article', { name: 'Allegheny Mold Works' });
    expect(within(featured).getByText('Featured · sponsored')).toBeInTheDocument();
    expect(document.title).toBe('“cnc” — supplier discovery — Forge');
    expect(unexpectedRequests).toEqual([]);
  });

  it('writes filter changes to the URL, resets the page, and Back restores the previous query', async () => {
    const user = userEvent.setup();
    renderDiscover('/discover?q=cnc&page=2', [
      ['/api/suppliers/search?q=cnc&page=2&pageSize=20', searchResponse([hit()], { total: 30, page: 2 })],
      ['/api/suppliers/search?q=cnc&certification=iso-9001&pageSize=20', searchResponse([hit()])],
    ]);

    await openFilters(user);
    await user.click(screen.getByRole('checkbox', { name: /ISO 9001/ }));
    await waitFor(() => expect(location()).toBe('/discover?q=cnc&certification=iso-9001'));
    expect(screen.getByRole('checkbox', { name: /ISO 9001/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove filter ISO 9001' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'test-back' }));
    await waitFor(() => expect(location()).toBe('/discover?q=cnc&page=2'));
    expect(screen.getByRole('checkbox', { name: /ISO 9001/ })).not.toBeChecked();
  });

  it('submits the text search into the URL and offers ways out of an empty result', async () => {
    const user = userEvent.setup();
    renderDiscover('/discover?state=PA', [
      ['/api/geo/states/PA', { state: states[0], counties: [], topCapabilities: [] }],
      ['/api/suppliers/search?state=PA&pageSize=20', searchResponse([hit()])],
      ['/api/suppliers/search?q=zzzz&state=PA&pageSize=20', searchResponse([])],
      ['/api/suppliers/search?q=zzzz&pageSize=20', searchResponse([])],
    ]);
    const box = screen.getByRole('searchbox', { name: /search suppliers/i });
    await user.clear(box);
    await user.type(box, 'zzzz{Enter}');
    await waitFor(() => expect(location()).toBe('/discover?q=zzzz&state=PA'));
    expect(await screen.findByText('No suppliers match “zzzz” with these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Pennsylvania' }));
    await waitFor(() => expect(location()).toBe('/discover?q=zzzz'));
  });

  it('shows starting points before any search', async () => {
    const user = userEvent.setup();
    renderDiscover('/discover', [
      ['/api/suppliers/search?pageSize=20', searchResponse([hit()], { total: 20345 })],
      ['/api/suppliers/search?capability=injection-molding&pageSize=20', searchResponse([hit()])],
    ]);
    expect(screen.getByText('Where to start')).toBeInTheDocument();
    await user.click(
      within(screen.getByLabelText('Popular capabilities')).getByRole('button', {
        name: 'Injection Molding',
      }),
    );
    await waitFor(() => expect(location()).toBe('/discover?capability=injection-molding'));
  });
});
