import type { InvitationStatus } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { RfqModel } from './model.js';
import { invitationReach, withdrawnInvitations } from './invite-links.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';
import { readable } from './service.js';

/**
 * Where each invitation stands, so the buyer sees who is silent: declined (a whole "no quote" as latest revision),
 * quoted (any priced revision), asked (a question), opened (read the RFQ), else how it was told: sent (the owner's
 * account), emailed (a quote link to the listed contact), bounced, no address or not sent; withdrawn ones last.
 * Buyer and admins only.
 */
export async function listInvitations(principal: Principal, rfqId: string) {
  const { doc, viewer } = await readable(principal, rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can see its invitations.');
  const latest = new Map<string, Pick<QuoteDoc, 'supplierId' | 'revision' | 'decline' | 'createdAt'>>();
  const revisions = await QuoteModel.find({ rfqId: String(doc._id) }, { supplierId: 1, revision: 1, decline: 1, createdAt: 1 })
    .sort({ revision: -1 })
    .lean<Pick<QuoteDoc, 'supplierId' | 'revision' | 'decline' | 'createdAt'>[]>();
  for (const q of revisions) if (!latest.has(q.supplierId)) latest.set(q.supplierId, q);
  const firstAt = (events: { supplierId: string; at: Date }[] | undefined, supplierId: string) => events?.find((e) => e.supplierId === supplierId)?.at ?? null;
  const reach = await invitationReach(doc);
  const invitations = doc.suppliers.map((s) => {
    const quote = latest.get(s.id);
    const openedAt = firstAt(doc.opened, s.id);
    const askedAt = firstAt(doc.asked, s.id);
    const told = reach.get(s.id);
    // "sent" only where a message went out: the owner's notification, or an email with a quote link
    let status: InvitationStatus = told?.status ?? 'not-sent';
    if (quote) status = quote.decline ? 'declined' : 'quoted';
    else if (askedAt) status = 'asked';
    else if (openedAt) status = 'opened';
    return {
      supplierId: s.id,
      name: s.name,
      status,
      openedAt: openedAt?.toISOString() ?? null,
      askedAt: askedAt?.toISOString() ?? null,
      answeredAt: quote?.createdAt.toISOString() ?? null,
      revision: quote?.revision ?? null,
      declineReason: quote?.decline?.reason ?? null,
      channel: told?.channel ?? 'none',
      contactEmail: told?.contactEmail ?? null,
      emailedAt: told?.emailedAt ?? null,
      withdrawnAt: null,
    };
  });
  return { invitations: [...invitations, ...(await withdrawnInvitations(String(doc._id)))] };
}

/** Called by the message threads when an invited supplier asks its first question (status "asked"). */
export async function markInvitationAsked(rfqId: string, supplierId: string, now = new Date()): Promise<void> {
  await RfqModel.updateOne({ _id: rfqId, 'suppliers.id': supplierId, 'asked.supplierId': { $ne: supplierId } }, { $push: { asked: { supplierId, at: now } } });
}
