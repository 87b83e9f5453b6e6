import {
  Box,
  Button,
  FEATURED_CAPABILITY_SLUGS,
  HEADER_CERTIFICATIONS,
  HStack,
  Stack,
  Text,
  formatCount,
} from '@forge/shell-sdk';
import type { DiscoverState } from '../query';

interface StartPanelProps {
  names: { capability: Map<string, string>; certification: Map<string, string> };
  topStates: { code: string; name: string; supplierCount: number }[];
  total?: number;
  onPick: (patch: Partial<DiscoverState>) => void;
}

/** Shown before any search: quick starting points instead of an empty page. */
export function StartPanel({ names, topStates, total, onPick }: StartPanelProps) {
  return (
    <Box bg="navy.50" borderRadius="xl" p={{ base: 4, md: 6 }} borderWidth="1px" borderColor="navy.100">
      <Text fontWeight="bold" color="navy.900" fontSize="lg">
        Where to start
      </Text>
      <Text fontSize="sm" color="fg.muted" mt={1}>
        {total !== undefined ? `${formatCount(total)} suppliers to choose from. ` : ''}Type a part, process or
        company above, or begin with a popular filter:
      </Text>
      <Stack gap={3} mt={4}>
        <ChipRow
          label="Popular capabilities"
          chips={FEATURED_CAPABILITY_SLUGS.map((slug) => ({
            key: slug,
            text: names.capability.get(slug) ?? slug,
            patch: { capability: [slug] },
          }))}
          onPick={onPick}
        />
        <ChipRow
          label="Popular certifications"
          chips={HEADER_CERTIFICATIONS.map((slug) => ({
            key: slug,
            text: names.certification.get(slug) ?? slug.toUpperCase(),
            patch: { certification: [slug] },
          }))}
          onPick={onPick}
        />
        {topStates.length > 0 && (
          <ChipRow
            label="States with the most suppliers"
            chips={topStates.map((s) => ({ key: s.code, text: s.name, patch: { state: s.code } }))}
            onPick={onPick}
          />
        )}
      </Stack>
    </Box>
  );
}

interface Chip {
  key: string;
  text: string;
  patch: Partial<DiscoverState>;
}

/** A labelled row of filter shortcuts; picking one applies its patch to the search. */
function ChipRow({
  label,
  chips,
  onPick,
}: {
  label: string;
  chips: Chip[];
  onPick: StartPanelProps['onPick'];
}) {
  return (
    <HStack gap={2} flexWrap="wrap" aria-label={label}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="xs"
          variant="outline"
          bg="white"
          borderRadius="full"
          onClick={() => onPick(chip.patch)}
        >
          {chip.text}
        </Button>
      ))}
    </HStack>
  );
}
