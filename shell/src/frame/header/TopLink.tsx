import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { chakra } from '@forge/shell-sdk';

/** A link in the header's top row (white on navy; the current page in brand orange). */
export function TopLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <chakra.a
      asChild
      position="relative"
      display="inline-flex"
      alignItems="center"
      h={10}
      px={3}
      borderRadius="md"
      fontSize="sm"
      fontWeight="medium"
      color="whiteAlpha.900"
      whiteSpace="nowrap"
      _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '2px' }}
      css={{ '&[aria-current=page]': { color: 'brand.300' } }}
    >
      <NavLink to={to} data-testid={testId}>
        {children}
      </NavLink>
    </chakra.a>
  );
}
