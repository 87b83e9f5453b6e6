import { Badge, Box, Button, Field, Grid, HStack, IconButton, Input, OptionSelect, Stack, Text } from '@forge/shell-sdk';
import { PlusIcon, TrashIcon } from '../../../lib/icons';
import type { ProcessOption } from '../api';
import { MAX_LINES, blankLine, type FormErrors, type LineDraft } from '../form';

interface Props {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  processes: ProcessOption[];
  errors: FormErrors;
}

// #, part, material, process, quantity, remove
const COLUMNS = { base: '1fr', md: '2rem minmax(0, 2.4fr) minmax(0, 1.1fr) minmax(0, 1.3fr) 7.5rem 2.5rem' };

function HeaderRow() {
  return (
    <Grid templateColumns={COLUMNS} gap={3} px={4} display={{ base: 'none', md: 'grid' }} color="fg.muted" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" aria-hidden="true">
      <Text>#</Text>
      <Text>Part</Text>
      <Text>Material</Text>
      <Text>Process</Text>
      <Text textAlign="end">Quantity</Text>
      <span />
    </Grid>
  );
}

/** A BOM line's material or process: fixed, shown as text (labelled on phones, where no header row names it). */
function FixedValue({ label, value }: { label: string; value: string }) {
  return (
    <Text fontSize="sm" pt={{ md: 2 }}>
      <Text as="span" color="fg.muted" display={{ base: 'inline', md: 'none' }}>
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function LineRow({ line, index, update, remove, processes, errors, removable }: {
  line: LineDraft;
  index: number;
  update: (patch: Partial<LineDraft>) => void;
  remove: () => void;
  processes: ProcessOption[];
  errors: FormErrors;
  removable: boolean;
}) {
  const n = index + 1;
  const quantityError = errors[`${line.key}.quantity`];
  const descriptionError = errors[`${line.key}.description`];
  const label = line.partNumber || line.description || `line ${n}`;
  return (
    <Box as="li" position="relative" borderWidth="1px" borderColor={quantityError || descriptionError ? 'red.300' : 'border'} borderRadius="lg" bg="bg" p={4} data-testid="rfq-line" aria-label={`Line ${n}: ${label}`}>
      <Grid templateColumns={COLUMNS} columnGap={3} rowGap={{ base: 2, md: 3 }} alignItems="start">
        <Text color="fg.muted" fontWeight="semibold" pt={{ md: 2 }} display={{ base: 'none', md: 'block' }}>
          {n}
        </Text>
        {line.source ? (
          <Stack gap={1} minW={0} pr={{ base: 10, md: 0 }}>
            <HStack gap={2} wrap="wrap">
              <Text fontWeight="semibold" wordBreak="break-word">
                {line.partNumber || '—'}
              </Text>
              <Badge size="sm" variant="outline" colorPalette="gray">
                BOM line {line.source.lineNo}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {line.description || 'No description'}
            </Text>
          </Stack>
        ) : (
          <Stack gap={2} minW={0} pr={{ base: 10, md: 0 }}>
            <Input size="sm" aria-label={`Part number, line ${n}`} placeholder="Part number" value={line.partNumber} maxLength={100} onChange={(e) => update({ partNumber: e.target.value })} />
            <Field.Root invalid={Boolean(descriptionError)}>
              <Input size="sm" aria-label={`Description, line ${n}`} placeholder="Description (e.g. machined bracket, 2 holes)" value={line.description} maxLength={500} onChange={(e) => update({ description: e.target.value })} />
              {descriptionError && <Field.ErrorText>{descriptionError}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}
        {line.source ? (
          <FixedValue label="Material" value={line.material || '—'} />
        ) : (
          <Input size="sm" aria-label={`Material, line ${n}`} placeholder="Material" value={line.material} maxLength={120} onChange={(e) => update({ material: e.target.value })} />
        )}
        {line.source ? (
          <FixedValue label="Process" value={line.processName || 'Not classified'} />
        ) : (
          <OptionSelect
            size="sm"
            aria-label={`Process, line ${n}`}
            value={line.process}
            onValueChange={(slug) => update({ process: slug, processName: processes.find((p) => p.slug === slug)?.name ?? '' })}
            placeholder="Any process"
            options={processes.map((p) => ({ value: p.slug, label: p.name }))}
          />
        )}
        <Field.Root invalid={Boolean(quantityError)}>
          <HStack gap={2} w="full">
            <Text as="span" aria-hidden="true" fontSize="sm" color="fg.muted" display={{ base: 'block', md: 'none' }} flexShrink={0}>
              Quantity
            </Text>
            <Input
              id={`qty-${line.key}`}
              size="sm"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              textAlign="end"
              aria-label={`Quantity, line ${n}`}
              value={line.quantity}
              onChange={(e) => update({ quantity: e.target.value })}
            />
            {line.unit && line.unit !== 'ea' && (
              <Text fontSize="sm" color="fg.muted">
                {line.unit}
              </Text>
            )}
          </HStack>
          {quantityError && <Field.ErrorText>{quantityError}</Field.ErrorText>}
        </Field.Root>
        {/* Phones: top-right corner of the card; wide screens: the last column. */}
        <Box position={{ base: 'absolute', md: 'static' }} top={3} right={3} justifySelf="end">
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Remove line ${n}`} onClick={remove} disabled={!removable}>
            <TrashIcon />
          </IconButton>
        </Box>
      </Grid>
    </Box>
  );
}

/** The RFQ's line items: BOM lines (content fixed, quantity editable) and lines typed in here. */
export function LineItemsEditor({ lines, onChange, processes, errors }: Props) {
  const update = (key: string, patch: Partial<LineDraft>) => onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack gap={3}>
      {lines.length > 0 && <HeaderRow />}
      <Stack as="ul" listStyleType="none" gap={3} aria-label="Line items">
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            line={line}
            index={index}
            processes={processes}
            errors={errors}
            removable
            update={(patch) => update(line.key, patch)}
            remove={() => onChange(lines.filter((l) => l.key !== line.key))}
          />
        ))}
      </Stack>
      {lines.length === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p={6} textAlign="center" color="fg.muted">
          No line items yet. Add the parts you need quoted.
        </Box>
      )}
      {errors.lines && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {errors.lines}
        </Text>
      )}
      <Box>
        <Button size="sm" variant="outline" onClick={() => onChange([...lines, blankLine()])} disabled={lines.length >= MAX_LINES}>
          <PlusIcon size={16} /> Add line
        </Button>
      </Box>
    </Stack>
  );
}
