import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Card, Container, Heading, HStack, Link, SimpleGrid, Stack, Text, paths } from '@forge/shell-sdk';
import { capabilityLabel, useCatalogueNames, useFeaturedSuppliers } from '../api';

/** The most responsive suppliers; the section is left out when discovery is unavailable. */
export function FeaturedSuppliers() {
  const { data } = useFeaturedSuppliers();
  const names = useCatalogueNames();
  if (!data || data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="suppliers-heading" py={{ base: 12, md: 20 }}>
      <Container maxW="6xl">
        <Stack gap={3} mb={8}>
          <Heading as="h2" id="suppliers-heading" size="2xl">
            Featured suppliers
          </Heading>
          <Text color="gray.700">Shops that answer RFQs fastest on Forge this month.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={4}>
          {data.map((supplier) => (
            <Card.Root key={supplier.id} variant="outline" bg="white">
              <Card.Body gap={3}>
                <HStack justify="space-between" align="start">
                  <Link asChild fontWeight="semibold" fontSize="lg" color="navy.900">
                    <RouterLink to={paths.company(supplier.id)}>{supplier.name}</RouterLink>
                  </Link>
                  {supplier.verified && (
                    <Badge colorPalette="green" variant="subtle">
                      Verified
                    </Badge>
                  )}
                </HStack>
                <Text fontSize="sm" color="gray.700">
                  {[supplier.city, supplier.state].filter(Boolean).join(', ')}
                  {supplier.responseRate !== null && ` · ${Math.round(supplier.responseRate <= 1 ? supplier.responseRate * 100 : supplier.responseRate)}% response rate`}
                </Text>
                <HStack gap={2} wrap="wrap">
                  {supplier.capabilities.slice(0, 3).map((c) => (
                    <Badge key={c} variant="outline" colorPalette="gray">
                      {capabilityLabel(c, names)}
                    </Badge>
                  ))}
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
