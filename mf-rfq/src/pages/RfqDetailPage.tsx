import { Container, useRouteParams } from '@forge/shell-sdk';
import { RfqDetail } from '../features/detail';

export default function RfqDetailPage() {
  const { id } = useRouteParams<{ id: string }>();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <RfqDetail key={id} id={id} />
    </Container>
  );
}
