import { Link as RouterLink } from 'react-router-dom';
import { Box, HStack, Link, SimpleGrid, Stack, Text, groupByCategory, paths, formatCount, usePageMeta } from '@forge/shell-sdk';
import { useProcesses } from '../features/catalogue';
import { PageShell, Section, ErrorNotice, Loading } from '../features/common';
import { type UsState, StateResolver } from '../features/geo';
import { useSupplierListing } from '../features/suppliers';

function AllCapabilities({ state }: { state: UsState }) {
  usePageMeta(
    `All manufacturing capabilities in ${state.name}`,
    `Every manufacturing process offered by suppliers in ${state.name}, grouped by category, with the number of suppliers for each.`,
    `${paths.directory(state.slug)}/all`,
  );
  const processes = useProcesses();
  const facets = useSupplierListing({ state: state.code, pageSize: 1 });
  const counts = facets.data?.facets.capability ?? {};
  const groups = groupByCategory(processes.data ?? [])
    .map((g) => ({ ...g, items: g.items.filter((p) => (counts[p.slug] ?? 0) > 0) }))
    .filter((g) => g.items.length > 0);
  return (
    <PageShell
      title={`All capabilities in ${state.name}`}
      subtitle="Every process at least one supplier here offers, grouped by category."
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: state.name, to: paths.state(state.code) },
        { label: 'Directory', to: paths.directory(state.slug) },
        { label: 'All capabilities' },
      ]}
    >
      {(processes.isPending || facets.isPending) && <Loading />}
      {processes.isError && <ErrorNotice error={processes.error} />}
      {facets.isError && <ErrorNotice error={facets.error} />}
      {processes.data && facets.data && (
        <Stack gap={6}>
          {groups.length === 0 && (
            <Text color="fg.muted">No supplier in {state.name} lists a capability yet.</Text>
          )}
          {groups.map((g) => (
            <Section key={g.categorySlug} title={g.category} id={`cat-${g.categorySlug}`}>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} columnGap={6}>
                {g.items.map((p) => (
                  <Box as="li" key={p.slug} borderBottomWidth="1px" borderColor="gray.100">
                    <HStack justify="space-between" py={1.5}>
                      <Link asChild fontSize="sm" color="navy.900">
                        <RouterLink to={paths.directory(state.slug, p.slug)}>{p.name}</RouterLink>
                      </Link>
                      <Text fontSize="sm" color="fg.muted">
                        {formatCount(counts[p.slug] ?? 0)}
                      </Text>
                    </HStack>
                  </Box>
                ))}
              </SimpleGrid>
            </Section>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}

export default function DirectoryStateAllPage() {
  return <StateResolver>{(s) => <AllCapabilities state={s} />}</StateResolver>;
}
