import { invitedSupplierIds, supplierResponseStats } from '../rfqs/queries.js';
import { publishSupplierChange } from './change-feed.js';
import { SupplierModel } from './model.js';
import { indexSupplier } from './service.js';
import type { SupplierData } from './types.js';

/**
 * Trust figures on the supplier (issue 14): the rfqs domain counts invitations, answers and times to quote
 * (`supplierResponseStats`); this stores them on each supplier document as `rfqStats`, so every API replica reads the
 * same figures, puts the supplier back into this process's search index and announces the change on
 * forge:suppliers:changes, as any other supplier write does (the other replicas re-read it). The API shows a figure
 * only from 3 invitations (`publicRfqStats` in the contract).
 */
export async function refreshSupplierRfqStats(supplierIds: readonly string[], now = new Date()): Promise<number> {
  const ids = [...new Set(supplierIds)];
  if (!ids.length) return 0;
  const counts = await supplierResponseStats(ids);
  let changed = 0;
  for (const id of ids) {
    const c = counts.get(id);
    if (!c) continue;
    const current = (await SupplierModel.findById(id, { rfqStats: 1 }).lean()) as { rfqStats?: Partial<typeof c> | null } | null;
    if (!current) continue;
    const before = current.rfqStats;
    if (before && before.invitations === c.invitations && before.answered === c.answered && before.quoted === c.quoted && before.medianHoursToQuote === c.medianHoursToQuote && sameCounts(before.capabilityDeclines, c.capabilityDeclines)) continue;
    await SupplierModel.updateOne({ _id: id }, { $set: { rfqStats: { ...c, computedAt: now } } });
    const doc = (await SupplierModel.collection.findOne({ _id: id } as never)) as unknown as SupplierData | null;
    if (doc) indexSupplier(doc);
    await publishSupplierChange(id);
    changed += 1;
  }
  return changed;
}

const sameCounts = (a: Record<string, number> | undefined, b: Record<string, number>) => {
  const keys = Object.keys(b);
  return Object.keys(a ?? {}).length === keys.length && keys.every((k) => a?.[k] === b[k]);
};

/** Recomputes every invited supplier's figures (the worker on start: an event missed while the API was down is caught up). */
export async function refreshAllSupplierRfqStats(now = new Date()): Promise<number> {
  const ids = await invitedSupplierIds();
  let changed = 0;
  for (let i = 0; i < ids.length; i += 200) changed += await refreshSupplierRfqStats(ids.slice(i, i + 200), now);
  return changed;
}
