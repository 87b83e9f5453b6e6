import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Stack, Text, paths, useRouteParams, plural, usePageMeta } from '@forge/shell-sdk';
import { PageShell, Section, EmptyState, LoadFailure, Loading } from '../../common';
import { useStateDetail, type County } from '../api';
import { countyDisplayName, countyKindPlural } from '../names';
import { PlaceList } from './StateList';

function byLetter(counties: County[]): [string, County[]][] {
  const groups = new Map<string, County[]>();
  for (const c of [...counties].sort((a, b) => a.name.localeCompare(b.name))) {
    const letter = c.name.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), c]);
  }
  return [...groups];
}

/**
 * `/us-xx/counties` lists the counties that have suppliers, `/us-xx/all-counties` every county of the state,
 * both alphabetically.
 */
export function CountiesListView({ all }: { all: boolean }) {
  const { stateCode = '' } = useRouteParams<{ stateCode: string }>();
  const code = stateCode.toUpperCase();
  const detail = useStateDetail(code);
  const state = detail.data?.state;
  const kind = countyKindPlural(code);
  usePageMeta(
    state ? `${all ? 'All' : 'Manufacturing'} ${kind} in ${state.name}` : `Counties in ${code}`,
    state
      ? `${all ? 'Every' : 'Each'} ${state.name} ${kind.replace(/s$/, '')} ${all ? '' : 'with manufacturing suppliers '}and how many suppliers it has on Forge.`
      : `Counties of ${code}.`,
  );
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailure of="counties" name={code} query={detail} />;


  const s = detail.data.state;
  const counties = all ? detail.data.counties : detail.data.counties.filter((c) => c.supplierCount > 0);
  const groups = byLetter(counties);
  return (
    <PageShell
      title={`${all ? 'All' : 'Manufacturing'} ${kind} in ${s.name}`}
      subtitle={
        all
          ? `${plural(counties.length, kind === 'counties' ? 'county' : 'area', kind === 'counties' ? 'counties' : 'areas')}, with their supplier counts.`
          : `${plural(counties.length, kind === 'counties' ? 'county' : 'area', kind === 'counties' ? 'counties' : 'areas')} with at least one supplier.`
      }
      crumbs={[
        { label: 'States', to: paths.states() },
        { label: s.name, to: paths.state(s.code) },
        { label: all ? `All ${kind}` : kind },
      ]}
      actions={
        <Button asChild variant="outline">
          <RouterLink to={all ? paths.stateCounties(s.code) : `${paths.state(s.code)}/all-counties`}>
            {all ? `Only ${kind} with suppliers` : `Show all ${kind}`}
          </RouterLink>
        </Button>
      }
    >
      {counties.length === 0 ? (
        <EmptyState title={`No ${kind} with suppliers yet`}>
          <Link asChild color="brand.fg">
            <RouterLink to={`${paths.state(s.code)}/all-counties`}>See all {kind}</RouterLink>
          </Link>
        </EmptyState>
      ) : (
        <Section>
          <Stack gap={5}>
            {groups.map(([letter, list]) => (
              <Stack key={letter} gap={1}>
                <Text as="h2" fontWeight="bold" color="brand.fg" fontSize="lg" id={`letter-${letter}`}>
                  {letter}
                </Text>
                <PlaceList
                  label={`${kind} starting with ${letter}`}
                  places={list.map((c) => ({
                    key: c.fips,
                    name: countyDisplayName(c.name, s.code),
                    count: c.supplierCount,
                    to: paths.county(s.code, c.slug),
                  }))}
                />
              </Stack>
            ))}
          </Stack>
        </Section>
      )}
    </PageShell>
  );
}
