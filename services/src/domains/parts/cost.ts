import type { PartCost } from '@forge/contract';
import type { Principal } from '../../lib/auth.js';
import { awardedLinesForBuyer, type AwardedLine } from '../rfqs/queries.js';
import { ownedItem } from './access.js';
import { loadGraph, type OwnerGraph } from './graph.js';
import type { PartItemDoc } from './model.js';
import { partKeyOf } from './part-key.js';

type CostLine = PartCost['lines'][number];

/** The price that applies at a quantity: the deepest quantity break reached, else the awarded unit price. */
function priceAt(award: AwardedLine, quantity: number): { unitPrice: number; breakMinQuantity: number | null } {
  let chosen: { unitPrice: number; breakMinQuantity: number | null } = { unitPrice: award.unitPrice, breakMinQuantity: null };
  for (const b of [...award.breaks].sort((x, y) => x.minQuantity - y.minQuantity)) if (b.minQuantity <= quantity) chosen = { unitPrice: b.unitPrice, breakMinQuantity: b.minQuantity };
  return chosen;
}

/** The latest award per item: an RFQ line made from one of the item's BOM lines, or with the item's part number. */
function latestAwards(graph: OwnerGraph, awarded: AwardedLine[]): Map<string, AwardedLine> {
  const bySource = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const [id, item] of graph.items) {
    byKey.set(item.partKey, id);
    for (const s of item.sources) bySource.set(`${s.uploadId}|${s.lineId}`, id);
  }
  const latest = new Map<string, AwardedLine>();
  // newest first: the first award seen for an item is its latest
  for (const line of awarded) {
    const id = (line.source && bySource.get(`${line.source.uploadId}|${line.source.lineId}`)) || (line.partNumber.trim() ? byKey.get(partKeyOf(line.partNumber)) : undefined);
    if (id && !latest.has(id)) latest.set(id, line);
  }
  return latest;
}

/**
 * The cost of building `buildQuantity` of an item from real awards. A leaf (or a sub-assembly bought as a unit, one
 * with its own award) is priced at the latest award with the break its total quantity reaches; an assembly is the
 * sum of its lines. A part without an award is named as missing, never counted as 0: then `total` is null.
 */
export async function costOf(principal: Principal, id: string, buildQuantity: number): Promise<PartCost> {
  const item = await ownedItem(principal, id);
  const graph = await loadGraph(item.uid);
  const awards = latestAwards(graph, await awardedLinesForBuyer(item.uid));
  const needed = new Map<string, number>();
  const walk = (itemId: string, quantity: number, top: boolean) => {
    const children = graph.current.get(itemId)?.children ?? [];
    if (children.length && (top || !awards.has(itemId))) {
      for (const child of children) walk(child.itemId, quantity * child.quantity, false);
      return;
    }
    needed.set(itemId, (needed.get(itemId) ?? 0) + quantity);
  };
  walk(id, buildQuantity, true);

  const lines: CostLine[] = [...needed].map(([itemId, quantity]) => {
    const part = graph.items.get(itemId) as PartItemDoc | undefined;
    const award = awards.get(itemId);
    const price = award ? priceAt(award, quantity) : null;
    return {
      itemId,
      partNumber: part?.partNumber ?? itemId,
      name: part?.name ?? '',
      quantity,
      unitPrice: price?.unitPrice ?? null,
      extended: price ? Math.round(price.unitPrice * quantity * 100) / 100 : null,
      rfqId: award?.rfqId ?? null,
      breakMinQuantity: price?.breakMinQuantity ?? null,
      missing: !price,
    };
  });
  lines.sort((a, b) => a.partNumber.localeCompare(b.partNumber));
  const knownTotal = Math.round(lines.reduce((sum, l) => sum + (l.extended ?? 0), 0) * 100) / 100;
  const missing = lines.filter((l) => l.missing).map((l) => ({ itemId: l.itemId, partNumber: l.partNumber }));
  return { itemId: id, buildQuantity, currency: 'USD', total: missing.length ? null : knownTotal, knownTotal, complete: missing.length === 0, lines, missing };
}
