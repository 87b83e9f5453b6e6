import type { ReactNode } from 'react';
import { Box, Flex } from '@forge/shell-sdk';
import { Header } from './Header';
import { Footer } from './Footer';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" id="main" flex="1" pt="64px">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
