import { useState } from 'react';
import { Badge, HStack, Skeleton, Stack, Text, ErrorAlert, OptionSelect, SectionCard, DataTable, formatCount, type DataColumn, type PartDiff, type PartItem } from '@forge/shell-sdk';
import { useDiff } from './item-api';

type FieldChange = PartDiff['fields'][number];
type LineChange = PartDiff['lines'][number];

const show = (value: string | number | null) => (value === null || value === '' ? '—' : String(value));
const CHANGE_PALETTE: Record<LineChange['change'], string> = { added: 'green', removed: 'red', changed: 'orange' };

const FIELD_COLUMNS: DataColumn<FieldChange>[] = [
  { header: 'Field', cellProps: { fontWeight: 'medium' }, cell: (f) => f.field },
  { header: 'Before', cell: (f) => <Text wordBreak="break-word">{show(f.before)}</Text> },
  { header: 'After', cell: (f) => <Text wordBreak="break-word">{show(f.after)}</Text> },
];

function lineText(line: LineChange['before']): string {
  if (!line) return '—';
  return [`qty ${formatCount(line.quantity)}`, line.findNumber && `find ${line.findNumber}`, line.referenceDesignators.length > 0 && line.referenceDesignators.join(' ')].filter(Boolean).join(' · ');
}

const LINE_COLUMNS: DataColumn<LineChange>[] = [
  { header: 'Part', cellProps: { fontWeight: 'medium' }, cell: (l) => l.partNumber },
  { header: 'Change', cell: (l) => <Badge colorPalette={CHANGE_PALETTE[l.change]}>{l.change}</Badge> },
  { header: 'Before', cell: (l) => lineText(l.before) },
  { header: 'After', cell: (l) => lineText(l.after) },
];

/** Field-by-field and line-by-line difference between two revisions (default: the previous one and the newest). */
export function DiffPanel({ item }: { item: PartItem }) {
  // oldest first, whatever order the item lists them in
  const labels = [...item.revisions].sort((a, b) => a.seq - b.seq).map((r) => r.label);
  const [from, setFrom] = useState(labels.at(-2) ?? '');
  const [to, setTo] = useState(labels.at(-1) ?? '');
  const diff = useDiff(item.id, from, to);
  if (labels.length < 2) return null;
  const options = labels.map((l) => ({ value: l, label: `Revision ${l}` }));
  return (
    <SectionCard title="Changes between revisions">
      <HStack gap={3} wrap="wrap">
        <OptionSelect aria-label="From revision" value={from} onValueChange={setFrom} options={options} maxW="40" />
        <Text aria-hidden>→</Text>
        <OptionSelect aria-label="To revision" value={to} onValueChange={setTo} options={options} maxW="40" />
      </HStack>
      {from === to && <Text color="fg.muted">Pick two different revisions.</Text>}
      {diff.isError && <ErrorAlert error={diff.error} />}
      {diff.isPending && from !== to && <Skeleton h="16" />}
      {diff.data && (
        <Stack gap={4}>
          {diff.data.fields.length === 0 && diff.data.lines.length === 0 && <Text color="fg.muted">No differences.</Text>}
          {diff.data.fields.length > 0 && <DataTable label="Changed fields" rows={diff.data.fields} rowKey={(f) => f.field} columns={FIELD_COLUMNS} />}
          {diff.data.lines.length > 0 && <DataTable label="Changed lines" rows={diff.data.lines} rowKey={(l) => `${l.itemId}-${l.change}`} columns={LINE_COLUMNS} />}
        </Stack>
      )}
    </SectionCard>
  );
}
