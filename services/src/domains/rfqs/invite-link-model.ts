import mongoose, { Schema } from 'mongoose';

/**
 * How an invitation reached a company nobody has claimed (collection `rfq_invite_links`), one document per RFQ and
 * company: the listed contact address, the outbox email, and the quote link. Only the SHA-256 of the link's token is
 * stored (as `rfq_file_links` does); the document stays as the invitation's record after the link stops working.
 */
const inviteLinkSchema = new Schema(
  {
    rfqId: { type: String, required: true },
    supplierId: { type: String, required: true },
    supplierName: { type: String, required: true },
    /** The company's listed contact address when invited ('' when it lists none: nobody was told). */
    contactEmail: { type: String, default: '' },
    /** SHA-256 (hex) of the link's token; null when no link was sent (no address). */
    tokenHash: { type: String, default: null },
    /** The outbox entry of the invitation email (its delivery status tells "bounced"). */
    emailId: { type: String, default: null },
    emailedAt: { type: Date, default: null },
    /** The end of the RFQ's due day when sent (the link is also checked against the RFQ as it is now). */
    expiresAt: { type: Date, required: true },
    linkOpenedAt: { type: Date, default: null },
    withdrawnAt: { type: Date, default: null },
    withdrawnReason: { type: String, default: '' },
    /** The account made (or found) when the company first answered through the link. */
    accountUid: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'rfq_invite_links', versionKey: false },
);
// one invitation record per RFQ and company: sending twice (a reopened RFQ, a retry) emails once
inviteLinkSchema.index({ rfqId: 1, supplierId: 1 }, { unique: true });
inviteLinkSchema.index({ tokenHash: 1 }, { unique: true, partialFilterExpression: { tokenHash: { $type: 'string' } } });

export interface InviteLinkDoc {
  rfqId: string;
  supplierId: string;
  supplierName: string;
  contactEmail: string;
  tokenHash: string | null;
  emailId: string | null;
  emailedAt: Date | null;
  expiresAt: Date;
  linkOpenedAt: Date | null;
  withdrawnAt: Date | null;
  withdrawnReason: string;
  accountUid: string | null;
  createdAt: Date;
}

export const InviteLinkModel = mongoose.model('RfqInviteLink', inviteLinkSchema);
