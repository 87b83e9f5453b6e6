import { UserModel } from './model.js';

/**
 * Accounts that joined in [from, to): a profile is created at an account's first sign-in or when an admin invites it.
 * The admin dashboard counts signups here, not from analytics events, which ad blockers and skipped `identify` calls lose.
 */
export async function accountsJoinedBetween(from: Date, to: Date): Promise<number> {
  return UserModel.countDocuments({ createdAt: { $gte: from, $lt: to } });
}

/** What the rfqs domain needs to decide whether a buyer's RFQ counts in a supplier's response rate. */
export interface BuyerStanding {
  emailVerified: boolean;
  joinedAt: Date;
}

/** Email verification and joining date of the given buyers (absent: no profile, so never signed in to Forge). */
export async function buyerStandings(uids: readonly string[]): Promise<Map<string, BuyerStanding>> {
  if (!uids.length) return new Map();
  const docs = await UserModel.find({ _id: { $in: [...new Set(uids)] } }, { emailVerified: 1, createdAt: 1 }).lean<{ _id: string; emailVerified?: boolean; createdAt: Date }[]>();
  return new Map(docs.map((d) => [d._id, { emailVerified: d.emailVerified === true, joinedAt: d.createdAt }]));
}
