import { Link as RouterLink } from 'react-router-dom';
import { Button, Grid, Stack, Text, paths, useRouteParams, formatCount, plural, usePageMeta, HydrateWhenVisible } from '@forge/shell-sdk';
import { PageShell, Section, LoadFailure, Loading } from '../features/common';
import { useCountyDetail, useIslandMap, ChoroplethMap, TopCapabilities, countyDisplayName, projectRegion, type FeatureCollection } from '../features/geo';
import { countyFilterValue } from '../features/discover';
import { SupplierSection } from '../features/suppliers';

const projectCountyMap = (topology: FeatureCollection) => projectRegion(topology, 480, 420);

export default function CountyPage() {
  const { stateCode = '', county: countySlug = '' } = useRouteParams<{ stateCode: string; county: string }>();
  const code = stateCode.toUpperCase();
  const detail = useCountyDetail(code, countySlug);
  const { island, map, topology, shown: mapShown } = useIslandMap(
    `county-map-${code}-${countySlug.toLowerCase()}`,
    { kind: 'counties', code },
    projectCountyMap,
  );
  const name = detail.data ? countyDisplayName(detail.data.county.name, code) : countySlug.replace(/-/g, ' ');
  const stateName = detail.data?.state.name ?? code;
  usePageMeta(
    `Manufacturers in ${name}, ${stateName}`,
    detail.data
      ? `${formatCount(detail.data.supplierCount)} manufacturing suppliers in ${name}, ${stateName}${
          detail.data.topCapabilities[0]
            ? `, including ${detail.data.topCapabilities
                .slice(0, 3)
                .map((c) => c.name)
                .join(', ')}`
            : ''
        }.`
      : `Manufacturing suppliers in ${name}, ${code}.`,
    paths.county(code, countySlug.toLowerCase()),
  );

  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailure of="county" name={countySlug} state={code} query={detail} />;


  const { state, county, supplierCount, topCapabilities } = detail.data;
  return (
    <PageShell
      title={`Manufacturers in ${name}, ${state.name}`}
      subtitle={`${plural(supplierCount, 'supplier')} in ${name}.`}
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: state.name, to: paths.state(state.code) },
        { label: 'Counties', to: paths.stateCounties(state.code) },
        { label: name },
      ]}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink
            to={`${paths.discover({ state: state.code })}&county=${encodeURIComponent(countyFilterValue(county))}`}
          >
            Search in {name}
          </RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <SupplierSection
          title={`Suppliers in ${name}`}
          query={{ state: state.code, county: countyFilterValue(county) }}
          emptyText={`No supplier in ${name} is listed yet. Try nearby counties on the ${state.name} page.`}
        />
        <Stack gap={6} minW={0}>
          <Section title="Location" id="location">
            {mapShown ? (
              <ChoroplethMap
                map={map}
                island={island}
                counts={new Map()}
                plain
                highlightId={county.fips.padStart(5, '0')}
                caption={`Map of ${state.name} with ${name} highlighted.`}
              />
            ) : topology.isError ? (
              <Text color="fg.muted">The map could not be loaded.</Text>
            ) : (
              <Loading label="Loading the map..." />
            )}
          </Section>
          <HydrateWhenVisible estimatedHeight={400}>
            <Section title="Top capabilities here" id="capabilities">
              <TopCapabilities stateSlug={state.slug} capabilities={topCapabilities} />
            </Section>
          </HydrateWhenVisible>
        </Stack>
      </Grid>
    </PageShell>
  );
}
