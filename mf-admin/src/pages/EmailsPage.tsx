import { Container } from '@forge/shell-sdk';
import { EmailsOutbox } from '../features/emails';

export default function EmailsPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <EmailsOutbox />
    </Container>
  );
}
