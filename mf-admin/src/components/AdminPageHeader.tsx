import type { ReactNode } from 'react';
import { Heading, ParentCrumb, Stack, Text, paths } from '@forge/shell-sdk';

/** The top of an admin panel: the crumb back to /admin, the page title and one paragraph on what it is for. */
export function AdminPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={1}>
      <ParentCrumb to={paths.admin()} label="Admin panel" current={title} />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        {children}
      </Text>
    </Stack>
  );
}
