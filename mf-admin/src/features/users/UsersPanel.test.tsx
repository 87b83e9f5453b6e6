import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';
import type { AdminUserView } from './api';

let users: AdminUserView[];
const roleChanges: unknown[] = [];
const enabledChanges: unknown[] = [];

const user = (uid: string, email: string, roles: AdminUserView['roles']): AdminUserView => ({
  uid,
  email,
  name: '',
  roles,
  enabled: true,
  suspendedReason: '',
  company: '',
  supplierCompanyId: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
});

fakeApiForEachTest(() => {
  roleChanges.length = 0;
  enabledChanges.length = 0;
  users = [user('u-buyer', 'buyer@forge.test', ['buyer']), user('u-sup', 'supplier@forge.test', ['supplier'])];
  return {
    'GET /api/admin/users': ({ query }) => {
      const role = query.get('role');
      const items = users.filter((u) => !role || u.roles.includes(role as never));
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    },
    'PUT /api/admin/users/:uid/role': ({ params, body }) => {
      roleChanges.push({ uid: params.uid, body });
      users = users.map((u) => (u.uid === params.uid ? { ...u, roles: [(body as { role: 'INVESTOR' }).role] } : u));
      return { body: users.find((u) => u.uid === params.uid) };
    },
    'PUT /api/admin/users/:uid/enabled': ({ params, body }) => {
      enabledChanges.push({ uid: params.uid, body });
      const { enabled, reason = '' } = body as { enabled: boolean; reason?: string };
      users = users.map((u) => (u.uid === params.uid ? { ...u, enabled, suspendedReason: enabled ? '' : reason } : u));
      return { body: users.find((u) => u.uid === params.uid) };
    },
    'GET /api/admin/users/:uid': ({ params }) => ({
      body: { user: users.find((u) => u.uid === params.uid), uploads: [{ id: 'up1', fileName: 'bracket.csv', state: 'completed', createdAt: '2026-11-02T10:00:00.000Z' }], rfqs: [], company: null },
    }),
  };
});

describe('/admin/users', () => {
  it('lists users, filters by role, changes a role after confirmation and shows a user’s uploads', async () => {
    const table = await openList('/admin/users', 'Users');
    expect(within(table).getByText('buyer@forge.test')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'supplier');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users' })).queryByText('buyer@forge.test')).not.toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), '');
    await screen.findByText('buyer@forge.test');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of buyer@forge.test' }), 'INVESTOR');
    const dialog = await screen.findByRole('alertdialog');
    expect(roleChanges).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(roleChanges).toEqual([{ uid: 'u-buyer', body: { role: 'INVESTOR' } }]));
    await waitFor(() => expect(within(screen.getByTestId('row-u-buyer')).getByText('INVESTOR', { selector: 'span' })).toBeInTheDocument());

    await userEvent.click(within(screen.getByTestId('row-u-buyer')).getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('link', { name: 'bracket.csv' })).toBeInTheDocument();
  });


  it('suspends the selected users at once with one reason, then shows them suspended with it', async () => {
    const table = await openList('/admin/users', 'Users');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Spam RFQs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(enabledChanges).toEqual([
      { uid: 'u-buyer', body: { enabled: false, reason: 'Spam RFQs' } },
      { uid: 'u-sup', body: { enabled: false, reason: 'Spam RFQs' } },
    ]));
    expect(await within(screen.getByTestId('bulk-actions')).findByText('Suspend: 2 of 2 done.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByTestId('row-u-buyer')).getByText('Suspended')).toHaveAttribute('title', 'Spam RFQs'));
  });

  it('keeps each row’s actions at the right edge of the table (sticky), so none is cut off on a narrow screen', async () => {
    const table = await openList('/admin/users', 'Users');
    const cells = within(table).getAllByTestId('row-actions');
    expect(cells).toHaveLength(2);
    for (const cell of cells) {
      expect(getComputedStyle(cell).position).toBe('sticky');
      expect(getComputedStyle(cell).right).toBe('0px');
    }
  });
});
