import { useState } from 'react';
import { LineExtras } from './LineExtras';
import { Badge, Box, Button, Card, HStack, Stack, Table, Text, paths, formatCount, TextLink } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';
import { KIND_LABELS, KIND_PALETTE, type BomLine, type LineCorrection } from '../api';
import { CorrectionEditor } from './CorrectionEditor';
import { NotAPartButton } from './NotAPartButton';
import type { ProcessOption } from '../../../lib/processes';
import { formatPercent, labelFromSlug } from '../../../lib/format';
import { useCompactLayout } from '../../../lib/layout';

const PAGE_SIZE = 100;

function Classification({ line }: { line: BomLine }) {
  return (
    <Stack gap={1} align="start">
      <Badge colorPalette={KIND_PALETTE[line.kind]}>{KIND_LABELS[line.kind]}</Badge>
      {line.kind === 'custom' && line.process && <Text fontSize="sm">{line.process.name}</Text>}
      {line.kind === 'standard' && line.standardCategory && (
        <Text fontSize="sm" color="fg.muted">
          {/[a-z]-[a-z]/.test(line.standardCategory) || line.standardCategory === line.standardCategory.toLowerCase()
            ? labelFromSlug(line.standardCategory)
            : line.standardCategory}
        </Text>
      )}
      {line.corrected && (
        <Badge size="sm" variant="outline" colorPalette="green">
          Corrected by you
        </Badge>
      )}
      {typeof line.alternateOf === 'number' && (
        <Badge size="sm" variant="outline" colorPalette="gray" title="Sourced with its primary, not on its own">
          Alternate of line {line.alternateOf}
        </Badge>
      )}
    </Stack>
  );
}

function Suppliers({ line }: { line: BomLine }) {
  if (line.kind !== 'custom') return <Text color="fg.subtle">—</Text>;
  if (line.suppliers.length === 0) return <Text color="fg.muted" fontSize="sm">No match yet</Text>;
  const shown = line.suppliers.slice(0, 3);
  return (
    <Stack gap={1} fontSize="sm">
      {shown.map((supplier) => (
        <Box key={supplier.id}>
          <TextLink to={paths.company(supplier.id)} fontWeight="medium">{supplier.name}</TextLink>
          <Text as="span" color="fg.muted">
            {[supplier.city, supplier.state].filter(Boolean).length ? ` · ${[supplier.city, supplier.state].filter(Boolean).join(', ')}` : ''}
            {supplier.distanceMiles !== undefined ? ` · ${Math.round(supplier.distanceMiles)} mi` : ''}
          </Text>
          {/* why this supplier was picked, as the supplier search says it; the full list on hover */}
          {supplier.reason && (
            <Text color="fg.muted" fontSize="xs" lineClamp={2} title={supplier.reason}>
              {supplier.why?.length ? supplier.why.join(' · ') : supplier.reason}
            </Text>
          )}
        </Box>
      ))}
      {line.suppliers.length > shown.length && <Text color="fg.muted">+{line.suppliers.length - shown.length} more</Text>}
    </Stack>
  );
}

function partMeta(line: BomLine): string {
  return [line.material, line.finish, line.manufacturer, line.refDes.length ? line.refDes.join(' ') : null]
    .filter(Boolean)
    .join(' · ');
}

function quantityText(line: BomLine): string {
  if (line.quantity == null) return '—';
  return `${formatCount(line.quantity)}${line.unit && line.unit !== 'ea' ? ` ${line.unit}` : ''}`;
}

function Confidence({ line }: { line: BomLine }) {
  return (
    <>
      <Text fontWeight="medium">{formatPercent(line.confidence)}</Text>
      {line.evidence.length > 0 && (
        <Text fontSize="xs" color="fg.muted" title={line.evidence.join(', ')} lineClamp={2} maxW={{ md: '40' }}>
          {line.evidence.join(', ')}
        </Text>
      )}
    </>
  );
}

interface RowProps {
  uploadId: string;
  line: BomLine;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  editing: boolean;
  onEdit: (editing: boolean) => void;
  processes: ProcessOption[];
  onCorrect: (correction: LineCorrection, done: () => void) => void;
  saving: boolean;
}

function ClassificationCell({ uploadId, line, editing, onEdit, processes, onCorrect, saving }: RowProps) {
  if (editing) {
    return (
      <CorrectionEditor
        line={line}
        processes={processes}
        saving={saving}
        onCancel={() => onEdit(false)}
        onSave={(correction) => onCorrect(correction, () => onEdit(false))}
      />
    );
  }
  return (
    <Stack gap={1} align="start">
      <Classification line={line} />
      <HStack gap={3}>
        <Button
          size="xs"
          variant="plain"
          px={0}
          color="brand.fg"
          onClick={() => onEdit(true)}
          aria-label={`Correct line ${line.lineNo}`}
        >
          Correct
        </Button>
        <NotAPartButton uploadId={uploadId} line={line} />
      </HStack>
    </Stack>
  );
}

function SelectBox({ line, selected, onSelect }: Pick<RowProps, 'line' | 'selected' | 'onSelect'>) {
  return (
    <Checkbox.Root colorPalette="brand" checked={selected} onCheckedChange={(details) => onSelect(Boolean(details.checked))}>
      <Checkbox.HiddenInput aria-label={`Select line ${line.lineNo}`} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function TableRow(props: RowProps) {
  const { line } = props;
  return (
    <Table.Row data-testid={`line-${line.id}`} verticalAlign="top">
      <Table.Cell>
        <SelectBox {...props} />
      </Table.Cell>
      <Table.Cell color="fg.muted">
        {line.lineNo}
        {line.sheet && (
          <Text fontSize="xs" title={`Sheet ${line.sheet}`}>
            {line.sheet}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="semibold">{line.partNumber || line.mpn || '—'}</Text>
        <Text fontSize="sm" lineClamp={2}>
          {line.displayName || line.description}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {partMeta(line)}
        </Text>
        <LineExtras line={line} />
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {quantityText(line)}
      </Table.Cell>
      <Table.Cell>
        <ClassificationCell {...props} />
      </Table.Cell>
      <Table.Cell>
        <Confidence line={line} />
      </Table.Cell>
      <Table.Cell>
        <Suppliers line={line} />
      </Table.Cell>
    </Table.Row>
  );
}

function LineCard(props: RowProps) {
  const { line } = props;
  return (
    <Card.Root as="li" variant="outline" data-testid={`line-${line.id}`}>
      <Card.Body p={4} gap={3}>
        <HStack align="start" gap={3}>
          <Box pt="0.5">
            <SelectBox {...props} />
          </Box>
          <Stack gap={0} flex="1" minW={0}>
            <HStack justify="space-between" align="baseline" gap={2}>
              <Text fontWeight="semibold" wordBreak="break-word">
                {line.partNumber || line.mpn || '—'}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                Line {line.lineNo}
                {line.sheet ? ` (${line.sheet})` : ''} · Qty {quantityText(line)}
              </Text>
            </HStack>
            <Text fontSize="sm">{line.displayName || line.description}</Text>
            <Text fontSize="xs" color="fg.muted">
              {partMeta(line)}
            </Text>
            <LineExtras line={line} />
          </Stack>
        </HStack>
        <ClassificationCell {...props} />
        <Box minW={0}>
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              Confidence{' '}
            </Text>
            <Text as="span" fontWeight="medium">
              {formatPercent(line.confidence)}
            </Text>
          </Text>
          {line.evidence.length > 0 && (
            <Text fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-word">
              {line.evidence.join(', ')}
            </Text>
          )}
        </Box>
        {line.kind === 'custom' && <Suppliers line={line} />}
      </Card.Body>
    </Card.Root>
  );
}

export function LinesTable({
  uploadId,
  lines,
  selected,
  onSelectedChange,
  processes,
  onCorrect,
  savingLineId,
}: {
  uploadId: string;
  lines: BomLine[];
  selected: Set<string>;
  onSelectedChange: (next: Set<string>) => void;
  processes: ProcessOption[];
  onCorrect: (correction: LineCorrection, done: () => void) => void;
  savingLineId: string | null;
}) {
  const compact = useCompactLayout();
  const [editing, setEditing] = useState<string | null>(null);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const shown = lines.slice(0, visible);
  const allShownSelected = shown.length > 0 && shown.every((line) => selected.has(line.id));

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const rowProps = (line: BomLine): RowProps => ({
    uploadId,
    line,
    selected: selected.has(line.id),
    onSelect: (checked) => toggle(line.id, checked),
    editing: editing === line.id,
    onEdit: (on) => setEditing(on ? line.id : null),
    processes,
    onCorrect,
    saving: savingLineId === line.id,
  });
  const selectAll = (
    <Checkbox.Root
      colorPalette="brand"
      checked={allShownSelected}
      onCheckedChange={(details) => {
        const next = new Set(selected);
        for (const line of shown) {
          if (details.checked) next.add(line.id);
          else next.delete(line.id);
        }
        onSelectedChange(next);
      }}
    >
      <Checkbox.HiddenInput aria-label="Select all shown lines" />
      <Checkbox.Control />
      {compact && <Checkbox.Label>Select all shown lines</Checkbox.Label>}
    </Checkbox.Root>
  );

  return (
    <Stack gap={3}>
      {compact ? (
        <>
          {selectAll}
          <Stack as="ul" gap={3} listStyleType="none" aria-label="BOM lines">
            {shown.map((line) => (
              <LineCard key={line.id} {...rowProps(line)} />
            ))}
          </Stack>
        </>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm" aria-label="BOM lines" interactive>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader w="10">{selectAll}</Table.ColumnHeader>
                <Table.ColumnHeader w="12">#</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">Part</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader minW="44">Classification</Table.ColumnHeader>
                <Table.ColumnHeader>Confidence</Table.ColumnHeader>
                <Table.ColumnHeader minW="56">Suppliers</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((line) => (
                <TableRow key={line.id} {...rowProps(line)} />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {lines.length > visible && (
        <Box>
          <Button variant="outline" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
            Show {formatCount(Math.min(PAGE_SIZE, lines.length - visible))} more of {formatCount(lines.length - visible)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
