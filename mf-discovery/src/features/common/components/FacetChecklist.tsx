import { useId, useState } from 'react';
import { Box, Button, Input, Stack, Text, formatCount } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';

/** One choice of a filter or checklist, with how many results it has when known. */
export interface FacetOption {
  value: string;
  label: string;
  count?: number;
}

interface FacetChecklistProps {
  label: string;
  options: FacetOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
  /** Show a text box to narrow long lists. */
  searchable?: boolean;
  initiallyShown?: number;
}

/** A multi-choice filter: selected options first, then by count; long lists collapse and can be searched. */
export function FacetChecklist({
  label,
  options,
  selected,
  onChange,
  searchable,
  initiallyShown = 8,
}: FacetChecklistProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState(false);
  const selectedSet = new Set(selected);
  const known = new Set(options.map((o) => o.value));
  const merged: FacetOption[] = [
    ...options,
    ...selected.filter((s) => !known.has(s)).map((s) => ({ value: s, label: s })),
  ];
  const ordered = merged.sort(
    (a, b) =>
      Number(selectedSet.has(b.value)) - Number(selectedSet.has(a.value)) ||
      (b.count ?? 0) - (a.count ?? 0) ||
      a.label.localeCompare(b.label),
  );
  const needle = filter.trim().toLowerCase();
  const filtered = needle ? ordered.filter((o) => o.label.toLowerCase().includes(needle)) : ordered;
  const shown = expanded || needle ? filtered : filtered.slice(0, Math.max(initiallyShown, selected.length));
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <Box as="fieldset" minW={0}>
      <Text as="legend" fontSize="sm" fontWeight="semibold" mb={2}>
        {label}
        {selected.length > 0 && (
          <Text as="span" color="brand.fg" fontWeight="medium" ms={1}>
            ({selected.length})
          </Text>
        )}
      </Text>
      {searchable && (
        <Input
          size="sm"
          mb={2}
          bg="white"
          placeholder={`Find a ${label.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '')}`}
          aria-label={`Find in ${label}`}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      <Stack
        gap={1.5}
        id={`${id}-list`}
        maxH={expanded ? '280px' : undefined}
        overflowY={expanded ? 'auto' : undefined}
      >
        {shown.map((o) => (
          <Checkbox.Root
            key={o.value}
            size="sm"
            colorPalette="brand"
            checked={selectedSet.has(o.value)}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal" fontSize="sm" flex="1">
              {o.label}
              {o.count !== undefined && (
                <Text as="span" color="fg.muted" ms={1}>
                  ({formatCount(o.count)})
                </Text>
              )}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {shown.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No match.
          </Text>
        )}
      </Stack>
      {!needle && (expanded || filtered.length > shown.length) && (
        <Button
          variant="plain"
          size="xs"
          color="brand.fg"
          px={0}
          mt={1}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${filtered.length}`}
        </Button>
      )}
    </Box>
  );
}
