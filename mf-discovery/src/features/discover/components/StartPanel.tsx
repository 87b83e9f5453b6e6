import { Box, FEATURED_CAPABILITY_SLUGS, HEADER_CERTIFICATIONS, Stack, Text, formatCount } from '@forge/shell-sdk';
import type { DiscoverState } from '../query';
import { ChipRow } from './ChipRow';

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
          tone="add"
          onPick={onPick}
        />
        <ChipRow
          label="Popular certifications"
          chips={HEADER_CERTIFICATIONS.map((slug) => ({
            key: slug,
            text: names.certification.get(slug) ?? slug.toUpperCase(),
            patch: { certification: [slug] },
          }))}
          tone="add"
          onPick={onPick}
        />
        {topStates.length > 0 && (
          <ChipRow
            label="States with the most suppliers"
            chips={topStates.map((s) => ({ key: s.code, text: s.name, patch: { state: s.code } }))}
            tone="add"
          onPick={onPick}
          />
        )}
      </Stack>
    </Box>
  );
}

