import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, HStack, Link, Stack, Text, paths, useBreakpointValue, formatCount, DataTable, type DataColumn } from '@forge/shell-sdk';
import type { RfqLine } from '../../rfqs';

function quantityText(line: RfqLine): string {
  return `${formatCount(line.quantity)}${line.unit && line.unit !== 'ea' ? ` ${line.unit}` : ''}`;
}

function SourceLink({ line }: { line: RfqLine }) {
  if (!line.source) return <Text color="fg.subtle">Typed in</Text>;
  return (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to={paths.bomResults(line.source.uploadId)} title={line.source.fileName}>
        BOM line {line.source.lineNo ?? '?'}
      </RouterLink>
    </Link>
  );
}

/** " · rev B" after a part, when the line names a revision. */
function RevisionNote({ line }: { line: RfqLine }) {
  if (!line.revision) return null;
  return (
    <Text as="span" color="fg.muted" fontWeight="normal">
      {' '}
      · rev {line.revision}
    </Text>
  );
}

const LINE_ROW = () => ({ 'data-testid': 'rfq-line', verticalAlign: 'top' });

const LINE_COLUMNS: DataColumn<RfqLine>[] = [
  { header: '#', headerProps: { w: '3rem' }, cellProps: { color: 'fg.muted' }, cell: (_line, index) => index + 1 },
  {
    header: 'Part',
    cell: (line) => (
      <>
        <Text fontWeight="semibold">
          {line.partNumber || '—'}
          <RevisionNote line={line} />
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {line.description}
        </Text>
      </>
    ),
  },
  { header: 'Material', cell: (line) => line.material || <Text as="span" color="fg.subtle">—</Text> },
  { header: 'Process', cell: (line) => line.process?.name ?? <Text as="span" color="fg.subtle">Any</Text> },
  { header: 'Quantity', align: 'end', cellProps: { fontWeight: 'semibold', whiteSpace: 'nowrap' }, cell: quantityText },
  { header: 'Source', cell: (line) => <SourceLink line={line} /> },
];

/** An invited supplier reads the line itself; the buyer's BOM upload behind it is not theirs to open. */
const SUPPLIER_LINE_COLUMNS = LINE_COLUMNS.filter((column) => column.header !== 'Source');

/** The RFQ's line items: a table on wide screens, cards on phones; `forSupplier` leaves out where each line came from. */
export function LinesTable({ lines, forSupplier = false }: { lines: RfqLine[]; forSupplier?: boolean }) {
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  if (compact) {
    return (
      <Stack as="ul" listStyleType="none" gap={3} aria-label="Line items">
        {lines.map((line, i) => (
          <Box as="li" key={line.id} borderWidth="1px" borderRadius="lg" p={4} data-testid="rfq-line">
            <HStack justify="space-between" align="baseline" gap={3}>
              <Text fontWeight="semibold" wordBreak="break-word">
                <Text as="span" color="fg.muted" mr={2}>
                  {i + 1}
                </Text>
                <span>{line.partNumber || line.description || '—'}</span>
                <RevisionNote line={line} />
              </Text>
              <Text fontWeight="semibold" flexShrink={0}>
                × {quantityText(line)}
              </Text>
            </HStack>
            {line.partNumber && line.description && (
              <Text fontSize="sm" color="fg.muted">
                {line.description}
              </Text>
            )}
            <HStack gap={2} mt={2} wrap="wrap" fontSize="sm">
              {line.process && <Badge colorPalette="orange">{line.process.name}</Badge>}
              {line.material && <Badge variant="outline">{line.material}</Badge>}
              {!forSupplier && <SourceLink line={line} />}
            </HStack>
          </Box>
        ))}
      </Stack>
    );
  }
  return <DataTable label="Line items" interactive rows={lines} rowKey={(line) => line.id} rowProps={LINE_ROW} columns={forSupplier ? SUPPLIER_LINE_COLUMNS : LINE_COLUMNS} />;
}
