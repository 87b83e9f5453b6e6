import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Alert, Box, Button, Card, Flex, HStack, Input, Skeleton, Stack, Table, Text, chakra, errorMessageOf, formatCount } from '@forge/shell-sdk';
import { useCompactLayout } from '../lib/layout';
import { downloadApiFile } from '../lib/download';
import { listUrl, useAdminList, useListState, useRefreshUnder, type AdminListSpec, type ListHandle, type ListState } from './admin-list';
import { BulkActions, type BulkAction } from './BulkActions';
import { ListFilters, type ListFilter } from './list-filters';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The API's sort name for this column; without it the header is not sortable. */
  sortKey?: string;
  align?: 'start' | 'end';
  minW?: string;
}

interface Props<T extends z.ZodType> {
  spec: AdminListSpec;
  item: T;
  columns: Column<z.infer<T>>[];
  /** A row's key and test id (`row-<key>`); the row's `id` unless said otherwise. */
  rowKey?: (row: z.infer<T>) => string;
  /** The list state, when the page reads or changes it too; otherwise the table keeps its own (in the URL either way). */
  list?: ListHandle;
  /** The filters shown next to the search box. */
  filters?: readonly ListFilter[];
  /** What else goes in the toolbar, after the filters. */
  toolbar?: ReactNode;
  /** Per-row buttons (last column on a wide screen, kept in view at the right edge; card footer on a phone). */
  actions?: (row: z.infer<T>) => ReactNode;
  /** How wide the actions column may grow before its buttons wrap onto a second line. */
  actionsMaxW?: string;
  /** Actions on several rows at once: a checkbox per row, and a bar with these actions once rows are selected. */
  bulk?: { actions: BulkAction<z.infer<T>>[]; describe: (row: z.infer<T>) => string };
}

const rowId = (row: unknown) => (row as { id: string }).id;

/**
 * The actions column stays at the right edge while the table scrolls sideways, so no row's buttons or the columns
 * before them are ever cut off at 1280 px (issue 41); a left rule separates it from the scrolled cells.
 */
const STICKY_ACTIONS = { position: 'sticky', right: 0, zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' } as const;

function SearchBox({ label, state, onSearch }: { label: string; state: ListState; onSearch: (q: string) => void }) {
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  // Search as the admin types, once they pause.
  useEffect(() => {
    if (text.trim() === state.q) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, state.q, onSearch]);
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      maxW={{ base: 'full', md: 'sm' }}
      bg="bg"
    />
  );
}

function SortHeader<T>({ column, state, onSort }: { column: Column<T>; state: ListState; onSort: (key: string) => void }) {
  if (!column.sortKey) return <>{column.header}</>;
  const active = state.sort === column.sortKey;
  const arrow = active ? (state.dir === 'asc' ? '↑' : '↓') : '↕';
  return (
    <chakra.button type="button" onClick={() => onSort(column.sortKey!)} fontWeight="inherit" display="inline-flex" gap={1} cursor="pointer" _hover={{ color: 'brand.fg' }}>
      {column.header}
      <span aria-hidden="true">{arrow}</span>
    </chakra.button>
  );
}

/**
 * The admin list: server pagination, a search box, sortable headers and a CSV export of the whole filtered list.
 * On phones (below 768 px) every row becomes a card.
 */
export function DataTable<T extends z.ZodType>(props: Props<T>) {
  const { spec, item, columns, rowKey = rowId, filters = [], toolbar, actions, actionsMaxW = 'sm', bulk } = props;
  const { path, label, searchLabel, csvFileName, emptyText = 'Nothing matches.', pageSize = 25 } = spec;
  const own = useListState(spec);
  const { state, update } = props.list ?? own;
  const query = useAdminList(path, item, state, pageSize);
  const compact = useCompactLayout();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Map<string, z.infer<T>>>(new Map());
  const refresh = useRefreshUnder(path);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;
  type Row = z.infer<T>;
  const pageRows = (data?.items ?? []) as Row[];
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => selected.has(rowKey(row)));
  const toggle = (row: Row) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(rowKey(row))) next.delete(rowKey(row));
      else next.set(rowKey(row), row);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of pageRows) {
        if (allOnPage) next.delete(rowKey(row));
        else next.set(rowKey(row), row);
      }
      return next;
    });
  const selectBox = (row: Row) => (
    <input type="checkbox" aria-label={`Select ${bulk!.describe(row)}`} checked={selected.has(rowKey(row))} onChange={() => toggle(row)} />
  );

  const onSort = (key: string) => update({ sort: key, dir: state.sort === key && state.dir === 'desc' ? 'asc' : 'desc' });
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadApiFile(listUrl(path, state, pageSize, 'csv'), csvFileName);
    } catch (error) {
      setExportError(errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap={4}>
      <Flex gap={3} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} wrap="wrap">
        <SearchBox label={searchLabel} state={state} onSearch={(q) => update({ q })} />
        <ListFilters filters={filters} state={state} onChange={(name, value) => update({ filters: { [name]: value } })} />
        {toolbar}
        <HStack gap={3} ms={{ md: 'auto' }} justify="space-between">
          {data && (
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="list-count">
              {data.total === 0 ? 'No results' : `${first}–${last} of ${formatCount(data.total)}`}
            </Text>
          )}
          <Button size="sm" variant="outline" onClick={exportCsv} loading={exporting}>
            Export CSV
          </Button>
        </HStack>
      </Flex>
      {exportError && <Text color="fg.error" role="alert">The export failed: {exportError}</Text>}
      {bulk && (
        <BulkActions
          selected={[...selected.values()]}
          describe={bulk.describe}
          actions={bulk.actions}
          onDone={async () => {
            setSelected(new Map());
            await refresh();
          }}
        />
      )}
      {query.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Couldn&apos;t load {label.toLowerCase()}</Alert.Title>
            <Alert.Description>{errorMessageOf(query.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {query.isPending && <Skeleton h="60" borderRadius="lg" />}
      {data && data.items.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center" color="fg.muted" bg="bg">
          {emptyText}
        </Box>
      )}
      {data && data.items.length > 0 && compact && (
        <Stack as="ul" gap={3} aria-label={label} listStyleType="none">
          {(data.items as Row[]).map((row) => (
            <Card.Root as="li" key={rowKey(row)} variant="outline" data-testid={`row-${rowKey(row)}`}>
              <Card.Body p={4} gap={2}>
                {bulk && <Flex gap={2} align="center" fontSize="sm">{selectBox(row)} Select</Flex>}
                {columns.map((column) => (
                  <Flex key={column.key} gap={3} justify="space-between" align="baseline">
                    <Text fontSize="xs" color="fg.muted" flexShrink={0} textTransform="uppercase" letterSpacing="wide">
                      {column.header}
                    </Text>
                    <Box textAlign="end" minW={0} overflowWrap="anywhere" fontSize="sm">
                      {column.cell(row)}
                    </Box>
                  </Flex>
                ))}
                {actions && <Flex gap={2} wrap="wrap" pt={2}>{actions(row)}</Flex>}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {data && data.items.length > 0 && !compact && (
        // Positioned, so the visually hidden "Actions" header (absolute) scrolls with the table instead of widening the page.
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" position="relative">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {bulk && (
                  <Table.ColumnHeader w="8">
                    <input type="checkbox" aria-label="Select every row on this page" checked={allOnPage} onChange={togglePage} />
                  </Table.ColumnHeader>
                )}
                {columns.map((column) => (
                  <Table.ColumnHeader
                    key={column.key}
                    minW={column.minW}
                    textAlign={column.align}
                    aria-sort={state.sort && state.sort === column.sortKey ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <SortHeader column={column} state={state} onSort={onSort} />
                  </Table.ColumnHeader>
                ))}
                {actions && (
                  <Table.ColumnHeader textAlign="end" bg="bg.subtle" {...STICKY_ACTIONS}>
                    <Box as="span" srOnly>
                      Actions
                    </Box>
                  </Table.ColumnHeader>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(data.items as Row[]).map((row) => (
                <Table.Row key={rowKey(row)} data-testid={`row-${rowKey(row)}`} verticalAlign="middle">
                  {bulk && <Table.Cell w="8">{selectBox(row)}</Table.Cell>}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.align} py={3}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {actions && (
                    <Table.Cell textAlign="end" bg="bg" {...STICKY_ACTIONS} data-testid="row-actions">
                      <HStack gap={2} justify="end" wrap="wrap" maxW={actionsMaxW} ms="auto">{actions(row)}</HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {data && pages > 1 && (
        <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap={3}>
          <Button size="sm" variant="outline" disabled={state.page <= 1} onClick={() => update({ page: state.page - 1 })}>
            ← Previous
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Page {state.page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={state.page >= pages} onClick={() => update({ page: state.page + 1 })}>
            Next →
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
