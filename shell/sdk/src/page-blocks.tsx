/** Small page blocks several sections use, so each remote does not keep its own copy. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Heading, HStack, Link, Text } from '@chakra-ui/react';

/** A titled card section of a page; `action` sits at the right of the title (wraps below on phones). */
export function SectionCard({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-label={title} borderRadius="xl">
      <Card.Body gap={4} p={{ base: 4, md: 6 }}>
        <HStack justify="space-between" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** "Parent / This page" above a page title: a way back up for pages below a list or panel. */
export function ParentCrumb({ to, label, current }: { to: string; label: string; current: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      <Link asChild color="brand.fg">
        <RouterLink to={to}>{label}</RouterLink>
      </Link>{' '}
      / {current}
    </Text>
  );
}
