import type { ReactNode } from 'react';
import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@forge/shell-sdk';
import featureLists from './feature-lists.json';

/** The feature lists of the company pages (about, Doss, Forge, partners): page copy, kept as data. */
export const FEATURE_LISTS = featureLists;

export function Section({ title, intro, children, tone = 'white' }: { title: string; intro?: string; children?: ReactNode; tone?: 'white' | 'gray' }) {
  return (
    <Box as="section" py={{ base: 10, md: 16 }} bg={tone === 'gray' ? 'gray.50' : 'white'}>
      <Container maxW="6xl">
        <Stack gap={3} mb={children ? 8 : 0} maxW="3xl">
          <Heading as="h2" size="2xl">
            {title}
          </Heading>
          {intro && (
            <Text fontSize="lg" color="gray.700">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

export function FeatureGrid({ items, columns = 3 }: { items: { title: string; body: string }[]; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(columns, 2), lg: columns }} gap={6}>
      {items.map((item) => (
        <Stack key={item.title} gap={2} borderTopWidth="3px" borderColor="brand.500" pt={4}>
          <Heading as="h3" size="md">
            {item.title}
          </Heading>
          <Text color="gray.700">{item.body}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
