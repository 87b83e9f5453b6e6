import { Badge, HStack, SectionCard, Stack, Text, type Quote, type RfqView, formatDateTime, formatUsd } from '@forge/shell-sdk';
import { DECLINE_LABELS } from './quote-form';
import { QuotePdfLink } from './QuotePdfLink';

/** Every revision the supplier sent, newest first (revisions are never changed). */
export function RevisionHistory({ rfq, quotes }: { rfq: RfqView; quotes: Quote[] }) {
  if (quotes.length === 0) return null;
  const names = new Map(rfq.lines.map((l, i) => [l.id, l.partNumber || l.description || `Line ${i + 1}`]));
  return (
    <SectionCard title={`Your revisions (${quotes.length})`}>
      <Stack as="ol" listStyleType="none" gap={3} aria-label="Quote revisions">
        {quotes.map((q, i) => (
          <Stack as="li" key={q.id} gap={1} fontSize="sm" borderBottomWidth={i < quotes.length - 1 ? '1px' : 0} pb={2}>
            <HStack gap={2} wrap="wrap">
              <Text fontWeight="semibold">Revision {q.revision}</Text>
              {i === 0 && <Badge colorPalette="blue">Latest</Badge>}
              <Text color="fg.muted">{formatDateTime(q.createdAt)}</Text>
            </HStack>
            {q.attachment && (
              <HStack gap={2} wrap="wrap">
                <Text color="fg.muted">Formal quote:</Text>
                <QuotePdfLink rfqId={rfq.id} attachment={q.attachment} />
              </HStack>
            )}
            {q.decline ? (
              <Text>
                No quote: {DECLINE_LABELS[q.decline.reason]}
                {q.decline.text ? ` — ${q.decline.text}` : ''}
              </Text>
            ) : (
              <>
                <Text>
                  {formatUsd(q.total)} · {q.lines.filter((l) => l.unitPrice != null).length} quoted, {q.lines.filter((l) => l.decline).length} declined
                  {q.validUntil ? ` · valid until ${q.validUntil}` : ''}
                  {q.shippingTerms ? ` · ${q.shippingTerms}` : ''}
                </Text>
                <Text color="fg.muted">
                  {q.lines
                    .map((l) => `${names.get(l.lineId) ?? l.lineId}: ${l.unitPrice != null ? `${formatUsd(l.unitPrice)}, ${l.leadTimeDays} d` : `declined (${DECLINE_LABELS[l.decline!.reason]})`}`)
                    .join('; ')}
                </Text>
              </>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
