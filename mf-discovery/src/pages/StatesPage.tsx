import { useMemo } from 'react';
import { Grid, HStack, Stack, Stat, Text, paths, formatCount, usePageMeta, HydrateWhenVisible } from '@forge/shell-sdk';
import { PageShell, Section, ErrorNotice, Loading } from '../features/common';
import { useStates, useIslandMap, ChoroplethMap, CountBars, PlaceList, projectUsStates, type UsState } from '../features/geo';
import { useStats } from '../features/stats';

const PLACE_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 };
const placeOf = (s: UsState) => ({ key: s.code, name: s.name, count: s.supplierCount, to: paths.state(s.code) });

export default function StatesPage() {
  usePageMeta(
    'US manufacturers by state',
    'Browse verified US manufacturing suppliers state by state: a map shaded by supplier count, every state and territory, and the top capabilities in each.',
  );
  const states = useStates();
  const { island, map, topology, shown: mapShown } = useIslandMap('states-map', { kind: 'states' }, projectUsStates);
  const stats = useStats();
  // Map shapes are keyed by FIPS code or by postal code, depending on the topology source; accept both.
  const byFips = useMemo(
    () =>
      new Map(
        (states.data ?? []).flatMap((s) => [[s.fips.padStart(2, '0'), s] as const, [s.code, s] as const]),
      ),
    [states.data],
  );
  const counts = useMemo(() => new Map([...byFips].map(([key, s]) => [key, s.supplierCount])), [byFips]);
  const sorted = useMemo(
    () => [...(states.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [states.data],
  );
  const isTerritory = (type: string) => /territor|commonwealth|insular/i.test(type);
  const statesOnly = sorted.filter((s) => !isTerritory(s.type));
  const territories = sorted.filter((s) => isTerritory(s.type));

  return (
    <PageShell
      title="Manufacturers by state"
      subtitle="Find suppliers near your plant or your customers. Pick a state to see its counties, top capabilities and suppliers."
      crumbs={[{ label: 'Home', to: '/' }, { label: 'States' }]}
    >
      <Stack gap={6}>
        {stats.data && (
          <HStack gap={{ base: 4, md: 10 }} flexWrap="wrap">
            <Stat.Root flex="none">
              <Stat.Label>Verified suppliers</Stat.Label>
              <Stat.ValueText color="navy.900">{formatCount(stats.data.verifiedSuppliers)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root flex="none">
              <Stat.Label>States and territories</Stat.Label>
              <Stat.ValueText color="navy.900">{formatCount(stats.data.states)}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root flex="none">
              <Stat.Label>Capabilities</Stat.Label>
              <Stat.ValueText color="navy.900">{formatCount(stats.data.capabilities)}</Stat.ValueText>
            </Stat.Root>
          </HStack>
        )}
        {(states.isPending || (!mapShown && topology.isPending)) && <Loading label="Loading the map..." />}
        {states.isError && <ErrorNotice error={states.error} onRetry={() => void states.refetch()} />}
        {topology.isError && <ErrorNotice error={topology.error} title="The map could not be loaded" />}
        {states.data && (
          <Grid templateColumns={{ base: '1fr', lg: '3fr 1fr' }} gap={6} alignItems="start">
            <Section title="Supplier density" id="map">
              {mapShown ? (
                <ChoroplethMap
                  map={map}
                  island={island}
                  counts={counts}
                  caption="Map of the United States shaded by number of suppliers per state. The same data is listed below."
                  hrefFor={(id) => {
                    const state = byFips.get(id);
                    return state ? paths.state(state.code) : null;
                  }}
                  labelFor={(id, count) => `${byFips.get(id)?.name ?? id}: ${formatCount(count)} suppliers`}
                />
              ) : (
                !topology.isError && <Loading label="Loading the map..." />
              )}
            </Section>
            <Section title="Top states" id="top">
              <CountBars
                limit={10}
                items={states.data.map((s) => ({
                  key: s.code,
                  label: s.name,
                  count: s.supplierCount,
                  to: paths.state(s.code),
                }))}
              />
            </Section>
          </Grid>
        )}
        {states.data && (
          <HydrateWhenVisible estimatedHeight={1200}>
            <Section title="All states" id="all-states">
              <PlaceList label="States with supplier counts" columns={PLACE_COLUMNS} places={statesOnly.map(placeOf)} />
              {territories.length > 0 && (
                <>
                  <Text as="h3" fontWeight="semibold" mt={6} mb={2} color="navy.900">
                    Territories
                  </Text>
                  <PlaceList label="Territories with supplier counts" columns={PLACE_COLUMNS} places={territories.map(placeOf)} />
                </>
              )}
            </Section>
          </HydrateWhenVisible>
        )}
      </Stack>
    </PageShell>
  );
}
