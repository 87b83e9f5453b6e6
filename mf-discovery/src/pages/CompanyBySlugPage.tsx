import { useRouteParams } from '@forge/shell-sdk';
import { useSupplierBySlug, CompanyProfile, SupplierGate, MovedOrMissing } from '../features/suppliers';
import { isNotFound } from '../features/common';

export default function CompanyBySlugPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const supplier = useSupplierBySlug(slug);
  const gate = <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
  // a merged or renamed company's old address leads to its page now
  if (supplier.isError && isNotFound(supplier.error)) return <MovedOrMissing from={{ kind: 'slug', value: slug }}>{gate}</MovedOrMissing>;
  return gate;
}
