import { Container, useRouteParams } from '@forge/shell-sdk';
import { ResultsView } from '../features/results';

export default function ResultsPage() {
  const { id } = useRouteParams<{ id: string }>();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ResultsView key={id} uploadId={id} />
    </Container>
  );
}
