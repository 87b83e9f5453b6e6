import { Container } from '@forge/shell-sdk';
import { QueueDashboard } from '../features/queue';

export default function QueuePage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <QueueDashboard />
    </Container>
  );
}
