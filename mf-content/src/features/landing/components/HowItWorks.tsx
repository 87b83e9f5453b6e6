import { Link as RouterLink } from 'react-router-dom';
import { Box, Center, Container, Heading, Link, SimpleGrid, Stack, Text, paths } from '@forge/shell-sdk';

const STEPS = [
  {
    title: 'Discover suppliers',
    body: 'Search verified US suppliers by process, material, certification and distance. Every profile shows what a shop makes and how quickly it answers.',
    link: { label: 'Open supplier discovery', to: paths.discover() },
  },
  {
    title: 'Upload a BOM',
    body: 'Drop in a CSV or Excel bill of materials. Forge reads each line, identifies the process behind it and matches suppliers who can make it.',
    link: { label: 'Upload a bill of materials', to: paths.bomUpload() },
  },
  {
    title: 'Request quotes',
    body: 'Send one clean RFQ package to the suppliers you pick, then compare prices and lead times side by side and award the work.',
    link: { label: 'Manage RFQs', to: paths.rfqManagement() },
  },
];

export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-heading" py={{ base: 12, md: 20 }} bg="white">
      <Container maxW="6xl">
        <Stack gap={3} mb={10} textAlign={{ base: 'left', md: 'center' }} align={{ base: 'start', md: 'center' }}>
          <Heading as="h2" id="how-heading" size="2xl">
            How Forge works
          </Heading>
          <Text color="gray.700" maxW="2xl">
            From a part number to a purchase order in three steps.
          </Text>
        </Stack>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap={8} listStyleType="none">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.title} gap={3}>
              <Center w={10} h={10} borderRadius="full" bg="brand.100" color="brand.800" fontWeight="bold" aria-hidden="true">
                {index + 1}
              </Center>
              <Heading as="h3" size="lg">
                {step.title}
              </Heading>
              <Text color="gray.700">{step.body}</Text>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={step.link.to}>{step.link.label} →</RouterLink>
              </Link>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
