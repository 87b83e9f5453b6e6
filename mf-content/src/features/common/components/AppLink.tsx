import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@forge/shell-sdk';

/** An in-app link styled as a brand link (client-side navigation, no reload). */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
