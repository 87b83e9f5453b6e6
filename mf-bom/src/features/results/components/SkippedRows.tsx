import { Badge, Box, Button, Card, chakra, Heading, HStack, Stack, Text, notify, notifyError, formatCount } from '@forge/shell-sdk';
import type { SkippedRow } from '../../uploads';
import { useRestoreRows } from '../api';

const REASONS: Record<string, string> = {
  blank: 'Blank row',
  subtotal: 'Subtotal or total',
  'repeated header': 'Repeated header',
  'section title': 'Section title',
};

/** "N rows skipped": every row under the header that is not a line, with why, and a way to make it one. */
export function SkippedRows({ uploadId, rows }: { uploadId: string; rows: SkippedRow[] }) {
  const restore = useRestoreRows(uploadId);
  const listed = rows.filter((r) => r.reason !== 'blank');
  const blank = rows.length - listed.length;
  if (rows.length === 0) return null;
  const onRestore = (row: SkippedRow) =>
    restore.mutate([row.lineNo], {
      onSuccess: () => notify('success', `Row ${row.lineNo} restored`, 'The BOM is being processed again with it as a line.'),
      onError: (error) => notifyError(error, "Couldn't restore the row"),
    });
  return (
    <Card.Root variant="outline" data-testid="skipped-rows">
      <Card.Body gap={3}>
        <chakra.details>
          <chakra.summary cursor="pointer" listStyleType="revert">
            <Heading as="h2" size="md" display="inline">
              {formatCount(rows.length)} {rows.length === 1 ? 'row' : 'rows'} skipped
            </Heading>
            <Text as="span" color="fg.muted" fontSize="sm" ms={2}>
              {blank ? `${formatCount(blank)} blank · ` : ''}
              {formatCount(listed.length)} you can restore as lines
            </Text>
          </chakra.summary>
          <Stack as="ul" gap={2} mt={3}>
            {listed.map((row) => (
              <Box as="li" key={row.lineNo} listStyleType="none" borderTopWidth="1px" pt={2}>
                <HStack justify="space-between" align="start" gap={3} wrap="wrap">
                  <Stack gap={0} minW={0} flex="1">
                    <HStack gap={2}>
                      <Text fontSize="sm" color="fg.muted">
                        Row {row.lineNo}
                      </Text>
                      <Badge colorPalette="gray">{REASONS[row.reason] ?? row.reason}</Badge>
                    </HStack>
                    <Text fontSize="sm" wordBreak="break-word">
                      {row.text || '—'}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Restore row ${row.lineNo} as a line`}
                    loading={restore.isPending && restore.variables?.[0] === row.lineNo}
                    onClick={() => onRestore(row)}
                  >
                    Restore as a line
                  </Button>
                </HStack>
              </Box>
            ))}
          </Stack>
        </chakra.details>
      </Card.Body>
    </Card.Root>
  );
}
