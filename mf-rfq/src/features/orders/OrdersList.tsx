import { Alert, Box, Heading, HStack, Stack, Table, Text, TextLink, errorMessageOf, formatUsd, paths } from '@forge/shell-sdk';
import { ORDER_STATUS_LABELS } from '@forge/shell-sdk/buying-contract';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useOrders } from './api';
import { OrderStatusBadge } from './StatusBadge';

/** /orders — purchase orders I issued as a buyer and those my company received, with whose move is next. */
export function OrdersList() {
  const orders = useOrders();
  if (orders.isPending) return <PageSkeleton titleWidth="30%" blocks={['48']} />;
  if (orders.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorMessageOf(orders.error)}</Alert.Description>
      </Alert.Root>
    );
  }
  const items = orders.data.items;
  return (
    <Stack gap={4}>
      <Heading size="xl">Purchase orders</Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">No purchase orders yet. After you award an RFQ, issue one from the RFQ page; suppliers see the orders they receive here.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Purchase orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((o) => {
                const yourMove = o.next && (o.viewer === o.next.side || o.viewer === 'admin');
                return (
                  <Table.Row key={o.id} data-testid="order-row">
                    <Table.Cell>
                      <TextLink to={paths.order(o.id)} fontWeight="semibold">
                        PO {o.number}
                      </TextLink>
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
                        {o.viewer === 'supplier' ? 'Received' : `To ${o.supplier.name}`} · {o.rfqTitle} · due {o.dueDate}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap={2} wrap="wrap">
                        <OrderStatusBadge status={o.status} />
                        {yourMove && o.next && <Text fontSize="xs">Your move: {ORDER_STATUS_LABELS[o.next.status].toLowerCase()}</Text>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatUsd(o.total)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
