import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Link, Text, paths, type FeaturePlacement, formatDate } from '@forge/shell-sdk';
import { FeaturePlacementSchema } from '@forge/shell-sdk/admin-contract';
import { AdminPage } from '../../components/AdminPage';
import { ConfirmDialog } from '@forge/shell-sdk/widgets';
import { DataTable, type Column } from '../../components/DataTable';
import type { AdminListSpec } from '../../components/admin-list';
import { choiceFilter } from '../../components/list-filters';
import { FEATURED_PATH, useRemovePlacement } from './api';
import { PlacementForm } from './PlacementForm';
import { FEATURED_BULK } from './bulk-actions';

const FEATURED_LIST: AdminListSpec = { path: FEATURED_PATH, label: 'Featured suppliers', searchLabel: 'Search supplier or capability', csvFileName: 'forge-featured-suppliers.csv', emptyText: 'No supplier is featured.', sort: 'order', dir: 'asc' };
const FILTERS = [choiceFilter('status', 'Status', 'Any status', [{ value: 'active', label: 'Active' }, { value: 'scheduled', label: 'Scheduled' }, { value: 'ended', label: 'Ended' }])];
const STATUS_TONE = { active: 'green', scheduled: 'blue', ended: 'gray' } as const;

const columns: Column<FeaturePlacement>[] = [
  {
    key: 'supplier',
    header: 'Supplier',
    sortKey: 'supplier',
    minW: '48',
    cell: (p) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={paths.company(p.supplierId)}>{p.supplierName}</RouterLink>
      </Link>
    ),
  },
  { key: 'scope', header: 'Featured for', cell: (p) => <Text>{p.scope === 'capability' ? 'Capability' : 'State'}: {p.valueLabel}</Text> },
  { key: 'startsAt', header: 'Starts', sortKey: 'startsAt', cell: (p) => formatDate(p.startsAt) },
  { key: 'endsAt', header: 'Ends', sortKey: 'endsAt', cell: (p) => formatDate(p.endsAt) },
  { key: 'order', header: 'Order', sortKey: 'order', cell: (p) => p.order },
  { key: 'status', header: 'Status', cell: (p) => <Badge colorPalette={STATUS_TONE[p.status]}>{p.status}</Badge> },
];

function RemoveAction({ placement }: { placement: FeaturePlacement }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePlacement();
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)} aria-label={`Stop featuring ${placement.supplierName}`}>Stop</Button>
      <ConfirmDialog open={open} title={`Stop featuring ${placement.supplierName}?`} confirmLabel="Stop featuring" tone="danger"
        onConfirm={() => remove.mutateAsync(placement.id)} onClose={() => setOpen(false)}>
        The placement for {placement.valueLabel} is removed now; results stop marking it at once.
      </ConfirmDialog>
    </>
  );
}

/** /admin/featured-suppliers — paid placements per capability or state, with dates and order. */
export function FeaturedSuppliers() {
  return (
    <AdminPage
      title="Featured suppliers"
      intro="Feature a supplier for one of its capabilities or its state between two dates. Results that name that capability or state mark it “Featured · sponsored”; its position stays the one its match earns."
    >
      <PlacementForm />
      <DataTable spec={FEATURED_LIST} item={FeaturePlacementSchema} columns={columns} filters={FILTERS} actions={(p) => <RemoveAction placement={p} />}
        bulk={{ actions: FEATURED_BULK, describe: (p) => `${p.supplierName} (${p.valueLabel})` }} />
    </AdminPage>
  );
}
