import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Card, errorMessageOf, Field, Heading, HStack, Input, SimpleGrid, Stack, Table, Text, Wrap, formatCount, ErrorAlert, OptionSelect, useAuth } from '@forge/shell-sdk';
import { Checkbox } from '@forge/shell-sdk/widgets';
import {
  FIELD_LABELS,
  MAPPABLE_FIELDS,
  useProcessUpload,
  useSelectSheet,
  type DetectedColumn,
  type MappableField,
  type Upload,
} from '../api';
import { QuantityQuestion } from './QuantityQuestion';
import { SheetsToRead } from './SheetsToRead';
import { assign, assignmentsFromMapping, mappingFromAssignments, previewRows, type ColumnAssignments } from '../mapping';
import { CERTIFICATION_OPTIONS, US_STATES } from '../../../lib/requirements';
import { formatBytes, formatPercent } from '../../../lib/format';

const FIELD_OPTIONS = MAPPABLE_FIELDS.map((field) => ({ value: field, label: FIELD_LABELS[field] }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

function confidencePalette(confidence: number): string {
  if (confidence >= 0.8) return 'green';
  if (confidence >= 0.5) return 'yellow';
  return 'gray';
}

function ColumnCard({
  column,
  samples,
  field,
  onChange,
}: {
  column: DetectedColumn;
  samples: string[];
  field: MappableField | undefined;
  onChange: (field: MappableField | undefined) => void;
}) {
  const header = column.header.trim() || `Column ${column.index + 1}`;
  return (
    <Card.Root size="sm" variant="outline" data-testid={`column-${column.index}`}>
      <Card.Body gap={2}>
        <HStack justify="space-between" align="start" gap={2}>
          <Text fontWeight="semibold" lineClamp={1} title={header}>
            {header}
          </Text>
          {column.detected ? (
            <Badge colorPalette={confidencePalette(column.confidence)} flexShrink={0}>
              {FIELD_LABELS[column.detected]} · {formatPercent(column.confidence)}
            </Badge>
          ) : (
            <Badge colorPalette="gray" flexShrink={0}>
              Not detected
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} h="3em">
          {samples.filter(Boolean).slice(0, 3).join(' · ') || 'No sample values'}
        </Text>
        <Field.Root>
          <Field.Label fontSize="sm">Maps to</Field.Label>
          <OptionSelect
            size="sm"
            aria-label={`Map column ${header}`}
            value={field ?? ''}
            onValueChange={(value) => onChange((value || undefined) as MappableField | undefined)}
            placeholder="Don't import"
            options={FIELD_OPTIONS}
          />
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}

function SheetPicker({ upload }: { upload: Upload }) {
  const selectSheet = useSelectSheet(upload.id);
  if (upload.sheets.length < 2) return null;
  return (
    <Field.Root maxW="sm" invalid={selectSheet.isError}>
      <Field.Label>Sheet</Field.Label>
      <OptionSelect
        disabled={selectSheet.isPending}
        aria-label="Sheet"
        value={upload.sheet ?? upload.sheets[0] ?? ''}
        onValueChange={(sheet) => selectSheet.mutate(sheet)}
        options={upload.sheets.map((sheet) => ({ value: sheet, label: sheet }))}
      />
      <Field.HelperText>Pick the sheet that holds your BOM; we start with the first one.</Field.HelperText>
      {selectSheet.isError && <Field.ErrorText>{errorMessageOf(selectSheet.error)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Step 2: confirm or change what the server detected, set requirements, then start processing. */
export function MappingStep({ upload }: { upload: Upload }) {
  const [assignments, setAssignments] = useState<ColumnAssignments>(() => assignmentsFromMapping(upload));
  const [certifications, setCertifications] = useState<string[]>([]);
  const [state, setState] = useState('');
  const { profile } = useAuth();
  const [deliveryZip, setDeliveryZip] = useState(profile?.deliveryZip ?? '');
  const processUpload = useProcessUpload(upload.id);
  const [sheets, setSheets] = useState<string[]>(() => upload.includedSheets ?? upload.sheets);
  const rows = useMemo(() => previewRows(upload), [upload]);
  const mapping = mappingFromAssignments(assignments);
  const canProcess = (['partNumber', 'description', 'mpn', 'value', 'supplierPn', 'refDes'] as const).some((f) => mapping[f] !== undefined);

  const submit = () => {
    processUpload.mutate({
      mapping,
      ...(upload.sheets.length > 1 ? { sheets } : {}),
      requirements: {
        ...(certifications.length ? { certifications } : {}),
        ...(state ? { state } : {}),
        ...(deliveryZip.trim() ? { deliveryZip: deliveryZip.trim() } : {}),
      },
    });
  };

  return (
    <Stack gap={8}>
      <Stack gap={1}>
        <Heading as="h2" size="lg">
          Check the columns
        </Heading>
        <Text color="fg.muted">
          {upload.fileName} · {formatBytes(upload.size)} · {formatCount(upload.lineCount)} lines
          {upload.headerRow != null ? ` · header found on row ${upload.headerRow + 1}` : ''}
        </Text>
        <Text color="fg.muted">
          We detected what each column holds. Confirm or change it; we remember your choice for files with the same
          headers.
        </Text>
        {upload.format && (
          <Text fontSize="sm" data-testid="detected-format">
            Recognised as a <strong>{upload.format}</strong> export: its columns are mapped for you.
          </Text>
        )}
      </Stack>

      <SheetPicker upload={upload} />
      <SheetsToRead sheets={upload.sheets} mapped={upload.sheet ?? upload.sheets[0] ?? ''} included={sheets} onChange={setSheets} />

      <QuantityQuestion
        columns={upload.columns}
        samples={(index) => rows.map((row) => row[index] ?? '')}
        chosen={mapping.quantity}
        onChoose={(index) => setAssignments((current) => assign(current, index, 'quantity'))}
      />

      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4} role="group" aria-label="Column mapping">
        {upload.columns.map((column) => (
          <ColumnCard
            key={`${upload.sheet ?? ''}:${column.index}`}
            column={column}
            samples={rows.map((row) => row[column.index] ?? '')}
            field={assignments[column.index]}
            onChange={(field) => setAssignments((current) => assign(current, column.index, field))}
          />
        ))}
      </SimpleGrid>

      <Stack gap={3}>
        <Heading as="h3" size="md">
          Preview
        </Heading>
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="80">
          <Table.Root size="sm" stickyHeader aria-label="Preview of the first lines">
            <Table.Header>
              <Table.Row>
                {upload.columns.map((column) => {
                  const field = assignments[column.index];
                  return (
                    <Table.ColumnHeader key={column.index} minW="32" verticalAlign="top">
                      <Text>{column.header || `Column ${column.index + 1}`}</Text>
                      <Text fontWeight="normal" color={field ? 'brand.fg' : 'fg.subtle'} fontSize="xs">
                        {field ? FIELD_LABELS[field] : 'not imported'}
                      </Text>
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, rowIndex) => (
                <Table.Row key={rowIndex}>
                  {upload.columns.map((column) => (
                    <Table.Cell
                      key={column.index}
                      color={assignments[column.index] ? undefined : 'fg.subtle'}
                      whiteSpace="pre-wrap"
                    >
                      {row[column.index] ?? ''}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>

      <Stack gap={4}>
        <Heading as="h3" size="md">
          Supplier requirements
        </Heading>
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" mb={2}>
            Certifications suppliers must hold
          </Text>
          <Wrap gap={4}>
            {CERTIFICATION_OPTIONS.map((option) => (
              <Checkbox.Root
                key={option.slug}
                colorPalette="brand"
                checked={certifications.includes(option.slug)}
                onCheckedChange={(details) =>
                  setCertifications((current) =>
                    details.checked ? [...current, option.slug] : current.filter((slug) => slug !== option.slug),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Box>
        <Field.Root maxW="sm">
          <Field.Label>Preferred supplier location (optional)</Field.Label>
          <OptionSelect
            aria-label="Preferred state"
            value={state}
            onValueChange={setState}
            placeholder="Anywhere in the US"
            options={STATE_OPTIONS}
          />
        </Field.Root>
        <Field.Root maxW="sm">
          <Field.Label>Delivery ZIP (optional)</Field.Label>
          <Input value={deliveryZip} onChange={(e) => setDeliveryZip(e.target.value)} inputMode="numeric" maxLength={5} placeholder="e.g. 44114" />
          <Field.HelperText>Suppliers are ranked by distance to it{profile?.deliveryZip ? ' (from your profile)' : ''}.</Field.HelperText>
        </Field.Root>
      </Stack>

      <Stack gap={3}>
        {!canProcess && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>Map a part number, description, MPN, value or reference designator column to continue.</Alert.Title>
          </Alert.Root>
        )}
        {canProcess && mapping.quantity === undefined && (
          <Text color="fg.muted" fontSize="sm">
            No quantity column is mapped, so every line counts as 1.
          </Text>
        )}
        {processUpload.isError && <ErrorAlert error={processUpload.error} />}
        <Box>
          <Button
            colorPalette="brand"
            size="lg"
            onClick={submit}
            disabled={!canProcess}
            loading={processUpload.isPending}
            loadingText="Starting"
          >
            Process {formatCount(upload.lineCount)} lines
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
