import type { PartItem, PartItemSummary, PartRevision } from '@forge/contract';
import { PartItemModel, type PartItemDoc, type PartRevisionDoc } from './model.js';

export function summaryView(item: PartItemDoc): PartItemSummary {
  return {
    id: String(item._id),
    partNumber: item.partNumber,
    name: item.name,
    kind: item.kind,
    process: item.process,
    unit: item.unit,
    revision: item.revision,
    state: item.state,
    isAssembly: item.isAssembly,
    needsReview: item.needsReview,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** Part numbers and names of the children, read in one query. */
export async function childNames(revisions: PartRevisionDoc[]): Promise<Map<string, { partNumber: string; name: string }>> {
  const ids = [...new Set(revisions.flatMap((r) => r.childIds))];
  const docs = ids.length ? await PartItemModel.find({ _id: { $in: ids } }, { partNumber: 1, name: 1 }).lean<PartItemDoc[]>() : [];
  return new Map(docs.map((d) => [String(d._id), { partNumber: d.partNumber, name: d.name }]));
}

export function revisionView(rev: PartRevisionDoc, names: Map<string, { partNumber: string; name: string }>): PartRevision {
  return {
    id: String(rev._id),
    label: rev.label,
    seq: rev.seq,
    state: rev.state,
    name: rev.name,
    kind: rev.kind,
    process: rev.process,
    unit: rev.unit,
    material: rev.material,
    description: rev.description,
    attributes: { ...(rev.attributes ?? {}) },
    children: rev.children.map((c) => ({
      itemId: c.itemId,
      partNumber: names.get(c.itemId)?.partNumber ?? '(removed)',
      name: names.get(c.itemId)?.name ?? '',
      quantity: c.quantity,
      findNumber: c.findNumber,
      referenceDesignators: [...c.referenceDesignators],
    })),
    releaseNote: rev.releaseNote,
    releasedBy: rev.releasedBy,
    releasedAt: rev.releasedAt ? rev.releasedAt.toISOString() : null,
    createdAt: rev.createdAt.toISOString(),
  };
}

/** The item with its revisions, newest first; its fields are the latest revision's. */
export async function itemView(item: PartItemDoc, revisions: PartRevisionDoc[]): Promise<PartItem> {
  const names = await childNames(revisions);
  const sorted = [...revisions].sort((a, b) => b.seq - a.seq);
  const latest = sorted[0]!;
  return {
    ...summaryView(item),
    material: latest.material,
    description: latest.description,
    attributes: { ...(latest.attributes ?? {}) },
    sources: item.sources.map((s) => ({ uploadId: s.uploadId, lineId: s.lineId })),
    revisions: sorted.map((r) => revisionView(r, names)),
  };
}
