import { Container } from '@forge/shell-sdk';
import { TestimonialsAdmin } from '../features/testimonials';

export default function TestimonialsPage() {
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <TestimonialsAdmin />
    </Container>
  );
}
