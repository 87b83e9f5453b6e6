import { Container } from '@forge/shell-sdk';
import { PartsList } from '../features/parts';

export default function PartsPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PartsList />
    </Container>
  );
}
