import { Container } from '@forge/shell-sdk';
import { AnalyticsReport } from '../features/analytics';

export default function AnalyticsPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <AnalyticsReport />
    </Container>
  );
}
