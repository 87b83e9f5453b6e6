import { z } from 'zod';
import { Badge, Box, Text, formatDateTime } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import type { AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';

export const AUDIT_PATH = '/api/admin/audit';
const AUDIT_LIST: AdminListSpec = { path: AUDIT_PATH, label: 'Audit log', searchLabel: 'Search action, admin, target or note', csvFileName: 'forge-audit-log.csv', emptyText: 'No admin action matches.', sort: 'at', dir: 'desc' };

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
  return (
    <AdminPage title="Audit log" intro="Every change an admin made: role changes, account locks, verifications, merges, featuring, emails resent and the queue paused or resumed. The log is append-only.">
      <DataTable spec={AUDIT_LIST} item={auditRecordSchema} columns={columns} filters={[choiceFilter('targetType', 'Target type', 'All targets', TARGET_TYPES, '48')]} />
    </AdminPage>
  );
}
