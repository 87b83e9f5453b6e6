import { Stack, Text, formatCount, formatUsd, type Comparison } from '@forge/shell-sdk';

type Offer = Comparison['lines'][number]['offers'][number];

/** "100+ $9.00 · 1,000+ $6.50": the supplier's quantity breaks on one line, unit prices in USD. */
export function breaksLabel(breaks: Offer['breaks']): string {
  return breaks.map((b) => `${formatCount(b.minQuantity)}+ ${formatUsd(b.unitPrice)}`).join(' · ');
}

/** What the supplier wrote on a line beside the price: its note and its quantity breaks (nothing when neither). */
export function OfferDetails({ offer }: { offer: Offer }) {
  if (!offer.note && offer.breaks.length === 0) return null;
  return (
    <Stack gap={0} fontSize="xs" color="fg.muted" data-testid="offer-details">
      {offer.breaks.length > 0 && <Text>Quantity breaks: {breaksLabel(offer.breaks)}</Text>}
      {offer.note && (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          Note: {offer.note}
        </Text>
      )}
    </Stack>
  );
}
