import { Badge, Box, HStack, Stack, Text, Wrap, type ProfileCompleteness } from '@forge/shell-sdk';
import { PROFILE_PART_LABELS } from '@forge/shell-sdk/admin-contract';

const tone = (score: number) => (score >= 80 ? 'green' : score >= 40 ? 'orange' : 'red');

/** A profile's score as a bar (with the figure in text) and what it still lacks. */
export function CompletenessMeter({ completeness, compact = false }: { completeness: ProfileCompleteness; compact?: boolean }) {
  const { score, missing } = completeness;
  return (
    <Stack gap={1} minW={compact ? undefined : '40'}>
      <HStack gap={2}>
        <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true" minW="16">
          <Box h="full" w={`${score}%`} bg={`${tone(score)}.solid`} borderRadius="full" />
        </Box>
        <Text fontSize="sm" fontWeight="semibold" minW="10" textAlign="end">{score}%</Text>
      </HStack>
      {missing.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">Complete</Text>
      ) : (
        <Wrap gap={1} aria-label="Missing">
          {missing.map((part) => (
            <Badge key={part} size="sm" variant="outline" colorPalette={tone(score)}>
              No {PROFILE_PART_LABELS[part].toLowerCase()}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
