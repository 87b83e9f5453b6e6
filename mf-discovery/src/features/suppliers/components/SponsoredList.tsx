import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, HStack, Link, SimpleGrid, Stack, Text, paths } from '@forge/shell-sdk';
import type { SearchResponse } from '../api';

type Sponsored = SearchResponse['sponsored'];

/**
 * Paid placements for the capability or state the buyer named (typed or chosen), listed apart from the ranked results
 * and labelled as such: the results below keep the order and the "why" their match earns.
 */
export function SponsoredList({ sponsored }: { sponsored: Sponsored }) {
  if (sponsored.length === 0) return null;
  const labels = [...new Set(sponsored.map((s) => s.label))].join(' and ');
  return (
    <Box
      as="section"
      aria-labelledby="sponsored-heading"
      data-testid="sponsored-list"
      borderWidth="1px"
      borderColor="brand.200"
      bg="brand.50"
      borderRadius="lg"
      p={{ base: 3, md: 4 }}
    >
      <HStack gap={2} flexWrap="wrap" mb={1}>
        <Badge colorPalette="brand" variant="solid" id="sponsored-heading">
          Featured · sponsored
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          Paid placements for {labels}. Listed apart: the results below keep the order their match earns.
        </Text>
      </HStack>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={2} mt={2}>
        {sponsored.map((s) => (
          <Box as="li" key={s.id} bg="white" borderWidth="1px" borderColor="border" borderRadius="md" px={3} py={2} minW={0}>
            <Stack gap={0}>
              <Link asChild fontWeight="semibold" color="navy.900" overflowWrap="anywhere">
                <RouterLink to={paths.companyBySlug(s.slug)}>{s.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {s.city}, {s.state} · Featured for {s.label}
              </Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
