import { useSearchParams } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Skeleton,
  Stack,
  Text,
  Wrap,
  paths,
  formatDateTime,
  ErrorAlert,
  PageTitle,
  DataTable,
  OptionSelect,
  type DataColumn,
  type PartItemSummary,
  TextLink,
} from '@forge/shell-sdk';
import { PART_KINDS, PART_REVISION_STATES } from '@forge/shell-sdk/buying-contract';
import { itemCsvPath, useCsvDownload, useItemList, type ItemListQuery } from './item-api';
import { CreateItemDialog } from './CreateItemDialog';
import { ImportDialog } from './ImportDialog';
import { KIND_NAMES, StateBadge } from './labels';
import { useCompactLayout } from '../../lib/layout';
import { SearchField } from '../../lib/SearchField';
import { useUrlSearch } from '../../lib/url-search';

const PAGE_SIZE = 25;
const SORTS = [
  { value: 'partNumber', label: 'Part number' },
  { value: 'name', label: 'Name' },
  { value: 'updatedAt', label: 'Last changed' },
  { value: 'kind', label: 'Kind' },
  { value: 'state', label: 'State' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** The list's filters, sort and page live in the URL (shareable, kept on back). */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const { text, setText, q } = useUrlSearch();
  const query: ItemListQuery = {
    q: q || undefined,
    kind: oneOf(PART_KINDS, params.get('kind')),
    state: oneOf(PART_REVISION_STATES, params.get('state')),
    sort: oneOf(SORTS.map((s) => s.value), params.get('sort')) ?? 'partNumber',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new filter or sort starts from the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { query, text, setText, set };
}

function ItemCard({ item }: { item: PartItemSummary }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body p={4} gap={1}>
        <HStack justify="space-between" align="baseline" gap={2}>
          <TextLink to={paths.partItem(item.id)} fontWeight="semibold" wordBreak="break-all">
            {item.partNumber}
          </TextLink>
          <StateBadge state={item.state} />
        </HStack>
        <Text fontSize="sm">{item.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {[`Rev ${item.revision}`, KIND_NAMES[item.kind], item.process, item.isAssembly ? 'Assembly' : null].filter(Boolean).join(' · ')}
        </Text>
        {item.needsReview && (
          <Badge colorPalette="orange" alignSelf="start">
            Number to review
          </Badge>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const COLUMNS: DataColumn<PartItemSummary>[] = [
  {
    header: 'Part number',
    cellProps: { fontWeight: 'semibold' },
    cell: (item) => (
      <Stack gap={1} align="start">
        <TextLink to={paths.partItem(item.id)}>{item.partNumber}</TextLink>
        {item.needsReview && <Badge colorPalette="orange">Number to review</Badge>}
      </Stack>
    ),
  },
  { header: 'Name', headerProps: { minW: '48' }, cell: (item) => <Text lineClamp={2}>{item.name}</Text> },
  { header: 'Rev', cell: (item) => item.revision },
  { header: 'State', cell: (item) => <StateBadge state={item.state} /> },
  { header: 'Kind', cell: (item) => (item.process ? `${KIND_NAMES[item.kind]} · ${item.process}` : KIND_NAMES[item.kind]) },
  { header: 'Assembly', cell: (item) => (item.isAssembly ? 'Yes' : 'No') },
  { header: 'Changed', cellProps: { whiteSpace: 'nowrap', color: 'fg.muted', fontSize: 'sm' }, cell: (item) => formatDateTime(item.updatedAt) },
];

/** /parts — the buyer's part master: search, filter, sort, pages, CSV; create or import items. */
export function PartMasterList() {
  const compact = useCompactLayout();
  const { query, text, setText, set } = useListQuery();
  const list = useItemList(query);
  const download = useCsvDownload();
  const total = list.data?.total ?? 0;
  const page = query.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(query.q || query.kind || query.state);

  return (
    <Stack gap={6}>
      <PageTitle title="Part master" description="Your parts and assemblies with their revisions. Released revisions are frozen; changes go into a new revision." />
      <Wrap gap={2}>
        <CreateItemDialog />
        <ImportDialog />
        <Button variant="outline" size="sm" loading={download.isPending} onClick={() => download.mutate({ path: itemCsvPath(query), fileName: 'parts.csv' })}>
          Download CSV
        </Button>
        <TextLink to={`${paths.parts()}?view=boms`} alignSelf="center" fontSize="sm">
          Parts seen in your BOMs
        </TextLink>
      </Wrap>
      {download.isError && <ErrorAlert error={download.error} />}
      <Stack direction={{ base: 'column', md: 'row' }} gap={3} align={{ md: 'end' }}>
        <SearchField label="Search parts" placeholder="Part number or name" value={text} onChange={setText} maxW="md" />
        <OptionSelect aria-label="Kind" placeholder="All kinds" value={query.kind ?? ''} onValueChange={(kind) => set({ kind })} options={PART_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))} maxW={{ md: '40' }} />
        <OptionSelect aria-label="State" placeholder="All states" value={query.state ?? ''} onValueChange={(state) => set({ state })} options={PART_REVISION_STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))} maxW={{ md: '40' }} />
        <HStack gap={2}>
          <OptionSelect aria-label="Sort by" value={query.sort ?? 'partNumber'} onValueChange={(sort) => set({ sort: sort as Sort })} options={SORTS} minW="36" />
          <Button variant="outline" size="sm" aria-label={query.order === 'desc' ? 'Descending; sort ascending' : 'Ascending; sort descending'} onClick={() => set({ order: query.order === 'desc' ? undefined : 'desc' })}>
            {query.order === 'desc' ? '↓' : '↑'}
          </Button>
        </HStack>
      </Stack>
      {list.isError && <ErrorAlert error={list.error} />}
      {list.isPending && <Skeleton h="40" />}
      {list.data && list.data.items.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center">
          <Text color="fg.muted">{filtered ? 'No items match these filters.' : 'No items yet: create one, import an indented BOM, or add lines from a BOM upload.'}</Text>
        </Box>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {total === 1 ? '1 item' : `${total} items`}
            {pages > 1 ? ` · page ${page} of ${pages}` : ''}
          </Text>
          {compact ? (
            <Stack as="ul" gap={3} listStyleType="none" aria-label="Items">
              {list.data.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </Stack>
          ) : (
            <DataTable label="Items" interactive rows={list.data.items} rowKey={(item) => item.id} columns={COLUMNS} />
          )}
          {pages > 1 && (
            <HStack as="nav" aria-label="Pages" gap={2}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>
                Next
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
