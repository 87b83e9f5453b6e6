/** The frame of a remote's page: a centred column with the product's page padding. */
import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@chakra-ui/react';
import { useRouteParams } from './route-matcher';

type MaxWidth = ContainerProps['maxW'];

export function PageContainer({ maxW = '7xl', children }: { maxW?: MaxWidth; children: ReactNode }) {
  return (
    <Container maxW={maxW} py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      {children}
    </Container>
  );
}

/**
 * A page drawn from its route's params (`/rfqs/:id` → `({ id }) => <RfqDetail key={id} id={id} />`), in the page frame.
 * Keying the view by the param makes moving to another id start from a fresh view.
 */
export function routePage<P extends Record<string, string>>(render: (params: P) => ReactNode, options: { maxW?: MaxWidth } = {}) {
  return function RoutePage() {
    const params = useRouteParams<P>();
    return <PageContainer maxW={options.maxW}>{render(params)}</PageContainer>;
  };
}
