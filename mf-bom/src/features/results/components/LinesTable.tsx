import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Checkbox, Link, Stack, Table, Text, paths } from '@forge/shell-sdk';
import { KIND_LABELS, type BomLine, type LineCorrection } from '../api';
import { CorrectionEditor } from './CorrectionEditor';
import type { ProcessOption } from '../../../lib/processes';
import { formatNumber, formatPercent } from '../../../lib/format';

const KIND_PALETTE = { custom: 'orange', standard: 'blue', unknown: 'gray' } as const;
const PAGE_SIZE = 100;

function Classification({ line }: { line: BomLine }) {
  return (
    <Stack gap={1} align="start">
      <Badge colorPalette={KIND_PALETTE[line.kind]}>{KIND_LABELS[line.kind]}</Badge>
      {line.kind === 'custom' && line.process && <Text fontSize="sm">{line.process.name}</Text>}
      {line.kind === 'standard' && line.standardCategory && (
        <Text fontSize="sm" color="fg.muted">
          {line.standardCategory}
        </Text>
      )}
      {line.corrected && (
        <Badge size="sm" variant="outline" colorPalette="green">
          Corrected by you
        </Badge>
      )}
    </Stack>
  );
}

function Suppliers({ line }: { line: BomLine }) {
  if (line.kind !== 'custom') return <Text color="fg.subtle">—</Text>;
  if (line.suppliers.length === 0) return <Text color="fg.muted" fontSize="sm">No match yet</Text>;
  const [first, ...rest] = line.suppliers;
  return (
    <Stack gap={1} fontSize="sm">
      {[first!, ...rest.slice(0, 2)].map((supplier) => (
        <Box key={supplier.id}>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.company(supplier.id)}>{supplier.name}</RouterLink>
          </Link>
          <Text as="span" color="fg.muted">
            {[supplier.city, supplier.state].filter(Boolean).length ? ` · ${[supplier.city, supplier.state].filter(Boolean).join(', ')}` : ''}
          </Text>
        </Box>
      ))}
      {first!.reason && (
        <Text color="fg.muted" fontSize="xs" lineClamp={2}>
          {first!.reason}
        </Text>
      )}
      {rest.length > 2 && <Text color="fg.muted">+{rest.length - 2} more</Text>}
    </Stack>
  );
}

export function LinesTable({
  lines,
  selected,
  onSelectedChange,
  processes,
  onCorrect,
  savingLineId,
}: {
  lines: BomLine[];
  selected: Set<string>;
  onSelectedChange: (next: Set<string>) => void;
  processes: ProcessOption[];
  onCorrect: (correction: LineCorrection, done: () => void) => void;
  savingLineId: string | null;
}) {
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

  return (
    <Stack gap={3}>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
        <Table.Root size="sm" aria-label="BOM lines" interactive>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader w="10">
                <Checkbox.Root
                  colorPalette="brand"
                  checked={allShownSelected}
                  onCheckedChange={(details) => {
                    const next = new Set(selected);
                    for (const line of shown) details.checked ? next.add(line.id) : next.delete(line.id);
                    onSelectedChange(next);
                  }}
                >
                  <Checkbox.HiddenInput aria-label="Select all shown lines" />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.ColumnHeader>
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
              <Table.Row key={line.id} data-testid={`line-${line.id}`} verticalAlign="top">
                <Table.Cell>
                  <Checkbox.Root
                    colorPalette="brand"
                    checked={selected.has(line.id)}
                    onCheckedChange={(details) => toggle(line.id, Boolean(details.checked))}
                  >
                    <Checkbox.HiddenInput aria-label={`Select line ${line.lineNo}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell color="fg.muted">{line.lineNo}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">{line.partNumber || line.mpn || '—'}</Text>
                  <Text fontSize="sm" lineClamp={2}>
                    {line.description}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {[line.material, line.finish, line.manufacturer, line.refDes.length ? line.refDes.join(' ') : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {line.quantity != null ? formatNumber(line.quantity) : '—'}
                  {line.unit && line.unit !== 'ea' ? ` ${line.unit}` : ''}
                </Table.Cell>
                <Table.Cell>
                  {editing === line.id ? (
                    <CorrectionEditor
                      line={line}
                      processes={processes}
                      saving={savingLineId === line.id}
                      onCancel={() => setEditing(null)}
                      onSave={(correction) => onCorrect(correction, () => setEditing(null))}
                    />
                  ) : (
                    <Stack gap={1} align="start">
                      <Classification line={line} />
                      <Button
                        size="xs"
                        variant="plain"
                        px={0}
                        color="brand.fg"
                        onClick={() => setEditing(line.id)}
                        aria-label={`Correct line ${line.lineNo}`}
                      >
                        Correct
                      </Button>
                    </Stack>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{formatPercent(line.confidence)}</Text>
                  {line.evidence.length > 0 && (
                    <Text fontSize="xs" color="fg.muted" title={line.evidence.join(', ')} lineClamp={2} maxW="40">
                      {line.evidence.join(', ')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Suppliers line={line} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {lines.length > visible && (
        <Box>
          <Button variant="outline" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
            Show {formatNumber(Math.min(PAGE_SIZE, lines.length - visible))} more of {formatNumber(lines.length - visible)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
