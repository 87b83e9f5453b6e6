import type { InvitationStatus } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { RfqModel } from './model.js';
import { QuoteModel, type QuoteDoc } from './quote-model.js';
import { readable } from './service.js';

/**
 * Where each invitation stands, so the buyer sees who is silent: declined (a whole "no quote" as latest revision),
 * quoted (any priced revision), asked (a question), opened (read the RFQ) or sent. Buyer and admins only.
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
  const invitations = doc.suppliers.map((s) => {
    const quote = latest.get(s.id);
    const openedAt = firstAt(doc.opened, s.id);
    const askedAt = firstAt(doc.asked, s.id);
    let status: InvitationStatus = 'sent';
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
    };
  });
  return { invitations };
}

/** Called by the message threads when an invited supplier asks its first question (status "asked"). */
export async function markInvitationAsked(rfqId: string, supplierId: string, now = new Date()): Promise<void> {
  await RfqModel.updateOne({ _id: rfqId, 'suppliers.id': supplierId, 'asked.supplierId': { $ne: supplierId } }, { $push: { asked: { supplierId, at: now } } });
}
