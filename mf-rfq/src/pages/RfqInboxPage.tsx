import { Container } from '@forge/shell-sdk';
import { SupplierInbox } from '../features/inbox';

export default function RfqInboxPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <SupplierInbox />
    </Container>
  );
}
