import { useSearchParams } from 'react-router-dom';
import { Alert, Badge, Box, HStack, Skeleton, Stack, Text, paths, useBreakpointValue, type InboxBucket, type InboxItem, formatDay, formatCount, plural, formatUsd, ErrorAlert, PageTitle, DataTable, type DataColumn, TextLink } from '@forge/shell-sdk';
import { CountPills } from '../../components/CountPills';
import { daysUntil } from '../../lib/format';
import { useInbox } from '../quotes';
import { BuyerAwardRate } from './BuyerAwardRate';

/** The tabs a supplier works through; "closed" (expired or cancelled before an answer) is the last. */
export const INBOX_TABS: { bucket: InboxBucket; label: string; empty: string }[] = [
  { bucket: 'new', label: 'New', empty: 'No new invitations. RFQs that buyers send to your company appear here.' },
  { bucket: 'due-soon', label: 'Due soon', empty: 'Nothing closes in the next 48 hours.' },
  { bucket: 'answered', label: 'Answered', empty: 'You have not answered an open RFQ yet.' },
  { bucket: 'won', label: 'Won', empty: 'No awards yet.' },
  { bucket: 'lost', label: 'Lost', empty: 'Nothing lost.' },
  { bucket: 'closed', label: 'Closed', empty: 'No closed invitations.' },
];

const isBucket = (value: string | null): value is InboxBucket => INBOX_TABS.some((t) => t.bucket === value);

function dueText(item: InboxItem): string {
  const days = daysUntil(item.dueDate);
  if (item.bucket !== 'new' && item.bucket !== 'due-soon' && item.bucket !== 'answered') return formatDay(item.dueDate);
  if (days < 0) return `${formatDay(item.dueDate)} (passed)`;
  return days === 0 ? `${formatDay(item.dueDate)} (today)` : `${formatDay(item.dueDate)} (in ${plural(days, 'day')})`;
}

function AnswerText({ item }: { item: InboxItem }) {
  if (item.bucket === 'lost') return <Text color="fg.muted">{item.lossReason ? `Buyer's reason: ${item.lossReason}` : 'Awarded to another supplier'}</Text>;
  if (!item.myQuote) return <Text color="fg.subtle">Not answered</Text>;
  if (item.myQuote.declined) return <Text>No quote (rev. {item.myQuote.revision})</Text>;
  return (
    <Text>
      {formatUsd(item.myQuote.total)} <Text as="span" color="fg.muted">(rev. {item.myQuote.revision})</Text>
    </Text>
  );
}

function Title({ item }: { item: InboxItem }) {
  return (
    <Stack gap={0.5}>
      <HStack gap={2} wrap="wrap">
        <TextLink to={paths.rfq(item.id)} fontWeight="semibold" wordBreak="break-word">{item.title}</TextLink>
        {item.unopened && <Badge colorPalette="blue">New</Badge>}
        {item.bucket === 'won' && <Badge colorPalette="green">Won</Badge>}
      </HStack>
      <BuyerAwardRate rate={item.buyerAwardRate} />
    </Stack>
  );
}

const INBOX_ROW = () => ({ 'data-testid': 'inbox-item', verticalAlign: 'top' });

const INBOX_COLUMNS: DataColumn<InboxItem>[] = [
  { header: 'RFQ', cell: (item) => <Title item={item} /> },
  { header: 'Quotes due', cellProps: { whiteSpace: 'nowrap' }, cell: dueText },
  { header: 'Lines', align: 'end', cell: (item) => formatCount(item.lineCount) },
  { header: 'Your answer', cell: (item) => <AnswerText item={item} /> },
];

function InboxRows({ items }: { items: InboxItem[] }) {
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  if (compact) {
    return (
      <Stack as="ul" listStyleType="none" gap={3} aria-label="Invitations">
        {items.map((item) => (
          <Box as="li" key={item.id} borderWidth="1px" borderRadius="lg" p={4} data-testid="inbox-item">
            <Title item={item} />
            <Text fontSize="sm" color="fg.muted" mt={1}>
              Due {dueText(item)} · {plural(item.lineCount, 'line')}
            </Text>
            <Box fontSize="sm" mt={2}>
              <AnswerText item={item} />
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }
  return <DataTable label="Invitations" rows={items} rowKey={(item) => item.id} rowProps={INBOX_ROW} columns={INBOX_COLUMNS} />;
}

/** /rfq-inbox — the RFQs that invite the company the supplier owns, by tab with counts. */
export function SupplierInbox() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const bucket: InboxBucket = isBucket(requested) ? requested : 'new';
  const inbox = useInbox(bucket);
  const tab = INBOX_TABS.find((t) => t.bucket === bucket)!;

  return (
    <Stack gap={6}>
      <PageTitle title="RFQ inbox" gap={1} description="Requests for quotes that buyers sent to your company. Only you and the buyer see your answers." />
      {inbox.isSuccess && inbox.data.companyId === null ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>
            Claim your company profile to receive RFQs.{' '}
            <TextLink to={paths.discover()}>Find your company</TextLink>
          </Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <CountPills
            label="Inbox tabs"
            pills={INBOX_TABS.map((t) => ({ value: t.bucket, label: t.label, count: inbox.data?.counts[t.bucket] }))}
            active={bucket}
            onSelect={(next) => setParams(next === 'new' ? {} : { tab: next }, { replace: true })}
          />
          {inbox.isPending ? (
            <Stack gap={3} aria-busy="true">
              <Skeleton h="12" />
              <Skeleton h="12" />
            </Stack>
          ) : inbox.isError ? (
            <ErrorAlert error={inbox.error} />
          ) : inbox.data.items.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderRadius="xl" p={{ base: 6, md: 10 }} textAlign="center">
              <Text color="fg.muted">{tab.empty}</Text>
            </Box>
          ) : (
            <InboxRows items={inbox.data.items} />
          )}
        </>
      )}
    </Stack>
  );
}
