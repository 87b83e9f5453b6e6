import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Wrap, paths } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import { companyColumns } from '../../components/company-columns';
import type { AdminListSpec } from '../../components/admin-list';
import { STATE_FILTER, yesNoFilter, type ListFilter } from '../../components/list-filters';
import type { BulkAction } from '../../components/BulkActions';
import { COMPANIES_PATH, adminCompanySchema, putCompany, type AdminCompanyView } from './api';
import { CertVerificationAction } from './CertVerificationAction';
import { CERTIFICATION_FILTERS } from './certification-filters';
import { ClaimLinkAction } from './ClaimLinkAction';
import { HideAction } from './HideAction';
import { TransferAction } from './TransferAction';
import { MergeAction } from './MergeDialog';
import { VerifyAction } from './VerifyAction';

const COMPANIES_LIST: AdminListSpec = { path: COMPANIES_PATH, label: 'Companies', searchLabel: 'Search name or city', csvFileName: 'forge-companies.csv', emptyText: 'No company matches.', sort: 'name', dir: 'asc' };

const columns: Column<AdminCompanyView>[] = [
  companyColumns.name((c) => paths.company(c.id), (c) => c.capabilities.slice(0, 3).join(', ') || 'No capabilities listed'),
  companyColumns.location(),
  {
    key: 'certifications',
    header: 'Certifications',
    cell: (c) => (c.certifications.length ? <Wrap gap={1}>{c.certifications.map((x) => <Badge key={x.slug} size="sm" colorPalette={x.status === 'registry-checked' ? 'green' : x.status === 'expired' ? 'red' : 'gray'}>{x.slug} · {x.status}</Badge>)}</Wrap> : '—'),
  },
  companyColumns.status(),
  companyColumns.updated(),
];

const FILTERS: ListFilter[] = [
  STATE_FILTER,
  { kind: 'text', name: 'capability', label: 'Capability', placeholder: 'Capability slug', maxW: '40' },
  yesNoFilter('verified', 'Verified'),
  yesNoFilter('claimed', 'Claimed'),
  yesNoFilter('featured', 'Featured'),
  yesNoFilter('hidden', 'Hidden'),
  ...CERTIFICATION_FILTERS,
];

function CompanyActions({ company }: { company: AdminCompanyView }) {
  return (
    <>
      <VerifyAction company={company} />
      <CertVerificationAction company={company} />
      <HideAction company={company} />
      <ClaimLinkAction company={company} />
      <TransferAction company={company} />
      <MergeAction company={company} />
      <Button asChild size="xs" variant="ghost">
        <RouterLink to={`/admin/gcp-profile?id=${encodeURIComponent(company.id)}`} aria-label={`Edit the profile of ${company.name}`}>Profile</RouterLink>
      </Button>
    </>
  );
}

/** Several companies at once, each through its own audited route (the note or reason is the same for all). */
const BULK: BulkAction<AdminCompanyView>[] = [
  { label: 'Verify', explain: 'Each gets the Verified badge, with this note in the audit log:', textLabel: 'Note (what you checked, and where)', textRequired: true, run: (c, note) => putCompany(c.id, 'verification', { verified: true, note }) },
  { label: 'Unverify', tone: 'danger', explain: 'The Verified badge comes off each profile:', textLabel: 'Note', textRequired: true, run: (c, note) => putCompany(c.id, 'verification', { verified: false, note }) },
  { label: 'Hide from search', tone: 'danger', explain: 'Each leaves search and the directory until shown again:', textLabel: 'Reason', textRequired: true, run: (c, reason) => putCompany(c.id, 'visibility', { hidden: true, reason }) },
  { label: 'Show in search', explain: 'Each returns to search and the directory:', run: (c) => putCompany(c.id, 'visibility', { hidden: false, reason: '' }) },
];

/** /admin/companies — every supplier company with filters; verification with a note (audited). */
export function CompaniesPanel() {
  return (
    <AdminPage title="Companies" intro="Every supplier company in the directory. Verify a company once you checked it, with a note of what you checked; hide one from search with a reason; send its owner a claim link, or transfer it.">
      <DataTable
        spec={COMPANIES_LIST}
        item={adminCompanySchema}
        columns={columns}
        filters={FILTERS}
        actions={(c) => <CompanyActions company={c} />}
        bulk={{ actions: BULK, describe: (c) => c.name }}
      />
    </AdminPage>
  );
}
