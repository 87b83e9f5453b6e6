import { PART_MAX_DEPTH } from '@forge/contract';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { readBomTable } from '../bom/queries.js';
import { loadGraph } from './graph.js';
import { planImport, type ImportPlan } from './import-rows.js';
import { syncItem } from './items.js';
import { PartItemModel, PartRevisionModel, type PartItemDoc } from './model.js';
import { partKeyOf } from './part-key.js';

/** Cycles and depth over the file's lines joined to the owner's stored structures, before anything is written. */
function checkPlan(plan: ImportPlan, edges: Map<string, string[]>, numberOf: (key: string) => string): void {
  const state = new Map<string, 'open' | 'done'>();
  const height = new Map<string, number>();
  const visit = (key: string, path: string[]): number => {
    if (state.get(key) === 'done') return height.get(key)!;
    if (state.get(key) === 'open') {
      const loop = [...path.slice(path.indexOf(key)), key].map(numberOf);
      throw AppError.conflict(`That import would make a loop: ${loop.join(' → ')}.`, { path: loop });
    }
    state.set(key, 'open');
    let deepest = 0;
    for (const child of edges.get(key) ?? []) deepest = Math.max(deepest, visit(child, [...path, key]));
    state.set(key, 'done');
    height.set(key, deepest + 1);
    if (deepest + 1 > PART_MAX_DEPTH) throw AppError.badRequest(`${numberOf(key)} would be ${deepest + 1} levels deep; an assembly may have at most ${PART_MAX_DEPTH} levels.`);
    return deepest + 1;
  };
  for (const key of plan.parts.keys()) visit(key, []);
}

/**
 * Imports a level-numbered BOM: new parts are created (revision from the file, else A, draft), existing parts of
 * the owner with the same number are reused. An existing part can take children from the file only while its
 * current revision is a draft without lines. Everything is checked first; a failed write removes what it wrote.
 */
export async function importStructure(principal: Principal, buffer: Buffer, fileName: string): Promise<{ top: string[]; created: number; reused: number; lines: number; levels: number }> {
  const plan = planImport(await readBomTable(buffer, fileName), fileName);
  const graph = await loadGraph(principal.uid);
  const existingByKey = new Map<string, PartItemDoc>([...graph.items.values()].map((i) => [i.partKey, i]));
  const keyOfId = new Map([...graph.items.values()].map((i) => [String(i._id), i.partKey]));

  const edges = new Map<string, string[]>();
  for (const [id, rev] of graph.current) edges.set(keyOfId.get(id)!, rev.childIds.map((c) => keyOfId.get(c)!).filter(Boolean));
  for (const part of plan.parts.values()) {
    if (!part.children) continue;
    const existing = existingByKey.get(part.key);
    if (existing) {
      const rev = graph.current.get(String(existing._id))!;
      if (rev.state !== 'draft') throw AppError.conflict(`${existing.partNumber} revision ${rev.label} is ${rev.state}; released revisions are frozen; create a new revision before importing its structure.`);
      if (rev.children.length) throw AppError.conflict(`${existing.partNumber} revision ${rev.label} already has ${rev.children.length} lines; the import does not replace them.`);
    }
    edges.set(part.key, part.children.map((c) => c.key));
  }
  checkPlan(plan, edges, (key) => plan.parts.get(key)?.partNumber ?? existingByKey.get(key)?.partNumber ?? key);

  const batch = randomUUID();
  const idOf = new Map<string, string>();
  for (const [key, item] of existingByKey) idOf.set(key, String(item._id));
  const fresh = [...plan.parts.values()].filter((p) => !existingByKey.has(p.key));
  // Generated numbers carry the import's tag so two imports never produce the same one.
  const tag = batch.slice(0, 6).toUpperCase();
  const numberOf = (p: (typeof fresh)[number]) => (p.generated ? p.partNumber.replace(/^NEW-/, `NEW-${tag}-`) : p.partNumber);
  const filled: string[] = [];
  try {
    const created = await PartItemModel.insertMany(
      fresh.map((p) => ({ uid: principal.uid, partNumber: numberOf(p), partKey: partKeyOf(numberOf(p)), name: p.name, nameKey: p.name.toLowerCase(), unit: p.unit, revision: p.revision, state: 'draft', needsReview: p.generated, isAssembly: Boolean(p.children?.length), batch })),
      { ordered: true },
    );
    created.forEach((doc, i) => idOf.set(fresh[i]!.key, String(doc._id)));
    const childrenOf = (key: string) =>
      (plan.parts.get(key)!.children ?? []).map((c) => ({ itemId: idOf.get(c.key)!, quantity: c.quantity, findNumber: c.findNumber, referenceDesignators: c.referenceDesignators }));
    await PartRevisionModel.insertMany(
      fresh.map((p) => {
        const children = childrenOf(p.key);
        return { itemId: idOf.get(p.key)!, uid: principal.uid, label: p.revision, seq: 1, state: 'draft', name: p.name, unit: p.unit, material: p.material, children, childIds: children.map((c) => c.itemId), batch };
      }),
      { ordered: true },
    );
    for (const part of plan.parts.values()) {
      const existing = existingByKey.get(part.key);
      if (!existing || !part.children) continue;
      const children = childrenOf(part.key);
      const rev = graph.current.get(String(existing._id))!;
      const done = await PartRevisionModel.updateOne({ _id: rev._id, state: 'draft', childIds: { $size: 0 } }, { $set: { children, childIds: children.map((c) => c.itemId) } });
      if (done.modifiedCount === 0) throw AppError.conflict(`${existing.partNumber} changed during the import; nothing was imported.`);
      filled.push(String(rev._id));
      await syncItem(String(existing._id));
    }
  } catch (error) {
    await PartRevisionModel.deleteMany({ uid: principal.uid, batch });
    await PartItemModel.deleteMany({ uid: principal.uid, batch });
    if (filled.length) await PartRevisionModel.updateMany({ _id: { $in: filled } }, { $set: { children: [], childIds: [] } });
    if ((error as { code?: number }).code === 11000) throw AppError.conflict('Another import or edit added the same part numbers meanwhile; nothing was imported. Try again.');
    throw error;
  }
  return { top: plan.top.map((k) => idOf.get(k)!), created: fresh.length, reused: plan.parts.size - fresh.length, lines: plan.lines, levels: plan.levels };
}
