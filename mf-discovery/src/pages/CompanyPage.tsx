import { useRouteParams } from '@forge/shell-sdk';
import { useSupplier } from '../features/suppliers/api';
import { CompanyProfile } from '../features/suppliers/components/CompanyProfile';
import { SupplierGate } from '../features/suppliers/components/SupplierGate';

export default function CompanyPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  const supplier = useSupplier(id);
  return <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
}
