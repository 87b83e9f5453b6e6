import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Link, Wrap, formatDate } from '@forge/shell-sdk';
import type { Column } from './DataTable';
import { PrimaryCell } from './PrimaryCell';

interface CompanyRow {
  name: string;
  city: string;
  state: string;
  verified: boolean;
  claimed: boolean;
  featured?: boolean;
  hidden?: boolean;
  hiddenReason?: string;
  updatedAt: string;
}

/** The columns every list of supplier companies shows: the name (a link) over a detail line, location, status and last update. */
export const companyColumns = {
  name: <T extends CompanyRow>(href: (row: T) => string, detail: (row: T) => ReactNode): Column<T> => ({
    key: 'name',
    header: 'Company',
    sortKey: 'name',
    minW: '56',
    cell: (row) => <PrimaryCell title={<Link asChild color="brand.fg"><RouterLink to={href(row)}>{row.name}</RouterLink></Link>} detail={detail(row)} />,
  }),
  location: <T extends CompanyRow>(): Column<T> => ({ key: 'state', header: 'Location', sortKey: 'state', cell: (row) => `${row.city}, ${row.state}` }),
  /** Verified or not, and Claimed, Featured, Hidden (with its reason) when they apply. */
  status: <T extends CompanyRow>(): Column<T> => ({
    key: 'flags',
    header: 'Status',
    cell: (row) => (
      <Wrap gap={1}>
        <Badge colorPalette={row.verified ? 'green' : 'gray'}>{row.verified ? 'Verified' : 'Unverified'}</Badge>
        {row.claimed && <Badge colorPalette="blue">Claimed</Badge>}
        {row.featured && <Badge colorPalette="purple">Featured</Badge>}
        {row.hidden && <Badge colorPalette="red" title={row.hiddenReason}>Hidden</Badge>}
      </Wrap>
    ),
  }),
  updated: <T extends CompanyRow>(): Column<T> => ({ key: 'updatedAt', header: 'Updated', sortKey: 'updatedAt', cell: (row) => formatDate(row.updatedAt) }),
};
