import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMergePlan } from '@forge/shell-sdk';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import type { AdminCompanyView } from './api';

let companies: AdminCompanyView[];
const merges: unknown[] = [];
const conflict = { status: 409, body: { error: { status: 'failed-precondition', message: 'Both companies are claimed by different owners (Acme Machining: a@x.test; Acme Machining Inc: b@x.test). Transfer one of them to the other owner first, then merge.', details: null } } };

const company = (id: string, name: string, claimed = false): AdminCompanyView => ({
  id, slug: id, name, city: 'Dayton', state: 'OH', capabilities: ['cnc-machining'], certifications: [], verified: false, claimed, featured: false, hidden: false, hiddenReason: '', updatedAt: '2026-11-01T10:00:00.000Z',
});
const side = (c: AdminCompanyView) => ({ id: c.id, slug: c.slug, name: c.name, city: c.city, state: c.state, claimed: c.claimed, ownerEmail: c.claimed ? 'owner@forge.test' : '' });

fakeApiForEachTest(() => {
  merges.length = 0;
  companies = [company('acme', 'Acme Machining'), company('acme-inc', 'Acme Machining Inc', true), company('rival', 'Acme Rival Works', true)];
  return {
    'GET /api/admin/companies': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const items = companies.filter((c) => c.name.toLowerCase().includes(q));
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
    'GET /api/admin/companies/:id/merge-preview': ({ params, query }) => {
      if (params.id === 'rival') return conflict;
      const keep = companies.find((c) => c.id === params.id)!;
      const remove = companies.find((c) => c.id === query.get('removeId'))!;
      const plan: AdminMergePlan = {
        keep: side(keep), remove: side(remove), rfqHistory: { rfqs: 3, quotes: 4, messages: 2, downloads: 1 }, claimLinks: 1, contacts: 0, placements: 0,
        owner: 'owner@forge.test', capabilitiesAdded: ['sheet-metal-fabrication'], certificationsAdded: [], redirects: [`/companies/${remove.slug}`, `/company/${remove.id}`],
      };
      return { body: plan };
    },
    'POST /api/admin/companies/:id/merge': ({ params, body }) => {
      merges.push({ keep: params.id, body });
      const kept = { ...companies.find((c) => c.id === params.id)!, claimed: true };
      companies = companies.filter((c) => c.id !== (body as { removeId: string }).removeId);
      return { body: { plan: { keep: side(kept), remove: side(kept), rfqHistory: { rfqs: 3, quotes: 4, messages: 2, downloads: 1 }, claimLinks: 1, contacts: 0, placements: 0, owner: '', capabilitiesAdded: [], certificationsAdded: [], redirects: [] }, company: kept } };
    },
  };
});

describe('Merge into… (/admin/companies)', () => {
  it('searches the company to keep, shows what will move, and merges only after the name is typed', async () => {
    renderRoute(routes, '/admin/companies');
    await userEvent.click(within(await screen.findByTestId('row-acme')).getByRole('button', { name: 'Merge Acme Machining into another company' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByPlaceholderText('Search by name, city or slug'), 'acme');
    const choices = within(await dialog.findByRole('list', { name: 'Companies to keep' }));
    // the company being merged is never offered as the one to keep
    await waitFor(() => expect(choices.getAllByRole('button').map((b) => b.textContent)).toEqual(['Acme Machining Inc · Dayton, OH · claimed', 'Acme Rival Works · Dayton, OH · claimed']));

    await userEvent.click(choices.getByRole('button', { name: /Acme Machining Inc/ }));
    const plan = within(await dialog.findByTestId('merge-plan'));
    expect(plan.getByText('3 RFQs, 4 quote revisions, 2 messages, 1 file download')).toBeInTheDocument();
    expect(plan.getByText('sheet-metal-fabrication')).toBeInTheDocument();
    expect(plan.getByText('/companies/acme and /company/acme → /companies/acme-inc')).toBeInTheDocument();

    const confirm = dialog.getByRole('button', { name: 'Merge for good' });
    expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Type Acme Machining to confirm/ }), 'Acme Machining');
    await userEvent.type(dialog.getByPlaceholderText('Why they are the same company'), 'Listed twice');
    await userEvent.click(confirm);
    await waitFor(() => expect(merges).toEqual([{ keep: 'acme-inc', body: { removeId: 'acme', note: 'Listed twice' } }]));
    await waitFor(() => expect(screen.queryByTestId('row-acme')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal when both companies have different owners, and does not merge', async () => {
    renderRoute(routes, '/admin/companies');
    await userEvent.click(within(await screen.findByTestId('row-acme-inc')).getByRole('button', { name: 'Merge Acme Machining Inc into another company' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.type(dialog.getByPlaceholderText('Search by name, city or slug'), 'rival');
    await userEvent.click(await dialog.findByRole('button', { name: /Acme Rival Works/ }));
    expect(await dialog.findByText(/claimed by different owners/)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Type Acme Machining Inc to confirm/ }), 'Acme Machining Inc');
    await userEvent.click(dialog.getByRole('button', { name: 'Merge for good' }));
    expect(await dialog.findByText(/Choose the company to keep, and read what will move/)).toBeInTheDocument();
    expect(merges).toEqual([]);
  });
});
