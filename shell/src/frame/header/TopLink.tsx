import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { chakra } from '@forge/shell-sdk';
import { barLinkLabel, navyFocusRing } from '../link-styles';

/** A link in the header's top row (white on navy; the current page in brand orange). */
export function TopLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      h={10}
      px={2}
      borderRadius="md"
      {...barLinkLabel}
      color="whiteAlpha.900"
      _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
      _focusVisible={navyFocusRing()}
      css={{ '&[aria-current=page]': { color: 'brand.300' } }}
    >
      <NavLink to={to} data-testid={testId}>
        {children}
      </NavLink>
    </chakra.a>
  );
}
