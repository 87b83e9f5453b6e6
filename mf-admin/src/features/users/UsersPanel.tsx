import { Badge, HStack, apiRequest, formatDate } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import { PrimaryCell } from '../../components/PrimaryCell';
import { useListState, type AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import type { BulkAction } from '../../components/BulkActions';
import { ASSIGNABLE_ROLES, USERS_PATH, adminUserSchema, type AdminUserView } from './api';
import { UserActions } from './UserActions';
import { UserDetail } from './UserDetail';

const USERS_LIST: AdminListSpec = { path: USERS_PATH, label: 'Users', searchLabel: 'Search email or name', csvFileName: 'forge-users.csv', emptyText: 'No user matches.', sort: 'createdAt', dir: 'desc' };

const columns: Column<AdminUserView>[] = [
  { key: 'email', header: 'User', sortKey: 'email', minW: '56', cell: (u) => <PrimaryCell title={u.email} detail={[u.name, u.company].filter(Boolean).join(' · ') || '—'} /> },
  { key: 'role', header: 'Role', sortKey: 'role', cell: (u) => (u.roles.length ? u.roles.map((r) => <Badge key={r} colorPalette={r === 'admin' ? 'red' : r === 'INVESTOR' ? 'purple' : 'brand'} variant="subtle" me={1}>{r}</Badge>) : '—') },
  {
    key: 'status',
    header: 'Status',
    cell: (u) => (
      <Badge colorPalette={u.enabled ? 'green' : 'red'} title={u.suspendedReason || undefined}>
        {u.enabled ? 'Active' : 'Suspended'}
      </Badge>
    ),
  },
  { key: 'createdAt', header: 'Joined', sortKey: 'createdAt', cell: (u) => formatDate(u.createdAt) },
  { key: 'lastSignInAt', header: 'Last sign-in', sortKey: 'lastSignInAt', cell: (u) => (u.lastSignInAt ? formatDate(u.lastSignInAt) : 'Never') },
];

const enabledPath = (u: AdminUserView) => `${USERS_PATH}/${encodeURIComponent(u.uid)}/enabled`;
/** Several accounts at once, each through its own audited route (your own account is refused, and said so). */
const BULK: BulkAction<AdminUserView>[] = [
  { label: 'Suspend', tone: 'danger', explain: 'Each is signed out at once and reads this reason when signing in:', textLabel: 'Reason shown to the users', textRequired: true, run: (u, reason) => apiRequest('PUT', enabledPath(u), { enabled: false, reason }) },
  { label: 'Enable', explain: 'Each may sign in again with their password:', run: (u) => apiRequest('PUT', enabledPath(u), { enabled: true }) },
];

const FILTERS = [choiceFilter('role', 'Filter by role', 'All roles', ASSIGNABLE_ROLES, '44')];

/** /admin/users — accounts from the identity provider joined with profiles: roles, locks, password resets. */
export function UsersPanel() {
  const list = useListState(USERS_LIST);
  const { role, user: selected } = list.state.filters;
  return (
    <AdminPage title="Users" intro="Every account, with its role and status. Role changes apply on the user's next token; a disabled user is signed out at once. Every change is written to the audit log.">
      {selected && <UserDetail uid={selected} onClose={() => list.update({ filters: { user: undefined } })} />}
      <DataTable
        spec={USERS_LIST}
        item={adminUserSchema}
        columns={columns}
        rowKey={(u) => u.uid}
        // The open user's details (?user=) are this page's, not a filter of the list.
        list={{ state: { ...list.state, filters: role ? { role } : {} }, update: list.update }}
        filters={FILTERS}
        bulk={{ actions: BULK, describe: (u) => u.email }}
        actions={(u) => (
          <HStack gap={2} wrap="wrap" justify="end">
            <UserActions user={u} onDetails={() => list.update({ filters: { user: u.uid } })} />
          </HStack>
        )}
      />
    </AdminPage>
  );
}
