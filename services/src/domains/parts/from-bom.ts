import type { PartFromBomResultSchema, PartItemSummary } from '@forge/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { listLines } from '../bom/service.js';
import { PartItemModel, PartRevisionModel, type PartItemDoc } from './model.js';
import { partKeyOf } from './part-key.js';
import { summaryView } from './views.js';

type BomLineView = Awaited<ReturnType<typeof listLines>>[number];
type FromBomResult = z.infer<typeof PartFromBomResultSchema>;

interface LineGroup {
  key: string;
  partNumber: string;
  generated: boolean;
  lines: BomLineView[];
}

/** What makes two lines of one upload the same part: the part number, else the same description and MPN. */
function sameness(line: BomLineView): { key: string; partNumber: string } | null {
  if (line.partNumber.trim()) return { key: `pn:${partKeyOf(line.partNumber)}`, partNumber: line.partNumber.trim() };
  const described = [line.description, line.manufacturer, line.mpn].map((v) => v.trim().toLowerCase()).join('|');
  return described.replace(/\|/g, '') ? { key: `desc:${described}`, partNumber: '' } : null;
}

function groupLines(lines: BomLineView[]): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const line of lines) {
    const same = sameness(line);
    // A line with neither number nor description is a part of its own: never merged with another blank one.
    const key = same?.key ?? `line:${line.id}`;
    const group = groups.get(key);
    if (group) group.lines.push(line);
    else groups.set(key, { key, partNumber: same?.partNumber ?? '', generated: !same?.partNumber, lines: [line] });
  }
  return [...groups.values()];
}

function revisionFields(line: BomLineView) {
  const custom = line.kind === 'custom';
  const attributes: Record<string, string> = {};
  if (line.manufacturer) attributes.manufacturer = line.manufacturer.slice(0, 500);
  if (line.mpn) attributes.mpn = line.mpn.slice(0, 500);
  if (line.finish) attributes.finish = line.finish.slice(0, 500);
  return {
    name: (line.description || line.displayName || line.partNumber || `Line ${line.lineNo}`).slice(0, 200),
    kind: custom ? ('custom' as const) : ('standard' as const),
    process: custom ? (line.process?.name ?? '').slice(0, 80) : '',
    unit: (line.unit || 'ea').slice(0, 20),
    material: line.material.slice(0, 200),
    description: line.description.slice(0, 2000),
    attributes,
  };
}

/**
 * "Add to part master" from a BOM upload (all lines, or the ones named): lines that are the same part become one
 * item; a part number the owner already has reuses that item and records the line as a source. A part without a
 * number gets `NEW-<tag>-0001`, flagged for review. A failed run removes what it wrote.
 */
export async function addFromBom(principal: Principal, uploadId: string, lineIds?: string[]): Promise<FromBomResult> {
  const all = await listLines(principal, uploadId, {});
  let lines = all;
  if (lineIds) {
    const byId = new Map(all.map((l) => [l.id, l]));
    const unknown = lineIds.find((id) => !byId.has(id));
    if (unknown) throw AppError.badRequest(`This upload has no line "${unknown}"; nothing was added.`);
    lines = [...new Set(lineIds)].map((id) => byId.get(id)!);
  }
  if (lines.length === 0) throw AppError.badRequest('This upload has no lines to add.');

  const groups = groupLines(lines);
  const batch = randomUUID();
  const tag = batch.slice(0, 6).toUpperCase();

  // A line added before keeps its item (adding an upload twice creates nothing new); else the same part number.
  const added = new Map<string, PartItemDoc>();
  for (const item of await PartItemModel.find({ uid: principal.uid, 'sources.uploadId': uploadId }).lean<PartItemDoc[]>()) {
    for (const s of item.sources) if (s.uploadId === uploadId) added.set(s.lineId, item);
  }
  for (const group of groups) {
    const earlier = group.lines.map((l) => added.get(l.id)).find(Boolean);
    if (earlier) Object.assign(group, { partNumber: earlier.partNumber, generated: earlier.needsReview });
  }
  let counter = 0;
  for (const group of groups) if (group.generated && !group.partNumber) group.partNumber = `NEW-${tag}-${String(++counter).padStart(4, '0')}`;
  const keys = groups.map((g) => partKeyOf(g.partNumber));
  const existing = new Map((await PartItemModel.find({ uid: principal.uid, partKey: { $in: keys } }).lean<PartItemDoc[]>()).map((i) => [i.partKey, i]));
  const fresh = groups.filter((g) => !existing.has(partKeyOf(g.partNumber)));
  const reused = groups.filter((g) => existing.has(partKeyOf(g.partNumber)));
  const sourcesOf = (g: LineGroup) => g.lines.map((l) => ({ uploadId, lineId: l.id }));
  const idOf = new Map<string, string>();

  try {
    const created = await PartItemModel.insertMany(
      fresh.map((g) => {
        const fields = revisionFields(g.lines[0]!);
        return { uid: principal.uid, partNumber: g.partNumber, partKey: partKeyOf(g.partNumber), name: fields.name, nameKey: fields.name.toLowerCase(), kind: fields.kind, process: fields.process, unit: fields.unit, revision: g.lines[0]!.revision.trim().slice(0, 20) || 'A', state: 'draft', needsReview: g.generated, sources: sourcesOf(g), batch };
      }),
      { ordered: true },
    );
    created.forEach((doc, i) => idOf.set(fresh[i]!.key, String(doc._id)));
    await PartRevisionModel.insertMany(
      fresh.map((g, i) => ({ itemId: idOf.get(g.key)!, uid: principal.uid, label: created[i]!.revision, seq: 1, state: 'draft', ...revisionFields(g.lines[0]!), batch })),
      { ordered: true },
    );
    for (const g of reused) {
      const item = existing.get(partKeyOf(g.partNumber))!;
      idOf.set(g.key, String(item._id));
      await PartItemModel.updateOne({ _id: item._id }, { $addToSet: { sources: { $each: sourcesOf(g) } } });
    }
  } catch (error) {
    await PartRevisionModel.deleteMany({ uid: principal.uid, batch });
    await PartItemModel.deleteMany({ uid: principal.uid, batch });
    for (const g of reused) await PartItemModel.updateOne({ _id: existing.get(partKeyOf(g.partNumber))!._id }, { $pull: { sources: { uploadId, lineId: { $in: g.lines.map((l) => l.id) } } } });
    if ((error as { code?: number }).code === 11000) throw AppError.conflict('Another edit added the same part numbers meanwhile; nothing was added. Try again.');
    throw error;
  }
  return {
    items: groups.map((g) => ({
      itemId: idOf.get(g.key)!,
      partNumber: existing.get(partKeyOf(g.partNumber))?.partNumber ?? g.partNumber,
      lineIds: g.lines.map((l) => l.id),
      created: !existing.has(partKeyOf(g.partNumber)),
      needsReview: g.generated,
    })),
  };
}

/** The item a BOM line was added as; else the owner's item with the line's part number; else null. */
export async function itemForLine(principal: Principal, uploadId: string, lineId: string): Promise<PartItemSummary | null> {
  const added = await PartItemModel.findOne({ uid: principal.uid, sources: { $elemMatch: { uploadId, lineId } } }).lean<PartItemDoc>();
  if (added) return summaryView(added);
  const line = (await listLines(principal, uploadId, {})).find((l) => l.id === lineId);
  if (!line?.partNumber.trim()) return null;
  const same = await PartItemModel.findOne({ uid: principal.uid, partKey: partKeyOf(line.partNumber) }).lean<PartItemDoc>();
  return same ? summaryView(same) : null;
}
