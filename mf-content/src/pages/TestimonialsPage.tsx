import { Container, SimpleGrid, usePageMeta } from '@forge/shell-sdk';
import { PageHero, QueryState } from '../features/common';
import { useTestimonials, TestimonialCard } from '../features/landing';

export default function TestimonialsPage() {
  usePageMeta('Customer stories — Forge', 'Engineers, buyers and shop owners on sourcing custom parts with Forge: who they are, what they made and what changed.', '/testimonials');
  const testimonials = useTestimonials();
  return (
    <>
      <PageHero eyebrow="Customer stories" title="What buyers and suppliers say about Forge">
        From robotics start-ups to aerospace programs and family-owned machine shops.
      </PageHero>
      <Container maxW="6xl" py={{ base: 10, md: 14 }}>
        <QueryState isPending={testimonials.isPending} error={testimonials.error}>
          {() => (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
              {testimonials.data!.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </>
  );
}
