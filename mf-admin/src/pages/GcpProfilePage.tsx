import { Container } from '@forge/shell-sdk';
import { ProfileEditor } from '../features/profiles';

export default function GcpProfilePage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ProfileEditor />
    </Container>
  );
}
