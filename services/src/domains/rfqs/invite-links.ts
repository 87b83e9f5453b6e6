import type { InvitationStatus } from '@forge/contract';
import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { deliveryStatuses } from '../content/outbox.js';
import { getSupplier } from '../suppliers/service.js';
import { hashInviteToken, quotingEndsAt } from './invite-emails.js';
import { InviteLinkModel, type InviteLinkDoc } from './invite-link-model.js';
import { RfqModel, type RfqDoc } from './model.js';
import { QuoteModel } from './quote-model.js';
import { readable } from './service.js';

/**
 * Quote links of emailed invitations: what a token opens (one company, one RFQ, while quoting is open and the
 * invitation stands), how each invitation reached its company (for the buyer's list), and withdrawing one.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const UNKNOWN = 'This quote link is not valid. Use the link in the invitation email exactly as it was sent.';

export interface OpenInvite {
  link: InviteLinkDoc;
  doc: RfqDoc;
}

/**
 * The invitation a token opens. Everything that makes a link useless answers 404 (so a token tells nothing about
 * other RFQs or companies): unknown or altered token, withdrawn invitation, company no longer invited, RFQ not open,
 * quoting closed or past the end of the due day.
 */
export async function resolveInvite(token: string, now = new Date()): Promise<OpenInvite> {
  if (!TOKEN_SHAPE.test(token)) throw AppError.notFound(UNKNOWN);
  const link = await InviteLinkModel.findOne({ tokenHash: hashInviteToken(token) }).lean<InviteLinkDoc>();
  if (!link) throw AppError.notFound(UNKNOWN);
  if (link.withdrawnAt) throw AppError.notFound('The buyer withdrew this invitation; the link no longer works.');
  const doc = await RfqModel.findById(link.rfqId).lean<RfqDoc>();
  if (!doc || !doc.suppliers.some((s) => s.id === link.supplierId)) throw AppError.notFound('This RFQ no longer invites your company; the link no longer works.');
  if (doc.status !== 'open') throw AppError.notFound(`This RFQ is ${doc.status}; it no longer takes quotes and the link no longer works.`);
  if (doc.quotingClosedAt || now.getTime() >= quotingEndsAt(doc.dueDate).getTime()) {
    throw AppError.notFound(`Quotes for this RFQ were due on ${doc.dueDate.toISOString().slice(0, 10)}; quoting has closed and the link no longer works.`);
  }
  return { link, doc };
}

/** Records the first opening of the link, on the link and as the company's "opened" on the RFQ (once each). */
export async function markInviteOpened({ link, doc }: OpenInvite, now = new Date()): Promise<void> {
  if (!link.linkOpenedAt) await InviteLinkModel.updateOne({ rfqId: link.rfqId, supplierId: link.supplierId, linkOpenedAt: null }, { $set: { linkOpenedAt: now } });
  if (!(doc.opened ?? []).some((o) => o.supplierId === link.supplierId)) {
    await RfqModel.updateOne({ _id: doc._id, 'opened.supplierId': { $ne: link.supplierId } }, { $push: { opened: { supplierId: link.supplierId, at: now } } });
  }
}

export interface InvitationReach {
  channel: 'account' | 'email' | 'none';
  /** Where the invitation stands before the company does anything (opened, asked, quoted come from the RFQ and quotes). */
  status: Extract<InvitationStatus, 'sent' | 'emailed' | 'bounced' | 'no-address' | 'not-sent'>;
  contactEmail: string | null;
  emailedAt: string | null;
}

/**
 * How each invited company was told: by email with a link (emailed, bounced when the outbox could not deliver it, or
 * no address), through its owner's account (sent), or not at all (a draft, or sent before quote links existed).
 */
export async function invitationReach(doc: Pick<RfqDoc, '_id' | 'status' | 'suppliers'>): Promise<Map<string, InvitationReach>> {
  const links = await InviteLinkModel.find({ rfqId: String(doc._id), supplierId: { $in: doc.suppliers.map((s) => s.id) } }).lean<InviteLinkDoc[]>();
  const byCompany = new Map(links.map((l) => [l.supplierId, l]));
  const delivery = await deliveryStatuses(links.flatMap((l) => (l.emailId ? [l.emailId] : [])));
  const reach = new Map<string, InvitationReach>();
  for (const s of doc.suppliers) {
    const link = byCompany.get(s.id);
    if (link) {
      const status = !link.contactEmail ? 'no-address' : !link.emailId ? 'not-sent' : delivery.get(link.emailId) === 'failed' ? 'bounced' : 'emailed';
      reach.set(s.id, { channel: link.contactEmail ? 'email' : 'none', status, contactEmail: link.contactEmail || null, emailedAt: link.emailedAt?.toISOString() ?? null });
      continue;
    }
    const owned = doc.status !== 'draft' && Boolean((await getSupplier(s.id).catch(() => null))?.ownerUid);
    reach.set(s.id, { channel: owned ? 'account' : 'none', status: owned ? 'sent' : 'not-sent', contactEmail: null, emailedAt: null });
  }
  return reach;
}

/** Invitations the buyer withdrew (the company is no longer on the RFQ; its record stays here). */
export async function withdrawnInvitations(rfqId: string) {
  const links = await InviteLinkModel.find({ rfqId, withdrawnAt: { $ne: null } }).sort({ withdrawnAt: 1 }).lean<InviteLinkDoc[]>();
  return links.map((l) => ({
    supplierId: l.supplierId,
    name: l.supplierName,
    status: 'withdrawn' as const,
    openedAt: l.linkOpenedAt?.toISOString() ?? null,
    askedAt: null,
    answeredAt: null,
    revision: null,
    declineReason: null,
    channel: l.contactEmail ? ('email' as const) : ('none' as const),
    contactEmail: l.contactEmail || null,
    emailedAt: l.emailedAt?.toISOString() ?? null,
    withdrawnAt: l.withdrawnAt!.toISOString(),
  }));
}

/**
 * The buyer (or an admin) takes an invitation back while the RFQ is open: the company leaves the RFQ (its owner can
 * no longer read it) and its quote link stops working. A company that already answered keeps its place (409): its
 * quote is in the comparison.
 */
export async function withdrawInvitation(principal: Principal, rfqId: string, supplierId: string, reason: string, now = new Date()): Promise<void> {
  const { doc, viewer } = await readable(principal, rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can withdraw an invitation.');
  if (doc.status !== 'open') throw AppError.conflict(`Invitations can be withdrawn only while the RFQ is open; this one is ${doc.status}${doc.status === 'draft' ? ' (edit the draft to remove a supplier)' : ''}.`);
  const invited = doc.suppliers.find((s) => s.id === supplierId);
  if (!invited) throw AppError.notFound(`Supplier "${supplierId}" is not invited to this RFQ.`);
  if (await QuoteModel.exists({ rfqId: String(doc._id), supplierId })) {
    throw AppError.conflict(`${invited.name} has already answered this RFQ; its answer stays in the comparison, so the invitation cannot be withdrawn.`);
  }
  // the link dies first, so no request gets through between the two writes
  await InviteLinkModel.updateOne(
    { rfqId: String(doc._id), supplierId },
    {
      $set: { withdrawnAt: now, withdrawnReason: reason },
      $setOnInsert: { supplierName: invited.name, contactEmail: '', tokenHash: null, emailId: null, emailedAt: null, expiresAt: quotingEndsAt(doc.dueDate), linkOpenedAt: null, accountUid: null, createdAt: now },
    },
    { upsert: true },
  );
  const pulled = await RfqModel.updateOne({ _id: doc._id, status: 'open', 'suppliers.id': supplierId }, { $pull: { suppliers: { id: supplierId } }, $set: { updatedAt: now } });
  if (pulled.modifiedCount !== 1) throw AppError.conflict('This RFQ changed meanwhile; reload it and try again.');
}
