import type { ReactNode } from 'react';
import { HStack, Heading, ParentCrumb, Stack, Text, paths } from '@forge/shell-sdk';

interface AdminPageProps {
  title: string;
  /** The crumb's name for this page, when it differs from the title. */
  crumb?: string;
  /** One paragraph on what the page is for. */
  intro: ReactNode;
  /** A button beside the title ("New testimonial"). */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin panel: the crumb back to /admin, the title, what the page is for, then its content. */
export function AdminPage({ title, crumb = title, intro, action, children }: AdminPageProps) {
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.admin()} label="Admin panel" current={crumb} />
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {action}
        </HStack>
        <Text color="fg.muted" maxW="3xl">
          {intro}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
