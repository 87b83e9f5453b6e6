import { useRouteParams } from '@forge/shell-sdk';
import { useSupplierBySlug } from '../features/suppliers/api';
import { CompanyProfile } from '../features/suppliers/components/CompanyProfile';
import { SupplierGate } from '../features/suppliers/components/SupplierGate';

export default function CompanyBySlugPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  const supplier = useSupplierBySlug(slug);
  return <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
}
