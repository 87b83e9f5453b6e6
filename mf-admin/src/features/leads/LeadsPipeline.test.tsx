import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest, listPage } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';

let patched: unknown;
const seen: URLSearchParams[] = [];
const lead = { id: 'l1', kind: 'sales', name: 'Dana Ruiz', email: 'dana@ruiz.test', company: 'Ruiz Medical', phone: '', message: 'Need 500 housings', sourcePage: '/sales', status: 'new', owner: '', notes: '', nextStepAt: null, createdAt: '2026-11-20T10:00:00.000Z' };

fakeApiForEachTest(() => {
  patched = null;
  seen.length = 0;
  return {
    'GET /api/admin/leads': ({ query }) => {
      seen.push(query);
      return listPage([lead]);
    },
    'PATCH /api/admin/leads/:id': ({ body }) => {
      patched = body;
      return { body: { ...lead, ...(body as object) } };
    },
  };
});

describe('/admin/leads', () => {
  it('filters by stage on the server and moves a lead with owner, notes and next step', async () => {
    const table = await openList('/admin/leads', 'Leads');
    expect(within(table).getByText('Dana Ruiz')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'qualified');
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('qualified'));

    await userEvent.click(within(screen.getByRole('table', { name: 'Leads' })).getByRole('button', { name: 'Open' }));
    const editor = (await screen.findByRole('heading', { name: /Dana Ruiz/ })).closest('div')!.parentElement!;
    await userEvent.selectOptions(within(editor).getByRole('combobox', { name: 'Stage' }), 'contacted');
    await userEvent.type(within(editor).getByRole('textbox', { name: 'Owner' }), 'admin@forge.test');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toMatchObject({ status: 'contacted', owner: 'admin@forge.test', nextStepAt: null }));
  });

  it('assigns an owner to the selected leads through the audited update route', async () => {
    const table = await openList('/admin/leads', 'Leads');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Dana Ruiz <dana@ruiz.test>' }));
    await userEvent.click(within(screen.getByTestId('bulk-actions')).getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Maya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign owner' }));
    await waitFor(() => expect(patched).toEqual({ owner: 'Maya' }));
    expect(await within(screen.getByTestId('bulk-actions')).findByText('Assign owner: 1 of 1 done.')).toBeInTheDocument();
  });
});
