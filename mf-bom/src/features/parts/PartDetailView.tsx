import {
  Badge,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Wrap,
  paths,
  ParentCrumb,
  formatDateTime,
  formatCount,
  ErrorAlert,
  DataTable,
  type DataColumn,
  TextLink,
} from '@forge/shell-sdk';
import { usePartDetail, type HistoryEntry, type UsedIn } from './api';
import { KIND_LABELS } from '../results';

function historyText(entry: HistoryEntry): string {
  const parts = [
    entry.revision ? `Revision ${entry.revision}` : null,
    entry.quantity != null ? `qty ${formatCount(entry.quantity)}` : null,
    entry.kind ? (entry.process ? `${KIND_LABELS[entry.kind]} (${entry.process.name})` : KIND_LABELS[entry.kind]) : null,
    entry.corrected ? 'corrected' : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'Seen';
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text fontWeight="medium">{value || '—'}</Text>
    </Stack>
  );
}

const WHERE_USED_COLUMNS: DataColumn<UsedIn>[] = [
  {
    header: 'BOM',
    cell: (use) => (
      <>
        <TextLink to={paths.bomResults(use.uploadId)}>{use.fileName}</TextLink>
        <Text as="span" color="fg.muted" fontSize="xs">
          {' '}
          line {use.lineNo}
        </Text>
      </>
    ),
  },
  { header: 'Qty', align: 'end', cell: (use) => (use.quantity != null ? `${formatCount(use.quantity)} ${use.unit}` : '—') },
];

/** /parts/:uploadId/:partId — the part, its history and the BOMs that use it. */
export function PartDetailView({ uploadId, partId }: { uploadId: string; partId: string }) {
  const detail = usePartDetail(uploadId, partId);
  if (detail.isPending) return <Skeleton h="60" />;
  if (detail.isError) {
    return <ErrorAlert error={detail.error} />;
  }
  const { part, history, whereUsed } = detail.data;
  const usedIn = whereUsed;
  const revisions = detail.data.revisions;
  const currentRevision = detail.data.latestRevision || part.revision;
  const totalQuantity = usedIn.some((u) => u.quantity != null) ? usedIn.reduce((sum, u) => sum + (u.quantity ?? 0), 0) : null;

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <ParentCrumb to={paths.parts()} label="Part master" current={part.partNumber || part.description || 'Part'} />
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
          {part.partNumber || part.description || `Line ${part.lineNo}`}
        </Heading>
        {part.partNumber ? <Text color="fg.muted">{part.description}</Text> : <Badge variant="outline" alignSelf="start">No part number</Badge>}
        <Wrap gap={2} mt={1}>
          {part.kind && <Badge colorPalette={part.kind === 'custom' ? 'orange' : part.kind === 'standard' ? 'blue' : 'gray'}>{KIND_LABELS[part.kind]}</Badge>}
          {part.process && <Badge variant="outline">{part.process.name}</Badge>}
        </Wrap>
      </Stack>

      <Card.Root variant="outline">
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={4}>
            <Fact label="Current revision" value={currentRevision} />
            <Fact label="All revisions" value={revisions.join(', ')} />
            <Fact label="Total quantity" value={totalQuantity != null ? formatCount(totalQuantity) : null} />
            <Fact label="Used in" value={`${usedIn.length} ${usedIn.length === 1 ? 'BOM' : 'BOMs'}`} />
            {part.material && <Fact label="Material" value={part.material} />}
            {part.manufacturer && <Fact label="Manufacturer" value={part.manufacturer} />}
            {part.mpn && <Fact label="MPN" value={part.mpn} />}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            Where used
          </Heading>
          {usedIn.length === 0 ? (
            <Text color="fg.muted">Not used in any BOM.</Text>
          ) : (
            <DataTable label="Where used" rows={usedIn} rowKey={(use, index) => `${use.uploadId}-${index}`} columns={WHERE_USED_COLUMNS} />
          )}
        </Stack>
        <Stack gap={3}>
          <Heading as="h2" size="md">
            History
          </Heading>
          {history.length === 0 ? (
            <Text color="fg.muted">No history yet.</Text>
          ) : (
            <Stack as="ol" gap={3} listStyleType="none" borderLeftWidth="2px" borderColor="border.emphasized" pl={4}>
              {history.map((entry, index) => (
                <Stack as="li" key={index} gap={0}>
                  <HStack gap={2} wrap="wrap">
                    <Text fontWeight="medium">{historyText(entry)}</Text>
                    {entry.fileName && (
                      <TextLink to={paths.bomResults(entry.uploadId)} fontSize="sm">{entry.fileName}</TextLink>
                    )}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(entry.at)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
