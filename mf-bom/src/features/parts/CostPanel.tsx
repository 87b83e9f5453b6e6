import { useState } from 'react';
import { Alert, Field, HStack, Input, Skeleton, Stack, Text, paths, formatCount, ErrorAlert, SectionCard, DataTable, TextLink, type DataColumn, type PartCost } from '@forge/shell-sdk';
import { useCost } from './item-api';

type CostLine = PartCost['lines'][number];
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const COLUMNS: DataColumn<CostLine>[] = [
  { header: 'Part', cellProps: { fontWeight: 'medium' }, cell: (l) => <TextLink to={paths.partItem(l.itemId)}>{l.partNumber}</TextLink> },
  { header: 'Qty', align: 'end', cell: (l) => formatCount(l.quantity) },
  {
    header: 'Unit price',
    align: 'end',
    cell: (l) =>
      l.unitPrice === null ? (
        <Text color="orange.fg">No award</Text>
      ) : (
        <>
          {usd(l.unitPrice)}
          {l.breakMinQuantity !== null && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {' '}
              ({formatCount(l.breakMinQuantity)}+)
            </Text>
          )}
        </>
      ),
  },
  { header: 'Extended', align: 'end', cell: (l) => (l.extended === null ? '—' : usd(l.extended)) },
  { header: 'From', cell: (l) => (l.rfqId ? <TextLink to={paths.rfq(l.rfqId)}>RFQ</TextLink> : '—') },
];

/** Cost for a build quantity from the latest awards, rolled up through the assembly; missing prices are named. */
export function CostPanel({ itemId }: { itemId: string }) {
  const [text, setText] = useState('1');
  const quantity = Number(text);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= 1_000_000;
  const cost = useCost(itemId, valid ? quantity : 1);
  return (
    <SectionCard title="Cost">
      <HStack gap={3} align="end" wrap="wrap">
        <Field.Root maxW="40" invalid={!valid}>
          <Field.Label>Build quantity</Field.Label>
          <Input inputMode="numeric" value={text} onChange={(event) => setText(event.currentTarget.value)} />
          {!valid && <Field.ErrorText>A whole number from 1</Field.ErrorText>}
        </Field.Root>
        {cost.data && (
          <Stack gap={0} aria-live="polite">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {cost.data.complete ? 'Total' : 'Known so far'}
            </Text>
            <Text fontSize="xl" fontWeight="semibold">
              {usd(cost.data.complete ? cost.data.total! : cost.data.knownTotal)}
            </Text>
          </Stack>
        )}
      </HStack>
      {cost.isPending && <Skeleton h="16" />}
      {cost.isError && <ErrorAlert error={cost.error} />}
      {cost.data && cost.data.missing.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            No awarded price yet for {cost.data.missing.map((m) => m.partNumber).join(', ')}: the total is incomplete, not counted as 0.
          </Alert.Title>
        </Alert.Root>
      )}
      {cost.data && <DataTable label="Cost lines" rows={cost.data.lines} rowKey={(l) => l.itemId} columns={COLUMNS} />}
    </SectionCard>
  );
}
