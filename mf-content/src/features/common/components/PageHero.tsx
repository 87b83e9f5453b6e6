import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@forge/shell-sdk';

/** The navy band at the top of content pages. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <Box bg="navy.900" color="white" py={{ base: 10, md: 16 }}>
      <Container maxW="6xl">
        <Stack gap={4}>
          {eyebrow && (
            <Text textTransform="uppercase" letterSpacing="wider" fontSize="sm" fontWeight="semibold" color="brand.300">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
            {title}
          </Heading>
          {children && (
            <Box fontSize={{ base: 'md', md: 'lg' }} color="navy.100" maxW="3xl">
              {children}
            </Box>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
