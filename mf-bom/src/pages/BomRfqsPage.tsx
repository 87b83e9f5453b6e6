import { useSearchParams } from 'react-router-dom';
import { Container, useRouteParams } from '@forge/shell-sdk';
import { BomRfqsView } from '../features/packages';

export default function BomRfqsPage() {
  const { id } = useRouteParams<{ id: string }>();
  const [params] = useSearchParams();
  const created = params.get('created');
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <BomRfqsView key={id} uploadId={id} created={created ? Number(created) : null} />
    </Container>
  );
}
