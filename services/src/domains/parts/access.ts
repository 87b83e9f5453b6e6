import { isValidObjectId } from 'mongoose';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { PartItemModel, PartRevisionModel, type PartItemDoc, type PartRevisionDoc } from './model.js';

/** The caller's item (admins: anyone's); another user's or an unknown id answers 404. */
export async function ownedItem(principal: Principal, id: string): Promise<PartItemDoc> {
  const item = isValidObjectId(id) ? await PartItemModel.findById(id).lean<PartItemDoc>() : null;
  if (!item || (item.uid !== principal.uid && !principal.admin)) throw AppError.notFound(`No part master item ${id}.`);
  return item;
}

export async function revisionsOf(itemId: string): Promise<PartRevisionDoc[]> {
  return PartRevisionModel.find({ itemId }).sort({ seq: 1 }).lean<PartRevisionDoc[]>();
}

export async function revisionByLabel(item: PartItemDoc, label: string): Promise<PartRevisionDoc> {
  const rev = await PartRevisionModel.findOne({ itemId: String(item._id), label }).lean<PartRevisionDoc>();
  if (!rev) throw AppError.notFound(`${item.partNumber} has no revision "${label}".`);
  return rev;
}

/** The revision a structure uses: the newest that is not obsolete (else the newest). */
export function currentRevision(revisions: PartRevisionDoc[]): PartRevisionDoc {
  const sorted = [...revisions].sort((a, b) => b.seq - a.seq);
  return sorted.find((r) => r.state !== 'obsolete') ?? sorted[0]!;
}
