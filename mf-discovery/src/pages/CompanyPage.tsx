import { useRouteParams } from '@forge/shell-sdk';
import { useSupplier, CompanyProfile, SupplierGate } from '../features/suppliers';

export default function CompanyPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  const supplier = useSupplier(id);
  return <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
}
