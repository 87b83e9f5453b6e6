import { useState } from 'react';
import { Badge, Button, Card, Field, Grid, Heading, HStack, Input, NativeSelect, Stack, Text, Textarea, apiRequest, useMutation, errorMessageOf, formatDate } from '@forge/shell-sdk';
import { AdminLeadSchema, LEAD_STAGES } from '@forge/shell-sdk/admin-contract';
import type { z } from 'zod';
import { DataTable, type Column } from '../../components/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { PrimaryCell } from '../../components/PrimaryCell';
import { useRefreshUnder, type AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import { LEAD_BULK } from './bulk-actions';

export const LEADS_PATH = '/api/admin/leads';
const LEADS_LIST: AdminListSpec = { path: LEADS_PATH, label: 'Leads', searchLabel: 'Search name, email, company, notes', csvFileName: 'forge-leads.csv', emptyText: 'No lead matches.', sort: 'createdAt', dir: 'desc' };
const FILTERS = [choiceFilter('status', 'Stage', 'All stages', LEAD_STAGES), choiceFilter('kind', 'Kind', 'All kinds', [{ value: 'sales', label: 'Sales' }, { value: 'contact', label: 'Contact' }], '36')];
type Lead = z.infer<typeof AdminLeadSchema>;
const STAGE_COLOR: Record<Lead['status'], string> = { new: 'blue', contacted: 'purple', qualified: 'orange', won: 'green', lost: 'gray' };

function LeadEditor({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const [values, setValues] = useState({ status: lead.status, owner: lead.owner, notes: lead.notes, nextStepAt: lead.nextStepAt ?? '' });
  const save = useMutation({
    mutationFn: () => apiRequest('PATCH', `${LEADS_PATH}/${lead.id}`, { ...values, nextStepAt: values.nextStepAt || null }),
    onSuccess: onDone,
  });
  return (
    <Card.Root variant="outline">
      <Card.Body gap={4}>
        <Stack gap={1}>
          <Heading as="h2" size="md">{lead.name} · {lead.company || lead.email}</Heading>
          <Text fontSize="sm" color="fg.muted">{lead.kind === 'sales' ? 'Sales request' : 'Contact form'} from {lead.sourcePage}, {formatDate(lead.createdAt)} · {lead.email}{lead.phone ? ` · ${lead.phone}` : ''}</Text>
          <Text fontSize="sm" whiteSpace="pre-wrap">“{lead.message}”</Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap={3}>
          <Field.Root>
            <Field.Label>Stage</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.status} onChange={(e) => setValues({ ...values, status: e.target.value as Lead['status'] })}>
                {LEAD_STAGES.map((s) => <option key={s} value={s}>{s}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Owner</Field.Label>
            <Input value={values.owner} placeholder="admin@forge.test" onChange={(e) => setValues({ ...values, owner: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Next step</Field.Label>
            <Input type="date" value={values.nextStepAt} onChange={(e) => setValues({ ...values, nextStepAt: e.target.value })} />
          </Field.Root>
        </Grid>
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea rows={3} value={values.notes} onChange={(e) => setValues({ ...values, notes: e.target.value })} />
        </Field.Root>
        {save.isError && <Text color="fg.error" role="alert">{errorMessageOf(save.error)}</Text>}
        <HStack gap={3}>
          <Button colorPalette="brand" onClick={() => save.mutate()} loading={save.isPending}>Save</Button>
          <Button variant="ghost" onClick={onDone}>Close</Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

const columns: Column<Lead>[] = [
  { key: 'createdAt', header: 'Received', sortKey: 'createdAt', cell: (l) => <Text whiteSpace="nowrap">{formatDate(l.createdAt)}</Text> },
  { key: 'name', header: 'Lead', sortKey: 'name', minW: '48', cell: (l) => <PrimaryCell title={l.name} detail={[l.company, l.email].filter(Boolean).join(' · ')} /> },
  { key: 'kind', header: 'Kind', cell: (l) => (l.kind === 'sales' ? 'Sales' : 'Contact') },
  { key: 'status', header: 'Stage', sortKey: 'status', cell: (l) => <Badge colorPalette={STAGE_COLOR[l.status]} variant="subtle">{l.status}</Badge> },
  { key: 'owner', header: 'Owner', sortKey: 'owner', cell: (l) => l.owner || '—' },
  { key: 'nextStepAt', header: 'Next step', sortKey: 'nextStepAt', cell: (l) => (l.nextStepAt ? formatDate(`${l.nextStepAt}T12:00:00Z`) : '—') },
];

/** /admin/leads — contact and sales leads as a pipeline: stage, owner, notes, next-step date; filters and CSV. */
export function LeadsPipeline() {
  const refresh = useRefreshUnder(LEADS_PATH);
  const [open, setOpen] = useState<Lead | null>(null);
  return (
    <AdminPage title="Leads" intro="Contact and Talk-to-Sales requests: new → contacted → qualified → won or lost. Every change is in the audit log.">
      {open && (
        <LeadEditor
          key={open.id}
          lead={open}
          onDone={() => {
            setOpen(null);
            void refresh();
          }}
        />
      )}
      <DataTable spec={LEADS_LIST} item={AdminLeadSchema} columns={columns} filters={FILTERS} bulk={{ actions: LEAD_BULK, describe: (l) => `${l.name} <${l.email}>` }} actions={(l) => <Button size="xs" variant="outline" onClick={() => setOpen(l)}>Open</Button>} />
    </AdminPage>
  );
}
