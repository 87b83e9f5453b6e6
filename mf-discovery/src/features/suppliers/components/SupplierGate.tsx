import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, paths, usePageMeta } from '@forge/shell-sdk';
import { PageShell, EmptyState, ErrorNotice, Loading, isNotFound } from '../../common';
import type { Supplier } from '../api';

interface SupplierQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Supplier | undefined;
  refetch: () => unknown;
}

/** Loading, not-found and error states of a page that shows one supplier. */
export function SupplierGate({
  query,
  children,
}: {
  query: SupplierQuery;
  children: (supplier: Supplier) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <SupplierProblem query={query} />;
  return <>{children(query.data)}</>;
}

// Its own component so its page meta never competes with the profile's.
function SupplierProblem({ query }: { query: SupplierQuery }) {
  const missing = isNotFound(query.error);
  usePageMeta(missing ? 'Company not found' : 'Company profile', 'A manufacturing supplier on Forge.');
  return (
    <PageShell
      title={missing ? 'Company not found' : 'Company'}
      crumbs={[{ label: 'States', to: paths.states() }]}
    >
      {missing ? (
        <EmptyState
          title="This company profile does not exist or was removed"
          action={
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.states()}>Browse suppliers by state</RouterLink>
            </Button>
          }
        />
      ) : (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      )}
    </PageShell>
  );
}
