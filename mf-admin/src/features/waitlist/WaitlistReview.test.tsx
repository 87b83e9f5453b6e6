import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList, renderRoute, TEST_TOKEN } from '../../test-support/render-route';
import { atWindowWidth } from '@forge/shell-sdk/testing';
import type { WaitlistEntry } from './api';

let entries: WaitlistEntry[];
const invites: unknown[] = [];
const queries: URLSearchParams[] = [];

const entry = (overrides: Partial<WaitlistEntry> & Pick<WaitlistEntry, 'id' | 'email'>): WaitlistEntry => ({
  company: 'Acme Robotics',
  role: 'buyer',
  source: 'Trade show',
  description: '',
  file: null,
  signups: 1,
  createdAt: '2026-11-20T15:00:00.000Z',
  bomUploadId: null,
  status: 'new',
  ...overrides,
});

const api = fakeApiForEachTest(() => {
  entries = [
    entry({ id: 'w1', email: 'ops@acme.example', file: { name: 'acme-bom.csv', size: 2048 } }),
    entry({ id: 'w2', email: 'shop@lathe.example', company: 'Lathe & Co', role: 'supplier', source: 'LinkedIn', signups: 2 }),
    entry({ id: 'w3', email: 'done@gear.example', role: 'buyer', file: { name: 'gears.xlsx', size: 50_000 }, bomUploadId: 'up-3' }),
  ];
  return {
    'GET /api/admin/waitlist': ({ query }) => {
      queries.push(query);
      const role = query.get('role');
      const items = role ? entries.filter((e) => e.role === role) : entries;
      return { body: { items, total: items.length, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')) } };
    },
    'POST /api/admin/waitlist/invite': ({ body }) => {
      invites.push(body);
      return { body: { invited: [{ id: 'w2', email: 'shop@lathe.example', account: 'created' }], failed: [] } };
    },
    'POST /api/admin/waitlist/:id/bom': ({ params }) => {
      entries = entries.map((e) => (e.id === params.id ? { ...e, bomUploadId: 'up-new' } : e));
      return {
        status: 201,
        body: {
          status: 'created',
          queued: true,
          message: 'acme-bom.csv is queued for processing (3 lines).',
          upload: { id: 'up-new', fileName: 'acme-bom.csv', state: 'queued', lineCount: 3 },
        },
      };
    },
  };
});

const table = () => screen.findByRole('table', { name: 'Waitlist entries' });

describe('/admin/waitlist', () => {
  it('searches on the server and bulk-invites the selected entries after confirming', async () => {
    invites.length = 0;
    renderRoute(routes, '/admin/supplier-waitlist');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: /search email/i }), 'lathe');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('lathe'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select shop@lathe.example' }));
    await userEvent.click(screen.getByRole('button', { name: 'Invite selected (1)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create accounts and send invitations' }));
    await waitFor(() => expect(invites).toEqual([{ ids: ['w2'] }]));
    expect(await screen.findByText('shop@lathe.example: account created, invitation sent')).toBeInTheDocument();
  });

  it('lists entries with contact, role, source, date and BOM file, and links processed ones to their results', async () => {
    const rows = await openList('/admin/waitlist', 'Waitlist entries');
    const first = within(rows).getByTestId('row-w1');
    for (const text of ['ops@acme.example', 'Acme Robotics', 'Buyer', 'Trade show', 'Nov 20, 2026', '2.0 KB']) expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download acme-bom.csv' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' })).toBeInTheDocument();

    const supplier = within(rows).getByTestId('row-w2');
    expect(within(supplier).getByText('Supplier')).toBeInTheDocument();
    expect(within(supplier).getByText('Lathe & Co · signed up 2×')).toBeInTheDocument();
    expect(within(supplier).getByText('No BOM')).toBeInTheDocument();
    expect(within(supplier).queryByRole('button', { name: /Process BOM/ })).not.toBeInTheDocument();

    const processed = within(rows).getByTestId('row-w3');
    expect(within(processed).getByRole('link', { name: 'View BOM results for done@gear.example' })).toHaveAttribute('href', '/bom/results/up-3');
    expect(screen.getByTestId('list-count')).toHaveTextContent('1–3 of 3');
  });

  it('lists only suppliers on /admin/supplier-waitlist', async () => {
    renderRoute(routes, '/admin/supplier-waitlist');
    await table();
    await waitFor(() => expect(screen.getByTestId('row-w2')).toBeInTheDocument());
    expect(screen.queryByTestId('row-w1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('row-w3')).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('role')).toBe('supplier');
    expect(screen.queryByRole('group', { name: 'Filter by role' })).not.toBeInTheDocument();
  });

  it('filters by role through the API and keeps the filter in the URL', async () => {
    renderRoute(routes, '/admin/waitlist');
    const user = userEvent.setup();
    await table();
    const filters = screen.getByRole('group', { name: 'Filter by role' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Supplier waitlist' }));
    await waitFor(() => expect(screen.queryByTestId('row-w1')).not.toBeInTheDocument());
    expect(screen.getByTestId('row-w2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/waitlist?role=supplier');
    expect(within(filters).getByRole('button', { name: 'Supplier waitlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.at(-1)?.query.get('role')).toBe('supplier');

    await user.click(within(filters).getByRole('button', { name: 'Buyer waitlist' }));
    await waitFor(() => expect(screen.queryByTestId('row-w2')).not.toBeInTheDocument());
    expect(screen.getByTestId('row-w1')).toBeInTheDocument();
  });

  it('processes a BOM: calls the endpoint, shows a toast and turns the button into a focused results link', async () => {
    renderRoute(routes, '/admin/waitlist');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' }));

    expect(await screen.findByText('BOM sent to the pipeline')).toBeInTheDocument();
    expect(screen.getByText('acme-bom.csv is queued for processing (3 lines).')).toBeInTheDocument();
    const results = await screen.findByRole('link', { name: 'View BOM results for ops@acme.example' });
    expect(results).toHaveAttribute('href', '/bom/results/up-new');
    await waitFor(() => expect(results).toHaveFocus());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/waitlist/w1/bom']);
  });

  it('says when the BOM was already processed, and shows why processing failed', async () => {
    api.on('POST /api/admin/waitlist/:id/bom', () => ({
      status: 200,
      body: {
        status: 'existing',
        queued: false,
        message: 'acme-bom.csv was already sent to the BOM pipeline; this is its upload.',
        upload: { id: 'up-old', fileName: 'acme-bom.csv', state: 'completed', lineCount: 3 },
      },
    }));
    const { unmount } = renderRoute(routes, '/admin/waitlist');
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' }));
    expect(await screen.findByText('Already in the BOM pipeline')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View BOM results for ops@acme.example' })).toHaveAttribute('href', '/bom/results/up-old');
    unmount();

    api.on('POST /api/admin/waitlist/:id/bom', () => ({
      status: 400,
      body: { error: { status: 'invalid-argument', message: '"acme-bom.csv" has a header row but no BOM lines.' } },
    }));
    renderRoute(routes, '/admin/waitlist');
    await table();
    await user.click(screen.getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' }));
    expect(await screen.findByText('"acme-bom.csv" has a header row but no BOM lines.')).toBeInTheDocument();
    expect(screen.getByText("Couldn't process acme-bom.csv")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' })).toBeEnabled();
  });

  it('downloads the stored file with the bearer token', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:bom', revokeObjectURL: () => undefined });
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    api.on('GET /api/admin/waitlist/:id/file', ({ headers, params }) => {
      expect(params.id).toBe('w1');
      expect(headers.authorization).toBe(`Bearer ${TEST_TOKEN}`);
      return { blob: { content: 'Part Number,Qty\nBRK-1,2\n', type: 'text/csv', fileName: 'acme-bom.csv' } };
    });
    renderRoute(routes, '/admin/waitlist');
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download acme-bom.csv' }));
    await waitFor(() => expect(clicks).toEqual(['acme-bom.csv']));
    click.mockRestore();
  });

  it('pages through long lists', async () => {
    entries = Array.from({ length: 30 }, (_, i) => entry({ id: `p${i}`, email: `person${i}@example.com` }));
    api.on('GET /api/admin/waitlist', ({ query }) => {
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      return { body: { items: entries.slice((page - 1) * pageSize, page * pageSize), total: entries.length, page, pageSize } };
    });
    renderRoute(routes, '/admin/waitlist');
    const user = userEvent.setup();
    await table();
    expect(screen.getByTestId('list-count')).toHaveTextContent('1–25 of 30');
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByText('person29@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('26–30 of 30');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/waitlist?page=2');
  });

  it('shows an empty role list plainly', async () => {
    entries = [];
    renderRoute(routes, '/admin/waitlist?role=supplier');
    expect(await screen.findByText('No one on the supplier waitlist matches.')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    atWindowWidth(390);

    it('lists entries as cards that can still be processed', async () => {
      renderRoute(routes, '/admin/waitlist');
      const list = await screen.findByRole('list', { name: 'Waitlist entries' });
      expect(screen.queryByRole('table', { name: 'Waitlist entries' })).not.toBeInTheDocument();
      const card = within(list).getByTestId('row-w1');
      expect(within(card).getByText('Trade show')).toBeInTheDocument();
      await userEvent.setup().click(within(card).getByRole('button', { name: 'Process BOM acme-bom.csv for ops@acme.example' }));
      expect(await within(card).findByRole('link', { name: 'View BOM results for ops@acme.example' })).toHaveAttribute('href', '/bom/results/up-new');
    });
  });
});

describe('/admin', () => {
  it('links to the waitlist review', async () => {
    renderRoute(routes, '/admin');
    expect(await screen.findByRole('link', { name: 'Waitlist review' })).toHaveAttribute('href', '/admin/waitlist');
  });
});
