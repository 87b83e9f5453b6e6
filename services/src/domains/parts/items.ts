import type { PartItem, PartRevision } from '@forge/contract';
import { type z } from 'zod';
import { type PartFieldsSchema, type PartItemCreateSchema, type PartRevisionChangesSchema } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { currentRevision, ownedItem, revisionByLabel, revisionsOf } from './access.js';
import { checkChildren, loadGraph } from './graph.js';
import { PartItemModel, PartRevisionModel, type PartChildDoc, type PartItemDoc, type PartRevisionDoc } from './model.js';
import { nextRevisionLabel, partKeyOf } from './part-key.js';
import { itemView } from './views.js';

type Fields = z.infer<typeof PartFieldsSchema>;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number }).code === 11000;
}

/** 409 naming the item that already has this part number (same after dropping case, spaces and dashes). */
export async function refuseClash(uid: string, partNumber: string, except?: string): Promise<void> {
  const existing = await PartItemModel.findOne({ uid, partKey: partKeyOf(partNumber) }).lean<PartItemDoc>();
  if (existing && String(existing._id) !== except) {
    throw AppError.conflict(`Part number "${partNumber}" is already used by ${existing.partNumber} "${existing.name}" (item ${String(existing._id)}).`, {
      existingItemId: String(existing._id),
      existingPartNumber: existing.partNumber,
    });
  }
}

export async function readItem(principal: Principal, id: string): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  return itemView(item, await revisionsOf(id));
}

/** Copies the current revision's summary onto the item (list, search, sort). */
export async function syncItem(itemId: string): Promise<void> {
  const rev = currentRevision(await revisionsOf(itemId));
  await PartItemModel.updateOne(
    { _id: itemId },
    { $set: { name: rev.name, nameKey: rev.name.toLowerCase(), kind: rev.kind, process: rev.process, unit: rev.unit, revision: rev.label, state: rev.state, isAssembly: rev.children.length > 0 } },
  );
}

export async function createItem(principal: Principal, input: z.infer<typeof PartItemCreateSchema>): Promise<PartItem> {
  const { partNumber, revision, ...fields } = input;
  if (fields.kind === 'standard' && fields.process) throw AppError.badRequest('A process is only for custom parts; leave it empty for a standard part.');
  await refuseClash(principal.uid, partNumber);
  let item: PartItemDoc;
  try {
    item = (
      await PartItemModel.create({
        uid: principal.uid,
        partNumber,
        partKey: partKeyOf(partNumber),
        name: fields.name,
        nameKey: fields.name.toLowerCase(),
        kind: fields.kind,
        process: fields.process,
        unit: fields.unit,
        revision,
        state: 'draft',
      })
    ).toObject();
  } catch (error) {
    if (isDuplicateKey(error)) await refuseClash(principal.uid, partNumber);
    throw error;
  }
  try {
    await PartRevisionModel.create({ itemId: String(item._id), uid: principal.uid, label: revision, seq: 1, state: 'draft', ...fields });
  } catch (error) {
    // An item without a revision would be half-written: remove it.
    await PartItemModel.deleteOne({ _id: item._id });
    throw error;
  }
  return readItem(principal, String(item._id));
}

export async function renumberItem(principal: Principal, id: string, partNumber: string): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  await refuseClash(item.uid, partNumber, id);
  try {
    await PartItemModel.updateOne({ _id: id }, { $set: { partNumber, partKey: partKeyOf(partNumber), needsReview: false } });
  } catch (error) {
    if (isDuplicateKey(error)) await refuseClash(item.uid, partNumber, id);
    throw error;
  }
  return readItem(principal, id);
}

function frozen(rev: PartRevisionDoc): AppError {
  return rev.state === 'released'
    ? AppError.conflict(`Revision ${rev.label} is released; released revisions are frozen; create a new revision to change it.`)
    : AppError.conflict(`Revision ${rev.label} is obsolete and cannot be changed; create a new revision.`);
}

/** Child lines must name the owner's items; the same child may appear once per revision. */
async function checkedChildren(uid: string, itemId: string, children: NonNullable<z.infer<typeof PartRevisionChangesSchema>['children']>): Promise<PartChildDoc[]> {
  const graph = await loadGraph(uid);
  const seen = new Set<string>();
  children.forEach((child, i) => {
    if (!graph.items.has(child.itemId)) throw AppError.badRequest(`Line ${i + 1}: no part master item ${child.itemId} of yours.`);
    if (seen.has(child.itemId)) throw AppError.badRequest(`Line ${i + 1}: ${graph.items.get(child.itemId)!.partNumber} is already a line of this revision; change its quantity instead.`);
    seen.add(child.itemId);
  });
  const docs = children.map((c) => ({ itemId: c.itemId, quantity: c.quantity, findNumber: c.findNumber, referenceDesignators: c.referenceDesignators }));
  checkChildren(graph, itemId, docs);
  return docs;
}

export async function editRevision(principal: Principal, id: string, label: string, changes: z.infer<typeof PartRevisionChangesSchema>): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  const rev = await revisionByLabel(item, label);
  if (rev.state !== 'draft') throw frozen(rev);
  const { children, ...fields } = changes;
  const kind = fields.kind ?? rev.kind;
  const process = fields.process ?? (kind === 'standard' ? '' : rev.process);
  if (kind === 'standard' && process) throw AppError.badRequest('A process is only for custom parts; leave it empty for a standard part.');
  const set: Record<string, unknown> = { ...fields, kind, process };
  if (children) {
    const docs = await checkedChildren(item.uid, id, children);
    set.children = docs;
    set.childIds = docs.map((c) => c.itemId);
  }
  const updated = await PartRevisionModel.updateOne({ _id: rev._id, state: 'draft' }, { $set: set });
  if (updated.modifiedCount === 0 && updated.matchedCount === 0) throw frozen({ ...rev, state: 'released' });
  await syncItem(id);
  return readItem(principal, id);
}

export async function releaseRevision(principal: Principal, id: string, label: string, note: string): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  const rev = await revisionByLabel(item, label);
  if (rev.state !== 'draft') throw AppError.conflict(`Revision ${rev.label} is ${rev.state}; only a draft can be released.`);
  const done = await PartRevisionModel.updateOne({ _id: rev._id, state: 'draft' }, { $set: { state: 'released', releaseNote: note, releasedBy: principal.email || principal.uid, releasedAt: new Date() } });
  if (done.modifiedCount === 0) throw AppError.conflict(`Revision ${rev.label} was changed meanwhile; reload it.`);
  await syncItem(id);
  return readItem(principal, id);
}

export async function obsoleteRevision(principal: Principal, id: string, label: string): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  const rev = await revisionByLabel(item, label);
  if (rev.state === 'obsolete') throw AppError.conflict(`Revision ${rev.label} is already obsolete.`);
  await PartRevisionModel.updateOne({ _id: rev._id }, { $set: { state: 'obsolete' } });
  await syncItem(id);
  return readItem(principal, id);
}

/** A new draft copying the newest revision; one draft at a time, so the next revision is unambiguous. */
export async function newRevision(principal: Principal, id: string, label?: string): Promise<PartItem> {
  const item = await ownedItem(principal, id);
  const revisions = await revisionsOf(id);
  const latest = revisions[revisions.length - 1]!;
  const draft = revisions.find((r) => r.state === 'draft');
  if (draft) throw AppError.conflict(`Revision ${draft.label} is still a draft; edit or release it before starting another.`);
  const nextLabel = label ?? nextRevisionLabel(latest.label);
  if (revisions.some((r) => r.label === nextLabel)) throw AppError.conflict(`${item.partNumber} already has a revision "${nextLabel}".`);
  const copy: Fields & { children: PartChildDoc[]; childIds: string[] } = {
    name: latest.name,
    kind: latest.kind,
    process: latest.process,
    unit: latest.unit,
    material: latest.material,
    description: latest.description,
    attributes: { ...(latest.attributes ?? {}) },
    children: latest.children.map((c) => ({ itemId: c.itemId, quantity: c.quantity, findNumber: c.findNumber, referenceDesignators: [...c.referenceDesignators] })),
    childIds: [...latest.childIds],
  };
  try {
    await PartRevisionModel.create({ itemId: id, uid: item.uid, label: nextLabel, seq: latest.seq + 1, state: 'draft', ...copy });
  } catch (error) {
    if (isDuplicateKey(error)) throw AppError.conflict(`Another revision of ${item.partNumber} was just created; reload the item.`);
    throw error;
  }
  await syncItem(id);
  return readItem(principal, id);
}

/** Revisions as views, for the difference. */
export async function revisionPair(principal: Principal, id: string, from: string, to: string): Promise<[PartRevision, PartRevision]> {
  const view = await readItem(principal, id);
  const find = (label: string) => {
    const rev = view.revisions.find((r) => r.label === label);
    if (!rev) throw AppError.notFound(`${view.partNumber} has no revision "${label}".`);
    return rev;
  };
  return [find(from), find(to)];
}

export type { PartRevisionDoc };
