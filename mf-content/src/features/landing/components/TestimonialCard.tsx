import { Card, HStack, Stack, Tag, Text } from '@forge/shell-sdk';
import type { Testimonial } from '../api';

export function TestimonialCard({ testimonial, showParts = true }: { testimonial: Testimonial; showParts?: boolean }) {
  return (
    <Card.Root as="figure" variant="outline" bg="white" h="full">
      <Card.Body gap={4}>
        <Text as="blockquote" fontSize="md" color="gray.800" lineHeight="tall">
          “{testimonial.quote}”
        </Text>
        <Stack as="figcaption" gap={0} mt="auto">
          <Text fontWeight="semibold" color="navy.900">
            {testimonial.name}
          </Text>
          <Text fontSize="sm" color="gray.700">
            {[[testimonial.title, testimonial.company].filter(Boolean).join(', '), testimonial.location].filter(Boolean).join(' · ')}
          </Text>
          {testimonial.rating ? (
            <Text fontSize="sm" color="orange.600" aria-label={`Rated ${testimonial.rating} out of 5`}>
              {'★'.repeat(testimonial.rating)}
            </Text>
          ) : null}
        </Stack>
        {showParts && testimonial.partsSourced.length > 0 && (
          <Stack gap={2}>
            <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="gray.600" fontWeight="semibold">
              Parts sourced on Forge
            </Text>
            <HStack gap={2} wrap="wrap">
              {testimonial.partsSourced.map((part) => (
                <Tag.Root key={part} size="sm" variant="subtle" colorPalette="orange">
                  <Tag.Label>{part}</Tag.Label>
                </Tag.Root>
              ))}
            </HStack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
