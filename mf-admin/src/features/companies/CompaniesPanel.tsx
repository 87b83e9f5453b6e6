import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Input, Link, NativeSelect, Stack, Text, Wrap, paths, formatDate } from '@forge/shell-sdk';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { useListState } from '../../components/admin-list';
import { COMPANIES_PATH, adminCompanySchema, type AdminCompanyView } from './api';
import { CertVerificationAction } from './CertVerificationAction';
import { CertVerificationFilter } from './CertVerificationFilter';
import { ClaimLinkAction } from './ClaimLinkAction';
import { HideAction } from './HideAction';
import { TransferAction } from './TransferAction';
import { MergeAction } from './MergeDialog';
import { VerifyAction } from './VerifyAction';

const columns: Column<AdminCompanyView>[] = [
  {
    key: 'name',
    header: 'Company',
    sortKey: 'name',
    minW: '56',
    cell: (c) => (
      <Stack gap={0}>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.company(c.id)}>{c.name}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">{c.capabilities.slice(0, 3).join(', ') || 'No capabilities listed'}</Text>
      </Stack>
    ),
  },
  { key: 'state', header: 'Location', sortKey: 'state', cell: (c) => `${c.city}, ${c.state}` },
  {
    key: 'certifications',
    header: 'Certifications',
    cell: (c) => (c.certifications.length ? <Wrap gap={1}>{c.certifications.map((x) => <Badge key={x.slug} size="sm" colorPalette={x.status === 'registry-checked' ? 'green' : x.status === 'expired' ? 'red' : 'gray'}>{x.slug} · {x.status}</Badge>)}</Wrap> : '—'),
  },
  {
    key: 'flags',
    header: 'Status',
    cell: (c) => (
      <Wrap gap={1}>
        <Badge colorPalette={c.verified ? 'green' : 'gray'}>{c.verified ? 'Verified' : 'Unverified'}</Badge>
        {c.claimed && <Badge colorPalette="blue">Claimed</Badge>}
        {c.featured && <Badge colorPalette="purple">Featured</Badge>}
        {c.hidden && <Badge colorPalette="red" title={c.hiddenReason}>Hidden</Badge>}
      </Wrap>
    ),
  },
  { key: 'updatedAt', header: 'Updated', sortKey: 'updatedAt', cell: (c) => formatDate(c.updatedAt) },
];

function FlagFilter({ name, label, value, onChange }: { name: string; label: string; value: string; onChange: (value: string | undefined) => void }) {
  return (
    <NativeSelect.Root size="sm" maxW={{ md: '36' }}>
      <NativeSelect.Field aria-label={label} name={name} value={value} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{label}: any</option>
        <option value="true">{label}: yes</option>
        <option value="false">{label}: no</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** /admin/companies — every supplier company with filters; verification with a note (audited). */
export function CompaniesPanel() {
  const list = useListState({ sort: 'name', dir: 'asc' });
  const f = list.state.filters;
  const set = (key: string) => (value: string | undefined) => list.update({ filters: { [key]: value } });
  return (
    <Stack gap={6}>
      <AdminPageHeader title="Companies">
          Every supplier company in the directory. Verify a company once you checked it, with a note of what you checked; hide one from search with a reason; send its owner a claim link, or transfer it.
      </AdminPageHeader>
      <DataTable
        label="Companies"
        path={COMPANIES_PATH}
        item={adminCompanySchema}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        searchLabel="Search name or city"
        csvFileName="forge-companies.csv"
        emptyText="No company matches."
        toolbar={
          <>
            <Input size="sm" maxW={{ md: '24' }} aria-label="State" placeholder="State (OH)" value={f.state ?? ''} maxLength={2} onChange={(event) => set('state')(event.target.value.toUpperCase() || undefined)} />
            <Input size="sm" maxW={{ md: '40' }} aria-label="Capability" placeholder="Capability slug" value={f.capability ?? ''} onChange={(event) => set('capability')(event.target.value || undefined)} />
            <FlagFilter name="verified" label="Verified" value={f.verified ?? ''} onChange={set('verified')} />
            <FlagFilter name="claimed" label="Claimed" value={f.claimed ?? ''} onChange={set('claimed')} />
            <FlagFilter name="featured" label="Featured" value={f.featured ?? ''} onChange={set('featured')} />
            <FlagFilter name="hidden" label="Hidden" value={f.hidden ?? ''} onChange={set('hidden')} />
            <CertVerificationFilter certification={f.certification ?? ''} status={f.certificationStatus ?? ''} onChange={(key, value) => set(key)(value)} />
          </>
        }
        actions={(c) => (
          <>
            <VerifyAction company={c} />
            <CertVerificationAction company={c} />
            <HideAction company={c} />
            <ClaimLinkAction company={c} />
            <TransferAction company={c} />
            <MergeAction company={c} />
            <Button asChild size="xs" variant="ghost">
              <RouterLink to={`/admin/gcp-profile?id=${encodeURIComponent(c.id)}`} aria-label={`Edit the profile of ${c.name}`}>Profile</RouterLink>
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
