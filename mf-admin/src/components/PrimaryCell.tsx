import type { ReactNode } from 'react';
import { Stack, Text } from '@forge/shell-sdk';

/**
 * A list's first cell: what the row is (a name, an email, a link) over one muted line of detail. A long detail line
 * is cut with an ellipsis (the whole text in its title), so it never widens the table past the screen.
 */
export function PrimaryCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <Stack gap={0} minW={0}>
      <Text as="div" fontWeight="semibold" overflowWrap="anywhere">
        {title}
      </Text>
      <Text fontSize="sm" color="fg.muted" truncate maxW={{ base: '60vw', md: 'xs' }} title={typeof detail === 'string' ? detail : undefined}>
        {detail}
      </Text>
    </Stack>
  );
}
