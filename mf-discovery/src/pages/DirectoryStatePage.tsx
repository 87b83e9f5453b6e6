import { Link as RouterLink } from 'react-router-dom';
import {
  ButtonLink,
  Box,
  Grid,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  paths,
  formatCount,
  plural,
  usePageMeta,
} from '@forge/shell-sdk';
import { useCapabilityNames } from '../features/catalogue';
import { PageShell, Section, SectionLink, Loading } from '../features/common';
import { type UsState, StateResolver } from '../features/geo';
import { useSupplierListing, SupplierSection } from '../features/suppliers';

function Directory({ state }: { state: UsState }) {
  usePageMeta(
    `${state.name} manufacturing directory`,
    `Directory of ${formatCount(state.supplierCount)} manufacturing suppliers in ${state.name}, by capability: machining, molding, fabrication, finishing and more.`,
    paths.directory(state.slug),
  );
  const facets = useSupplierListing({ state: state.code, pageSize: 1 });
  const names = useCapabilityNames();
  const capabilities = Object.entries(facets.data?.facets.capability ?? {})
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <PageShell
      title={`${state.name} manufacturing directory`}
      subtitle={`${plural(state.supplierCount, 'supplier')} in ${state.name}, by capability.`}
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: state.name, to: paths.state(state.code) },
        { label: 'Directory' },
      ]}
      actions={
        <HStack gap={2} flexWrap="wrap">
          <ButtonLink to={paths.stateCounties(state.code)} variant="outline">Browse by county</ButtonLink>
          <ButtonLink to={paths.discover({ state: state.code })} colorPalette="brand">
            Search in {state.code}
          </ButtonLink>
        </HStack>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={6} alignItems="start">
        <Section
          title="Capabilities"
          id="capabilities"
          action={<SectionLink to={`${paths.directory(state.slug)}/all`}>All →</SectionLink>}
        >
          {facets.isPending ? (
            <Loading />
          ) : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 1 }} columnGap={4}>
              {capabilities.slice(0, 20).map(([slug, count]) => (
                <Box as="li" key={slug} borderBottomWidth="1px" borderColor="gray.100">
                  <HStack justify="space-between" py={1.5}>
                    <Link asChild fontSize="sm" color="navy.900">
                      <RouterLink to={paths.directory(state.slug, slug)}>
                        {names.get(slug) ?? slug}
                      </RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {formatCount(count)}
                    </Text>
                  </HStack>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Section>
        <Stack gap={6} minW={0}>
          <SupplierSection
            title={`Suppliers in ${state.name}`}
            query={{ state: state.code }}
            emptyText={`No supplier in ${state.name} is listed yet.`}
          />
        </Stack>
      </Grid>
    </PageShell>
  );
}

export default function DirectoryStatePage() {
  return <StateResolver>{(s) => <Directory state={s} />}</StateResolver>;
}
