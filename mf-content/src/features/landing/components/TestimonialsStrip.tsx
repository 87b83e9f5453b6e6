import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@forge/shell-sdk';
import { useTestimonials } from '../api';
import { TestimonialCard } from './TestimonialCard';

export function TestimonialsStrip() {
  const { data } = useTestimonials();
  if (!data || data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="testimonials-heading" py={{ base: 12, md: 20 }} bg="gray.50">
      <Container maxW="6xl">
        <Stack gap={3} mb={8}>
          <Heading as="h2" id="testimonials-heading" size="2xl">
            Trusted by engineers and shop owners
          </Heading>
          <Text color="gray.700">Buyers find capacity faster; suppliers win work that fits their machines.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
          {data.slice(0, 3).map((t) => (
            <TestimonialCard key={t.id} testimonial={t} showParts={false} />
          ))}
        </SimpleGrid>
        <Box mt={6}>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/testimonials">Read all customer stories →</RouterLink>
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
