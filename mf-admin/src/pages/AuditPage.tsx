import { Container } from '@forge/shell-sdk';
import { AuditLog } from '../features/audit';

export default function AuditPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <AuditLog />
    </Container>
  );
}
