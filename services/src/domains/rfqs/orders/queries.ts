import type { Principal } from '../../../lib/auth.js';
import { ownedCompanyIdFor } from '../service.js';
import { orderSummary } from './access.js';
import { OrderModel, type OrderDoc } from './model.js';

export interface SupplierOrderCounts {
  /** Orders delivered (and closed after delivery). */
  completed: number;
  /** Of those, received on or before the PO due date. */
  onTime: number;
  linesInspected: number;
  linesAccepted: number;
}

/** Per supplier, its scorecard counts from delivered orders (the suppliers domain stores them: order-stats.ts). */
export async function supplierOrderCounts(supplierIds: readonly string[]): Promise<Map<string, SupplierOrderCounts>> {
  const counts = new Map<string, SupplierOrderCounts>(supplierIds.map((id) => [id, { completed: 0, onTime: 0, linesInspected: 0, linesAccepted: 0 }]));
  const delivered = await OrderModel.find({ supplierId: { $in: [...supplierIds] }, delivery: { $ne: null } }, { supplierId: 1, delivery: 1 }).lean<Pick<OrderDoc, 'supplierId' | 'delivery'>[]>();
  for (const order of delivered) {
    const c = counts.get(order.supplierId);
    if (!c || !order.delivery) continue;
    c.completed += 1;
    if (order.delivery.onTime) c.onTime += 1;
    c.linesInspected += order.delivery.lines.length;
    c.linesAccepted += order.delivery.lines.filter((l) => l.accepted).length;
  }
  return counts;
}

/** The orders a caller is party to: issued as the buyer, or received by the company it owns; newest first. */
export async function listOrders(principal: Principal, query: { role?: 'buyer' | 'supplier' | undefined; rfqId?: string | undefined }) {
  const companyId = query.role === 'buyer' ? null : await ownedCompanyIdFor(principal);
  const sides: Record<string, unknown>[] = [];
  if (query.role !== 'supplier') sides.push({ uid: principal.uid });
  if (companyId) sides.push({ supplierId: companyId });
  if (!sides.length) return { items: [] };
  const filter: Record<string, unknown> = { $or: sides };
  if (query.rfqId) filter.rfqId = query.rfqId;
  const docs = await OrderModel.find(filter, { events: 0, files: 0 }).sort({ createdAt: -1, _id: -1 }).limit(200).lean<OrderDoc[]>();
  return { items: docs.map((d) => orderSummary(d, d.uid === principal.uid ? 'buyer' : 'supplier')) };
}
