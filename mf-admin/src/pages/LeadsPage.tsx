import { Container } from '@forge/shell-sdk';
import { LeadsPipeline } from '../features/leads';

export default function LeadsPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <LeadsPipeline />
    </Container>
  );
}
