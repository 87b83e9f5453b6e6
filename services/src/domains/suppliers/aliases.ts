import mongoose, { Schema } from 'mongoose';
import type { SupplierMoved } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import { SupplierModel } from './model.js';

/**
 * Old addresses of companies (collection "supplier_aliases"): a merged company's slug and id, a renamed company's old
 * slug, each leading to the company that answers for it now. Public pages answer 301 to that company's current page.
 * `_id` is `slug:{slug}` or `id:{id}`, so recording the same old address again moves it instead of duplicating it.
 */
const aliasSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: ['slug', 'id'], required: true },
    value: { type: String, required: true },
    toId: { type: String, required: true, index: true },
    reason: { type: String, enum: ['merge', 'rename'], required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'supplier_aliases', versionKey: false },
);
export const SupplierAliasModel = mongoose.model('SupplierAlias', aliasSchema);

type AliasKind = 'slug' | 'id';

export async function recordAlias(kind: AliasKind, value: string, toId: string, reason: 'merge' | 'rename', now = new Date()): Promise<void> {
  await SupplierAliasModel.updateOne({ _id: `${kind}:${value}` }, { $set: { kind, value, toId, reason, createdAt: now } }, { upsert: true });
}

/** A merge: every old address that led to the removed company now leads to the kept one (no chains of redirects). */
export async function repointAliases(fromId: string, toId: string): Promise<number> {
  const result = await SupplierAliasModel.updateMany({ toId: fromId }, { $set: { toId } });
  return result.modifiedCount;
}

/** Old addresses leading to a company (what the audit log and the admin see). */
export async function aliasesOf(toId: string): Promise<{ kind: AliasKind; value: string; reason: string }[]> {
  const docs = await SupplierAliasModel.find({ toId }).sort({ createdAt: 1 }).lean();
  return docs.map((d) => ({ kind: d.kind as AliasKind, value: d.value, reason: d.reason }));
}

/**
 * Where an old slug or id leads now, or null. A live company with that slug or id wins over an alias (a new company
 * may take a freed slug). Followed a few steps in case a target was itself merged before its aliases were repointed.
 */
export async function resolveMoved(kind: AliasKind, value: string): Promise<SupplierMoved | null> {
  const live = await SupplierModel.exists(kind === 'slug' ? { slug: value } : { _id: value });
  if (live) return null;
  let key = `${kind}:${value}`;
  for (let step = 0; step < 5; step += 1) {
    const alias = await SupplierAliasModel.findById(key).lean();
    if (!alias) return null;
    const target = (await SupplierModel.findById(alias.toId, { slug: 1, name: 1 }).lean()) as { _id: string; slug: string; name: string } | null;
    if (target) return { id: target._id, slug: target.slug, name: target.name, reason: alias.reason as 'merge' | 'rename' };
    key = `id:${alias.toId}`;
  }
  return null;
}

/**
 * Changes a company's page address: the new slug must be free (no other company has it), and the old one keeps
 * answering with a 301 to the new one. Returns the old slug, or null when nothing changed.
 */
export async function renameSupplierSlug(id: string, slug: string, now = new Date()): Promise<string | null> {
  const doc = (await SupplierModel.findById(id, { slug: 1, name: 1 }).lean()) as { _id: string; slug: string; name: string } | null;
  if (!doc) throw AppError.notFound(`No supplier has the id "${id}".`);
  if (doc.slug === slug) return null;
  const taken = (await SupplierModel.findOne({ slug }, { name: 1 }).lean()) as { name: string } | null;
  if (taken) throw AppError.conflict(`The address /companies/${slug} belongs to ${taken.name}; choose another.`);
  try {
    await SupplierModel.updateOne({ _id: id, slug: doc.slug }, { $set: { slug, updatedAt: now } });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw AppError.conflict(`The address /companies/${slug} was just taken; choose another.`);
    throw error;
  }
  await recordAlias('slug', doc.slug, id, 'rename', now);
  // the new slug is live: an alias of that slug (someone's old address) no longer applies
  await SupplierAliasModel.deleteOne({ _id: `slug:${slug}` });
  return doc.slug;
}
