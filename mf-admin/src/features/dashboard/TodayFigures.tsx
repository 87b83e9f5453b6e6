import { Link as RouterLink } from 'react-router-dom';
import { Card, Heading, Link, SimpleGrid, Skeleton, Stack, Text, apiRequest, useQuery, errorMessageOf, formatCount } from '@forge/shell-sdk';
import { DashboardFiguresSchema } from '@forge/shell-sdk/admin-contract';

export const DASHBOARD_PATH = '/api/admin/dashboard';

/** "+3 vs yesterday", "−2 vs yesterday", "same as yesterday". */
export function trendText(today: number, previous: number): string {
  const delta = today - previous;
  if (delta === 0) return 'same as yesterday';
  return `${delta > 0 ? '+' : '−'}${formatCount(Math.abs(delta))} vs yesterday (${formatCount(previous)})`;
}

/** Today's figures (UTC, this deployment's analytics environment) with the trend against yesterday; each links to the panel that explains it. */
export function TodayFigures() {
  const figures = useQuery({ queryKey: [DASHBOARD_PATH], queryFn: async () => DashboardFiguresSchema.parse(await apiRequest('GET', DASHBOARD_PATH)) });
  return (
    <Stack gap={3} mt={8} as="section" aria-labelledby="today-heading">
      <Heading as="h2" size="lg" id="today-heading">Today</Heading>
      {figures.isError && <Text color="fg.error">{errorMessageOf(figures.error)}</Text>}
      {figures.isPending && <Skeleton h="28" borderRadius="lg" />}
      {figures.data && (
        <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap={3}>
          {figures.data.figures.map((f) => {
            const up = f.today > f.previous;
            const down = f.today < f.previous;
            return (
              <Card.Root key={f.key} variant="outline" size="sm" data-testid={`figure-${f.key}`}>
                <Card.Body gap={1}>
                  <Link asChild color="fg.muted" fontSize="sm">
                    <RouterLink to={f.href}>{f.label}</RouterLink>
                  </Link>
                  <Text fontSize="2xl" fontWeight="semibold">{formatCount(f.today)}</Text>
                  <Text fontSize="xs" color={up ? 'green.fg' : down ? 'red.fg' : 'fg.muted'}>
                    <span aria-hidden="true">{up ? '▲ ' : down ? '▼ ' : ''}</span>
                    {trendText(f.today, f.previous)}
                  </Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
