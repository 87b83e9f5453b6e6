import { Box, Container, SimpleGrid, Skeleton, Stack, Text } from '@forge/shell-sdk';
import { formatCount, useLandingStats } from '../api';

/** Live numbers from GET /api/stats. Never invented: while unavailable the bar is not shown at all. */
export function StatsBar() {
  const { data, isPending, isError } = useLandingStats();
  if (isError) return null;
  const items = [
    { label: 'Verified suppliers', value: formatCount(data?.verifiedSuppliers ?? null, true) ?? '—' },
    { label: 'Supplier profiles', value: formatCount(data?.suppliers ?? null, true) ?? '—' },
    { label: 'States covered', value: formatCount(data?.states ?? null) ?? '—' },
    { label: 'Manufacturing capabilities', value: formatCount(data?.capabilities ?? null) ?? '—' },
  ];
  return (
    <Box bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Container maxW="6xl" py={{ base: 6, md: 8 }}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={6} aria-live="polite">
          {items.map((item) => (
            <Stack key={item.label} gap={1} textAlign="center">
              <Skeleton loading={isPending} minH="40px">
                <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="navy.900">
                  {item.value}
                </Text>
              </Skeleton>
              <Text fontSize="sm" color="gray.700">
                {item.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
