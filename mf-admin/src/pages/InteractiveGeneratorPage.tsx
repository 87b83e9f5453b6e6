import { Container } from '@forge/shell-sdk';
import { ProfileGenerator } from '../features/generator';

export default function InteractiveGeneratorPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ProfileGenerator />
    </Container>
  );
}
