import { z } from 'zod';
import { Badge, Box, NativeSelect, Stack, Text, formatDateTime } from '@forge/shell-sdk';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useListState } from '../../components/admin-list';

export const AUDIT_PATH = '/api/admin/audit';

export const auditRecordSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ uid: z.string(), email: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), label: z.string() }),
  before: z.unknown(),
  after: z.unknown(),
  note: z.string(),
  ip: z.string(),
});
export type AuditRecordView = z.infer<typeof auditRecordSchema>;

const TARGET_TYPES = ['user', 'company', 'certification', 'featured', 'testimonial', 'lead', 'email', 'waitlist', 'queue', 'profile'];

function change(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const columns: Column<AuditRecordView>[] = [
  { key: 'at', header: 'When', sortKey: 'at', cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.at)}</Text> },
  { key: 'actor', header: 'Admin', sortKey: 'actor', cell: (r) => r.actor.email || r.actor.uid },
  { key: 'action', header: 'Action', sortKey: 'action', cell: (r) => <Badge variant="subtle" colorPalette="brand">{r.action}</Badge> },
  { key: 'target', header: 'Target', sortKey: 'target', minW: '40', cell: (r) => `${r.target.label || r.target.id} (${r.target.type})` },
  {
    key: 'change',
    header: 'Before → after',
    minW: '56',
    cell: (r) => (
      <Text fontSize="xs" overflowWrap="anywhere">
        <Box as="code" fontFamily="mono">{change(r.before)}</Box> → <Box as="code" fontFamily="mono">{change(r.after)}</Box>
        {r.note ? ` · ${r.note}` : ''}
      </Text>
    ),
  },
  { key: 'ip', header: 'IP', cell: (r) => r.ip },
];

/** /admin/audit — every admin write, newest first: who, what, before → after, when and from which IP. */
export function AuditLog() {
  const list = useListState({ sort: 'at', dir: 'desc' });
  const targetType = list.state.filters.targetType ?? '';
  return (
    <Stack gap={6}>
      <AdminPageHeader title="Audit log">
          Every change an admin made: role changes, account locks, verifications, merges, featuring, emails resent and
          the queue paused or resumed. The log is append-only.
      </AdminPageHeader>
      <DataTable
        label="Audit log"
        path={AUDIT_PATH}
        item={auditRecordSchema}
        columns={columns}
        rowKey={(r) => r.id}
        list={list}
        searchLabel="Search action, admin, target or note"
        csvFileName="forge-audit-log.csv"
        emptyText="No admin action matches."
        toolbar={
          <NativeSelect.Root size="sm" maxW={{ md: '48' }}>
            <NativeSelect.Field aria-label="Target type" value={targetType} onChange={(event) => list.update({ filters: { targetType: event.target.value || undefined } })}>
              <option value="">All targets</option>
              {TARGET_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
    </Stack>
  );
}
