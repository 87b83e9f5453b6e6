import { Link as RouterLink } from 'react-router-dom';
import { AdminProfileRowSchema, Badge, Button, Input, Link, NativeSelect, PROFILE_PARTS, PROFILE_PART_LABELS, Stack, Text, Wrap, type AdminProfileRow, formatDate } from '@forge/shell-sdk';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useListState } from '../../components/admin-list';
import { PROFILES_PATH, editorPath } from './api';
import { CompletenessMeter } from './CompletenessMeter';

const columns: Column<AdminProfileRow>[] = [
  {
    key: 'name',
    header: 'Company',
    sortKey: 'name',
    minW: '56',
    cell: (p) => (
      <Stack gap={0}>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={editorPath(p.id)}>{p.name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">{p.slug}</Text>
      </Stack>
    ),
  },
  { key: 'state', header: 'Location', sortKey: 'state', cell: (p) => `${p.city}, ${p.state}` },
  { key: 'completeness', header: 'Completeness', sortKey: 'completeness', minW: '64', cell: (p) => <CompletenessMeter completeness={p.completeness} /> },
  {
    key: 'flags',
    header: 'Status',
    cell: (p) => (
      <Wrap gap={1}>
        <Badge colorPalette={p.verified ? 'green' : 'gray'}>{p.verified ? 'Verified' : 'Unverified'}</Badge>
        {p.claimed && <Badge colorPalette="blue">Claimed</Badge>}
      </Wrap>
    ),
  },
  { key: 'updatedAt', header: 'Updated', sortKey: 'updatedAt', cell: (p) => formatDate(p.updatedAt) },
];

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string | undefined) => void; options: [string, string][] }) {
  return (
    <NativeSelect.Root size="sm" maxW={{ md: '48' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value || undefined)}>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** /admin/gcp-profiles — company profiles by completeness, with what each lacks and a link to edit it. */
export function ProfilesList() {
  const list = useListState({ sort: 'completeness', dir: 'asc' });
  const f = list.state.filters;
  const set = (key: string) => (value: string | undefined) => list.update({ filters: { [key]: value } });
  return (
    <Stack gap={6}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'end' }} gap={3}>
        <AdminPageHeader title="Company profiles">
          How complete each company profile is: a description, capabilities, certifications, photos and a contact. Least complete first; open one to fill it in.
        </AdminPageHeader>
        <Button asChild colorPalette="brand" flexShrink={0}>
          <RouterLink to={editorPath()}>New profile</RouterLink>
        </Button>
      </Stack>
      <DataTable
        label="Company profiles"
        path={PROFILES_PATH}
        item={AdminProfileRowSchema}
        columns={columns}
        rowKey={(p) => p.id}
        list={list}
        searchLabel="Search name or city"
        csvFileName="forge-profiles.csv"
        emptyText="No profile matches."
        toolbar={
          <>
            <Select label="Missing" value={f.missing ?? ''} onChange={set('missing')} options={[['', 'Missing: anything'], ...PROFILE_PARTS.map((p): [string, string] => [p, `Missing: ${PROFILE_PART_LABELS[p].toLowerCase()}`])]} />
            <Select label="Completeness" value={f.completeness ?? ''} onChange={set('completeness')} options={[['', 'Complete or not'], ['incomplete', 'Incomplete'], ['complete', 'Complete']]} />
            <Input size="sm" maxW={{ md: '24' }} aria-label="State" placeholder="State (OH)" value={f.state ?? ''} maxLength={2} onChange={(event) => set('state')(event.target.value.toUpperCase() || undefined)} />
          </>
        }
        actions={(p) => (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={editorPath(p.id)} aria-label={`Edit ${p.name}`}>Edit</RouterLink>
          </Button>
        )}
      />
    </Stack>
  );
}
