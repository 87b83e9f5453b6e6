import { TRUST_MIN_DECIDED_RFQS, type BuyerAwardRate } from '@forge/contract';
import { refreshAllSupplierRfqStats, refreshSupplierRfqStats } from '../suppliers/rfq-stats.js';
import { RfqModel } from './model.js';
import { quietly } from './notify.js';
import { buyerAwardCounts } from './queries.js';

/**
 * Trust signals of issue 14. A buyer's award rate is the rfqs domain's own figure, computed when read. A supplier's
 * response figures are stored on the supplier by the suppliers domain, which this asks to recount after each event
 * that changes them (invitations sent, a quote or decline stored).
 */

/**
 * What invited suppliers see of a buyer's follow-through: RFQs awarded over RFQs decided (awarded, closed, or past
 * their due day), once the buyer has decided at least 3; null before (a buyer new to Forge, not a 0 %).
 */
export async function buyerAwardRates(uids: readonly string[], now = new Date()): Promise<Map<string, BuyerAwardRate | null>> {
  const counts = await buyerAwardCounts(uids, now);
  return new Map(
    [...counts].map(([uid, c]) => [uid, c.decided >= TRUST_MIN_DECIDED_RFQS ? { decided: c.decided, awarded: c.awarded, awardRate: c.awarded / c.decided } : null]),
  );
}

/** Adds each row's buyer award rate to the supplier inbox (the buyer's identity stays on the server). */
export async function withBuyerAwardRates<T extends { id: string }>(inbox: { items: T[] }, now = new Date()): Promise<{ items: (T & { buyerAwardRate: BuyerAwardRate | null })[] }> {
  const owners = await RfqModel.find({ _id: { $in: inbox.items.map((i) => i.id) } }, { uid: 1 }).lean<{ _id: unknown; uid: string }[]>();
  const uidOf = new Map(owners.map((o) => [String(o._id), o.uid]));
  const rates = await buyerAwardRates([...new Set(uidOf.values())], now);
  return { ...inbox, items: inbox.items.map((item) => ({ ...item, buyerAwardRate: rates.get(uidOf.get(item.id) ?? '') ?? null })) };
}

/** After invitations or answers: the suppliers' response figures are recounted (a failure is logged, not thrown). */
export async function refreshResponseStats(supplierIds: readonly string[]): Promise<void> {
  await quietly('supplier response stats', async () => {
    await refreshSupplierRfqStats(supplierIds);
  });
}

/**
 * At API start: recounts every invited supplier, so an answer whose recount was lost (the process stopped between
 * storing the quote and recounting) is caught up. Only changed figures are written and announced.
 */
export const refreshAllResponseStats = (): Promise<number> => refreshAllSupplierRfqStats();
