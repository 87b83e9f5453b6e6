import { Link as RouterLink } from 'react-router-dom';
import { Button, type AdminProfileRow } from '@forge/shell-sdk';
import { AdminProfileRowSchema, PROFILE_PARTS, PROFILE_PART_LABELS } from '@forge/shell-sdk/admin-contract';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import { companyColumns } from '../../components/company-columns';
import type { AdminListSpec } from '../../components/admin-list';
import { STATE_FILTER, choiceFilter, type ListFilter } from '../../components/list-filters';
import { PROFILES_PATH, editorPath } from './api';
import { CompletenessMeter } from './CompletenessMeter';

const PROFILES_LIST: AdminListSpec = { path: PROFILES_PATH, label: 'Company profiles', searchLabel: 'Search name or city', csvFileName: 'forge-profiles.csv', emptyText: 'No profile matches.', sort: 'completeness', dir: 'asc' };

const columns: Column<AdminProfileRow>[] = [
  companyColumns.name((p) => editorPath(p.id), (p) => p.slug),
  companyColumns.location(),
  { key: 'completeness', header: 'Completeness', sortKey: 'completeness', minW: '64', cell: (p) => <CompletenessMeter completeness={p.completeness} /> },
  companyColumns.status(),
  companyColumns.updated(),
];

function EditProfileButton({ profile }: { profile: AdminProfileRow }) {
  return (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={editorPath(profile.id)} aria-label={`Edit ${profile.name}`}>Edit</RouterLink>
    </Button>
  );
}

const FILTERS: ListFilter[] = [
  choiceFilter('missing', 'Missing', 'Missing: anything', PROFILE_PARTS.map((part) => ({ value: part, label: `Missing: ${PROFILE_PART_LABELS[part].toLowerCase()}` })), '48'),
  choiceFilter('completeness', 'Completeness', 'Complete or not', [{ value: 'incomplete', label: 'Incomplete' }, { value: 'complete', label: 'Complete' }], '48'),
  STATE_FILTER,
];

/** /admin/gcp-profiles — company profiles by completeness, with what each lacks and a link to edit it. */
export function ProfilesList() {
  return (
    <AdminPage
      title="Company profiles"
      intro="How complete each company profile is: a description, capabilities, certifications, photos and a contact. Least complete first; open one to fill it in."
      action={<Button asChild colorPalette="brand"><RouterLink to={editorPath()}>New profile</RouterLink></Button>}
    >
      <DataTable spec={PROFILES_LIST} item={AdminProfileRowSchema} columns={columns} filters={FILTERS} actions={(p) => <EditProfileButton profile={p} />} />
    </AdminPage>
  );
}
