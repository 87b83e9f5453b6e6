import { Container } from '@forge/shell-sdk';
import { WaitlistReview } from '../features/waitlist';

export default function WaitlistPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <WaitlistReview />
    </Container>
  );
}
