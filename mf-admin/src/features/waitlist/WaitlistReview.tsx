import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Badge, Button, HStack, Stack, Text, formatDate } from '@forge/shell-sdk';
import { DataTable, type Column } from '../../components/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { PrimaryCell } from '../../components/PrimaryCell';
import { useListState, useRefreshUnder, type AdminListSpec } from '../../components/admin-list';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { WAITLIST_PATH, inviteEntries, waitlistEntrySchema, type InviteResult, type WaitlistEntry, type WaitlistRole } from './api';
import { BomFileName, ProcessBomAction } from './components/BomFile';

const WAITLIST_LIST: AdminListSpec = { path: WAITLIST_PATH, label: 'Waitlist entries', searchLabel: 'Search email, company or description', csvFileName: 'forge-waitlist.csv', sort: 'updatedAt', dir: 'desc' };

const ROLE_FILTERS: { value: WaitlistRole | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'buyer', label: 'Buyer waitlist' },
  { value: 'supplier', label: 'Supplier waitlist' },
];

/**
 * /admin/waitlist and /admin/supplier-waitlist (the same page): search, role filter,
 * CSV export, a signup's BOM through the pipeline, and the bulk invite (account + invitation email).
 */
export function WaitlistReview() {
  const { pathname } = useLocation();
  const supplierPage = pathname.startsWith('/admin/supplier-waitlist');
  // The supplier waitlist lists suppliers only: its role is fixed, not a filter the page offers.
  const list = useListState(supplierPage ? { ...WAITLIST_LIST, filters: { role: 'supplier' } } : WAITLIST_LIST);
  const refresh = useRefreshUnder(WAITLIST_PATH);
  const [selected, setSelected] = useState<Map<string, WaitlistEntry>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<InviteResult | null>(null);
  const role = list.state.filters.role as WaitlistRole | undefined;
  const toggle = (entry: WaitlistEntry) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.set(entry.id, entry);
      return next;
    });

  const columns: Column<WaitlistEntry>[] = [
    {
      key: 'select',
      header: 'Invite',
      cell: (e) => <input type="checkbox" aria-label={`Select ${e.email}`} checked={selected.has(e.id)} onChange={() => toggle(e)} />,
    },
    {
      key: 'contact',
      header: 'Contact',
      sortKey: 'email',
      minW: '56',
      cell: (e) => (
        <PrimaryCell title={e.email} detail={`${e.company}${e.signups > 1 ? ` · signed up ${e.signups}×` : ''}`} />
      ),
    },
    { key: 'role', header: 'Role', cell: (e) => <Badge colorPalette={e.role === 'supplier' ? 'brand' : 'blue'} variant="subtle">{e.role === 'supplier' ? 'Supplier' : 'Buyer'}</Badge> },
    { key: 'status', header: 'Status', sortKey: 'status', cell: (e) => <Badge variant="outline" colorPalette={e.status === 'invited' ? 'green' : 'gray'}>{e.status}</Badge> },
    { key: 'source', header: 'Source', cell: (e) => e.source },
    { key: 'createdAt', header: 'Joined', sortKey: 'createdAt', cell: (e) => <Text whiteSpace="nowrap">{formatDate(e.createdAt)}</Text> },
    { key: 'file', header: 'BOM file', minW: '40', cell: (e) => <BomFileName entry={e} /> },
  ];

  return (
    <AdminPage
      title={supplierPage ? 'Supplier waitlist' : 'Waitlist review'}
      crumb={supplierPage ? 'Supplier waitlist' : 'Waitlist'}
      intro="Buyers and suppliers waiting for access. Invite them (Forge creates their account and emails the invitation), or send a signup's BOM through the BOM pipeline to see which parts they need."
    >
      {result && (
        <Stack gap={1} role="status" borderWidth="1px" borderRadius="lg" p={4} bg="bg.subtle">
          <Text fontWeight="medium">Invited {result.invited.length}{result.failed.length ? `, ${result.failed.length} failed` : ''}.</Text>
          {result.invited.map((i) => <Text key={i.id} fontSize="sm">{i.email}: account {i.account === 'created' ? 'created' : 'already existed'}, invitation sent</Text>)}
          {result.failed.map((f) => <Text key={f.id} fontSize="sm" color="fg.error">{f.email || f.id}: {f.reason}</Text>)}
        </Stack>
      )}
      <DataTable
        spec={{ ...WAITLIST_LIST, emptyText: role ? `No one on the ${role} waitlist matches.` : 'No one on the waitlist matches.' }}
        item={waitlistEntrySchema}
        columns={columns}
        list={list}
        toolbar={
          <HStack gap={2} wrap="wrap">
            {!supplierPage && (
              <HStack role="group" aria-label="Filter by role" gap={0} borderWidth="1px" borderRadius="lg" p={1} bg="bg.subtle">
                {ROLE_FILTERS.map((filter) => {
                  const active = filter.value === role;
                  return (
                    <Button key={filter.label} size="xs" variant={active ? 'solid' : 'ghost'} colorPalette={active ? 'brand' : 'gray'} aria-pressed={active} onClick={() => list.update({ filters: { role: filter.value } })}>
                      {filter.label}
                    </Button>
                  );
                })}
              </HStack>
            )}
            <Button size="sm" colorPalette="brand" disabled={selected.size === 0} onClick={() => setConfirming(true)}>
              Invite selected ({selected.size})
            </Button>
          </HStack>
        }
        actions={(e) => (e.file ? <ProcessBomAction entry={e} /> : null)}
      />
      <ConfirmDialog
        open={confirming}
        title={`Invite ${selected.size} ${selected.size === 1 ? 'person' : 'people'}?`}
        confirmLabel="Create accounts and send invitations"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          const answer = await inviteEntries([...selected.keys()]);
          setResult(answer);
          setSelected(new Map());
          await refresh();
        }}
      >
        Each gets an account in the identity provider (an existing account is kept) and an invitation email: {[...selected.values()].map((e) => e.email).join(', ')}.
      </ConfirmDialog>
    </AdminPage>
  );
}
