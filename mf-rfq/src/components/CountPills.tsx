import { Box, Button, HStack, formatCount } from '@forge/shell-sdk';

export interface CountPill<V> {
  value: V;
  label: string;
  /** Shown after the label once known. */
  count: number | undefined;
}

/** A row of pill buttons that pick one view of a list (status, inbox tab), each with its count. */
export function CountPills<V>({ label, pills, active, onSelect }: { label: string; pills: CountPill<V>[]; active: V; onSelect: (value: V) => void }) {
  return (
    <HStack as="nav" aria-label={label} gap={2} wrap="wrap">
      {pills.map((pill) => {
        const selected = pill.value === active;
        return (
          <Button
            key={pill.label}
            size="sm"
            borderRadius="full"
            variant={selected ? 'solid' : 'outline'}
            colorPalette="gray"
            bg={selected ? 'navy.900' : undefined}
            color={selected ? 'white' : undefined}
            aria-pressed={selected}
            onClick={() => onSelect(pill.value)}
          >
            {pill.label}
            {pill.count !== undefined && (
              <Box as="span" fontWeight="normal" opacity={0.8}>
                {formatCount(pill.count)}
              </Box>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}
