/** The top of a page: an optional way back up, the page's h1 and the line or block under it. */
import type { ReactNode } from 'react';
import { Heading, Stack, Text, type StackProps } from '@chakra-ui/react';

interface PageTitleProps {
  title: ReactNode;
  /** Above the title: a ParentCrumb back to the list or panel this page sits under. */
  crumb?: ReactNode;
  /** One muted sentence under the title. */
  description?: ReactNode;
  /** Anything else under the title (badges, links). */
  children?: ReactNode;
  gap?: StackProps['gap'];
}

export function PageTitle({ title, crumb, description, children, gap = 2 }: PageTitleProps) {
  return (
    <Stack gap={gap} minW={0}>
      {crumb}
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
        {title}
      </Heading>
      {description !== undefined && <Text color="fg.muted">{description}</Text>}
      {children}
    </Stack>
  );
}
