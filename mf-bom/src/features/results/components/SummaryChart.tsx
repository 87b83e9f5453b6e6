import { Box, Card, Heading, HStack, SimpleGrid, Stack, Stat, Text, formatCount } from '@forge/shell-sdk';
import type { UploadSummary } from '../../uploads';

const KIND_COLORS = { custom: 'brand.500', standard: 'navy.500', unknown: 'gray.400' } as const;

function Bar({ label, value, max, color }: { label: string; value: number; max: number; color: string }) {
  const width = max > 0 ? Math.max(2, (value / max) * 100) : 0;
  return (
    <Box as="li" listStyleType="none">
      <HStack justify="space-between" fontSize="sm" mb={1} gap={3}>
        <Text lineClamp={1}>{label}</Text>
        <Text fontWeight="semibold" flexShrink={0}>
          {formatCount(value)}
        </Text>
      </HStack>
      <Box h="2.5" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
        <Box h="full" w={`${width}%`} bg={color} borderRadius="full" />
      </Box>
    </Box>
  );
}

/** Lines by process and custom vs standard, as plain CSS bars with the numbers written out. */
export function SummaryChart({
  summary,
  processNames,
}: {
  summary: UploadSummary;
  processNames: Record<string, string>;
}) {
  const total = summary.custom + summary.standard + summary.unknown;
  const processes = Object.entries(summary.byProcess).sort((a, b) => b[1] - a[1]);
  const maxProcess = Math.max(0, ...processes.map(([, count]) => count));
  const kinds = [
    { key: 'custom', label: 'Custom', value: summary.custom },
    { key: 'standard', label: 'Standard', value: summary.standard },
    { key: 'unknown', label: 'Unknown', value: summary.unknown },
  ] as const;

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <Card.Root variant="outline">
        <Card.Body gap={4}>
          <Heading as="h2" size="md">
            Custom vs standard
          </Heading>
          <Box
            role="img"
            aria-label={kinds.map((k) => `${k.label}: ${k.value}`).join(', ')}
            display="flex"
            h="4"
            borderRadius="full"
            overflow="hidden"
            bg="bg.muted"
          >
            {kinds.map((k) =>
              k.value > 0 ? <Box key={k.key} w={`${(k.value / Math.max(1, total)) * 100}%`} bg={KIND_COLORS[k.key]} /> : null,
            )}
          </Box>
          <SimpleGrid columns={3} gap={2}>
            {kinds.map((k) => (
              <Stat.Root key={k.key} size="sm">
                <Stat.Label>
                  <Box as="span" display="inline-block" w="2.5" h="2.5" borderRadius="sm" bg={KIND_COLORS[k.key]} mr={1} />
                  {k.label}
                </Stat.Label>
                <Stat.ValueText>{formatCount(k.value)}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          {summary.toQuote !== undefined && (
            <Text fontWeight="semibold" data-testid="sourcing-split">
              {formatCount(summary.toQuote)} to quote · {formatCount(summary.toBuy ?? 0)} to buy · {formatCount(summary.toReview ?? 0)} to review
              {summary.notParts ? ` · ${formatCount(summary.notParts)} fees and services (not parts)` : ''}
              {summary.dnp ? ` · ${formatCount(summary.dnp)} not populated (DNP)` : ''}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {formatCount(summary.suppliersFound)} capable suppliers found for the custom parts.
            {summary.quantityWarnings ? ` ${formatCount(summary.quantityWarnings)} lines have a quantity that disagrees with their reference designators.` : ''}
          </Text>
          {summary.modelVersion && summary.modelVersion !== 'none' && (
            <Text fontSize="xs" color="fg.muted">
              Classified by the curated vocabulary with learned model {summary.modelVersion}; each line's evidence says which decided.
            </Text>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap={4}>
          <Heading as="h2" size="md">
            Lines by process
          </Heading>
          {processes.length === 0 ? (
            <Text color="fg.muted">No custom-manufactured lines.</Text>
          ) : (
            <Stack as="ul" gap={3} aria-label="Lines by process" maxH="64" overflowY="auto" pr={1}>
              {processes.map(([slug, count]) => (
                <Bar key={slug} label={processNames[slug] ?? slug} value={count} max={maxProcess} color="brand.500" />
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
