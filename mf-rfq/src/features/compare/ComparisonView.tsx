import { Fragment, useMemo, useState } from 'react';
import { Badge, Box, Button, chakra, HStack, SectionCard, Skeleton, Stack, Table, Text, notify, notifyError, useBreakpointValue, type Comparison, type RfqView, formatCount, plural, formatUsd, ErrorAlert, OptionSelect, type SelectOption } from '@forge/shell-sdk';
import { downloadComparison, useAward, useComparison, DECLINE_LABELS } from '../quotes';
import { AwardDialog } from './AwardDialog';
import { OfferDetails } from './OfferDetails';
import { cheapestSplit, viewLines, type ComparisonFilter, type OfferSort } from './comparison-view';

type Offer = Comparison['lines'][number]['offers'][number];

const SORT_OPTIONS: { value: OfferSort; label: string }[] = [
  { value: 'price', label: 'Unit price' },
  { value: 'lead-time', label: 'Lead time' },
  { value: 'supplier', label: 'Supplier' },
];

function Marks({ offer }: { offer: Offer }) {
  return (
    <HStack gap={1} wrap="wrap">
      {offer.lowestPrice && <Badge colorPalette="green">Lowest price</Badge>}
      {offer.fastestLeadTime && <Badge colorPalette="blue">Fastest</Badge>}
    </HStack>
  );
}

function SupplierTotals({ comparison }: { comparison: Comparison }) {
  return (
    <Stack as="ul" listStyleType="none" gap={2} aria-label="Totals per supplier">
      {comparison.suppliers.map((s) => (
        <HStack as="li" key={s.supplierId} justify="space-between" gap={3} borderWidth="1px" borderRadius="md" px={3} py={2} wrap="wrap" fontSize="sm">
          <Text fontWeight="semibold">{s.supplierName}</Text>
          <Text color={s.answered ? undefined : 'fg.subtle'}>
            {!s.answered
              ? 'No answer yet'
              : s.declinedAll
                ? `No quote: ${DECLINE_LABELS[s.declinedAll.reason]}${s.declinedAll.text ? ` — ${s.declinedAll.text}` : ''}`
                : `${formatUsd(s.total)} for ${plural(s.quotedLines, 'line')} of ${comparison.lineCount} (rev. ${s.revision})${s.validUntil ? ` · valid until ${s.validUntil}` : ''}${s.shippingTerms ? ` · ${s.shippingTerms}` : ''}`}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

interface AwardState {
  kind: 'whole' | 'split';
  supplierId?: string;
}

/** The buyer's side-by-side comparison on /rfq/:id, with sorting, filtering, CSV export and the award (whole or split). */
export function ComparisonView({ rfq }: { rfq: RfqView }) {
  const comparison = useComparison(rfq.id, true);
  const award = useAward(rfq.id);
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [filter, setFilter] = useState<ComparisonFilter>({ sort: 'price', supplierId: '', quotedOnly: false });
  const [picks, setPicks] = useState<Record<string, string> | null>(null);
  const [confirming, setConfirming] = useState<AwardState | null>(null);
  const lines = useMemo(() => (comparison.data ? viewLines(comparison.data, filter) : []), [comparison.data, filter]);

  if (comparison.isPending) return <Skeleton h="40" />;
  if (comparison.isError) {
    return <ErrorAlert error={comparison.error} />;
  }
  const data = comparison.data;
  const canAward = rfq.status === 'open' && rfq.viewer !== 'supplier';
  const split = picks ?? cheapestSplit(data);
  const anyOffer = data.lines.some((l) => l.offers.length > 0);
  const awarded = new Map(rfq.awards.map((a) => [a.lineId, a]));
  const nameOf = (id: string) => data.suppliers.find((s) => s.supplierId === id)?.supplierName ?? id;

  const summary =
    confirming?.kind === 'whole'
      ? [`Every line ${nameOf(confirming.supplierId!)} quoted goes to it.`]
      : Object.entries(split).map(([lineId, supplierId]) => {
          const line = data.lines.find((l) => l.lineId === lineId);
          return `${line?.partNumber || line?.description || lineId} → ${nameOf(supplierId)}`;
        });

  const confirmAward = (reason: string) => {
    const body = confirming?.kind === 'whole' ? { supplierId: confirming.supplierId! } : { lines: Object.entries(split).map(([lineId, supplierId]) => ({ lineId, supplierId })) };
    award.mutate(
      { ...body, reason: reason || undefined },
      {
        onSuccess: (result) => {
          setConfirming(null);
          notify('success', 'RFQ awarded', `${plural(result.awards.length, 'line')} awarded to ${result.winners.map(nameOf).join(' and ')}.`);
        },
        onError: (error) => {
          setConfirming(null);
          notifyError(error, "Couldn't award the RFQ");
        },
      },
    );
  };

  const choose = (lineId: string, supplierId: string) => setPicks({ ...split, [lineId]: supplierId });
  const pickCell = (lineId: string, offer: Offer) =>
    canAward ? (
      <input type="radio" name={`award-${lineId}`} checked={split[lineId] === offer.supplierId} onChange={() => choose(lineId, offer.supplierId)} aria-label={`Award ${lineId} to ${offer.supplierName}`} />
    ) : awarded.get(lineId)?.supplierId === offer.supplierId ? (
      <Badge colorPalette="green">Awarded</Badge>
    ) : null;

  // The two selects that narrow the table: each sets one key of the filter.
  const filterSelects: { key: 'sort' | 'supplierId'; id: string; label: string; width: string; placeholder?: string; options: SelectOption[] }[] = [
    { key: 'sort', id: 'sort', label: 'Sort offers by', width: '10rem', options: SORT_OPTIONS },
    {
      key: 'supplierId',
      id: 'supplier',
      label: 'Supplier',
      width: '14rem',
      placeholder: 'All suppliers',
      options: data.suppliers.map((s) => ({ value: s.supplierId, label: s.supplierName })),
    },
  ];

  return (
    <SectionCard title="Quote comparison">
      <Stack gap={4}>
        <SupplierTotals comparison={data} />
        {!anyOffer ? (
          <Text color="fg.muted">No prices yet. Suppliers' quotes appear here line by line as they arrive.</Text>
        ) : (
          <>
            <HStack gap={3} wrap="wrap" align="end">
              {filterSelects.map((select) => (
                <Stack key={select.key} gap={1}>
                  <chakra.label htmlFor={`cmp-${select.id}`} fontSize="xs" color="fg.muted">
                    {select.label}
                  </chakra.label>
                  <OptionSelect
                    size="sm"
                    w={select.width}
                    id={`cmp-${select.id}`}
                    value={filter[select.key]}
                    onValueChange={(value) => setFilter({ ...filter, [select.key]: value })}
                    placeholder={select.placeholder}
                    options={select.options}
                  />
                </Stack>
              ))}
              <HStack as="label" gap={2} fontSize="sm" pb={1}>
                <input type="checkbox" checked={filter.quotedOnly} onChange={(e) => setFilter({ ...filter, quotedOnly: e.currentTarget.checked })} />
                Only quoted lines
              </HStack>
              <HStack ms="auto" gap={2}>
                {(['csv', 'xlsx'] as const).map((format) => (
                  <Button key={format} size="sm" variant="outline" onClick={() => downloadComparison(rfq.id, format).catch((e: unknown) => notifyError(e, "Couldn't export"))}>
                    Export {format.toUpperCase()}
                  </Button>
                ))}
              </HStack>
            </HStack>

            {compact ? (
              <Stack as="ul" listStyleType="none" gap={3} aria-label="Comparison">
                {lines.map((line) => (
                  <Box as="li" key={line.lineId} borderWidth="1px" borderRadius="lg" p={3} data-testid="comparison-line">
                    <Text fontWeight="semibold">
                      {line.partNumber || line.description} × {formatCount(line.quantity)}
                    </Text>
                    <Stack gap={2} mt={2}>
                      {line.offers.map((o) => (
                        <HStack key={o.supplierId} justify="space-between" align="start" fontSize="sm" gap={2}>
                          <Stack gap={0}>
                            <Text fontWeight="medium">{o.supplierName}</Text>
                            <Text>
                              {formatUsd(o.unitPrice)} · {formatUsd(o.extendedPrice)} · {o.leadTimeDays} d
                            </Text>
                            <Marks offer={o} />
                            <OfferDetails offer={o} />
                          </Stack>
                          {pickCell(line.lineId, o)}
                        </HStack>
                      ))}
                      {line.declines.map((d) => (
                        <Text key={d.supplierId} fontSize="sm" color="fg.muted">
                          {d.supplierName}: no quote — {DECLINE_LABELS[d.reason]}
                          {d.text ? `, ${d.text}` : ''}
                        </Text>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Table.ScrollArea borderWidth="1px" borderRadius="lg">
                <Table.Root size="sm" aria-label="Comparison">
                  <Table.Header bg="bg.subtle">
                    <Table.Row>
                      <Table.ColumnHeader>Line</Table.ColumnHeader>
                      <Table.ColumnHeader>Supplier</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Extended</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Lead time</Table.ColumnHeader>
                      <Table.ColumnHeader />
                      <Table.ColumnHeader>{canAward ? 'Award' : ''}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {lines.map((line) => {
                      const rows = line.offers.length + line.declines.length || 1;
                      const head = (
                        <Table.Cell rowSpan={rows} verticalAlign="top" bg="bg">
                          <Text fontWeight="semibold">{line.partNumber || line.description}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            × {formatCount(line.quantity)} {line.unit}
                          </Text>
                        </Table.Cell>
                      );
                      return (
                        <Fragment key={line.lineId}>
                          {line.offers.map((o, i) => (
                            <Table.Row key={o.supplierId} data-testid="comparison-offer">
                              {i === 0 && head}
                              <Table.Cell>
                                <Text>{o.supplierName}</Text>
                                <OfferDetails offer={o} />
                              </Table.Cell>
                              <Table.Cell textAlign="end">{formatUsd(o.unitPrice)}</Table.Cell>
                              <Table.Cell textAlign="end">{formatUsd(o.extendedPrice)}</Table.Cell>
                              <Table.Cell textAlign="end">{o.leadTimeDays} d</Table.Cell>
                              <Table.Cell>
                                <Marks offer={o} />
                              </Table.Cell>
                              <Table.Cell>{pickCell(line.lineId, o)}</Table.Cell>
                            </Table.Row>
                          ))}
                          {line.declines.map((d, i) => (
                            <Table.Row key={d.supplierId} color="fg.muted">
                              {i === 0 && line.offers.length === 0 && head}
                              <Table.Cell>{d.supplierName}</Table.Cell>
                              <Table.Cell colSpan={5}>
                                No quote — {DECLINE_LABELS[d.reason]}
                                {d.text ? `, ${d.text}` : ''}
                              </Table.Cell>
                            </Table.Row>
                          ))}
                          {rows === 1 && line.offers.length === 0 && line.declines.length === 0 && (
                            <Table.Row>
                              {head}
                              <Table.Cell colSpan={6} color="fg.subtle">
                                No answers for this line
                              </Table.Cell>
                            </Table.Row>
                          )}
                        </Fragment>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
            {canAward && (
              <HStack gap={2} wrap="wrap">
                <Button colorPalette="green" onClick={() => setConfirming({ kind: 'split' })} disabled={Object.keys(split).length === 0}>
                  Award selected lines
                </Button>
                {data.suppliers
                  .filter((s) => s.quotedLines > 0)
                  .map((s) => (
                    <Button key={s.supplierId} variant="outline" colorPalette="green" onClick={() => setConfirming({ kind: 'whole', supplierId: s.supplierId })}>
                      Award all to {s.supplierName}
                    </Button>
                  ))}
              </HStack>
            )}
          </>
        )}
      </Stack>
      <AwardDialog
        open={confirming !== null}
        title={confirming?.kind === 'whole' ? `Award the RFQ to ${nameOf(confirming.supplierId!)}?` : 'Award the selected lines?'}
        summary={summary}
        busy={award.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={confirmAward}
      />
    </SectionCard>
  );
}
