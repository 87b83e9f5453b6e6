/** A router link drawn as one of the kit's buttons: pages wrote `<Button asChild><RouterLink …/></Button>` each time. */
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@chakra-ui/react';

type ButtonLinkProps = { to: string; children: ReactNode } & Omit<ComponentProps<typeof Button>, 'asChild' | 'children'>;

export function ButtonLink({ to, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
