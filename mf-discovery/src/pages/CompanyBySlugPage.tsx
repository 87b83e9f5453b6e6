import { useRouteParams } from '@forge/shell-sdk';
import { useSupplierBySlug, CompanyProfile, SupplierGate } from '../features/suppliers';

export default function CompanyBySlugPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const supplier = useSupplierBySlug(slug);
  return <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
}
