import { Fragment, useEffect, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Container,
  Grid,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  formatCount,
  plural,
} from '@forge/shell-sdk';
import { useCapabilityNames } from '../../catalogue';
import { useCertificationNames } from '../../certifications';
import { Pager, EmptyState, ErrorNotice, Loading, cardSurface, isClientError } from '../../common';
import { useStates } from '../../geo';
import { useIndustryNames, useSupplierSearch, type SearchSort, SupplierCard, SponsoredList } from '../../suppliers';
import { DEFAULT_PAGE_SIZE, isBlankQuery, toSearchQuery } from '../query';
import { useDiscoverState } from '../useDiscoverState';
import { ActiveFilterChips, activeFilters } from './ActiveFilters';
import { QueryChips } from './QueryChips';
import { DiscoverFilters } from './DiscoverFilters';
import { ResultsMap } from './ResultsMap';
import { StartPanel } from './StartPanel';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  distance: 'Nearest first',
  name: 'Name (A–Z)',
  responseRate: 'Response rate',
};

/** The line above a group of partial matches: what they lack ("Beyond 25 mi of Dayton, OH, nearest first"). */
function PartialDivider({ note }: { note: string }) {
  return (
    <HStack role="separator" aria-label={note} gap={3} pt={2}>
      <Box flex="1" borderTopWidth="1px" borderColor="border" />
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Partial matches: {note}
      </Text>
      <Box flex="1" borderTopWidth="1px" borderColor="border" />
    </HStack>
  );
}

function SearchForm({ q, onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const [text, setText] = useState(q ?? '');
  // The header search (or Back) changes `q` in the URL; keep the box in step.
  useEffect(() => setText(q ?? ''), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <Box as="form" role="search" onSubmit={submit} w="full">
      <HStack gap={2}>
        <Input
          type="search"
          size="lg"
          bg="white"
          aria-label="Search suppliers by name, process, capability or city"
          placeholder="Process, part, company or city — e.g. 5-axis aluminum"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="lg" colorPalette="brand">
          Search
        </Button>
      </HStack>
    </Box>
  );
}

export function DiscoverView() {
  const [state, update, clear] = useDiscoverState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = useSupplierSearch(toSearchQuery(state));
  const capabilityNames = useCapabilityNames();
  const certificationNames = useCertificationNames();
  const industryNames = useIndustryNames();
  const states = useStates();
  const stateNames = new Map((states.data ?? []).map((s) => [s.code, s.name]));
  const names = {
    capability: capabilityNames,
    certification: certificationNames,
    state: stateNames,
    industry: industryNames,
  };
  const blank = isBlankQuery(state);
  const data = search.data;
  const interpretation = data?.interpretation;
  // a query read as chips shows them instead of one chip for the whole text
  const filters = activeFilters(state, names).filter((f) => !(f.key === 'q' && interpretation?.chips.length));
  const partialOnly = !!data && data.total === 0 && data.hits.length > 0;
  const page = state.page ?? 1;

  const goToPage = (next: number) => {
    update({ page: next > 1 ? next : undefined });
    window.scrollTo({ top: 0 });
  };

  return (
    <Box bg="gray.50" minH="full" pb={16}>
      <Box bg="white" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: 5, md: 8 }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
            Supplier discovery
          </Heading>
          <Text color="fg.muted" mt={1} mb={4}>
            Filter US manufacturers by capability, certification and location. Every result says why it
            matched.
          </Text>
          <SearchForm q={state.q} onSearch={(q) => update({ q })} />
        </Container>
      </Box>
      <Container maxW="7xl" pt={6}>
        <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap={6} alignItems="start">
          <Box>
            <Button
              display={{ base: 'flex', lg: 'none' }}
              w="full"
              variant="outline"
              bg="white"
              aria-expanded={filtersOpen}
              aria-controls="discover-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filtersOpen ? 'Hide filters' : `Filters${filters.length ? ` (${filters.length})` : ''}`}
            </Button>
            <Box
              id="discover-filters"
              display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}
              mt={{ base: 3, lg: 0 }}
              {...cardSurface}
              borderRadius="xl"
              p={4}
              position={{ lg: 'sticky' }}
              top={{ lg: '80px' }}
              maxH={{ lg: 'calc(100vh - 100px)' }}
              overflowY={{ lg: 'auto' }}
            >
              <DiscoverFilters state={state} facets={data?.facets} onChange={update} onClear={clear} />
            </Box>
          </Box>

          <Stack gap={4} minW={0}>
            {blank && (
              <StartPanel
                names={names}
                total={data?.total}
                topStates={[...(states.data ?? [])]
                  .sort((a, b) => b.supplierCount - a.supplierCount)
                  .slice(0, 6)}
                onPick={update}
              />
            )}
            {interpretation && <QueryChips interpretation={interpretation} onChange={update} />}
            <ActiveFilterChips filters={filters} onRemove={update} />
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ sm: 'center' }}
              gap={3}
            >
              <Text fontWeight="semibold" color="navy.900" aria-live="polite" role="status">
                {data
                  ? `${plural(data.total, 'supplier')}${state.q ? ` for “${state.q}”` : ''}${data.total > DEFAULT_PAGE_SIZE ? ` · page ${formatCount(page)}` : ''}`
                  : search.isPending
                    ? 'Searching…'
                    : ''}
              </Text>
              <HStack gap={2}>
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field
                    aria-label="Sort by"
                    bg="white"
                    value={state.sort ?? 'relevance'}
                    onChange={(e) => update({ sort: e.currentTarget.value as SearchSort })}
                  >
                    {(Object.keys(SORT_LABELS) as SearchSort[])
                      .filter((s) => s !== 'distance' || state.near)
                      .map((s) => (
                        <option key={s} value={s}>
                          {SORT_LABELS[s]}
                        </option>
                      ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <HStack gap={0} role="group" aria-label="Results view">
                  <Button
                    size="sm"
                    borderEndRadius={0}
                    variant={state.view === 'list' ? 'solid' : 'outline'}
                    colorPalette={state.view === 'list' ? 'navy' : 'gray'}
                    bg={state.view === 'list' ? 'navy.900' : 'white'}
                    aria-pressed={state.view === 'list'}
                    onClick={() => update({ view: 'list', page: state.page })}
                  >
                    List
                  </Button>
                  <Button
                    size="sm"
                    borderStartRadius={0}
                    variant={state.view === 'map' ? 'solid' : 'outline'}
                    bg={state.view === 'map' ? 'navy.900' : 'white'}
                    color={state.view === 'map' ? 'white' : undefined}
                    aria-pressed={state.view === 'map'}
                    onClick={() => update({ view: 'map', page: state.page })}
                  >
                    Map
                  </Button>
                </HStack>
              </HStack>
            </Stack>

            {search.isPending && <Loading label="Searching suppliers..." />}
            {search.isError &&
              (isClientError(search.error) ? (
                // The API names the bad parameter (an unknown ZIP, say); the fix is to change the query.
                <ErrorNotice error={search.error} title="This search cannot run" />
              ) : (
                <ErrorNotice
                  error={search.error}
                  title="The search failed"
                  onRetry={() => void search.refetch()}
                />
              ))}
            {data && data.hits.length === 0 && (
              <EmptyState
                title={
                  state.q
                    ? `No suppliers match “${state.q}” with these filters`
                    : 'No suppliers match these filters'
                }
                action={
                  <HStack gap={2} justify="center" flexWrap="wrap">
                    {filters.slice(0, 4).map((f) => (
                      <Button key={f.key} size="sm" variant="outline" onClick={() => update(f.remove)}>
                        Remove {f.label}
                      </Button>
                    ))}
                    {state.near && (state.radius ?? 0) < 250 && (
                      <Button size="sm" variant="outline" onClick={() => update({ radius: 250 })}>
                        Widen to 250 miles
                      </Button>
                    )}
                    <Button size="sm" colorPalette="brand" onClick={clear}>
                      Clear everything
                    </Button>
                  </HStack>
                }
              >
                <Text>
                  Check the spelling, use a broader process (for example “machining” instead of a machine
                  model), or remove a filter.
                </Text>
              </EmptyState>
            )}
            {data && data.hits.length > 0 && (
              <>
                {partialOnly && (
                  <Text role="note" color="fg.muted">
                    No supplier matches everything you asked for; these match part of it (each says what it
                    lacks).
                  </Text>
                )}
                {page === 1 && <SponsoredList sponsored={data.sponsored} />}
                <Text fontSize="xs" color="fg.muted">
                  Featured suppliers pay to be marked; they keep the position their match earns.
                </Text>
                <Box opacity={search.isPlaceholderData ? 0.6 : 1} transition="opacity 150ms">
                  {state.view === 'map' ? (
                    <ResultsMap hits={data.hits} stateCode={state.state} />
                  ) : (
                    <Stack gap={3}>
                      {data.hits.map((hit, i) => (
                        <Fragment key={hit.id}>
                          {/* partial matches sit under a divider saying what they lack, one per group */}
                          {hit.partial && hit.partial !== data.hits[i - 1]?.partial && (
                            <PartialDivider note={hit.partial} />
                          )}
                          <SupplierCard
                            hit={hit}
                            capabilityNames={capabilityNames}
                            certificationNames={certificationNames}
                          />
                        </Fragment>
                      ))}
                    </Stack>
                  )}
                </Box>
                <Pager
                  page={page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={goToPage}
                />
              </>
            )}
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
