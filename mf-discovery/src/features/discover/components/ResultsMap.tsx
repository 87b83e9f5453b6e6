import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Grid, Link, Stack, Text, paths } from '@forge/shell-sdk';
import { Loading } from '../../common';
import { useCountyTopology, useStateTopology, ChoroplethMap, type MapDot, projectRegion, projectUsStates } from '../../geo';
import type { SearchHit } from '../../suppliers';

/** The current page of results as dots on the chosen state's outline (or the whole country), with a list beside. */
export function ResultsMap({ hits, stateCode }: { hits: SearchHit[]; stateCode?: string }) {
  const counties = useCountyTopology(stateCode ?? null);
  const country = useStateTopology();
  const map = useMemo(() => {
    if (stateCode) return counties.data ? projectRegion(counties.data, 640, 520) : null;
    return country.data ? projectUsStates(country.data) : null;
  }, [stateCode, counties.data, country.data]);
  const dots: MapDot[] = hits
    .filter((h) => h.lat != null && h.lng != null)
    .map((h) => ({
      key: h.id,
      lat: h.lat!,
      lng: h.lng!,
      label: `${h.name}, ${h.city} ${h.state}`,
      href: paths.company(h.id),
      highlighted: h.featured,
    }));
  const missing = hits.length - dots.length;
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={4} alignItems="start">
      <Box bg="white" borderWidth="1px" borderColor="border" borderRadius="xl" p={3}>
        {map ? (
          <ChoroplethMap
            map={map}
            counts={new Map()}
            plain
            dots={dots}
            caption={`Map of ${hits.length} suppliers on this page${stateCode ? ` in ${stateCode}` : ''}. They are listed beside the map.`}
          />
        ) : (
          <Loading label="Loading the map..." />
        )}
        <Text fontSize="xs" color="fg.muted" mt={2}>
          Showing this page's {dots.length} suppliers. Orange dots are featured.
          {missing > 0 && ` ${missing} without a location are listed only.`}
        </Text>
      </Box>
      <Stack as="ol" gap={2} listStyleType="decimal" ps={5} fontSize="sm" aria-label="Suppliers on the map">
        {hits.map((h) => (
          <Box as="li" key={h.id}>
            <Link asChild color="navy.900" fontWeight="medium">
              <RouterLink to={paths.company(h.id)}>{h.name}</RouterLink>
            </Link>
            <Text color="fg.muted" fontSize="xs">
              {h.city}, {h.state}
              {h.distanceMiles != null && ` · ${Math.round(h.distanceMiles)} mi`}
              {h.featured && ' · Featured'}
            </Text>
          </Box>
        ))}
      </Stack>
    </Grid>
  );
}
