import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, Stack, Text, formatCount } from '@forge/shell-sdk';

export interface CountBar {
  key: string;
  label: string;
  count: number;
  to?: string;
}

/** A ranked list with proportional bars: readable as a list, scannable as a chart. */
export function CountBars({ items, limit }: { items: CountBar[]; limit?: number }) {
  const shown = [...items].sort((a, b) => b.count - a.count).slice(0, limit ?? items.length);
  const max = Math.max(1, ...shown.map((i) => i.count));
  return (
    <Stack as="ol" listStyleType="none" gap={2}>
      {shown.map((item) => (
        <Box as="li" key={item.key}>
          <HStack justify="space-between" fontSize="sm" gap={3}>
            {item.to ? (
              <Link asChild color="navy.900" fontWeight="medium">
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">{item.label}</Text>
            )}
            <Text color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatCount(item.count)}
            </Text>
          </HStack>
          <Box mt={1} h="6px" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden="true">
            <Box h="full" w={`${(item.count / max) * 100}%`} bg="brand.400" borderRadius="full" />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
