import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList, renderRoute } from '../../test-support/render-route';
import type { AdminCompanyView } from './api';

let companies: AdminCompanyView[];
const queries: URLSearchParams[] = [];
const changes: unknown[] = [];

const company = (id: string, name: string, state: string): AdminCompanyView => ({
  id, slug: id, name, city: 'Dayton', state, capabilities: ['cnc-machining'], certifications: [{ slug: 'iso-9001', status: 'self-declared', checkedAt: null, expiresAt: null }], verified: false, claimed: false, featured: false, hidden: false, hiddenReason: '', updatedAt: '2026-11-01T10:00:00.000Z',
});

fakeApiForEachTest(() => {
  queries.length = 0;
  changes.length = 0;
  companies = [company('c1', 'Acme Machining', 'OH'), company('c2', 'Bluegrass Castings', 'KY')];
  return {
    'GET /api/admin/companies': ({ query }) => {
      queries.push(query);
      const verified = query.get('verified');
      const items = companies.filter((c) => verified === null || String(c.verified) === verified);
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
    'PUT /api/admin/companies/:id/visibility': ({ params, body }) => {
      changes.push({ id: params.id, visibility: body });
      const { hidden, reason } = body as { hidden: boolean; reason: string };
      if (hidden && !reason) return { status: 400, body: { error: { status: 'invalid-argument', message: 'Invalid visibility: reason: say why the company is hidden', details: null } } };
      companies = companies.map((c) => (c.id === params.id ? { ...c, hidden, hiddenReason: reason } : c));
      return { body: companies.find((c) => c.id === params.id) };
    },
    'POST /api/admin/suppliers/:id/claim-tokens': ({ params }) => {
      changes.push({ id: params.id, claimLink: 'issued' });
      return { status: 201, body: { token: 'tok_0123456789abcdef', url: '/claim/tok_0123456789abcdef', expiresAt: '2026-12-03T10:00:00.000Z', supplier: { id: params.id, slug: params.id, name: 'Acme Machining', city: 'Dayton', state: 'OH', claimed: false } } };
    },
    'PUT /api/admin/companies/:id/owner': ({ params, body }) => {
      changes.push({ id: params.id, owner: body });
      companies = companies.map((c) => (c.id === params.id ? { ...c, claimed: true } : c));
      return { body: companies.find((c) => c.id === params.id) };
    },
    'DELETE /api/admin/claims/:token': ({ params }) => {
      changes.push({ revoked: params.token });
      return { status: 204 };
    },
    'PUT /api/admin/companies/:id/verification': ({ params, body }) => {
      changes.push({ id: params.id, body });
      companies = companies.map((c) => (c.id === params.id ? { ...c, verified: true } : c));
      return { body: companies.find((c) => c.id === params.id) };
    },
  };
});

describe('/admin/companies', () => {
  it('lists companies with certification status, filters on the server and verifies with a note after confirmation', async () => {
    const table = await openList('/admin/companies', 'Companies');
    expect(within(table).getByText('Acme Machining')).toBeInTheDocument();
    expect(within(table).getAllByText('iso-9001 · self-declared')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Verified' }), 'false');
    await waitFor(() => expect(queries.at(-1)?.get('verified')).toBe('false'));

    await userEvent.click(within(screen.getByTestId('row-c1')).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'State registry checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify company' }));
    await waitFor(() => expect(changes).toEqual([{ id: 'c1', body: { verified: true, note: 'State registry checked' } }]));
  });

  it('hides a company only with a reason, and issues then revokes a claim link', async () => {
    renderRoute(routes, '/admin/companies');
    const row = within(await screen.findByTestId('row-c1'));
    await userEvent.click(row.getByRole('button', { name: 'Hide Acme Machining' }));
    let dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide from search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('say why the company is hidden');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Duplicate listing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide from search' }));
    await waitFor(() => expect(changes).toContainEqual({ id: 'c1', visibility: { hidden: true, reason: 'Duplicate listing' } }));
    expect(await within(screen.getByTestId('row-c1')).findByText('Hidden')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('row-c1')).getByRole('button', { name: 'Claim link for Acme Machining' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Claim link' })).toHaveValue(`${window.location.origin}/claim/tok_0123456789abcdef`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    expect(await within(dialog).findByText('Revoked: the link no longer works.')).toBeInTheDocument();
    expect(changes).toContainEqual({ revoked: 'tok_0123456789abcdef' });
  });

  it('transfers a company to an email only once its name is typed', async () => {
    renderRoute(routes, '/admin/companies');
    await userEvent.click(within(await screen.findByTestId('row-c2')).getByRole('button', { name: 'Transfer Bluegrass Castings' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /email/ }), 'owner@bluegrass.example');
    const confirm = within(dialog).getByRole('button', { name: 'Transfer ownership' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Type/ }), 'Bluegrass Castings');
    await userEvent.click(confirm);
    await waitFor(() => expect(changes).toContainEqual({ id: 'c2', owner: { email: 'owner@bluegrass.example', note: '' } }));
    expect(await within(screen.getByTestId('row-c2')).findByText('Claimed')).toBeInTheDocument();
  });
});
