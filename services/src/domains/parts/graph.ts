import { PART_MAX_DEPTH } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { PartItemModel, PartRevisionModel, type PartChildDoc, type PartItemDoc, type PartRevisionDoc } from './model.js';

/**
 * One owner's assembly graph, read in two queries. `current` holds each item's structure (its newest revision that
 * is not obsolete); `anyEdges` holds children of every revision that is not obsolete, so a cycle is refused even
 * through an older revision.
 */
export interface OwnerGraph {
  items: Map<string, PartItemDoc>;
  current: Map<string, PartRevisionDoc>;
  anyEdges: Map<string, Set<string>>;
}

export async function loadGraph(uid: string): Promise<OwnerGraph> {
  const [items, revisions] = await Promise.all([
    PartItemModel.find({ uid }).lean<PartItemDoc[]>(),
    PartRevisionModel.find({ uid }, { itemId: 1, seq: 1, state: 1, label: 1, children: 1, childIds: 1 }).lean<PartRevisionDoc[]>(),
  ]);
  const current = new Map<string, PartRevisionDoc>();
  const anyEdges = new Map<string, Set<string>>();
  for (const rev of revisions) {
    const held = current.get(rev.itemId);
    const better = !held || (held.state === 'obsolete' && rev.state !== 'obsolete') || ((rev.state !== 'obsolete') === (held.state !== 'obsolete') && rev.seq > held.seq);
    if (better) current.set(rev.itemId, rev);
    if (rev.state === 'obsolete') continue;
    const edges = anyEdges.get(rev.itemId) ?? new Set<string>();
    for (const id of rev.childIds) edges.add(id);
    anyEdges.set(rev.itemId, edges);
  }
  return { items: new Map(items.map((i) => [String(i._id), i])), current, anyEdges };
}

function partNumberOf(graph: OwnerGraph, id: string): string {
  return graph.items.get(id)?.partNumber ?? id;
}

/** A path from `from` down to `to` through any revision's children, or null. */
function pathDown(graph: OwnerGraph, from: string, to: string, edgesOf: (id: string) => Iterable<string>): string[] | null {
  const parent = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const id = queue.shift()!;
    if (id === to) {
      const path: string[] = [];
      for (let at: string | null = id; at !== null; at = parent.get(at) ?? null) path.unshift(at);
      return path;
    }
    for (const next of edgesOf(id)) {
      if (parent.has(next)) continue;
      parent.set(next, id);
      queue.push(next);
    }
  }
  return null;
}

/** Levels from `id` down (1 for a part without children), through current revisions. */
export function levelsBelow(graph: OwnerGraph, id: string, childrenOf: (id: string) => readonly PartChildDoc[], memo = new Map<string, number>()): number {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, PART_MAX_DEPTH * 10); // guards against a loop already stored: it reads as too deep
  let deepest = 0;
  for (const child of childrenOf(id)) deepest = Math.max(deepest, levelsBelow(graph, child.itemId, childrenOf, memo));
  memo.set(id, deepest + 1);
  return deepest + 1;
}

/** Levels above `id`: the longest chain of assemblies that use it. */
function levelsAbove(graph: OwnerGraph, id: string): number {
  const parents = new Map<string, string[]>();
  for (const [parentId, rev] of graph.current) for (const childId of rev.childIds) parents.set(childId, [...(parents.get(childId) ?? []), parentId]);
  const memo = new Map<string, number>();
  const above = (at: string, seen: Set<string>): number => {
    const known = memo.get(at);
    if (known !== undefined) return known;
    let most = 0;
    for (const p of parents.get(at) ?? []) if (!seen.has(p)) most = Math.max(most, 1 + above(p, new Set([...seen, p])));
    memo.set(at, most);
    return most;
  };
  return above(id, new Set([id]));
}

/**
 * Refuses children that would make `itemId` contain itself (409 with the loop's part numbers) or a structure
 * deeper than PART_MAX_DEPTH levels, counted from the highest assembly using the item (400).
 */
export function checkChildren(graph: OwnerGraph, itemId: string, children: readonly PartChildDoc[]): void {
  const itemNumber = partNumberOf(graph, itemId);
  for (const child of children) {
    if (child.itemId === itemId) throw AppError.conflict(`A part cannot contain itself: ${itemNumber} → ${itemNumber}.`, { path: [itemNumber, itemNumber] });
    const loop = pathDown(graph, child.itemId, itemId, (id) => graph.anyEdges.get(id) ?? []);
    if (loop) {
      const path = [itemNumber, ...loop.map((id) => partNumberOf(graph, id))];
      throw AppError.conflict(`That would make a loop: ${path.join(' → ')}.`, { path });
    }
  }
  const childrenOf = (id: string) => (id === itemId ? children : (graph.current.get(id)?.children ?? []));
  const total = levelsAbove(graph, itemId) + levelsBelow(graph, itemId, childrenOf);
  if (total > PART_MAX_DEPTH) {
    throw AppError.badRequest(`That structure would be ${total} levels deep; an assembly may have at most ${PART_MAX_DEPTH} levels.`);
  }
}
