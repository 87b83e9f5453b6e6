import { Alert, SectionCard, Skeleton, Stack, Text, type RfqView, formatUsd } from '@forge/shell-sdk';
import { daysUntil } from '../../lib/format';
import { useMyQuotes } from './api';
import { QuoteForm } from './QuoteForm';
import { RevisionHistory } from './RevisionHistory';

function Outcome({ rfq }: { rfq: RfqView }) {
  if (rfq.status !== 'awarded') {
    return (
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>This RFQ no longer takes quotes.</Alert.Title>
      </Alert.Root>
    );
  }
  if (rfq.awards.length === 0) {
    return (
      <Alert.Root status="info" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Title>The buyer awarded this RFQ to another supplier.{rfq.awardReason ? ` Reason: ${rfq.awardReason}` : ''}</Alert.Title>
      </Alert.Root>
    );
  }
  const names = new Map(rfq.lines.map((l) => [l.id, l.partNumber || l.description]));
  return (
    <SectionCard title="You won">
      <Stack as="ul" gap={1} ps={4} fontSize="sm" aria-label="Lines you won">
        {rfq.awards.map((a) => (
          <li key={a.lineId}>
            {names.get(a.lineId) ?? a.lineId}: {formatUsd(a.unitPrice)} each, {a.leadTimeDays} days (revision {a.revision})
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The invited supplier's side of /rfq/:id: the quote form while quoting is open, the outcome after, every revision. */
export function SupplierQuotePanel({ rfq }: { rfq: RfqView }) {
  const quotes = useMyQuotes(rfq.id, true);
  if (quotes.isPending) return <Skeleton h="40" />;
  if (quotes.isError) return <Text color="fg.error">Your quotes could not be loaded.</Text>;
  const latest = quotes.data[0];
  const quotable = rfq.status === 'open' && daysUntil(rfq.dueDate) >= 0;
  return (
    <Stack gap={6}>
      {quotable ? <QuoteForm key={latest?.id ?? 'new'} rfq={rfq} latest={latest} /> : <Outcome rfq={rfq} />}
      <RevisionHistory rfq={rfq} quotes={quotes.data} />
    </Stack>
  );
}
