import { useState } from 'react';
import { Button, HStack, SectionCard, Stack, Text, TextLink, formatUsd, paths, plural, type RfqView } from '@forge/shell-sdk';
import { useOrders } from './api';
import { IssueOrderForm } from './IssueOrderForm';
import { OrderStatusBadge } from './StatusBadge';

/**
 * On an awarded RFQ: its purchase orders, and for the buyer "Issue purchase order" per winning supplier whose awarded
 * lines are not on an order yet. A supplier sees its own orders.
 */
export function RfqOrdersSection({ rfq }: { rfq: RfqView }) {
  const awarded = rfq.status === 'awarded' && rfq.awards.length > 0;
  const orders = useOrders({ rfqId: rfq.id }, awarded);
  const [issuingFor, setIssuingFor] = useState<string | null>(null);
  if (!awarded) return null;
  const items = orders.data?.items ?? [];
  const buyer = rfq.viewer !== 'supplier';
  // awarded lines already on an order; a supplier with awarded lines left gets the button
  const taken = new Set(items.flatMap((o) => o.lineIds));
  const waiting = buyer ? [...new Set(rfq.awards.filter((a) => !taken.has(a.lineId)).map((a) => a.supplierId))] : [];
  const nameOf = (id: string) => rfq.suppliers.find((s) => s.id === id)?.name ?? id;

  return (
    <SectionCard title="Purchase orders">
      <Stack gap={4} data-testid="rfq-orders">
        {orders.isPending && <Text color="fg.muted">Loading purchase orders…</Text>}
        {items.map((o) => (
          <HStack key={o.id} justify="space-between" wrap="wrap" gap={2}>
            <Stack gap={0} minW={0}>
              <TextLink to={paths.order(o.id)} fontWeight="semibold">
                PO {o.number}
              </TextLink>
              <Text fontSize="sm" color="fg.muted">
                {o.supplier.name} · {formatUsd(o.total)} · due {o.dueDate}
              </Text>
            </Stack>
            <OrderStatusBadge status={o.status} />
          </HStack>
        ))}
        {!orders.isPending && items.length === 0 && !buyer && <Text color="fg.muted">The buyer has not issued a purchase order yet.</Text>}
        {waiting.map((supplierId) =>
          issuingFor === supplierId ? (
            <IssueOrderForm key={supplierId} rfq={rfq} supplierId={supplierId} taken={taken} onCancel={() => setIssuingFor(null)} />
          ) : (
            <HStack key={supplierId} justify="space-between" wrap="wrap" gap={2}>
              <Text>
                {nameOf(supplierId)} won {plural(rfq.awards.filter((a) => a.supplierId === supplierId && !taken.has(a.lineId)).length, 'line')} not yet on a purchase order.
              </Text>
              <Button size="sm" colorPalette="green" onClick={() => setIssuingFor(supplierId)}>
                Issue purchase order
              </Button>
            </HStack>
          ),
        )}
      </Stack>
    </SectionCard>
  );
}
