/** The frame of a remote's page: a centred column with the product's page padding. */
import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@chakra-ui/react';

export function PageContainer({ maxW = '7xl', children }: { maxW?: ContainerProps['maxW']; children: ReactNode }) {
  return (
    <Container maxW={maxW} py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      {children}
    </Container>
  );
}
