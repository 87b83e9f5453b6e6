import { Link as RouterLink } from 'react-router-dom';
import { AdminProfileRowSchema, Badge, Button, Link, PROFILE_PARTS, PROFILE_PART_LABELS, Wrap, type AdminProfileRow, formatDate } from '@forge/shell-sdk';
import { AdminPage } from '../../components/AdminPage';
import { DataTable, type Column } from '../../components/DataTable';
import { PrimaryCell } from '../../components/PrimaryCell';
import type { AdminListSpec } from '../../components/admin-list';
import { STATE_FILTER, choiceFilter, type ListFilter } from '../../components/list-filters';
import { PROFILES_PATH, editorPath } from './api';
import { CompletenessMeter } from './CompletenessMeter';

const PROFILES_LIST: AdminListSpec = { path: PROFILES_PATH, label: 'Company profiles', searchLabel: 'Search name or city', csvFileName: 'forge-profiles.csv', emptyText: 'No profile matches.', sort: 'completeness', dir: 'asc' };

const columns: Column<AdminProfileRow>[] = [
  {
    key: 'name',
    header: 'Company',
    sortKey: 'name',
    minW: '56',
    cell: (p) => <PrimaryCell title={<Link asChild color="brand.fg"><RouterLink to={editorPath(p.id)}>{p.name}</RouterLink></Link>} detail={p.slug} />,
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
      <DataTable
        spec={PROFILES_LIST}
        item={AdminProfileRowSchema}
        columns={columns}
        filters={FILTERS}
        actions={(p) => (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={editorPath(p.id)} aria-label={`Edit ${p.name}`}>Edit</RouterLink>
          </Button>
        )}
      />
    </AdminPage>
  );
}
