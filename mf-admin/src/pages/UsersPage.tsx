import { Container } from '@forge/shell-sdk';
import { UsersPanel } from '../features/users';

export default function UsersPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <UsersPanel />
    </Container>
  );
}
