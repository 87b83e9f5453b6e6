import type { ReactNode } from 'react';
import { usePageMeta } from '@forge/shell-sdk';
import { LoadFailure, Loading, isNotFound } from '../../common';
import type { Supplier } from '../api';

export interface SupplierQuery {
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
  return <LoadFailure of="company" query={query} />;
}
