import { Box, Button, Card, Heading, HStack, Link, Skeleton, Stack, Table, Text, notifyError, formatCount, ErrorAlert } from '@forge/shell-sdk';
import { useBuyList, useBuyListExport } from '../api';

const money = (value: number | null) => (value === null ? '—' : `$${value.toFixed(2)}`);

/** Standard lines grouped by the supplier the BOM names, with quantities, prices, totals and links. */
export function BuyList({ uploadId, fileName }: { uploadId: string; fileName: string }) {
  const list = useBuyList(uploadId);
  const exporter = useBuyListExport(uploadId, fileName);
  if (list.isPending) return <Skeleton h="24" />;
  if (list.isError) {
    return <ErrorAlert>The buy list could not be loaded.</ErrorAlert>;
  }
  const data = list.data;
  return (
    <Card.Root variant="outline" data-testid="buy-list">
      <Card.Body gap={4}>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Stack gap={0}>
            <Heading as="h2" size="md">
              Buy list
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {formatCount(data.lines)} standard {data.lines === 1 ? 'line' : 'lines'} from {formatCount(data.groups.length)}{' '}
              {data.groups.length === 1 ? 'supplier' : 'suppliers'}
              {data.total !== null ? ` · ${money(data.total)} from the prices in your file` : ''}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" disabled={data.lines === 0} loading={exporter.isPending} onClick={() => exporter.mutate(undefined, { onError: (e) => notifyError(e, 'Export failed') })}>
            Export buy list (CSV)
          </Button>
        </HStack>
        {data.groups.length === 0 && <Text color="fg.muted">No standard parts to buy in this BOM.</Text>}
        {data.groups.map((group) => (
          <Box key={group.supplier}>
            <HStack justify="space-between" mb={1}>
              <Heading as="h3" size="sm">
                {group.supplier}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {money(group.total)}
              </Text>
            </HStack>
            <Table.ScrollArea borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Item</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {group.items.map((item) => (
                    <Table.Row key={item.lineId}>
                      <Table.Cell minW="48">
                        {item.link ? (
                          <Link href={item.link} target="_blank" rel="noopener noreferrer" color="brand.fg">
                            {item.name}
                          </Link>
                        ) : (
                          item.name
                        )}
                        <Text fontSize="xs" color="fg.muted">
                          Line {item.lineNo}
                          {[item.supplierPn, item.mpn, item.partNumber].filter(Boolean).slice(0, 1).map((code) => ` · ${code}`)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{item.quantity === null ? '—' : `${formatCount(item.quantity)}${item.unit !== 'ea' ? ` ${item.unit}` : ''}`}</Table.Cell>
                      <Table.Cell textAlign="end">{money(item.unitPrice)}</Table.Cell>
                      <Table.Cell textAlign="end">{money(item.total)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
