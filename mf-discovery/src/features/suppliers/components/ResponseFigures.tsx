import { HStack, Text, formatHoursToQuote, formatRate, type SupplierRfqStats } from '@forge/shell-sdk';

/** How the figures were counted, for a tooltip and screen readers. */
export function responseFiguresDetail(stats: SupplierRfqStats): string {
  const base = `Answered ${stats.answered} of ${stats.invitations} RFQ invitations on Forge with a quote or a decline`;
  return stats.medianHoursToQuote === null
    ? `${base}; no priced quote yet.`
    : `${base}; half of its ${stats.quoted} quotes came within ${formatHoursToQuote(stats.medianHoursToQuote)} of the invitation.`;
}

/**
 * A supplier's response rate and median time to quote, counted from real RFQs (from 3 invitations). Below that
 * the API sends null, and this says the company is new to quoting on Forge instead of showing a figure.
 */
export function ResponseFigures({ stats }: { stats: SupplierRfqStats | null | undefined }) {
  if (!stats) {
    return (
      <Text fontSize="sm" color="fg.muted" title="Fewer than 3 RFQ invitations on Forge: no response figures yet.">
        New to quoting on Forge
      </Text>
    );
  }
  return (
    <HStack as="span" gap={3} flexWrap="wrap" fontSize="sm" color="fg.muted" title={responseFiguresDetail(stats)}>
      <Text as="span">
        <Text as="span" fontWeight="semibold" color="fg">
          {formatRate(stats.responseRate)}
        </Text>{' '}
        response rate
      </Text>
      {stats.medianHoursToQuote !== null && (
        <Text as="span">
          quotes in{' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {formatHoursToQuote(stats.medianHoursToQuote)}
          </Text>{' '}
          (median)
        </Text>
      )}
    </HStack>
  );
}
