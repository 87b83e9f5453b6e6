import { Navigate } from 'react-router-dom';
import { paths, useApi } from '@forge/shell-sdk';
import { SUPPLIER_MOVED_API } from '@forge/shell-sdk/api-contract';
import { Loading, isNotFound } from '../common';
import { CompanyProfile } from './components/CompanyProfile';
import { SupplierGate, type SupplierQuery } from './components/SupplierGate';

/** An old address of a company that was merged into another or renamed: where it leads now. */
export interface MovedFrom {
  kind: 'slug' | 'id';
  value: string;
}

/**
 * Shown where a company page answered 404: asks whether that address moved (a merge or a slug rename) and, if so,
 * replaces the URL with the company's page (the server answers the same address with a 301).
 */
export function MovedOrMissing({ from, children }: { from: MovedFrom; children: React.ReactNode }) {
  const moved = useApi(SUPPLIER_MOVED_API.getMoved, { params: { kind: from.kind, value: from.value } }, { retry: false });
  if (moved.isPending) return <Loading />;
  if (moved.data) return <Navigate replace to={paths.companyBySlug(moved.data.slug)} />;
  return <>{children}</>;
}

/** A company's public page: its profile, or (for an address that no longer exists) the page it moved to. */
export function CompanyProfileRoute({ query, from }: { query: SupplierQuery; from: MovedFrom }) {
  const gate = <SupplierGate query={query}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
  // a merged or renamed company's old address leads to its page now
  if (query.isError && isNotFound(query.error)) return <MovedOrMissing from={from}>{gate}</MovedOrMissing>;
  return gate;
}
