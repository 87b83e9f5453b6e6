import { supplierOrderCounts } from '../rfqs/orders/queries.js';
import { publishSupplierChange } from './change-feed.js';
import { SupplierModel } from './model.js';
import { indexSupplier } from './service.js';
import type { SupplierData } from './types.js';

/**
 * The order scorecard on the supplier (issue 35): the rfqs domain counts delivered purchase orders
 * (`supplierOrderCounts`); this stores them as `orderStats` so every replica reads the same figures, and announces
 * the change as any supplier write does (as rfq-stats.ts). The profile shows them from 3 delivered orders (`publicOrderStats`).
 */
export async function refreshSupplierOrderStats(supplierIds: readonly string[], now = new Date()): Promise<number> {
  const counts = await supplierOrderCounts([...new Set(supplierIds)]);
  let changed = 0;
  for (const [id, c] of counts) {
    const current = (await SupplierModel.findById(id, { orderStats: 1 }).lean()) as { orderStats?: Partial<typeof c> | null } | null;
    if (!current) continue;
    const before = current.orderStats;
    if (before && before.completed === c.completed && before.onTime === c.onTime && before.linesInspected === c.linesInspected && before.linesAccepted === c.linesAccepted) continue;
    await SupplierModel.updateOne({ _id: id }, { $set: { orderStats: { ...c, computedAt: now } } });
    // this replica's search index holds the profile; the others re-read it from the change feed
    const doc = (await SupplierModel.collection.findOne({ _id: id } as never)) as unknown as SupplierData | null;
    if (doc) indexSupplier(doc);
    await publishSupplierChange(id);
    changed += 1;
  }
  return changed;
}
