import { useRouteParams } from '@forge/shell-sdk';
import { useSupplier, CompanyProfileRoute } from '../features/suppliers';

export default function CompanyPage() {
  const { id = '' } = useRouteParams<{ id: string }>();
  return <CompanyProfileRoute query={useSupplier(id)} from={{ kind: 'id', value: id }} />;
}
