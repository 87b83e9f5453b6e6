import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box } from '@forge/shell-sdk';
import { cardSurface } from '../surface';

/** A white bordered card that is one link: brand border on hover, a focus ring for the keyboard. */
export function CardLink({ to, children, ...card }: { to: string; children: ReactNode } & ComponentProps<typeof Box>) {
  return (
    <Box
      asChild
      display="block"
      h="full"
      {...cardSurface}
      _hover={{ borderColor: 'brand.300', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      {...card}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Box>
  );
}
