import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { openList } from '../../test-support/render-route';
import type { AdminUserView } from './api';

let users: AdminUserView[];
const roleChanges: unknown[] = [];

const user = (uid: string, email: string, roles: AdminUserView['roles']): AdminUserView => ({
  uid,
  email,
  name: '',
  roles,
  enabled: true,
  company: '',
  supplierCompanyId: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
});

fakeApiForEachTest(() => {
  roleChanges.length = 0;
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

});
