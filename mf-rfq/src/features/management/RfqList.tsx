import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, Flex, Heading, HStack, Link, Skeleton, Stack, Table, Text, paths, useAuth, useBreakpointValue, formatDate, formatDay, formatCount, plural, ErrorAlert, PageTitle } from '@forge/shell-sdk';
import { CountPills, type CountPill } from '../../components/CountPills';
import { daysUntil } from '../../lib/format';
import { FileIcon, PlusIcon, SearchIcon } from '../../lib/icons';
import { RFQ_STATUSES, STATUS_LABELS, useRfqList, type RfqList as RfqListData, type RfqStatus, type RfqSummary, StatusBadge } from '../rfqs';

const PAGE_SIZE = 20;

function isStatus(value: string | null): value is RfqStatus {
  return (RFQ_STATUSES as readonly string[]).includes(value ?? '');
}

function DueCell({ rfq }: { rfq: RfqSummary }) {
  const days = daysUntil(rfq.dueDate);
  const urgent = rfq.status === 'open' && days >= 0 && days <= 3;
  const passed = rfq.status === 'open' && days < 0;
  return (
    <Stack gap={0}>
      <Text whiteSpace="nowrap">{formatDay(rfq.dueDate)}</Text>
      {(urgent || passed) && (
        <Text fontSize="xs" color={passed ? 'fg.error' : 'orange.600'} fontWeight="medium">
          {passed ? 'Due date passed' : days === 0 ? 'Due today' : `Due in ${plural(days, 'day')}`}
        </Text>
      )}
    </Stack>
  );
}

function StatusFilter({ counts, status, onChange }: { counts: RfqListData['counts'] | undefined; status: RfqStatus | null; onChange: (s: RfqStatus | null) => void }) {
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const pills: CountPill<RfqStatus | null>[] = [
    { value: null, label: 'All', count: total },
    ...RFQ_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts?.[s] })),
  ];
  return <CountPills label="Filter by status" pills={pills} active={status} onSelect={onChange} />;
}

function EmptyState({ filtered, invited }: { filtered: RfqStatus | null; invited: boolean }) {
  if (invited) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p={{ base: 6, md: 10 }} textAlign="center">
        <Heading as="h2" size="md">
          No invitations yet
        </Heading>
        <Text color="fg.muted" mt={2}>
          RFQs that buyers send to the company you manage appear here.
        </Text>
      </Box>
    );
  }
  if (filtered) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p={{ base: 6, md: 10 }} textAlign="center">
        <Text color="fg.muted">No {STATUS_LABELS[filtered].toLowerCase()} RFQs.</Text>
      </Box>
    );
  }
  return (
    <Card.Root variant="outline" borderRadius="xl" borderStyle="dashed">
      <Card.Body p={{ base: 6, md: 10 }} alignItems="center" textAlign="center" gap={4}>
        <Heading as="h2" size="lg">
          No RFQs yet
        </Heading>
        <Text color="fg.muted" maxW="xl">
          Start from a bill of materials and request quotes for the custom parts, or find a supplier and ask it for a quote directly.
        </Text>
        <Flex gap={3} direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.bomUpload()}>
              <FileIcon /> Upload a BOM
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.discover()}>
              <SearchIcon /> Find suppliers
            </RouterLink>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function RfqCards({ items }: { items: RfqSummary[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap={3} aria-label="RFQs">
      {items.map((rfq) => (
        <Card.Root as="li" key={rfq.id} variant="outline" borderRadius="lg">
          <Card.Body p={4} gap={2}>
            <HStack justify="space-between" align="start" gap={3}>
              <Link asChild fontWeight="semibold" color="brand.fg" wordBreak="break-word">
                <RouterLink to={paths.rfq(rfq.id)}>{rfq.title}</RouterLink>
              </Link>
              <StatusBadge status={rfq.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Due {formatDay(rfq.dueDate)} · {plural(rfq.lineCount, 'line')} · {plural(rfq.supplierCount, 'supplier')}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function RfqTable({ items, showOwner }: { items: RfqSummary[]; showOwner: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg">
      <Table.Root aria-label="RFQs" interactive>
        <Table.Header bg="bg.subtle">
          <Table.Row>
            <Table.ColumnHeader>Title</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Quotes due</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Lines</Table.ColumnHeader>
            <Table.ColumnHeader>Suppliers</Table.ColumnHeader>
            {showOwner && <Table.ColumnHeader>Buyer</Table.ColumnHeader>}
            <Table.ColumnHeader>Created</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((rfq) => (
            <Table.Row key={rfq.id} data-testid={`rfq-${rfq.id}`}>
              <Table.Cell maxW="xs">
                <Link asChild fontWeight="semibold" color="brand.fg">
                  <RouterLink to={paths.rfq(rfq.id)}>{rfq.title}</RouterLink>
                </Link>
                {rfq.delivery.state && (
                  <Text fontSize="xs" color="fg.muted">
                    Deliver to {[rfq.delivery.city, rfq.delivery.state].filter(Boolean).join(', ')}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={rfq.status} />
              </Table.Cell>
              <Table.Cell>
                <DueCell rfq={rfq} />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCount(rfq.lineCount)}</Table.Cell>
              <Table.Cell>
                {rfq.supplierCount === 0 ? (
                  <Text color="fg.subtle">—</Text>
                ) : (
                  <Text fontSize="sm" lineClamp={2}>
                    {rfq.suppliers.map((s) => s.name).join(', ') || plural(rfq.supplierCount, 'supplier')}
                    {rfq.supplierCount > rfq.suppliers.length && rfq.suppliers.length > 0 ? ` +${rfq.supplierCount - rfq.suppliers.length}` : ''}
                  </Text>
                )}
              </Table.Cell>
              {showOwner && <Table.Cell fontSize="sm">{rfq.owner?.email ?? '—'}</Table.Cell>}
              <Table.Cell whiteSpace="nowrap" color="fg.muted" fontSize="sm">
                {formatDate(rfq.createdAt)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** /rfq-management — the user's RFQs (admins: everyone's; suppliers: also the ones they are invited to). */
export function RfqList() {
  const { user, isAdmin } = useAuth();
  const [params, setParams] = useSearchParams();
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const status = isStatus(params.get('status')) ? (params.get('status') as RfqStatus) : null;
  const invited = params.get('scope') === 'invited';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const isSupplier = Boolean(user?.roles.includes('supplier'));
  const list = useRfqList({ status: status ?? undefined, scope: invited ? 'invited' : undefined, page, pageSize: PAGE_SIZE });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v);
        else next.delete(k);
        return next;
      },
      { replace: true },
    );

  const data = list.data;
  const nothingAtAll = data && data.total === 0 && !status;
  return (
    <Stack gap={6}>
      <Flex gap={4} justify="space-between" align={{ base: 'start', md: 'end' }} direction={{ base: 'column', md: 'row' }}>
        <PageTitle
          title="RFQ management"
          description={invited ? 'Requests for quotes sent to your company.' : isAdmin ? 'Every request for quotes on Forge.' : 'Your requests for quotes and where each one stands.'}
        />
        {!invited && (
          <Button asChild colorPalette="brand" flexShrink={0}>
            <RouterLink to={paths.createRfq()}>
              <PlusIcon /> New RFQ
            </RouterLink>
          </Button>
        )}
      </Flex>

      {isSupplier && (
        <HStack as="nav" aria-label="Whose RFQs" gap={0} borderBottomWidth="1px">
          {[
            { label: 'My RFQs', active: !invited, scope: null },
            { label: 'Invited to quote', active: invited, scope: 'invited' },
          ].map((tab) => (
            <Button
              key={tab.label}
              variant="plain"
              borderRadius={0}
              borderBottomWidth="2px"
              borderColor={tab.active ? 'brand.500' : 'transparent'}
              color={tab.active ? 'fg' : 'fg.muted'}
              aria-current={tab.active ? 'page' : undefined}
              onClick={() => update({ scope: tab.scope, status: null, page: null })}
            >
              {tab.label}
            </Button>
          ))}
        </HStack>
      )}

      {!nothingAtAll && <StatusFilter counts={data?.counts} status={status} onChange={(s) => update({ status: s, page: null })} />}

      {list.isPending && <Skeleton h="48" />}
      {list.isError && <ErrorAlert error={list.error} />}
      {data && data.items.length === 0 && <EmptyState filtered={status} invited={invited} />}
      {data && data.items.length > 0 && (compact ? <RfqCards items={data.items} /> : <RfqTable items={data.items} showOwner={data.scope === 'all'} />)}
      {data && data.pages > 1 && (
        <HStack justify="space-between" as="nav" aria-label="Pages">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}>
            Previous
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Page {page} of {data.pages} · {plural(data.total, 'RFQ')}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= data.pages} onClick={() => update({ page: String(page + 1) })}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
