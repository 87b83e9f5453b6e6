import { Button, HStack } from '@forge/shell-sdk';
import type { DiscoverState } from '../query';

export interface Chip {
  key: string;
  text: string;
  /** What picking the chip changes in the search. */
  patch: Partial<DiscoverState>;
  ariaLabel?: string;
}

// `add`: a shortcut that applies a filter; `remove`: an active filter that a click takes away.
const TONES = {
  add: { variant: 'outline', bg: 'white' },
  remove: { variant: 'subtle', colorPalette: 'brand' },
} as const;

/** A labelled row of pill buttons; picking one applies its patch to the search. */
export function ChipRow({
  label,
  chips,
  tone,
  onPick,
}: {
  label: string;
  chips: Chip[];
  tone: keyof typeof TONES;
  onPick: (patch: Partial<DiscoverState>) => void;
}) {
  return (
    <HStack gap={2} flexWrap="wrap" aria-label={label}>
      {chips.map((chip) => (
        <Button key={chip.key} size="xs" borderRadius="full" {...TONES[tone]} aria-label={chip.ariaLabel} onClick={() => onPick(chip.patch)}>
          {chip.text}
        </Button>
      ))}
    </HStack>
  );
}
