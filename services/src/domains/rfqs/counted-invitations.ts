import { buyerStandings, type BuyerStanding } from '../users/queries.js';

/**
 * Which invitations count in a supplier's response rate and time to quote (issue 41). Any buyer account could raise a
 * supplier's figure by inviting it and getting quick answers, so only RFQs from buyers who verified their email and
 * joined Forge at least `MIN_BUYER_AGE_DAYS` before sending count, and of one buyer's RFQs to one supplier at most one
 * per `BUYER_WINDOW_DAYS` (the first sent; the next counts from 7 days after it).
 */
export const MIN_BUYER_AGE_DAYS = 7;
export const BUYER_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

export interface SentInvitation {
  rfqId: string;
  supplierId: string;
  buyerUid: string;
  sentAt: Date;
}

/** Whether a buyer in this standing may move a response rate with an RFQ sent at `sentAt`. */
export function buyerCounts(standing: BuyerStanding | undefined, sentAt: Date): boolean {
  return Boolean(standing?.emailVerified && sentAt.getTime() - standing.joinedAt.getTime() >= MIN_BUYER_AGE_DAYS * DAY_MS);
}

/** Keeps, per supplier and buyer, the first invitation of each rolling 7-day window. */
export function oneInvitationPerBuyerWindow(invitations: readonly SentInvitation[]): SentInvitation[] {
  const lastCounted = new Map<string, number>();
  const kept: SentInvitation[] = [];
  for (const invitation of [...invitations].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.rfqId.localeCompare(b.rfqId))) {
    const key = `${invitation.supplierId}|${invitation.buyerUid}`;
    const last = lastCounted.get(key);
    if (last !== undefined && invitation.sentAt.getTime() - last < BUYER_WINDOW_DAYS * DAY_MS) continue;
    lastCounted.set(key, invitation.sentAt.getTime());
    kept.push(invitation);
  }
  return kept;
}

/** The invitations that count: from verified, established buyers, one per buyer and supplier per window. */
export async function countedInvitations(invitations: readonly SentInvitation[]): Promise<SentInvitation[]> {
  const standings = await buyerStandings(invitations.map((i) => i.buyerUid));
  return oneInvitationPerBuyerWindow(invitations.filter((i) => buyerCounts(standings.get(i.buyerUid), i.sentAt)));
}
