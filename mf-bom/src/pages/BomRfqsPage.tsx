import { useSearchParams } from 'react-router-dom';
import { PageContainer, useRouteParams } from '@forge/shell-sdk';
import { BomRfqsView } from '../features/packages';

export default function BomRfqsPage() {
  const { id } = useRouteParams<{ id: string }>();
  const [params] = useSearchParams();
  const created = params.get('created');
  return (
    <PageContainer maxW="5xl">
      <BomRfqsView key={id} uploadId={id} created={created ? Number(created) : null} />
    </PageContainer>
  );
}
