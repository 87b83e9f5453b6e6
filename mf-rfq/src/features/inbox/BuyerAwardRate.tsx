import { Text, formatRate, type BuyerAwardRate as AwardRate } from '@forge/shell-sdk';

/** "Buyer awards 67% of RFQs (2 of 3 decided)", or that the buyer has too few decided RFQs for a figure. */
export function buyerAwardRateText(rate: AwardRate | null | undefined): string {
  if (!rate) return 'Buyer new to Forge: fewer than 3 decided RFQs';
  return `Buyer awards ${formatRate(rate.awardRate)} of RFQs (${rate.awarded} of ${rate.decided} decided)`;
}

/**
 * What an invited supplier sees of the buyer's follow-through (issue 14): RFQs awarded over RFQs awarded, closed or
 * past due, from 3 up. Never who the buyer is.
 */
export function BuyerAwardRate({ rate }: { rate: AwardRate | null | undefined }) {
  return (
    <Text
      fontSize="sm"
      color="fg.muted"
      data-testid="buyer-award-rate"
      title="Counted over this buyer's RFQs that were awarded, closed, or passed their due date on Forge."
    >
      {buyerAwardRateText(rate)}
    </Text>
  );
}
