/** A router link in the kit's link style and the brand colour: pages wrote `<Link asChild color="brand.fg"><RouterLink …/></Link>` each time. */
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';

type TextLinkProps = { to: string; children: ReactNode } & Omit<ComponentProps<typeof Link>, 'asChild' | 'children'>;

export function TextLink({ to, children, ...link }: TextLinkProps) {
  return (
    <Link asChild color="brand.fg" {...link}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
