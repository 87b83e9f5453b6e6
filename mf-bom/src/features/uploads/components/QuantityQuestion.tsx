import { Alert, Button, Stack, Text, Wrap } from '@forge/shell-sdk';
import type { DetectedColumn } from '../api';

/**
 * Two columns could hold the quantity ("Qty" and "Sold quantity" or "Pack qty"): the user says which one is the
 * quantity needed; the other stays on the line as it is.
 */
export function QuantityQuestion({
  columns,
  samples,
  chosen,
  onChoose,
}: {
  columns: DetectedColumn[];
  samples: (index: number) => string[];
  chosen: number | undefined;
  onChoose: (index: number) => void;
}) {
  const candidates = columns.find((c) => c.quantityCandidates && c.quantityCandidates.length > 1)?.quantityCandidates ?? [];
  if (candidates.length < 2) return null;
  const named = candidates.map((index) => columns.find((c) => c.index === index)).filter((c): c is DetectedColumn => Boolean(c));
  return (
    <Alert.Root status="warning" data-testid="quantity-question">
      <Alert.Indicator />
      <Stack gap={2}>
        <Alert.Title>Which column is the quantity you need?</Alert.Title>
        <Alert.Description>
          <Text>
            {named.map((c) => `“${c.header}”`).join(' and ')} could both hold the quantity. A pack size or an order quantity is not the
            quantity per build.
          </Text>
        </Alert.Description>
        <Wrap gap={2} role="group" aria-label="Quantity column">
          {named.map((c) => (
            <Button
              key={c.index}
              size="sm"
              variant={chosen === c.index ? 'solid' : 'outline'}
              aria-pressed={chosen === c.index}
              onClick={() => onChoose(c.index)}
            >
              {c.header}
              {samples(c.index).filter(Boolean).length ? ` (${samples(c.index).filter(Boolean).slice(0, 3).join(', ')})` : ''}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Alert.Root>
  );
}
