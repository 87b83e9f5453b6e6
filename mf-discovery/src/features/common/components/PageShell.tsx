import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Breadcrumb, Container, Heading, Link, Stack, Text } from '@forge/shell-sdk';
import { cardSurface } from '../surface';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** The common frame of discovery pages: breadcrumbs, an h1, an optional lead and actions, then content. */
export function PageShell({ title, subtitle, crumbs, actions, children }: PageShellProps) {
  return (
    <Box bg="gray.50" minH="full" pb={16}>
      <Box bg="white" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: 6, md: 8 }}>
          {crumbs && crumbs.length > 0 && (
            <Breadcrumb.Root mb={3} size="sm">
              <Breadcrumb.List flexWrap="wrap">
                {crumbs.map((crumb, i) => (
                  <Fragment key={`${crumb.label}-${i}`}>
                    <Breadcrumb.Item>
                      {crumb.to && i < crumbs.length - 1 ? (
                        <Breadcrumb.Link asChild color="fg.muted">
                          <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                        </Breadcrumb.Link>
                      ) : (
                        <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                      )}
                    </Breadcrumb.Item>
                    {i < crumbs.length - 1 && <Breadcrumb.Separator />}
                  </Fragment>
                ))}
              </Breadcrumb.List>
            </Breadcrumb.Root>
          )}
          <Stack
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            align={{ md: 'flex-end' }}
            gap={4}
          >
            <Box minW={0}>
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900" lineHeight="short">
                {title}
              </Heading>
              {subtitle && (
                <Text mt={2} color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
                  {subtitle}
                </Text>
              )}
            </Box>
            {actions && <Box flexShrink={0}>{actions}</Box>}
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" pt={{ base: 6, md: 8 }}>
        {children}
      </Container>
    </Box>
  );
}

/** A white card section with a heading. */
export function Section({
  title,
  children,
  id,
  action,
}: {
  title?: ReactNode;
  children: ReactNode;
  id?: string;
  action?: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      {...cardSurface}
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
      boxShadow="xs"
    >
      {(title || action) && (
        <Stack direction="row" justify="space-between" align="center" mb={4} gap={3}>
          {title && (
            <Heading as="h2" size="lg" id={headingId} color="navy.900">
              {title}
            </Heading>
          )}
          {action}
        </Stack>
      )}
      {children}
    </Box>
  );
}

/** A small link at the right of a section's title ("All →", "Category overview →"). */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="brand.fg" whiteSpace="nowrap">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
