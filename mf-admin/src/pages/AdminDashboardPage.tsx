import { Container, Heading, Text } from '@forge/shell-sdk';
import { PanelLinks, TodayFigures } from '../features/dashboard';

export default function AdminDashboardPage() {
  return (
    <Container maxW="6xl" py={8}>
      <Heading as="h1" size="2xl">
        Admin panel
      </Heading>
      <Text mt={2} color="fg.muted">
        Users, companies, analytics, leads, waitlists, featured suppliers, testimonials and the BOM queue.
      </Text>
      <TodayFigures />
      <PanelLinks />
    </Container>
  );
}
