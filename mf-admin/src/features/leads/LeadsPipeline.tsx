import { useState } from 'react';
import { AdminLeadSchema, Badge, Button, Card, Field, Grid, Heading, HStack, Input, LEAD_STAGES, NativeSelect, ParentCrumb, Stack, Text, Textarea, apiRequest, paths, useMutation, useQueryClient, errorMessageOf, formatDate } from '@forge/shell-sdk';
import type { z } from 'zod';
import { DataTable, type Column } from '../../components/DataTable';
import { useListState } from '../../components/admin-list';

export const LEADS_PATH = '/api/admin/leads';
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
  { key: 'name', header: 'Lead', sortKey: 'name', minW: '48', cell: (l) => <Stack gap={0}><Text fontWeight="medium">{l.name}</Text><Text fontSize="xs" color="fg.muted">{[l.company, l.email].filter(Boolean).join(' · ')}</Text></Stack> },
  { key: 'kind', header: 'Kind', cell: (l) => (l.kind === 'sales' ? 'Sales' : 'Contact') },
  { key: 'status', header: 'Stage', sortKey: 'status', cell: (l) => <Badge colorPalette={STAGE_COLOR[l.status]} variant="subtle">{l.status}</Badge> },
  { key: 'owner', header: 'Owner', sortKey: 'owner', cell: (l) => l.owner || '—' },
  { key: 'nextStepAt', header: 'Next step', sortKey: 'nextStepAt', cell: (l) => (l.nextStepAt ? formatDate(`${l.nextStepAt}T12:00:00Z`) : '—') },
];

/** /admin/leads — contact and sales leads as a pipeline: stage, owner, notes, next-step date; filters and CSV. */
export function LeadsPipeline() {
  const list = useListState({ sort: 'createdAt', dir: 'desc' });
  const client = useQueryClient();
  const [open, setOpen] = useState<Lead | null>(null);
  const filter = (key: string, value: string) => list.update({ filters: { [key]: value || undefined } });
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.admin()} label="Admin panel" current="Leads" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>Leads</Heading>
        <Text color="fg.muted" maxW="3xl">Contact and Talk-to-Sales requests: new → contacted → qualified → won or lost. Every change is in the audit log.</Text>
      </Stack>
      {open && (
        <LeadEditor
          key={open.id}
          lead={open}
          onDone={() => {
            setOpen(null);
            void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(LEADS_PATH) });
          }}
        />
      )}
      <DataTable
        label="Leads"
        path={LEADS_PATH}
        item={AdminLeadSchema}
        columns={columns}
        rowKey={(l) => l.id}
        list={list}
        searchLabel="Search name, email, company, notes"
        csvFileName="forge-leads.csv"
        emptyText="No lead matches."
        toolbar={
          <HStack gap={2}>
            <NativeSelect.Root size="sm" maxW={{ md: '40' }}>
              <NativeSelect.Field aria-label="Stage" value={list.state.filters.status ?? ''} onChange={(e) => filter('status', e.target.value)}>
                <option value="">All stages</option>
                {LEAD_STAGES.map((s) => <option key={s} value={s}>{s}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" maxW={{ md: '36' }}>
              <NativeSelect.Field aria-label="Kind" value={list.state.filters.kind ?? ''} onChange={(e) => filter('kind', e.target.value)}>
                <option value="">All kinds</option>
                <option value="sales">Sales</option>
                <option value="contact">Contact</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
          </HStack>
        }
        actions={(l) => <Button size="xs" variant="outline" onClick={() => setOpen(l)}>Open</Button>}
      />
    </Stack>
  );
}
