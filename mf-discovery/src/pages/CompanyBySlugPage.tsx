import { useRouteParams } from '@forge/shell-sdk';
import { useSupplierBySlug, CompanyProfileRoute } from '../features/suppliers';

export default function CompanyBySlugPage() {
  const { slug = '' } = useRouteParams<{ slug: string }>();
  return <CompanyProfileRoute query={useSupplierBySlug(slug)} from={{ kind: 'slug', value: slug }} />;
}
