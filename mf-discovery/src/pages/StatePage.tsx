import { useMemo } from 'react';
import { ButtonLink, Grid, HStack, Stack, Text, paths, useRouteParams, formatCount, plural, usePageMeta, HydrateWhenVisible } from '@forge/shell-sdk';
import { PageShell, Section, SectionLink, ErrorNotice, LoadFailure, Loading } from '../features/common';
import { useIslandMap, useStateDetail, ChoroplethMap, TopCapabilities, PlaceList, countyDisplayName, countyKindPlural, projectRegion, type FeatureCollection } from '../features/geo';
import { SupplierSection } from '../features/suppliers';

const projectCountiesMap = (topology: FeatureCollection) => projectRegion(topology, 640, 560);

export default function StatePage() {
  const { stateCode = '' } = useRouteParams<{ stateCode: string }>();
  const code = stateCode.toUpperCase();
  const detail = useStateDetail(code);
  const { island, map, topology, shown: mapShown } = useIslandMap(`counties-map-${code}`, { kind: 'counties', code }, projectCountiesMap);
  const state = detail.data?.state;
  usePageMeta(
    state ? `Manufacturers in ${state.name}` : `Manufacturers in ${code}`,
    state
      ? `${formatCount(state.supplierCount)} manufacturing suppliers in ${state.name}: a county map, top capabilities${detail.data?.topCapabilities[0] ? ` such as ${detail.data.topCapabilities[0].name}` : ''} and verified supplier profiles.`
      : `Manufacturing suppliers in ${code} on Forge.`,
    paths.state(code),
  );
  const countyByFips = useMemo(
    () => new Map((detail.data?.counties ?? []).map((c) => [c.fips.padStart(5, '0'), c])),
    [detail.data],
  );
  const counts = useMemo(
    () => new Map([...countyByFips].map(([fips, c]) => [fips, c.supplierCount])),
    [countyByFips],
  );

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailure of="state" name={code} query={detail} />;

  const { counties, topCapabilities } = detail.data;
  const s = detail.data.state;
  const kind = countyKindPlural(s.code);
  const topCounties = [...counties]
    .filter((c) => c.supplierCount > 0)
    .sort((a, b) => b.supplierCount - a.supplierCount);
  return (
    <PageShell
      title={`Manufacturers in ${s.name}`}
      subtitle={`${plural(s.supplierCount, 'supplier')} across ${plural(topCounties.length, kind === 'counties' ? 'county' : 'area', kind === 'counties' ? 'counties' : 'areas')}.`}
      crumbs={[{ label: 'States', to: paths.states() }, { label: s.name }]}
      actions={
        <HStack gap={2} flexWrap="wrap">
          <ButtonLink to={paths.directory(s.slug)} variant="outline">State directory</ButtonLink>
          <ButtonLink to={paths.discover({ state: s.code })} colorPalette="brand">
            Search in {s.code}
          </ButtonLink>
        </HStack>
      }
    >
      <Stack gap={6}>
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={6} alignItems="start">
          <Section title={`Suppliers by ${kind === 'counties' ? 'county' : 'area'}`} id="map">
            {mapShown ? (
              <ChoroplethMap
                map={map}
                island={island}
                counts={counts}
                caption={`Map of ${s.name} ${kind} shaded by number of suppliers. The counties are listed beside the map.`}
                hrefFor={(fips) => {
                  const county = countyByFips.get(fips);
                  return county ? paths.county(s.code, county.slug) : null;
                }}
                labelFor={(fips, count) => {
                  const county = countyByFips.get(fips);
                  return `${county ? countyDisplayName(county.name, s.code) : fips}: ${formatCount(count)} suppliers`;
                }}
              />
            ) : topology.isError ? (
              <ErrorNotice error={topology.error} title="The map could not be loaded" />
            ) : (
              <Loading label="Loading the map..." />
            )}
          </Section>
          <Stack gap={6} minW={0}>
            <Section
              title={`Top ${kind}`}
              id="top-counties"
              action={<SectionLink to={paths.stateCounties(s.code)}>All {kind} →</SectionLink>}
            >
              {topCounties.length > 0 ? (
                <PlaceList
                  label={`${s.name} ${kind} with the most suppliers`}
                  columns={{ base: 1 }}
                  places={topCounties.slice(0, 10).map((c) => ({
                    key: c.fips,
                    name: countyDisplayName(c.name, s.code),
                    count: c.supplierCount,
                    to: paths.county(s.code, c.slug),
                  }))}
                />
              ) : (
                <Text color="fg.muted">No suppliers listed in {s.name} yet.</Text>
              )}
            </Section>
            <HydrateWhenVisible estimatedHeight={400}>
              <Section
                title="Top capabilities"
                id="capabilities"
                action={<SectionLink to={`${paths.directory(s.slug)}/all`}>All →</SectionLink>}
              >
                <TopCapabilities stateSlug={s.slug} capabilities={topCapabilities} />
              </Section>
            </HydrateWhenVisible>
          </Stack>
        </Grid>
        <HydrateWhenVisible estimatedHeight={3000}>
          <SupplierSection title={`Suppliers in ${s.name}`} query={{ state: s.code }} emptyText={`No supplier in ${s.name} is listed yet.`} />
        </HydrateWhenVisible>
      </Stack>
    </PageShell>
  );
}
