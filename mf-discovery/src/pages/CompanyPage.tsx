import { useRouteParams } from '@forge/shell-sdk';
import { useSupplier, CompanyProfile, SupplierGate, MovedOrMissing } from '../features/suppliers';
import { isNotFound } from '../features/common';

export default function CompanyPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  const supplier = useSupplier(id);
  const gate = <SupplierGate query={supplier}>{(s) => <CompanyProfile supplier={s} />}</SupplierGate>;
  // a merged or renamed company's old address leads to its page now
  if (supplier.isError && isNotFound(supplier.error)) return <MovedOrMissing from={{ kind: 'id', value: id }}>{gate}</MovedOrMissing>;
  return gate;
}
