import { useSearchParams } from 'react-router-dom';
import { Container, Heading, Text } from '@forge/shell-sdk';

export default function DiscoverPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl">
        Supplier discovery
      </Heading>
      <Text mt={2} color="fg.muted">
        {q ? `Results for “${q}”` : 'Search suppliers by capability, certification and location.'}
      </Text>
    </Container>
  );
}
