import { Badge, Box, Button, Card, chakra, Heading, HStack, Stack, Text, notify, notifyError, formatCount } from '@forge/shell-sdk';
import type { SkippedRow } from '../../uploads';
import { useRestoreRows } from '../api';

const REASONS: Record<string, string> = {
  blank: 'Blank row',
  'zeros only': 'Only zeros',
  subtotal: 'Subtotal or total',
  'note after the total': 'Note after the total',
  'repeated header': 'Repeated header',
  'section title': 'Section title',
  'marked not a part': 'You marked it',
};

const rowName = (row: SkippedRow) => `Row ${row.lineNo}${row.sheet ? ` of ${row.sheet}` : ''}`;

/** "Not a part": every row under the header that is not a line (on every sheet read), with why, and a way to make it one. */
export function SkippedRows({ uploadId, rows }: { uploadId: string; rows: SkippedRow[] }) {
  const restore = useRestoreRows(uploadId);
  const listed = rows.filter((r) => r.reason !== 'blank');
  const blank = rows.length - listed.length;
  if (rows.length === 0) return null;
  const onRestore = (row: SkippedRow) =>
    restore.mutate(
      { rows: [row.lineNo], sheet: row.sheet },
      {
        onSuccess: () => notify('success', `${rowName(row)} restored`, 'The BOM is being processed again with it as a line.'),
        onError: (error) => notifyError(error, "Couldn't restore the row"),
      },
    );
  const restoring = (row: SkippedRow) => restore.isPending && restore.variables?.rows[0] === row.lineNo && restore.variables.sheet === row.sheet;
  return (
    <Card.Root variant="outline" data-testid="skipped-rows">
      <Card.Body gap={3}>
        <chakra.details open={listed.some((r) => r.reason === 'marked not a part') || undefined}>
          <chakra.summary cursor="pointer" listStyleType="revert">
            <Heading as="h2" size="md" display="inline">
              Not a part: {formatCount(rows.length)} {rows.length === 1 ? 'row' : 'rows'}
            </Heading>
            <Text as="span" color="fg.muted" fontSize="sm" ms={2}>
              {blank ? `${formatCount(blank)} blank · ` : ''}
              {formatCount(listed.length)} you can restore as lines
            </Text>
          </chakra.summary>
          <Stack as="ul" gap={2} mt={3}>
            {listed.map((row) => (
              <Box as="li" key={`${row.sheet ?? ''}:${row.lineNo}`} listStyleType="none" borderTopWidth="1px" pt={2}>
                <HStack justify="space-between" align="start" gap={3} wrap="wrap">
                  <Stack gap={0} minW={0} flex="1">
                    <HStack gap={2} wrap="wrap">
                      <Text fontSize="sm" color="fg.muted">
                        {rowName(row)}
                      </Text>
                      <Badge colorPalette={row.reason === 'marked not a part' ? 'blue' : 'gray'}>{REASONS[row.reason] ?? row.reason}</Badge>
                    </HStack>
                    <Text fontSize="sm" wordBreak="break-word">
                      {row.text || '—'}
                    </Text>
                  </Stack>
                  <Button size="xs" variant="outline" aria-label={`Restore ${rowName(row).toLowerCase()} as a line`} loading={restoring(row)} onClick={() => onRestore(row)}>
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
