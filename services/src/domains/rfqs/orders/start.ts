import { refreshSupplierOrderStats } from '../../suppliers/order-stats.js';
import { OrderModel } from './model.js';

/**
 * At API start every supplier with a delivered order is recounted, so a delivery whose scorecard recount was lost
 * (the process stopped between the two writes) is caught up. Only changed figures are written. Returns how many.
 */
export async function recountOrderScorecards(): Promise<number> {
  const suppliers = (await OrderModel.distinct('supplierId', { delivery: { $ne: null } })) as string[];
  let changed = 0;
  for (let i = 0; i < suppliers.length; i += 200) changed += await refreshSupplierOrderStats(suppliers.slice(i, i + 200));
  return changed;
}
