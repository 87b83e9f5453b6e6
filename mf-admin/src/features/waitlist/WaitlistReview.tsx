import { useSearchParams } from 'react-router-dom';
import { Alert, Badge, Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Table, Text, paths, ParentCrumb } from '@forge/shell-sdk';
import { useCompactLayout } from '../../lib/layout';
import { errorText, formatDate } from '../../lib/format';
import { WAITLIST_PAGE_SIZE, WAITLIST_ROLES, useWaitlist, type WaitlistEntry, type WaitlistRole } from './api';
import { BomFileName, ProcessBomAction } from './components/BomFile';

const ROLE_FILTERS: { value: WaitlistRole | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'buyer', label: 'Buyer waitlist' },
  { value: 'supplier', label: 'Supplier waitlist' },
];

function RoleBadge({ role }: { role: WaitlistRole }) {
  return (
    <Badge colorPalette={role === 'supplier' ? 'brand' : 'blue'} variant="subtle">
      {role === 'supplier' ? 'Supplier' : 'Buyer'}
    </Badge>
  );
}

function Contact({ entry }: { entry: WaitlistEntry }) {
  return (
    <Stack gap={0} minW={0}>
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {entry.email}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {entry.company}
        {entry.signups > 1 ? ` · signed up ${entry.signups}×` : ''}
      </Text>
    </Stack>
  );
}

function EntriesTable({ entries }: { entries: WaitlistEntry[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
      <Table.Root size="sm" aria-label="Waitlist entries">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader minW="56">Contact</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">Joined</Table.ColumnHeader>
            <Table.ColumnHeader minW="40">BOM file</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <Box as="span" srOnly>
                Actions
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => (
            <Table.Row key={entry.id} data-testid={`entry-${entry.id}`} verticalAlign="middle">
              <Table.Cell py={3}>
                <Contact entry={entry} />
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={entry.role} />
              </Table.Cell>
              <Table.Cell fontSize="sm">{entry.source}</Table.Cell>
              <Table.Cell fontSize="sm" whiteSpace="nowrap">
                {formatDate(entry.createdAt)}
              </Table.Cell>
              <Table.Cell>
                <BomFileName entry={entry} />
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <ProcessBomAction entry={entry} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function EntryCards({ entries }: { entries: WaitlistEntry[] }) {
  return (
    <Stack as="ul" gap={3} aria-label="Waitlist entries" listStyleType="none">
      {entries.map((entry) => (
        <Card.Root as="li" key={entry.id} variant="outline" data-testid={`entry-${entry.id}`}>
          <Card.Body p={4} gap={3}>
            <Contact entry={entry} />
            <HStack gap={2} wrap="wrap">
              <RoleBadge role={entry.role} />
              <Text fontSize="sm" color="fg.muted">
                {entry.source} · joined {formatDate(entry.createdAt)}
              </Text>
            </HStack>
            <BomFileName entry={entry} />
            <ProcessBomAction entry={entry} fullWidth />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function parseRole(value: string | null): WaitlistRole | undefined {
  return (WAITLIST_ROLES as readonly string[]).includes(value ?? '') ? (value as WaitlistRole) : undefined;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /admin/waitlist — buyer and supplier signups; an entry's BOM goes through the BOM pipeline from here. */
export function WaitlistReview() {
  const [searchParams, setSearchParams] = useSearchParams();
  const role = parseRole(searchParams.get('role'));
  const page = parsePage(searchParams.get('page'));
  const list = useWaitlist({ role, page });
  const compact = useCompactLayout();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / WAITLIST_PAGE_SIZE)) : 1;

  const go = (next: { role?: WaitlistRole; page?: number }) => {
    const params = new URLSearchParams();
    if (next.role) params.set('role', next.role);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearchParams(params);
  };

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.admin()} label="Admin panel" current="Waitlist" />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Waitlist review
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          Buyers and suppliers waiting for access. Send a signup&apos;s BOM through the BOM pipeline to see which
          parts they need and which suppliers can make them.
        </Text>
      </Stack>

      <Flex gap={3} justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <HStack role="group" aria-label="Filter by role" gap={0} borderWidth="1px" borderRadius="lg" p={1} bg="bg.subtle" alignSelf={{ base: 'stretch', md: 'start' }}>
          {ROLE_FILTERS.map((filter) => {
            const active = filter.value === role;
            return (
              <Button
                key={filter.label}
                size="sm"
                flex={{ base: '1 1 auto', md: 'none' }}
                px={{ base: 3, md: 4 }}
                variant={active ? 'solid' : 'ghost'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => go({ role: filter.value })}
              >
                {filter.label}
              </Button>
            );
          })}
        </HStack>
        {data && (
          <Text fontSize="sm" color="fg.muted" data-testid="waitlist-count" aria-live="polite">
            {data.total === 0 ? 'No entries' : `Showing ${first}–${last} of ${data.total.toLocaleString('en-US')}`}
          </Text>
        )}
      </Flex>

      {list.isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Couldn&apos;t read the waitlist</Alert.Title>
            <Alert.Description>{errorText(list.error)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {list.isPending && <Skeleton h="60" borderRadius="lg" />}

      {data &&
        (data.items.length === 0 ? (
          <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center" color="fg.muted" bg="bg">
            {role ? `No one is on the ${role} waitlist yet.` : 'No one is on the waitlist yet.'}
          </Box>
        ) : compact ? (
          <EntryCards entries={data.items} />
        ) : (
          <EntriesTable entries={data.items} />
        ))}

      {data && pages > 1 && (
        <HStack as="nav" aria-label="Waitlist pages" justify="space-between" gap={3}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go({ role, page: page - 1 })}>
            ← Previous
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Page {page} of {pages}
          </Text>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => go({ role, page: page + 1 })}>
            Next →
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
