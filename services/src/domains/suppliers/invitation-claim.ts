import { AppError } from '../../lib/app-error.js';
import { assignSupplierCompany, ensureInvitedProfile } from '../users/service.js';
import { publishSupplierChange } from './change-feed.js';
import { ClaimModel, SupplierModel } from './model.js';
import { indexSupplier } from './service.js';
import type { SupplierData as StoredSupplier } from './types.js';

/**
 * The claim made by answering an RFQ invitation that was emailed to the company's listed contact: holding that link
 * is the proof for this one company, so the account answering through it becomes the company's owner. An admin's open
 * claim link for the company is joined (marked used by this account) rather than left dangling. A company that
 * already has another owner is not handed over (409): that owner answers, signed in.
 */
export async function claimByInvitation(supplierId: string, account: { uid: string; email: string; name: string }, now = new Date()): Promise<{ joinedClaim: boolean }> {
  const current = (await SupplierModel.findById(supplierId, { ownerUid: 1, name: 1 }).lean()) as Pick<StoredSupplier, '_id' | 'ownerUid' | 'name'> | null;
  if (!current) throw AppError.notFound(`No supplier has the id "${supplierId}".`);
  if (current.ownerUid && current.ownerUid !== account.uid) {
    throw AppError.conflict(`${current.name} already has an owner account on Forge; its owner signs in to quote, or answers with the email of that account.`);
  }
  // only one of two racing claims can take an unowned company
  const updated = (await SupplierModel.findOneAndUpdate(
    { _id: supplierId, ownerUid: { $in: [null, account.uid] } },
    { $set: { ownerUid: account.uid, claimed: true, updatedAt: now } },
    { returnDocument: 'after', lean: true },
  )) as StoredSupplier | null;
  if (!updated) throw AppError.conflict(`${current.name} was claimed by another account a moment ago; its owner signs in to quote.`);
  const joined = await ClaimModel.updateMany(
    { supplierId, usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now, claimedBy: account.uid, claimedByEmail: account.email } },
  );
  indexSupplier(updated);
  await publishSupplierChange(updated._id);
  await ensureInvitedProfile(account, 'supplier', now);
  await assignSupplierCompany(account.uid, supplierId);
  return { joinedClaim: joined.modifiedCount > 0 };
}
