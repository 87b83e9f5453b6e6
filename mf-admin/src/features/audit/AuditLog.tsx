import { z } from 'zod';
import { Badge, Box, Stack, Text, formatDateTime } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import type { AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import { auditChanges, shownValue } from './audit-diff';

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

/** The entry's changes as "field: before → after" lines, old value struck through, new one in green. */
function ChangeList({ record }: { record: AuditRecordView }) {
  const changes = auditChanges(record.before, record.after);
  return (
    <Stack gap={1} fontSize="xs" data-testid="audit-changes">
      {changes.length === 0 && <Text color="fg.muted">No field changed</Text>}
      {changes.map((c) => (
        <Text key={c.field} overflowWrap="anywhere">
          <Text as="span" fontWeight="semibold">{c.field}</Text>:{' '}
          <Box as="del" color="fg.error" textDecoration="line-through">{shownValue(c.before)}</Box> →{' '}
          <Box as="ins" color="fg.success" textDecoration="none" fontWeight="medium">{shownValue(c.after)}</Box>
        </Text>
      ))}
      {record.note && <Text color="fg.muted">Note: {record.note}</Text>}
    </Stack>
  );
}

const columns: Column<AuditRecordView>[] = [
  { key: 'at', header: 'When', sortKey: 'at', cell: (r) => <Text whiteSpace="nowrap">{formatDateTime(r.at)}</Text> },
  { key: 'actor', header: 'Admin', sortKey: 'actor', cell: (r) => r.actor.email || r.actor.uid },
  { key: 'action', header: 'Action', sortKey: 'action', cell: (r) => <Badge variant="subtle" colorPalette="brand">{r.action}</Badge> },
  { key: 'target', header: 'Target', sortKey: 'target', minW: '40', cell: (r) => `${r.target.label || r.target.id} (${r.target.type})` },
  {
    key: 'change',
    header: 'Changes (before → after)',
    minW: '56',
    cell: (r) => <ChangeList record={r} />,
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
