import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Stack, Text, plural } from '@forge/shell-sdk';
import { useSupplierListing, type ListingQuery } from '../api';
import { useCapabilityNames } from '../../catalogue';
import { useCertificationNames } from '../../certifications';
import { Pager, EmptyState, ErrorNotice, Loading, Section } from '../../common';
import { SupplierCard } from './SupplierCard';
import { SponsoredList } from './SponsoredList';

const PAGE_SIZE = 10;

/**
 * A paged list of suppliers for a fixed filter (a county, a capability, a certification...); page is in the URL.
 * It reads the listing endpoint: showing a page is not a buyer's search, so no "supplier search" event.
 */
export function SupplierResults({
  query,
  emptyText,
  footer,
}: {
  query: ListingQuery;
  emptyText: string;
  footer?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useSupplierListing({ ...query, page, pageSize: PAGE_SIZE });
  const capabilityNames = useCapabilityNames();
  const certificationNames = useCertificationNames();

  if (search.isPending) return <Loading label="Loading suppliers..." />;
  if (search.isError)
    return (
      <ErrorNotice
        error={search.error}
        title="Suppliers could not be loaded"
        onRetry={() => void search.refetch()}
      />
    );
  const { hits, total, sponsored } = search.data;
  if (total === 0) return <EmptyState title="No suppliers listed yet">{emptyText}</EmptyState>;
  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {plural(total, 'supplier')}
      </Text>
      {page === 1 && <SponsoredList sponsored={sponsored} />}
      {hits.map((hit) => (
        <SupplierCard
          key={hit.id}
          hit={hit}
          capabilityNames={capabilityNames}
          certificationNames={certificationNames}
          showWhy={false}
        />
      ))}
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        onPage={(next) => {
          const updated = new URLSearchParams(params);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          setParams(updated);
          window.scrollTo({ top: 0 });
        }}
      />
      {footer}
    </Stack>
  );
}

/** A page's "suppliers" section: its title over the paged list of suppliers for a fixed filter. */
export function SupplierSection({ title, ...list }: { title: string } & Parameters<typeof SupplierResults>[0]) {
  return (
    <Section title={title} id="suppliers">
      <SupplierResults {...list} />
    </Section>
  );
}
