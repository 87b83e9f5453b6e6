import { Box, SimpleGrid, Text, paths } from '@forge/shell-sdk';
import { CardLink } from '../../common';
import type { Process } from '../api';

/** Links to process pages with a two-line description. */
export function ProcessGrid({ processes }: { processes: Process[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={3}>
      {processes.map((p) => (
        <Box as="li" key={p.slug}>
          <CardLink to={paths.capability(p.slug)} p={4} borderRadius="lg">
            <Text fontWeight="semibold" color="navy.900">
              {p.name}
              {p.featured && (
                <Text as="span" ms={2} fontSize="xs" color="brand.fg" fontWeight="medium">
                  Popular
                </Text>
              )}
            </Text>
            {p.subcategory && (
              <Text fontSize="xs" color="fg.muted" mt={0.5}>
                {p.subcategory}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted" mt={1} lineClamp={2}>
              {p.description}
            </Text>
          </CardLink>
        </Box>
      ))}
    </SimpleGrid>
  );
}
