import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DiscoverPage from '../../pages/DiscoverPage';
import { renderPage, signedIn, unexpectedRequests } from '../../test/render';
import { certifications, hit, processes, searchResponse, states, supplierOptions } from '../../test/fixtures';

const common: [string, unknown][] = [
  ['/api/geo/states', states],
  ['/api/catalogue/processes', processes],
  ['/api/certifications', certifications],
  ['/api/suppliers/options', supplierOptions],
];

const interpretation = {
  query: 'cnc machining ohio',
  text: '',
  chips: [
    { key: 'capability:CNC machining', kind: 'capability', label: 'CNC machining', removeQuery: 'ohio' },
    { key: 'place', kind: 'place', label: 'Ohio', removeQuery: 'cnc machining' },
  ],
  words: [],
  alsoMatching: [],
  placeInferred: true,
  allOfUsQuery: 'cnc machining',
  alternatives: [
    {
      text: 'ohio',
      chosen: 'Ohio',
      instead: 'Ohio County, KY',
      query: 'cnc machining',
      filters: { county: 'KY:ohio' },
    },
  ],
  parseMs: 1,
};

const location = () => screen.getByTestId('location').textContent;

/** /discover?q=cnc+machining+ohio answered with `first`, plus any further responses. */
function renderTyped(first: unknown, more: [string, unknown][] = []) {
  renderPage(<DiscoverPage />, {
    route: '/discover?q=cnc+machining+ohio',
    auth: signedIn(),
    data: [...common, ['/api/suppliers/search?q=cnc+machining+ohio&pageSize=20', first], ...more],
  });
}

describe('/discover reads the typed query as chips', () => {
  it('shows one removable chip per recognised part, offers the whole US and the other reading', async () => {
    const user = userEvent.setup();
    renderTyped(searchResponse([hit({ state: 'OH' })], { interpretation }), [
      [
        '/api/suppliers/search?q=cnc+machining&pageSize=20',
        searchResponse([hit({ state: 'PA' })], {
          interpretation: {
            ...interpretation,
            chips: [interpretation.chips[0]],
            placeInferred: false,
            allOfUsQuery: null,
            alternatives: [],
          },
        }),
      ],
    ]);
    expect(await screen.findByRole('button', { name: 'Remove CNC machining' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Ohio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search all of the US instead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Did you mean Ohio County, KY?' })).toBeInTheDocument();
    // the whole text is not repeated as a chip of its own
    expect(screen.queryByRole('button', { name: 'Remove filter “cnc machining ohio”' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Ohio' }));
    expect(location()).toBe('/discover?q=cnc+machining');
    expect(await screen.findByRole('button', { name: 'Remove CNC machining' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ohio' })).toBeNull();
    expect(unexpectedRequests).toEqual([]);
  });

  it('the other reading of an ambiguous word becomes its filter', async () => {
    const user = userEvent.setup();
    renderTyped(searchResponse([hit()], { interpretation }), [
      [
        '/api/suppliers/search?q=cnc+machining&state=KY&county=ohio&pageSize=20',
        searchResponse([hit({ state: 'KY' })]),
      ],
      ['/api/geo/states/KY', { state: states[0], counties: [], topCapabilities: [] }],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Did you mean Ohio County, KY?' }));
    expect(location()).toBe('/discover?q=cnc+machining&state=KY&county=ohio');
  });

  it('shows an unknown word as "also matching", removable like a chip', async () => {
    const user = userEvent.setup();
    const typed = { ...interpretation, alsoMatching: [{ word: 'batch', removeQuery: 'cnc machining' }] };
    renderTyped(searchResponse([hit({ state: 'OH' })], { interpretation: typed }), [
      ['/api/suppliers/search?q=cnc+machining&pageSize=20', searchResponse([hit({ state: 'PA' })])],
    ]);
    expect(await screen.findByText('also matching:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove batch' }));
    expect(location()).toBe('/discover?q=cnc+machining');
  });

  it('puts partial matches under a divider per group and pages only the full matches', async () => {
    const hits = [
      hit({ id: 'a', name: 'Full Match Co', state: 'OH' }),
      hit({ id: 'b', name: 'Near One', partial: 'Beyond 25 mi of Dayton, OH, nearest first' }),
      hit({ id: 'c', name: 'Near Two', partial: 'Beyond 25 mi of Dayton, OH, nearest first' }),
    ];
    renderTyped(searchResponse(hits, { total: 1, partialTotal: 400, pageSize: 20, interpretation }));
    const dividers = await screen.findAllByRole('separator', { name: 'Beyond 25 mi of Dayton, OH, nearest first' });
    expect(dividers).toHaveLength(1);
    expect(screen.getByText(/^1 supplier for/)).toBeInTheDocument();
    // 401 matches in all, but only the one full match is counted: no "Page 1 of 21"
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says when only partial matches are shown', async () => {
    renderTyped(
      searchResponse([hit({ why: ['Lacks Ohio (matches your other words)'] })], {
        total: 0,
        partialTotal: 1,
        interpretation,
      }),
    );
    expect(await screen.findByText(/No supplier matches everything you asked for/)).toBeInTheDocument();
  });
});
