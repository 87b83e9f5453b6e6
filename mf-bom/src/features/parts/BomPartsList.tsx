import {
  Badge,
  Box,
  Card,
  HStack,
  Skeleton,
  Stack,
  Text,
  paths,
  formatCount,
  ErrorAlert,
  PageTitle,
  DataTable,
  type DataColumn,
  TextLink,
} from '@forge/shell-sdk';
import { useParts, type Part } from './api';
import { useCompactLayout } from '../../lib/layout';
import { SearchField } from '../../lib/SearchField';
import { useUrlSearch } from '../../lib/url-search';
import { KIND_LABELS, KIND_PALETTE } from '../results';

/** A BOM row without a part number is named by its description, marked, never shown as "(no part number)". */
function PartName({ part }: { part: Part }) {
  if (part.partNumber) return <TextLink to={paths.part(part.uploadId, part.id)}>{part.partNumber}</TextLink>;
  return (
    <Stack gap={1} align="start">
      <TextLink to={paths.part(part.uploadId, part.id)}>{part.description || `Line without a number`}</TextLink>
      <Badge variant="outline">No part number</Badge>
    </Stack>
  );
}

function PartCard({ part }: { part: Part }) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body p={4} gap={1}>
        <HStack justify="space-between" align="baseline" gap={2}>
          <Box fontWeight="semibold">
            <PartName part={part} />
          </Box>
          {part.kind && <Badge colorPalette={KIND_PALETTE[part.kind]}>{KIND_LABELS[part.kind]}</Badge>}
        </HStack>
        {part.partNumber && <Text fontSize="sm">{part.description}</Text>}
        <Text fontSize="xs" color="fg.muted">
          {[
            part.revision ? `Rev ${part.revision}` : null,
            `Qty ${formatCount(part.totalQuantity)}`,
            `${part.uploads} ${part.uploads === 1 ? 'BOM' : 'BOMs'}`,
            part.process?.name,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

const PART_COLUMNS: DataColumn<Part>[] = [
  {
    header: 'Part number',
    cellProps: { fontWeight: 'semibold' },
    cell: (part) => <PartName part={part} />,
  },
  { header: 'Description', headerProps: { minW: '56' }, cell: (part) => (part.partNumber ? <Text lineClamp={2}>{part.description}</Text> : null) },
  {
    header: 'Revision',
    cell: (part) => (
      <>
        {part.revision || '—'}
        {part.revisions.length > 1 && (
          <Text as="span" color="fg.muted" fontSize="xs">
            {' '}
            ({part.revisions.length} revisions)
          </Text>
        )}
      </>
    ),
  },
  { header: 'Total qty', align: 'end', cell: (part) => formatCount(part.totalQuantity) },
  {
    header: 'Kind',
    cell: (part) => (
      <>
        {part.kind && <Badge colorPalette={KIND_PALETTE[part.kind]}>{KIND_LABELS[part.kind]}</Badge>}
        {part.process && (
          <Text fontSize="xs" color="fg.muted">
            {part.process.name}
          </Text>
        )}
      </>
    ),
  },
  { header: 'Used in', cellProps: { whiteSpace: 'nowrap' }, cell: (part) => `${part.uploads} ${part.uploads === 1 ? 'BOM' : 'BOMs'}` },
];

/** /parts?view=boms — every part seen in the user's uploads, one row per part number (the part master is /parts). */
export function BomPartsList() {
  const compact = useCompactLayout();
  const { text, setText, q } = useUrlSearch();
  const parts = useParts(q);

  return (
    <Stack gap={6}>
      <PageTitle title="Parts seen in your BOMs" description="Every part from your BOM uploads, one row per part number, with its revisions and where it is used. Open a BOM to add its lines to the part master." />
      <TextLink to={paths.parts()} fontSize="sm">
        Back to the part master
      </TextLink>
      <SearchField label="Search parts" placeholder="Part number or description" value={text} onChange={setText} maxW="lg" />
      {parts.isError && <ErrorAlert error={parts.error} />}
      {parts.isPending && <Skeleton h="40" />}
      {parts.data && parts.data.length === 0 && (
        <Box borderWidth="1px" borderRadius="lg" p={8} textAlign="center">
          <Text color="fg.muted">
            {q ? `No parts match "${q}".` : 'No parts yet. '}
            {!q && (
              <TextLink to={paths.bomUpload()} fontWeight="semibold">Upload a BOM</TextLink>
            )}
          </Text>
        </Box>
      )}
      {compact && parts.data && parts.data.length > 0 && (
        <Stack as="ul" gap={3} listStyleType="none" aria-label="Parts">
          {parts.data.map((part) => (
            <PartCard key={`${part.uploadId}/${part.id}`} part={part} />
          ))}
        </Stack>
      )}
      {!compact && parts.data && parts.data.length > 0 && (
        <DataTable label="Parts" interactive rows={parts.data} rowKey={(part) => `${part.uploadId}/${part.id}`} columns={PART_COLUMNS} />
      )}
    </Stack>
  );
}
