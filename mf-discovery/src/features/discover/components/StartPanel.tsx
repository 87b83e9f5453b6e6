import {
  Box,
  Button,
  FEATURED_CAPABILITY_SLUGS,
  HEADER_CERTIFICATIONS,
  HStack,
  Stack,
  Text,
} from '@forge/shell-sdk';
import { formatCount } from '../../common/format';
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
        <HStack gap={2} flexWrap="wrap" aria-label="Popular capabilities">
          {FEATURED_CAPABILITY_SLUGS.map((slug) => (
            <Button
              key={slug}
              size="xs"
              variant="outline"
              bg="white"
              borderRadius="full"
              onClick={() => onPick({ capability: [slug] })}
            >
              {names.capability.get(slug) ?? slug}
            </Button>
          ))}
        </HStack>
        <HStack gap={2} flexWrap="wrap" aria-label="Popular certifications">
          {HEADER_CERTIFICATIONS.map((slug) => (
            <Button
              key={slug}
              size="xs"
              variant="outline"
              bg="white"
              borderRadius="full"
              onClick={() => onPick({ certification: [slug] })}
            >
              {names.certification.get(slug) ?? slug.toUpperCase()}
            </Button>
          ))}
        </HStack>
        {topStates.length > 0 && (
          <HStack gap={2} flexWrap="wrap" aria-label="States with the most suppliers">
            {topStates.map((s) => (
              <Button
                key={s.code}
                size="xs"
                variant="outline"
                bg="white"
                borderRadius="full"
                onClick={() => onPick({ state: s.code })}
              >
                {s.name}
              </Button>
            ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
