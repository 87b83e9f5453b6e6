import type { ReactNode } from 'react';
import { Alert, Box, Button, Grid, Heading, HStack, ParentCrumb, SectionCard, Stack, Table, Text, TextLink, errorMessageOf, errorStatus, formatUsd, notifyError, paths, type Order } from '@forge/shell-sdk';
import { PageSkeleton } from '../../components/PageSkeleton';
import { orderPdfPath, useDownload, useOrder } from './api';
import { AttachFile } from './AttachFile';
import { OrderStatusBadge } from './StatusBadge';
import { StepPanel } from './StepPanel';
import { OrderTimeline } from './Timeline';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0.5} minW={0}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontWeight="semibold">
        {label}
      </Text>
      <Box fontWeight="medium" wordBreak="break-word">
        {children}
      </Box>
    </Stack>
  );
}

function Lines({ order }: { order: Order }) {
  const verdict = new Map(order.delivery?.lines.map((l) => [l.lineId, l]) ?? []);
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Order lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Part</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Extended</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((l) => {
            const v = verdict.get(l.lineId);
            return (
              <Table.Row key={l.lineId}>
                <Table.Cell>
                  <Text fontWeight="medium">{l.partNumber || l.description}</Text>
                  {l.partNumber && l.description && <Text fontSize="xs" color="fg.muted">{l.description}</Text>}
                  {v && <Text fontSize="xs" color={v.accepted ? 'green.700' : 'red.700'}>{v.accepted ? 'Accepted' : `Rejected: ${v.reason}`}</Text>}
                </Table.Cell>
                <Table.Cell textAlign="end">{`${l.quantity} ${l.unit}`}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(l.unitPrice)}</Table.Cell>
                <Table.Cell textAlign="end">{formatUsd(l.extended)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /orders/:id — one purchase order: its facts, lines, the next step for the side that owns it, and the timeline. */
export function OrderView({ id }: { id: string }) {
  const query = useOrder(id);
  const download = useDownload();
  if (query.isPending) return <PageSkeleton titleWidth="40%" blocks={['16', '48', '32']} />;
  if (query.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description>{errorStatus(query.error) === 404 ? `No purchase order with id "${id}" that you can see.` : errorMessageOf(query.error)}</Alert.Description>
      </Alert.Root>
    );
  }
  const order = query.data;
  const s = order.shipTo;
  return (
    <Stack gap={6} data-testid="order-view">
      <ParentCrumb to={paths.orders()} label="Purchase orders" current={`PO ${order.number}`} />
      <HStack justify="space-between" align="start" wrap="wrap" gap={3}>
        <Stack gap={1} minW={0}>
          <Heading size="xl" wordBreak="break-word">
            PO {order.number}
          </Heading>
          <Text color="fg.muted" wordBreak="break-word">
            For <TextLink to={paths.rfq(order.rfqId)}>{order.rfqTitle}</TextLink>
          </Text>
        </Stack>
        <HStack gap={2}>
          <OrderStatusBadge status={order.status} />
          <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate({ path: orderPdfPath(order.id), name: `purchase-order-${order.number}.pdf`, type: 'application/pdf' }, { onError: (e) => notifyError(e, "Couldn't download the PDF") })}>
            Download PDF
          </Button>
        </HStack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(4, minmax(0, 1fr))' }} gap={4} as="dl">
        <Fact label="Supplier">
          <TextLink to={paths.company(order.supplier.id)}>{order.supplier.name}</TextLink>
        </Fact>
        <Fact label="Total">{formatUsd(order.total)}</Fact>
        <Fact label="Deliver by">{order.dueDate}</Fact>
        <Fact label="Ship to">{`${s.name}, ${s.street}, ${s.city}, ${s.state} ${s.zip}`}</Fact>
      </Grid>
      {order.notes && <Text wordBreak="break-word">Notes: {order.notes}</Text>}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={6}>
        <Stack gap={6} minW={0}>
          <SectionCard title="Lines">
            <Lines order={order} />
          </SectionCard>
          <SectionCard title="Timeline">
            <OrderTimeline order={order} />
          </SectionCard>
        </Stack>
        <Stack gap={6} minW={0}>
          <SectionCard title="Next step">
            <StepPanel key={order.status} order={order} />
          </SectionCard>
          <SectionCard title="Files">
            <AttachFile order={order} />
          </SectionCard>
        </Stack>
      </Grid>
    </Stack>
  );
}
