import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProfileRow } from '@forge/shell-sdk';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';

const queries: URLSearchParams[] = [];
const rows: AdminProfileRow[] = [
  { id: 'c1', slug: 'acme-machining', name: 'Acme Machining', city: 'Dayton', state: 'OH', verified: true, claimed: false, completeness: { score: 40, missing: ['certifications', 'photos', 'contact'] }, updatedAt: '2026-11-01T10:00:00.000Z' },
  { id: 'c2', slug: 'bluegrass-castings', name: 'Bluegrass Castings', city: 'Lexington', state: 'KY', verified: false, claimed: true, completeness: { score: 100, missing: [] }, updatedAt: '2026-11-02T10:00:00.000Z' },
];

fakeApiForEachTest(() => {
  queries.length = 0;
  return {
    'GET /api/admin/gcp-profiles': ({ query }) => {
      queries.push(query);
      const missing = query.get('missing');
      const items = rows.filter((r) => !missing || r.completeness.missing.includes(missing as never));
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
  };
});

describe('/admin/gcp-profiles', () => {
  it('lists profiles least complete first with what each lacks, filters by a missing part on the server, links to the editor', async () => {
    const table = await openList('/admin/gcp-profiles', 'Company profiles');
    expect(queries[0]?.get('sort')).toBe('completeness');
    expect(queries[0]?.get('dir')).toBe('asc');
    const acme = within(screen.getByTestId('row-c1'));
    expect(acme.getByText('40%')).toBeInTheDocument();
    expect(acme.getByText('No photos')).toBeInTheDocument();
    expect(acme.getByRole('link', { name: 'Edit Acme Machining' })).toHaveAttribute('href', '/admin/gcp-profile?id=c1');
    expect(within(screen.getByTestId('row-c2')).getByText('Complete')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Missing' }), 'photos');
    await waitFor(() => expect(queries.at(-1)?.get('missing')).toBe('photos'));
    await waitFor(() => expect(screen.queryByTestId('row-c2')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'New profile' })).toHaveAttribute('href', '/admin/gcp-profile');
  });
});
