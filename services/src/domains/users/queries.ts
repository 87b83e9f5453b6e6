import { UserModel } from './model.js';

/**
 * Accounts that joined in [from, to): a profile is created at an account's first sign-in or when an admin invites it.
 * The admin dashboard counts signups here, not from analytics events, which ad blockers and skipped `identify` calls lose.
 */
export async function accountsJoinedBetween(from: Date, to: Date): Promise<number> {
  return UserModel.countDocuments({ createdAt: { $gte: from, $lt: to } });
}
