import { Container } from '@forge/shell-sdk';
import { ProfilesList } from '../features/profiles';

export default function GcpProfilesPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ProfilesList />
    </Container>
  );
}
