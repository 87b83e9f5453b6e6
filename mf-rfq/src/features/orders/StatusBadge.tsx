import { Badge, type OrderStatus } from '@forge/shell-sdk';
import { ORDER_STATUS_LABELS } from '@forge/shell-sdk/buying-contract';

const PALETTES: Record<OrderStatus, string> = { issued: 'blue', accepted: 'purple', 'in-production': 'orange', shipped: 'yellow', delivered: 'green', closed: 'gray' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge colorPalette={PALETTES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
