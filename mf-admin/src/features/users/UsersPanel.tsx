import { Badge, HStack, NativeSelect, Stack, Text, formatDate } from '@forge/shell-sdk';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useListState } from '../../components/admin-list';
import { ASSIGNABLE_ROLES, USERS_PATH, adminUserSchema, type AdminUserView } from './api';
import { UserActions } from './UserActions';
import { UserDetail } from './UserDetail';

const columns: Column<AdminUserView>[] = [
  {
    key: 'email',
    header: 'User',
    sortKey: 'email',
    minW: '56',
    cell: (u) => (
      <Stack gap={0}>
        <Text fontWeight="semibold" overflowWrap="anywhere">{u.email}</Text>
        <Text fontSize="sm" color="fg.muted">{[u.name, u.company].filter(Boolean).join(' · ') || '—'}</Text>
      </Stack>
    ),
  },
  { key: 'role', header: 'Role', sortKey: 'role', cell: (u) => (u.roles.length ? u.roles.map((r) => <Badge key={r} colorPalette={r === 'admin' ? 'red' : r === 'INVESTOR' ? 'purple' : 'brand'} variant="subtle" me={1}>{r}</Badge>) : '—') },
  { key: 'status', header: 'Status', cell: (u) => <Badge colorPalette={u.enabled ? 'green' : 'gray'}>{u.enabled ? 'Active' : 'Disabled'}</Badge> },
  { key: 'createdAt', header: 'Joined', sortKey: 'createdAt', cell: (u) => formatDate(u.createdAt) },
  { key: 'lastSignInAt', header: 'Last sign-in', sortKey: 'lastSignInAt', cell: (u) => (u.lastSignInAt ? formatDate(u.lastSignInAt) : 'Never') },
];

/** /admin/users — accounts from the identity provider joined with profiles: roles, locks, password resets. */
export function UsersPanel() {
  const list = useListState({ sort: 'createdAt', dir: 'desc' });
  const role = list.state.filters.role ?? '';
  const selected = list.state.filters.user;
  return (
    <Stack gap={6}>
      <AdminPageHeader title="Users">
          Every account, with its role and status. Role changes apply on the user&apos;s next token; a disabled user is
          signed out at once. Every change is written to the audit log.
      </AdminPageHeader>
      {selected && <UserDetail uid={selected} onClose={() => list.update({ filters: { user: undefined } })} />}
      <DataTable
        label="Users"
        path={USERS_PATH}
        item={adminUserSchema}
        columns={columns}
        rowKey={(u) => u.uid}
        list={{ state: { ...list.state, filters: role ? { role } : {} }, update: list.update }}
        searchLabel="Search email or name"
        csvFileName="forge-users.csv"
        emptyText="No user matches."
        toolbar={
          <NativeSelect.Root size="sm" maxW={{ md: '44' }}>
            <NativeSelect.Field aria-label="Filter by role" value={role} onChange={(event) => list.update({ filters: { role: event.target.value || undefined } })}>
              <option value="">All roles</option>
              {ASSIGNABLE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
        actions={(u) => (
          <HStack gap={2} wrap="wrap" justify="end">
            <UserActions user={u} onDetails={() => list.update({ filters: { user: u.uid } })} />
          </HStack>
        )}
      />
    </Stack>
  );
}
