import { Container } from '@forge/shell-sdk';
import { ActivityView } from '../features/activity';

export default function MyActivityPage() {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ActivityView />
    </Container>
  );
}
