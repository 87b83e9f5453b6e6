import type { PartTreeNode } from '@forge/contract';
import { type z } from 'zod';
import type { PartWhereUsedSchema } from '@forge/contract';
import type { Principal } from '../../lib/auth.js';
import { ownedItem } from './access.js';
import { loadGraph, type OwnerGraph } from './graph.js';

/** The item's tree through each part's current revision (cycles cannot be stored, see graph.ts). */
export function explode(graph: OwnerGraph, itemId: string, quantity = 1, findNumber = '', referenceDesignators: string[] = []): PartTreeNode {
  const item = graph.items.get(itemId);
  const rev = graph.current.get(itemId);
  return {
    itemId,
    partNumber: item?.partNumber ?? '(removed)',
    name: item?.name ?? '',
    revision: rev?.label ?? '',
    state: rev?.state ?? 'draft',
    quantity,
    findNumber,
    referenceDesignators,
    children: (rev?.children ?? []).map((c) => explode(graph, c.itemId, c.quantity, c.findNumber, [...c.referenceDesignators])),
  };
}

function measure(node: PartTreeNode): { levels: number; lines: number } {
  let levels = 1;
  let lines = node.children.length;
  for (const child of node.children) {
    const below = measure(child);
    levels = Math.max(levels, below.levels + 1);
    lines += below.lines;
  }
  return { levels, lines };
}

export async function structureOf(principal: Principal, id: string): Promise<{ tree: PartTreeNode; levels: number; lines: number }> {
  const item = await ownedItem(principal, id);
  const tree = explode(await loadGraph(item.uid), id);
  return { tree, ...measure(tree) };
}

/** Rows of the indented export: level 0 is the item itself. */
export function indentedRows(tree: PartTreeNode): (string | number)[][] {
  const rows: (string | number)[][] = [['Level', 'Find number', 'Part number', 'Name', 'Revision', 'Quantity', 'Reference designators']];
  const walk = (node: PartTreeNode, level: number) => {
    rows.push([level, node.findNumber, `${'  '.repeat(level)}${node.partNumber}`, node.name, node.revision, node.quantity, node.referenceDesignators.join(' ')]);
    for (const child of node.children) walk(child, level + 1);
  };
  walk(tree, 0);
  return rows;
}

/** Every assembly using the item at any level (level 1: a direct parent), through current revisions. */
export async function assembliesUsing(principal: Principal, id: string): Promise<z.infer<typeof PartWhereUsedSchema>['assemblies']> {
  const item = await ownedItem(principal, id);
  const graph = await loadGraph(item.uid);
  const parents = new Map<string, { parentId: string; quantity: number }[]>();
  for (const [parentId, rev] of graph.current) {
    for (const child of rev.children) parents.set(child.itemId, [...(parents.get(child.itemId) ?? []), { parentId, quantity: child.quantity }]);
  }
  const found: z.infer<typeof PartWhereUsedSchema>['assemblies'] = [];
  const seen = new Set<string>([id]);
  let frontier = [id];
  for (let level = 1; frontier.length; level++) {
    const next: string[] = [];
    for (const at of frontier) {
      for (const { parentId, quantity } of parents.get(at) ?? []) {
        if (seen.has(parentId)) continue;
        seen.add(parentId);
        next.push(parentId);
        const parent = graph.items.get(parentId);
        found.push({ itemId: parentId, partNumber: parent?.partNumber ?? '', name: parent?.name ?? '', revision: graph.current.get(parentId)?.label ?? '', level, quantity });
      }
    }
    frontier = next;
  }
  return found;
}
