import type { ReactNode } from 'react';
import { ButtonLink } from '@forge/shell-sdk';

/** A secondary link button on the navy bands (hero, call to action): white text, a faint white outline. */
export function OnNavyLink({
  to,
  size = 'lg',
  variant = 'outline',
  children,
}: {
  to: string;
  size?: 'md' | 'lg';
  variant?: 'outline' | 'ghost';
  children: ReactNode;
}) {
  return (
    <ButtonLink
      to={to}
      size={size}
      variant={variant}
      color="white"
      borderColor={variant === 'outline' ? 'whiteAlpha.600' : undefined}
      _hover={{ bg: 'whiteAlpha.200' }}
    >
      {children}
    </ButtonLink>
  );
}
