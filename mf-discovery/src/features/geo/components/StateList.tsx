import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, SimpleGrid, Text, formatCount } from '@forge/shell-sdk';

export interface PlaceLink {
  key: string;
  name: string;
  count: number;
  to: string;
}

/** The accessible companion of every map: the same places as plain links with their counts. */
export function PlaceList({
  places,
  label,
  columns = { base: 1, sm: 2, md: 3 },
}: {
  places: PlaceLink[];
  label: string;
  columns?: Record<string, number>;
}) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" columns={columns} columnGap={6} rowGap={1}>
      {places.map((place) => (
        <Box as="li" key={place.key} borderBottomWidth="1px" borderColor="gray.100">
          <HStack justify="space-between" py={1.5} gap={3}>
            <Link asChild color="navy.900" fontSize="sm">
              <RouterLink to={place.to}>{place.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatCount(place.count)}
            </Text>
          </HStack>
        </Box>
      ))}
    </SimpleGrid>
  );
}
