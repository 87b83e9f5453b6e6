import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Heading, Link, SimpleGrid, Stack, Text, paths } from '@forge/shell-sdk';
import { CAPABILITY_BLURBS, useFeaturedCapabilities } from '../api';

export function Capabilities() {
  const capabilities = useFeaturedCapabilities();
  return (
    <Box as="section" aria-labelledby="capabilities-heading" py={{ base: 12, md: 20 }} bg="gray.50">
      <Container maxW="6xl">
        <Stack gap={3} mb={8}>
          <Heading as="h2" id="capabilities-heading" size="2xl">
            Popular capabilities
          </Heading>
          <Text color="gray.700" maxW="2xl">
            The processes buyers source most on Forge. Every capability page lists verified suppliers, certifications and locations.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
          {capabilities.map((capability) => (
            <Link
              asChild
              key={capability.slug}
              display="block"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="lg"
              p={5}
              _hover={{ borderColor: 'brand.500', boxShadow: 'md', textDecoration: 'none' }}
              transition="box-shadow 0.15s, border-color 0.15s"
            >
              <RouterLink to={paths.capability(capability.slug)}>
                <Stack gap={2}>
                  <Text fontWeight="semibold" fontSize="lg" color="navy.900">
                    {capability.name}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {CAPABILITY_BLURBS[capability.slug] ?? 'Verified US suppliers for this process.'}
                  </Text>
                </Stack>
              </RouterLink>
            </Link>
          ))}
        </SimpleGrid>
        <Box mt={6}>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.capabilities()}>Browse all capabilities →</RouterLink>
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
